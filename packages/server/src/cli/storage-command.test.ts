import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock, type StorageService } from '@dcs/platform';
import { fileForm, pngOf } from '../core/resources/common/testing/upload-fixtures.ts';
import { createStorageDriver, type OpenedStorageDriver } from '../host/storage/create-storage-driver.ts';
import { parseStorageUrl } from '../host/storage/storage-location.ts';
import { createStorageService } from '../host/storage/storage-service.ts';
import { S3_TEST_CREDENTIALS, startS3TestServer, type S3TestServer } from '../testing/s3-test-server.ts';
import { runDcsAsync } from '../testing/spawn-dcs.ts';
import { createSqliteTestDatabase, type TestDatabase } from '../testing/test-databases.ts';
import { startTestSystem, type TestSystem } from '../testing/test-system.ts';
import { main } from './cli.ts';

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

async function hashes(storage: StorageService): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for await (const object of storage.list('')) found.set(object.key, object.sha256);
  return found;
}

describe('dcs storage migrate', () => {
  let s3: S3TestServer;
  let database: TestDatabase;
  let local: TestSystem | undefined;
  let destination: OpenedStorageDriver;
  let bucket: StorageService;
  let url: string;

  beforeAll(async () => {
    s3 = await startS3TestServer(['migrated']);
    url = s3.storageUrl('migrated', 'shop');
    database = createSqliteTestDatabase();
    local = await startTestSystem({ database });
    destination = await createStorageDriver(parseStorageUrl(url, S3_TEST_CREDENTIALS));
    bucket = createStorageService({ driver: destination.driver, clock: systemClock });
  });
  afterAll(async () => {
    await local?.close();
    destination.close();
    await s3.close();
    await database.drop();
  });

  it('copies every object to S3 with verified hashes, resumes where it stopped, and the shop then runs on the bucket', async () => {
    const shop = local!;
    const admin = await shop.admin();
    const media = await admin.request('POST', '/api/v1/media', { body: fileForm(await pngOf(400, 300), 'logo.png', 'image/png') });
    expect(media.status, media.text).toBe(201);
    expect(media.body.sha256).toMatch(/^[0-9a-f]{64}$/);
    const storage = shop.system.services.storage;
    for (let i = 0; i < 12; i++) await storage.put(`extra/${i}.txt`, `object ${i}`, { contentType: 'text/plain' });
    // Larger than one upload part: goes through the multipart path.
    const large = Buffer.alloc(9 << 20, 'dcs');
    await storage.put('extra/large.bin', Readable.from([large.subarray(0, 5 << 20), large.subarray(5 << 20)]));
    const source = await hashes(storage);

    // An earlier run that was interrupted left some objects, one of them stale.
    for (let i = 0; i < 5; i++) await bucket.put(`extra/${i}.txt`, `object ${i}`, { contentType: 'text/plain' });
    await bucket.put('extra/5.txt', 'an older version');
    // One source file rotted on disk behind the storage's back: its bytes no longer match its recorded hash.
    const rotted = join(shop.system.config.dataDir, 'storage', 'objects', 'extra', '7.txt');
    const original = readFileSync(rotted);
    writeFileSync(rotted, 'bit rot!');

    const env = { DCS_DATA_DIR: shop.system.config.dataDir, ...S3_TEST_CREDENTIALS };
    const first = await runDcsAsync(['storage', 'migrate', '--to', url], env);
    expect(first.status, first.stdout + first.stderr).toBe(1);
    expect(first.stdout).toContain(`Listed ${source.size}, copied ${source.size - 6} `);
    expect(first.stdout).toContain('already there 5, failed 1.');
    expect(first.stderr).toMatch(/failed: extra\/7\.txt: its SHA-256 is [0-9a-f]{64}, not the [0-9a-f]{64} the source recorded/);
    expect(await bucket.stat('extra/7.txt')).toBeNull();
    expect((await bucket.getBuffer('extra/5.txt')).toString()).toBe('object 5');

    writeFileSync(rotted, original);
    const second = await runDcsAsync(['storage', 'migrate', '--to', url], env);
    expect(second.status, second.stdout + second.stderr).toBe(0);
    expect(second.stdout).toContain(`Listed ${source.size}, copied 1 (${original.length} bytes), already there ${source.size - 1}, failed 0.`);
    expect(await hashes(bucket)).toEqual(source);
    expect(await bucket.stat('extra/3.txt')).toMatchObject({ contentType: 'text/plain' });

    // The same installation, switched to the bucket: its media library serves the migrated file.
    await shop.close();
    local = undefined;
    const onBucket = await startTestSystem({ database, env: { DCS_STORAGE_URL: url, ...S3_TEST_CREDENTIALS } });
    try {
      const signedIn = await onBucket.admin();
      const cookie = [...signedIn.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const file = await fetch(`${onBucket.url}/api/v1/media/${media.body.id}/file`, { headers: { cookie } });
      expect(file.status).toBe(200);
      expect(sha256(Buffer.from(await file.arrayBuffer()))).toBe(media.body.sha256);
    } finally {
      await onBucket.close();
    }
  });

  it('refuses a missing destination, an unparsable one, and the storage in use', async () => {
    const env = { DCS_DATA_DIR: '/tmp/dcs-migrate-refusals', ...S3_TEST_CREDENTIALS };
    const run = async (args: string[]) => {
      const errors: string[] = [];
      const status = await main(['storage', ...args], { log: () => undefined, error: (line) => errors.push(line) }, env);
      return { status, stderr: errors.join('\n') };
    };
    expect(await run(['migrate'])).toMatchObject({ status: 2, stderr: expect.stringContaining('Usage: dcs storage migrate --to') });
    expect(await run(['copy', '--to', url])).toMatchObject({ status: 2 });
    expect(await run(['migrate', '--to', 's3://Not_A_Bucket'])).toMatchObject({ status: 1, stderr: expect.stringContaining('--to "s3://Not_A_Bucket" is not a storage URL') });
    expect(await run(['migrate', '--to', url, '--concurrency', '0'])).toMatchObject({ status: 2, stderr: expect.stringContaining('--concurrency') });
    expect(await run(['migrate', '--to', 'file:///tmp/dcs-migrate-refusals/storage'])).toMatchObject({ status: 2, stderr: expect.stringContaining("is this installation's own storage") });
  });
});
