import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import type { AddonTestKit } from '@dcs/server/addon-testing';
import type { PlatformServices } from '@dcs/platform';
import type { HttpTestClient } from '../../../packages/server/src/testing/http-test-client.ts';
import { createPrintTestProviders, referenceDesignJson } from '../../../packages/print/src/testing/print-fixtures.ts';
import { toolsAvailable } from '../../../packages/print/src/testing/pdf-tools.ts';
import { GHOSTSCRIPT_CMYK_ICC, download, drainQueue, enableCmykDelivery, paidOrder, sha256, shapesDesign, startPrintQueueSystem, uploadCmykProfile } from './testing/print-queue-fixtures.ts';

const available = toolsAvailable('print queue', ['qpdf', 'unzip', GHOSTSCRIPT_CMYK_ICC]);

function lowResolutionDesign(): Record<string, unknown> {
  const json = referenceDesignJson();
  (json.sides as { elements: unknown[] }[])[0]!.elements.push({ id: 'low', type: 'image', media: 'small.png', transform: { x: 10, y: 150, width: 80, height: 53, rotation: 0 } });
  return json;
}

function zipEntries(bytes: Buffer): Promise<Array<{ name: string; method: number; data: Buffer }>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const entries: Array<{ name: string; method: number; data: Buffer }> = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, async (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          for await (const chunk of stream) chunks.push(chunk as Buffer);
          entries.push({ name: entry.fileName, method: entry.compressionMethod, data: Buffer.concat(chunks) });
          zip.readEntry();
        });
      });
      zip.on('end', () => resolve(entries));
      zip.readEntry();
    });
  });
}

