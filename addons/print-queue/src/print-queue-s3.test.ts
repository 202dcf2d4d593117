import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddonTestKit } from '@dcs/server/addon-testing';
import type { PlatformServices } from '@dcs/platform';
import type { HttpTestClient } from '../../../packages/server/src/testing/http-test-client.ts';
import { S3_TEST_CREDENTIALS, startS3TestServer, type S3TestServer } from '../../../packages/server/src/testing/s3-test-server.ts';
import { referenceDesignJson } from '../../../packages/print/src/testing/print-fixtures.ts';
import { toolsAvailable } from '../../../packages/print/src/testing/pdf-tools.ts';
import { GHOSTSCRIPT_CMYK_ICC, download, drainQueue, enableCmykDelivery, paidOrder, sha256, startPrintQueueSystem } from './testing/print-queue-fixtures.ts';

const available = toolsAvailable('print queue on S3', ['qpdf', 'unzip', GHOSTSCRIPT_CMYK_ICC]);

// The whole print path with the installation's files in an S3 bucket: the ICC profile read for the
// render, the print files written, the hotfolder fed from the bucket, the ZIP download read back by range.
describe.skipIf(!available)('print queue with storage on S3', () => {
  let s3: S3TestServer;
  let kit: AddonTestKit;
  let admin: HttpTestClient;
  let services: PlatformServices;
  let hotfolder: string;

  beforeAll(async () => {
    s3 = await startS3TestServer(['prints']);
    ({ kit, services, admin, hotfolder } = await startPrintQueueSystem({ env: { DCS_STORAGE_URL: s3.storageUrl('prints', 'shop'), ...S3_TEST_CREDENTIALS } }));
    const saved = await enableCmykDelivery(admin, hotfolder);
    expect(saved.status, saved.text).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await kit?.close();
    await s3?.close();
    if (hotfolder) rmSync(hotfolder, { recursive: true, force: true });
  });

  it('renders into the bucket, delivers from it, and bulk-downloads the stored files', async () => {
    const order = await paidOrder(services, [referenceDesignJson()]);
    await drainQueue(services);
    const [job] = (await admin.get(`/wp-json/svc/v1/print-queue?search=${order.id}`)).body;
    expect(job.state, JSON.stringify(job.error)).toBe('delivered');

    const stored = new Set<string>();
    for await (const object of services.storage.list('print-queue/')) stored.add(object.sha256);
    const files = Object.values(job.files as Record<string, { name: string; sha256: string }>);
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const file of files) expect(stored.has(file.sha256), file.name).toBe(true);
    const artifact = join(hotfolder, job.files.artifact.name);
    expect(sha256(readFileSync(artifact))).toBe(job.files.artifact.sha256);
    execFileSync('qpdf', ['--check', artifact]);

    expect(s3.requests.some((request) => request.method === 'PUT' && request.url.startsWith('/prints/shop/print-queue/'))).toBe(true);
    const before = s3.requests.length;
    const zip = await download(kit.t, admin, '/wp-json/svc/v1/print-queue/bulk-download', { method: 'POST', body: JSON.stringify({ ids: [job.id] }) });
    expect(zip.status).toBe(200);
    // The ZIP is written from storage readers: ranged reads of the bucket.
    expect(s3.requests.slice(before).some((request) => request.method === 'GET' && request.range !== undefined)).toBe(true);
    const work = mkdtempSync(join(tmpdir(), 'dcs-pq-zip-'));
    try {
      writeFileSync(join(work, 'jobs.zip'), zip.bytes);
      execFileSync('unzip', ['-tq', join(work, 'jobs.zip')]);
      for (const file of files) expect(sha256(execFileSync('unzip', ['-p', join(work, 'jobs.zip'), file.name], { maxBuffer: 64 << 20 }))).toBe(file.sha256);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }, 120_000);
});
