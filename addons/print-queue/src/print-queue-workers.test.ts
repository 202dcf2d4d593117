import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { startAddonTestSystem, type AddonTestKit } from '@dcs/server/addon-testing';
import { startDcs } from '../../../packages/server/src/testing/spawn-dcs.ts';
import { describeEachEngine, type TestDatabase } from '../../../packages/server/src/testing/test-databases.ts';
import type { HttpTestClient } from '../../../packages/server/src/testing/http-test-client.ts';
import { testAssetsDirectory } from '../../../packages/print/src/testing/print-fixtures.ts';
import { GHOSTSCRIPT_CMYK_ICC, installPrintQueue, paidOrder, publishMedia, shapesDesign, uploadCmykProfile } from './testing/print-queue-fixtures.ts';

const until = async <T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 90_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describeEachEngine('print queue with dcs worker processes', (engine) => {
  let database: TestDatabase;
  let kit: AddonTestKit;
  let admin: HttpTestClient;
  let hotfolder: string;
  let photoRef: string;
  const workers: Array<{ child: ChildProcess; stop: () => Promise<void> }> = [];

  const startWorker = async () => {
    const { config } = kit.t.system;
    const worker = await startDcs(
      ['worker', '--concurrency', '2'],
      { DCS_DATA_DIR: config.dataDir, DCS_DATABASE_URL: config.databaseUrl, DCS_ADDON_TRUST_FILE: kit.trustFile, DCS_ADDON_SYNC_MS: '0' },
      /is running/,
    );
    workers.push(worker);
    return worker;
  };
  const list = async (query: string) => (await admin.get(`/wp-json/svc/v1/print-queue?${query}`)).body as any[];

  beforeAll(async () => {
    database = await engine.create();
    kit = await startAddonTestSystem({ database });
    admin = await kit.t.admin();
    await installPrintQueue(kit, admin);
    hotfolder = mkdtempSync(join(tmpdir(), 'dcs-hotfolder-'));
    const iccProfileKey = await uploadCmykProfile(admin);
    const saved = await admin.post('/wp-json/svc/v1/print-queue/settings', {
      enabled: true,
      directory: hotfolder,
      printingMethod: { code: 'offset', colorMode: 'cmyk', iccProfileKey },
    });
    expect(saved.status, saved.text).toBe(200);
    const form = new FormData();
    form.append('file', new Blob([readFileSync(join(await testAssetsDirectory(), 'photo-3000x2000.jpg'))]), 'photo.jpg');
    const media = await admin.request('POST', '/api/v1/media', { body: form });
    expect(media.status, media.text).toBe(201);
    photoRef = `media:${media.body.id}`;
    publishMedia(kit.t.system.services, media.body.id);
  }, 120_000);
  afterEach(async () => {
    // A killed worker has exited already (signalCode set, exitCode null).
    await Promise.all(workers.splice(0).filter((worker) => worker.child.signalCode === null).map((worker) => worker.stop()));
  });
  afterAll(async () => {
    await kit?.close();
    await database?.drop();
  });

  function photoDesign(): Record<string, unknown> {
    const design = shapesDesign('Photo card');
    (design.sides as { elements: unknown[] }[])[0]!.elements.splice(1, 0, {
      id: 'photo', type: 'image', media: photoRef, transform: { x: -3, y: -3, width: 154, height: 105, rotation: 0 }, crop: { x: 0.011, y: 0, width: 0.978, height: 1 },
    });
    return design;
  }

  it('takes over a job whose worker was killed in the middle of it; it completes once and is delivered once', async () => {
    const first = await startWorker();
    const order = await paidOrder(kit.t.system.services, [photoDesign()]);
    const [job] = await until('the job to start', async () => {
      const jobs = await list(`search=${order.id}&state=processing`);
      return jobs.length > 0 && jobs;
    });
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    expect((await list(`search=${order.id}`))[0].state).toBe('processing');
    // What a worker killed in the middle of a write leaves (hotfolder-writer.test.ts and the storage
    // tests kill real writers to show it): a storage part file under the dead attempt's folder, and a
    // hotfolder part file of the job's artifact. The take-over must leave neither behind.
    const deadAttempt = join(kit.t.system.config.dataDir, 'storage', 'objects', 'print-queue', 'jobs', String(job.id), '1-0123456789abcdef');
    mkdirSync(deadAttempt, { recursive: true });
    writeFileSync(join(deadAttempt, `.${job.number}.pdf.0123456789abcdef.part`), Buffer.alloc(4096));
    const artifactName = `${order.id}-${job.item.id}-${job.number}.pdf`;
    writeFileSync(join(hotfolder, `.${artifactName}.0123456789ab.part`), Buffer.alloc(4096));

    const second = await startWorker();
    const done = await until('the job to be delivered', async () => {
      const [current] = await list(`search=${order.id}`);
      return current.state === 'delivered' && current;
    });
    expect(done.attempts).toBe(2);
    expect(done.processedBy).toMatch(new RegExp(`:${second.child.pid}$`));
    const names = readdirSync(hotfolder).filter((name) => name.includes(done.number));
    expect(names.sort()).toEqual(Object.values(done.files as Record<string, { name: string }>).map((f) => f.name).filter((n) => !n.endsWith('.jdf') && !n.endsWith('-barcode.png')).sort());
    expect(done.delivery.delivered).toHaveLength(new Set(done.delivery.delivered).size);
    expect(readdirSync(hotfolder).filter((name) => name.startsWith('.'))).toEqual([]);
    expect(done.files.artifact.name).toBe(artifactName);
    const leftovers = readdirSync(join(deadAttempt, '..'), { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.part'));
    expect(leftovers).toEqual([]);
    const runs = await kit.t.system.services.queue.listJobs({ name: 'print-queue.render' });
    expect(runs.filter((run) => (run.payload as { jobId: number }).jobId === job.id)).toMatchObject([{ state: 'completed', attempts: 2 }]);
  }, 180_000);

  it('shares jobs between two worker processes without ever processing one twice', async () => {
    await Promise.all([startWorker(), startWorker()]);
    const orders = [];
    for (let i = 0; i < 4; i++) orders.push(await paidOrder(kit.t.system.services, [shapesDesign(`A${i}`), shapesDesign(`B${i}`), shapesDesign(`C${i}`)], 10 + i));
    const ids = new Set(orders.map((order) => order.id));
    const jobs = await until('every job to be delivered', async () => {
      const all = (await list('per_page=100')).filter((job) => ids.has(job.order.id));
      return all.length === 12 && all.every((job) => job.state === 'delivered') && all;
    });
    expect(jobs.map((job) => job.attempts)).toEqual(Array(12).fill(1));
    const files = readdirSync(hotfolder).filter((name) => jobs.some((job) => name.includes(job.number)));
    expect(files).toHaveLength(12 * 3);
    const runs = await kit.t.system.services.queue.listJobs({ name: 'print-queue.render', limit: 1000 });
    const mine = runs.filter((run) => jobs.some((job) => job.id === (run.payload as { jobId: number }).jobId));
    expect(mine).toHaveLength(12);
    expect(mine.every((run) => run.attempts === 1 && run.state === 'completed')).toBe(true);
  }, 180_000);
});
