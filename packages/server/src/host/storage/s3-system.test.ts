import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fileForm, pngOf } from '../../core/resources/common/testing/upload-fixtures.ts';
import { S3_TEST_CREDENTIALS, startS3TestServer, type S3TestServer } from '../../testing/s3-test-server.ts';
import { describeEachEngine, type TestDatabase } from '../../testing/test-databases.ts';
import { startTestSystem, type TestSystem } from '../../testing/test-system.ts';
import { createS3Client, DEFAULT_S3_RETRY } from './s3-client.ts';
import { parseStorageUrl } from './storage-location.ts';

describeEachEngine('a shop on S3 storage', (engine) => {
  let s3: S3TestServer;
  let database: TestDatabase;
  let shop: TestSystem;

  beforeAll(async () => {
    s3 = await startS3TestServer(['shop']);
    database = await engine.create();
    // One retry keeps the outage short here; production uses the driver's default pace.
    shop = await startTestSystem({ database, env: { DCS_STORAGE_URL: s3.storageUrl('shop', 'blobs'), ...S3_TEST_CREDENTIALS, AWS_MAX_ATTEMPTS: '2' } });
  });
  afterAll(async () => {
    await shop?.close();
    await database?.drop();
    await s3?.close();
  });

  async function bucketKeys(): Promise<string[]> {
    const location = parseStorageUrl(s3.storageUrl('shop'), S3_TEST_CREDENTIALS);
    if (location.kind !== 's3') throw new Error('expected an S3 location');
    const client = createS3Client(location, DEFAULT_S3_RETRY);
    try {
      const answer = await client.send(new ListObjectsV2Command({ Bucket: 'shop' }));
      return (answer.Contents ?? []).map((entry) => entry.Key!);
    } finally {
      client.destroy();
    }
  }

  it('stores uploads in the bucket; with the store down an upload is a clear 503 and references nothing', async () => {
    const admin = await shop.admin();
    const png = await pngOf(300, 200);
    const stored = await admin.request('POST', '/api/v1/media', { body: fileForm(png, 'logo.png', 'image/png') });
    expect(stored.status, stored.text).toBe(201);
    const keysBefore = await bucketKeys();
    expect(keysBefore.filter((key) => key.startsWith('blobs/media/'))).toHaveLength(2);

    await s3.stop();
    let refused;
    try {
      refused = await admin.request('POST', '/api/v1/media', { body: fileForm(png, 'second.png', 'image/png') });
    } finally {
      await s3.start();
    }
    expect(refused.status).toBe(503);
    expect(refused.body).toMatchObject({ code: 'svc_storage_unavailable', data: { status: 503 } });
    expect(refused.body.message).toMatch(/could not be reached .* Try again shortly\./);
    const listed = await admin.get('/api/v1/media');
    expect(listed.body.map((media: { id: number }) => media.id)).toEqual([stored.body.id]);
    expect(await bucketKeys()).toEqual(keysBefore);

    const file = await admin.get(`/api/v1/media/${stored.body.id}/file`);
    expect(file.status).toBe(200);
  });
});