describe.skipIf(!available)('print queue over HTTP', () => {
  let kit: AddonTestKit;
  let admin: HttpTestClient;
  let services: PlatformServices;
  let hotfolder: string;
  const drain = () => drainQueue(services);
  const job = async (id: number) => (await admin.get(`/wp-json/svc/v1/print-queue/${id}`)).body;
  const jobsOf = async (orderId: number) => (await admin.get(`/wp-json/svc/v1/print-queue?search=${orderId}&per_page=100`)).body as any[];

  beforeAll(async () => {
    ({ kit, services, admin, hotfolder } = await startPrintQueueSystem());
    const saved = await enableCmykDelivery(admin, hotfolder);
    // A 500 says only "logged": show what the server logged.
    expect(saved.status, `${saved.text}\n${JSON.stringify(kit.t.logs.slice(-5))}`).toBe(200);
  }, 120_000);
  afterAll(() => kit?.close());

  it('turns a paid order into a job per designed item, renders it and delivers every file once', async () => {
    const order = await paidOrder(services, [referenceDesignJson(), null]);
    const [created] = await jobsOf(order.id);
    expect(created).toMatchObject({ state: 'queued', order: { id: order.id }, quantity: 50, attempts: 0 });
    await drain();
    const done = await job(created.id);
    expect(done.state, JSON.stringify(done.error)).toBe('delivered');
    expect(done.preflight.ok).toBe(true);
    const base = `${order.id}-${order.items[0]!.id}-${done.number}`;
    expect(readdirSync(hotfolder).filter((name) => name.startsWith(`${order.id}-`)).sort()).toEqual(
      [`${base}-barcode.png`, `${base}-sheet.pdf`, `${base}.jdf`, `${base}.json`, `${base}.pdf`].sort(),
    );
    expect(readdirSync(hotfolder).filter((name) => name.startsWith('.'))).toEqual([]);
    for (const pdf of [`${base}.pdf`, `${base}-sheet.pdf`]) execFileSync('qpdf', ['--check', join(hotfolder, pdf)]);
    const ticket = JSON.parse(readFileSync(join(hotfolder, `${base}.json`), 'utf8'));
    expect(ticket).toMatchObject({ jobId: done.number, quantity: 50, printingMethod: 'offset', colorMode: 'cmyk', order: { id: String(order.id) } });
    expect(ticket.files.map((f: { name: string }) => f.name)).toEqual([`${base}.pdf`, `${base}-sheet.pdf`, `${base}-barcode.png`]);
    expect(ticket.files[0].sha256).toBe(sha256(readFileSync(join(hotfolder, `${base}.pdf`))));
    expect(done.files.artifact.sha256).toBe(ticket.files[0].sha256);
    expect(done.delivery.delivered.at(-1)).toBe(`${base}.json`);
  }, 120_000);

  it('creates no second job when the same order event comes twice', async () => {
    const order = await paidOrder(services, [referenceDesignJson()]);
    await services.hooks.doAction('order.paid', order, 'pending');
    await services.hooks.doAction('order.paid', order, 'pending');
    expect(await jobsOf(order.id)).toHaveLength(1);
    await drain();
  }, 120_000);

  it('streams each download type, refuses other types and unknown ids', async () => {
    const [latest] = (await admin.get('/wp-json/svc/v1/print-queue?state=delivered')).body;
    for (const [type, mediaType] of [['artifact', 'application/pdf'], ['ticket', 'application/json'], ['barcode', 'image/png'], ['jdf', 'application/vnd.cip4-jdf+xml'], ['jobSheet', 'application/pdf']] as const) {
      const file = await download(kit.t, admin, `/wp-json/svc/v1/print-queue/${latest.id}/download/${type}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toContain(mediaType);
      expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${latest.files[type].name}"`);
      expect(sha256(file.bytes)).toBe(latest.files[type].sha256);
    }
    expect((await admin.get(`/wp-json/svc/v1/print-queue/${latest.id}/download/design`)).body.code).toBe('svc_print_queue_download_type_invalid');
    expect((await admin.get(`/wp-json/svc/v1/print-queue/${latest.id}/download/..%2Fticket`)).status).toBe(400);
    for (const path of ['/999999/download/artifact', '/abc/retry', '/0/process', '/-1', '/1e3/download/ticket']) {
      const method = path.endsWith('retry') || path.endsWith('process') ? 'POST' : 'GET';
      const response = await admin.request(method, `/wp-json/svc/v1/print-queue${path}`);
      expect(response.status, path).toBe(404);
      expect(response.body.code).toBe('svc_print_queue_job_not_found');
    }
    expect((await kit.t.client().get('/wp-json/svc/v1/print-queue')).status).toBe(401);
    expect((await admin.request('POST', `/wp-json/svc/v1/print-queue/${latest.id}/retry`, { nonce: false })).status).toBe(401);
  }, 60_000);

  it('holds a job with preflight errors, and process renders it in spite of them; other moves answer 409', async () => {
    const order = await paidOrder(services, [lowResolutionDesign()]);
    await drain();
    const [held] = await jobsOf(order.id);
    expect(held).toMatchObject({ state: 'held', holdReason: 'preflight', error: { code: 'svc_print_preflight_failed' } });
    expect(held.preflight.errors[0]).toMatchObject({ check: 'image_resolution', elementId: 'low' });
    expect((await download(kit.t, admin, `/wp-json/svc/v1/print-queue/${held.id}/download/artifact`)).status).toBe(404);
    const retry = await admin.post(`/wp-json/svc/v1/print-queue/${held.id}/retry`);
    expect(retry.status).toBe(409);
    expect(retry.body.data).toMatchObject({ state: 'held', status: 409 });
    const processed = await admin.post(`/wp-json/svc/v1/print-queue/${held.id}/process`);
    expect(processed.body).toMatchObject({ state: 'queued', forced: true });
    expect((await admin.post(`/wp-json/svc/v1/print-queue/${held.id}/process`)).body.data.state).toBe('queued');
    await drain();
    expect(await job(held.id)).toMatchObject({ state: 'delivered', attempts: 1 });
    expect((await admin.post(`/wp-json/svc/v1/print-queue/${held.id}/process`)).body.data.state).toBe('delivered');
  }, 120_000);

  it('fails a job whose design cannot render, and retry renders it again', async () => {
    const design = referenceDesignJson();
    (design.sides as { elements: Record<string, unknown>[] }[])[0]!.elements[1]!.media = 'later.jpg';
    const order = await paidOrder(services, [design]);
    await drain();
    const [failed] = await jobsOf(order.id);
    expect(failed).toMatchObject({ state: 'failed', attempts: 1, error: { code: 'svc_design_asset_missing' } });
    const photo = await createPrintTestProviders().then((p) => p.assets!.loadImage('photo-3000x2000.jpg'));
    const remove = services.assets.addSource({ loadImage: async (ref) => (ref === 'later.jpg' ? photo : null) });
    try {
      expect((await admin.post(`/wp-json/svc/v1/print-queue/${failed.id}/retry`)).body).toMatchObject({ state: 'queued', attempts: 0, round: 2 });
      await drain();
    } finally {
      remove();
    }
    expect(await job(failed.id)).toMatchObject({ state: 'delivered', attempts: 1, round: 2 });
  }, 120_000);

  it('keeps a job completed while the hotfolder is away and delivers it once it is back', async () => {
    const away = `${hotfolder}-away`;
    renameSync(hotfolder, away);
    try {
      const order = await paidOrder(services, [referenceDesignJson()]);
      await drain();
      const [pending] = await jobsOf(order.id);
      expect(pending).toMatchObject({ state: 'completed', delivery: { delivered: [], failedAttempts: 1 } });
      expect(pending.delivery.error).toContain('cannot be written');
    } finally {
      renameSync(away, hotfolder);
    }
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await drain();
    const [delivered] = (await admin.get('/wp-json/svc/v1/print-queue?per_page=1')).body;
    expect(delivered).toMatchObject({ state: 'delivered', delivery: { error: null } });
    expect(existsSync(join(hotfolder, delivered.files.ticket.name))).toBe(true);
  }, 120_000);

  it('lists with filters and total headers, and bulk-downloads completed jobs as a ZIP of stored files', async () => {
    const list = await admin.get('/wp-json/svc/v1/print-queue?state=delivered,completed&per_page=2');
    const total = Number(list.headers.get('x-wp-total'));
    expect(total).toBeGreaterThanOrEqual(4);
    expect(list.headers.get('x-wp-totalpages')).toBe(String(Math.ceil(total / 2)));
    expect((await admin.get('/wp-json/svc/v1/print-queue?search=pq-post')).headers.get('x-wp-total')).toBe(String(total));
    expect((await admin.get('/wp-json/svc/v1/print-queue?state=bogus')).status).toBe(400);
    const ids = (list.body as Array<{ id: number }>).map((j) => j.id).sort((a, b) => a - b);
    const zip = await download(kit.t, admin, '/wp-json/svc/v1/print-queue/bulk-download', { method: 'POST', body: JSON.stringify({ ids }) });
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(Number(zip.headers.get('content-length'))).toBe(zip.bytes.length);
    const entries = await zipEntries(zip.bytes);
    const expected = [];
    for (const id of ids) expected.push(...Object.values((await job(id)).files as Record<string, { name: string; sha256: string }>));
    expect(entries.map((e) => e.name)).toEqual(expected.map((f) => f.name));
    for (const entry of entries) {
      expect(sha256(entry.data)).toBe(expected.find((f) => f.name === entry.name)!.sha256);
      expect(entry.method).toBe(0);
    }
    const again = await download(kit.t, admin, '/wp-json/svc/v1/print-queue/bulk-download', { method: 'POST', body: JSON.stringify({ ids }) });
    expect(sha256(again.bytes)).toBe(sha256(zip.bytes));
    const byFilter = await download(kit.t, admin, '/wp-json/svc/v1/print-queue/bulk-download', { method: 'POST', body: JSON.stringify({ state: 'delivered' }) });
    expect((await zipEntries(byFilter.bytes)).length).toBeGreaterThanOrEqual(entries.length);
    expect((await admin.post('/wp-json/svc/v1/print-queue/bulk-download', { ids: [999999] })).status).toBe(404);
  }, 60_000);

  it('holds a queued job with a reason; the leftover render does nothing; process renders and delivers it', async () => {
    const order = await paidOrder(services, [referenceDesignJson()]);
    const [queued] = await jobsOf(order.id);
    const held = await admin.post(`/wp-json/svc/v1/print-queue/${queued.id}/hold`, { reason: '  Customer asked to wait ' });
    expect(held.status, held.text).toBe(200);
    expect(held.body).toMatchObject({ state: 'held', hold_reason: 'manual', hold_note: 'Customer asked to wait', round: 1, attempts: 0 });
    // snake_case, with the v1 camelCase names beside (deprecated), nested ones too; file kinds are keys, kept.
    expect(held.body).toMatchObject({ holdReason: 'manual', holdNote: 'Customer asked to wait', low_resolution_accepted: false, lowResolutionAccepted: false });
    expect(held.body.printing_method).toEqual(held.body.printingMethod);
    expect(held.body.delivery).toMatchObject({ failed_attempts: expect.any(Number), delivered_at: null });
    expect(await drain()).toBeGreaterThanOrEqual(1);
    expect(await job(queued.id)).toMatchObject({ state: 'held', attempts: 0, files: {} });
    expect((await admin.post(`/wp-json/svc/v1/print-queue/${queued.id}/hold`)).body.data).toMatchObject({ state: 'held', action: 'held', status: 409 });
    expect((await admin.post(`/wp-json/svc/v1/print-queue/${queued.id}/process`)).body).toMatchObject({ state: 'queued', round: 2, forced: false, holdReason: null, holdNote: null });
    await drain();
    const delivered = await job(queued.id);
    expect(delivered).toMatchObject({ state: 'delivered', round: 2, attempts: 1 });
    expect(existsSync(join(hotfolder, delivered.files.ticket.name))).toBe(true);
  }, 120_000);

  it('holds a failed job, and a completed one whose delivery waits: nothing reaches the hotfolder until process', async () => {
    const design = referenceDesignJson();
    (design.sides as { elements: Record<string, unknown>[] }[])[0]!.elements[1]!.media = 'never.jpg';
    const failedOrder = await paidOrder(services, [design]);
    await drain();
    const [failed] = await jobsOf(failedOrder.id);
    expect(failed.state).toBe('failed');
    expect((await admin.post(`/wp-json/svc/v1/print-queue/${failed.id}/hold`)).body).toMatchObject({ state: 'held', holdReason: 'manual', holdNote: null, error: { code: 'svc_design_asset_missing' } });
    expect((await admin.post(`/wp-json/svc/v1/print-queue/${failed.id}/retry`)).body.data.state).toBe('held');

    const away = `${hotfolder}-away`;
    renameSync(hotfolder, away);
    let pending: any;
    try {
      const order = await paidOrder(services, [referenceDesignJson()]);
      await drain();
      [pending] = await jobsOf(order.id);
      expect(pending).toMatchObject({ state: 'completed', delivery: { delivered: [] } });
      expect((await admin.post(`/wp-json/svc/v1/print-queue/${pending.id}/hold`, { reason: 'Wrong paper' })).body).toMatchObject({ state: 'held', holdNote: 'Wrong paper' });
    } finally {
      renameSync(away, hotfolder);
    }
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await drain();
    expect(await job(pending.id)).toMatchObject({ state: 'held', delivery: { delivered: [] } });
    expect(existsSync(join(hotfolder, pending.files.artifact.name))).toBe(false);
    expect((await admin.post(`/wp-json/svc/v1/print-queue/${pending.id}/process`)).body).toMatchObject({ state: 'queued', round: 2 });
    await drain();
    expect(await job(pending.id)).toMatchObject({ state: 'delivered', round: 2 });
  }, 120_000);

  it('holds a completed job in the middle of its delivery: no further file, above all not the ticket; process delivers every file once', async () => {
    const order = await paidOrder(services, [referenceDesignJson()]);
    const [created] = await jobsOf(order.id);
    const events: Array<{ round: number; kind: string; name: string }> = [];
    let reached!: () => void;
    const firstFile = new Promise<void>((resolve) => (reached = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // The delivery awaits this listener after each file, so the first file of round 1 keeps it between
    // the artifact and the job sheet until the test has held the job: no timing involved.
    const remove = services.hooks.addAction('print_queue.file_delivered', async (event: { jobId: number; round: number; kind: string; name: string }) => {
      if (event.jobId !== created.id) return;
      events.push({ round: event.round, kind: event.kind, name: event.name });
      if (events.length === 1) {
        reached();
        await gate;
      }
    });
    const worker = services.queue.work({ pollIntervalMs: 60_000 });
    try {
      const draining = worker.drain();
      await firstFile;
      const mid = await job(created.id);
      expect(mid).toMatchObject({ state: 'completed', delivery: { delivered: [mid.files.artifact.name] } });
      const held = await admin.post(`/wp-json/svc/v1/print-queue/${created.id}/hold`, { reason: 'Stop the press' });
      expect(held.body).toMatchObject({ state: 'held', holdReason: 'manual', holdNote: 'Stop the press' });
      release();
      await draining;
      const stopped = await job(created.id);
      expect(stopped).toMatchObject({ state: 'held', round: 1, delivery: { delivered: [mid.files.artifact.name] } });
      // The job sheet was written as a .part file and removed at the check before its publish.
      expect(readdirSync(hotfolder).filter((name) => name.includes(stopped.number))).toEqual([stopped.files.artifact.name]);
      expect(readdirSync(hotfolder).filter((name) => name.startsWith('.'))).toEqual([]);
      expect(existsSync(join(hotfolder, stopped.files.ticket.name))).toBe(false);
      expect(events).toEqual([{ round: 1, kind: 'artifact', name: stopped.files.artifact.name }]);
    } finally {
      release();
      await worker.stop();
    }
    // A listener that fails does not stop the delivery (the file is in the hotfolder): it is logged.
    const removeFailing = services.hooks.addAction('print_queue.file_delivered', (event: { jobId: number; kind: string }) => {
      if (event.jobId === created.id && event.kind === 'jdf') throw new Error('MES is down');
    });
    try {
      expect((await admin.post(`/wp-json/svc/v1/print-queue/${created.id}/process`)).body).toMatchObject({ state: 'queued', round: 2, holdNote: null });
      await drain();
    } finally {
      remove();
      removeFailing();
    }
    expect(kit.t.logs.filter((line) => line.level === 'warn' && (line.obj as { jobId?: number }).jobId === created.id)).toMatchObject([
      { obj: { error: 'MES is down' }, msg: 'print_queue.file_delivered listener failed' },
    ]);
    const done = await job(created.id);
    expect(done).toMatchObject({ state: 'delivered', round: 2, attempts: 1 });
    const names = [done.files.artifact.name, done.files.jobSheet.name, done.files.barcode.name, done.files.jdf.name, done.files.ticket.name];
    expect(done.delivery.delivered).toEqual(names);
    expect(readdirSync(hotfolder).filter((name) => name.includes(done.number)).sort()).toEqual([...names].sort());
    // Round 2 renders the same bytes: the artifact of round 1 counts as delivered, nothing is written twice.
    expect(sha256(readFileSync(join(hotfolder, done.files.artifact.name)))).toBe(done.files.artifact.sha256);
    expect(events.slice(1)).toEqual(names.map((name, i) => ({ round: 2, kind: ['artifact', 'jobSheet', 'barcode', 'jdf', 'ticket'][i], name })));
  }, 120_000);

  it('refuses to hold a claimed or delivered job (409 with its state), unknown ids, bad reasons, and requests without a valid nonce', async () => {
    const photo = await createPrintTestProviders().then((p) => p.assets!.loadImage('photo-3000x2000.jpg'));
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    // The render waits on this image, so the job stays claimed (processing) until the gate opens.
    const remove = services.assets.addSource({ loadImage: async (ref) => (ref === 'gated.jpg' ? (await gate, photo) : null) });
    const design = referenceDesignJson();
    (design.sides as { elements: Record<string, unknown>[] }[])[0]!.elements[1]!.media = 'gated.jpg';
    const order = await paidOrder(services, [design]);
    const [created] = await jobsOf(order.id);
    const worker = services.queue.work({ pollIntervalMs: 60_000 });
    try {
      const draining = worker.drain();
      for (let tries = 0; (await job(created.id)).state !== 'processing'; tries++) {
        expect(tries).toBeLessThan(500);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const claimed = await admin.post(`/wp-json/svc/v1/print-queue/${created.id}/hold`);
      expect(claimed.status).toBe(409);
      expect(claimed.body).toMatchObject({ code: 'svc_print_queue_transition_invalid', data: { state: 'processing', action: 'held' } });
      open();
      await draining;
    } finally {
      open();
      remove();
      await worker.stop();
    }
    expect((await job(created.id)).state).toBe('delivered');
    expect((await admin.post(`/wp-json/svc/v1/print-queue/${created.id}/hold`)).body.data.state).toBe('delivered');

    for (const path of ['/999999/hold', '/abc/hold', '/0/hold']) {
      const response = await admin.post(`/wp-json/svc/v1/print-queue${path}`);
      expect(response.status, path).toBe(404);
      expect(response.body.code).toBe('svc_print_queue_job_not_found');
    }
    for (const body of [{ reason: 'x'.repeat(201) }, { reason: 'two\nlines' }, { reason: '' }, { reason: 7 }, { note: 'unknown field' }]) {
      expect((await admin.post(`/wp-json/svc/v1/print-queue/${created.id}/hold`, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await admin.request('POST', `/wp-json/svc/v1/print-queue/${created.id}/hold`, { nonce: false })).status).toBe(401);
    const forged = await admin.request('POST', `/wp-json/svc/v1/print-queue/${created.id}/hold`, { headers: { 'x-wp-nonce': 'forged' } });
    expect(forged.body.code).toBe('rest_cookie_invalid_nonce');
    expect(forged.status).toBe(403);
    expect((await kit.t.client().post(`/wp-json/svc/v1/print-queue/${created.id}/hold`)).status).toBe(401);
  }, 120_000);

  it('reprints a delivered job as a new round whose files reach the hotfolder again; other states answer 409', async () => {
    const order = await paidOrder(services, [shapesDesign('Reprint')]);
    const [created] = await jobsOf(order.id);
    expect((await admin.post(`/wp-json/svc/v1/print-queue/${created.id}/reprint`)).body).toMatchObject({ code: 'svc_print_queue_transition_invalid', data: { state: 'queued', action: 'reprinted', status: 409 } });
    await drain();
    const first = await job(created.id);
    expect(first).toMatchObject({ state: 'delivered', round: 1 });
    // The RIP consumed the files: a reprint must publish them again.
    for (const name of first.delivery.delivered) rmSync(join(hotfolder, name));
    const reprinted = await admin.post(`/wp-json/svc/v1/print-queue/${created.id}/reprint`);
    expect(reprinted.status).toBe(200);
    expect(reprinted.body).toMatchObject({ state: 'queued', round: 2, attempts: 0, delivery: { deliveredAt: null } });
    await drain();
    const again = await job(created.id);
    expect(again).toMatchObject({ state: 'delivered', round: 2, attempts: 1 });
    expect(again.delivery.delivered).toEqual(first.delivery.delivered);
    expect(sha256(readFileSync(join(hotfolder, again.files.artifact.name)))).toBe(first.files.artifact.sha256);
    expect((await admin.request('POST', `/wp-json/svc/v1/print-queue/${created.id}/reprint`, { nonce: false })).status).toBe(401);
    expect((await admin.post('/wp-json/svc/v1/print-queue/999999/reprint')).status).toBe(404);
  }, 120_000);

  it('reprints a completed job with its reason while the hotfolder is off; the reason is kept and bad reasons change nothing', async () => {
    expect((await admin.post('/wp-json/svc/v1/print-queue/settings', { enabled: false })).status).toBe(200);
    try {
      const order = await paidOrder(services, [shapesDesign('Reprint off')]);
      const [created] = await jobsOf(order.id);
      await drain();
      expect(await job(created.id)).toMatchObject({ state: 'completed', round: 1, reprintReason: null });
      // Retry only delivers, which needs the hotfolder; a reprint makes the files again.
      expect((await admin.post(`/wp-json/svc/v1/print-queue/${created.id}/retry`)).status).toBe(409);
      for (const body of [{ reason: 'x'.repeat(201) }, { reason: 'two\nlines' }, { reason: '' }, { reason: 7 }, { note: 'unknown field' }]) {
        expect((await admin.post(`/wp-json/svc/v1/print-queue/${created.id}/reprint`, body)).status, JSON.stringify(body)).toBe(400);
      }
      expect(await job(created.id)).toMatchObject({ state: 'completed', round: 1 });
      const reprinted = await admin.post(`/wp-json/svc/v1/print-queue/${created.id}/reprint`, { reason: '  Smudged on the press  ' });
      expect(reprinted.status, reprinted.text).toBe(200);
      expect(reprinted.body).toMatchObject({ state: 'queued', round: 2, reprintReason: 'Smudged on the press' });
      await drain();
      expect(await job(created.id)).toMatchObject({ state: 'completed', round: 2, attempts: 1, reprintReason: 'Smudged on the press' });
    } finally {
      expect((await admin.post('/wp-json/svc/v1/print-queue/settings', { enabled: true })).status).toBe(200);
    }
  }, 120_000);

  it('validates settings: folder, pattern, profile', async () => {
    const post = (body: unknown) => admin.post('/wp-json/svc/v1/print-queue/settings', body);
    expect((await post({ directory: join(hotfolder, 'missing') })).body.code).toBe('svc_print_queue_settings_invalid');
    expect((await post({ directory: 'relative/path' })).status).toBe(400);
    expect((await post({ file_name_pattern: '{order}/{job}' })).status).toBe(400);
    expect((await post({ file_name_pattern: '{order}-{item}' })).status).toBe(400);
    expect((await post({ printing_method: { icc_profile_key: 'nope/missing.icc' } })).body.code).toBe('svc_print_queue_profile_missing');
    expect((await post({ unknown: true })).status).toBe(400);
    // The v1 camelCase names still work (deprecated); both forms with different values are refused.
    expect((await post({ printingMethod: { iccProfileKey: 'nope/missing.icc' } })).body.code).toBe('svc_print_queue_profile_missing');
    expect((await post({ printing_method: { crop_marks: true, cropMarks: false } })).body.code).toBe('rest_param_alias_conflict');
    const settings = (await admin.get('/wp-json/svc/v1/print-queue/settings')).body;
    expect(settings).toMatchObject({ enabled: true, directory: hotfolder, file_name_pattern: '{order}-{item}-{job}', auto_process: expect.any(Boolean) });
    expect(settings.printing_method).toMatchObject({ color_mode: expect.any(String), image_resolution_dpi: expect.any(Number), colorMode: settings.printing_method.color_mode });
    expect(settings.deliver).toMatchObject({ job_sheet: expect.any(Boolean), jobSheet: settings.deliver.job_sheet });
    expect(settings.fileNamePattern).toBe(settings.file_name_pattern);
  });
});
