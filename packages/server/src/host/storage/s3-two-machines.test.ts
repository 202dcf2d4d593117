import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileForm, pngOf } from '../../core/resources/common/testing/upload-fixtures.ts';
import { HttpTestClient } from '../../testing/http-test-client.ts';
import { S3_TEST_CREDENTIALS, startS3TestServer, type S3TestServer } from '../../testing/s3-test-server.ts';
import { runDcsAsync, startDcsServer, type StartedServer } from '../../testing/spawn-dcs.ts';
import { createPostgresTestDatabase, postgresAvailable, type TestDatabase } from '../../testing/test-databases.ts';

// Two `dcs start` processes as on two machines: each its own data directory, one database, one bucket.
// PostgreSQL only: two machines cannot share a SQLite file. Skipped without a server, except in CI.
const describeWithPostgres = postgresAvailable || process.env.CI === 'true' ? describe : describe.skip;

describeWithPostgres('two machines sharing a PostgreSQL database and a bucket, not a data directory', () => {
  let s3: S3TestServer;
  let database: TestDatabase;
  const dataDirs: string[] = [];
  const servers: StartedServer[] = [];

  beforeAll(async () => {
    s3 = await startS3TestServer(['machines']);
    database = await createPostgresTestDatabase();
    const location = database.location;
    const shared = {
      DCS_DATABASE_URL: location.dialect === 'postgres' ? `${location.url}?schema=${location.schema}` : '',
      DCS_SECRET: 'a-secret-both-machines-are-given-0123456789',
      DCS_STORAGE_URL: s3.storageUrl('machines', 'shop'),
      DCS_WORKER_CONCURRENCY: '0',
      ...S3_TEST_CREDENTIALS,
    };
    for (let i = 0; i < 2; i++) dataDirs.push(mkdtempSync(join(tmpdir(), `dcs-machine-${i}-`)));
    // All three at once (migrations are serialized across processes): start-up is most of this test's time.
    const [created] = await Promise.all([
      runDcsAsync(['admin', 'create', '--email', 'ops@example.com', '--password', 'ops-password-1'], { ...shared, DCS_DATA_DIR: dataDirs[0]! }),
      ...dataDirs.map(async (dataDir, i) => {
        servers[i] = await startDcsServer({ ...shared, DCS_DATA_DIR: dataDir });
      }),
    ]);
    expect(created!.stdout + created!.stderr).toContain('Created admin ops@example.com');
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    await database?.drop();
    await s3?.close();
  });

  it('a file uploaded through one machine is served and deleted through the other; neither keeps it on its disk', async () => {
    const onA = new HttpTestClient(servers[0]!.url);
    expect((await onA.signIn('ops@example.com', 'ops-password-1')).status).toBe(201);
    const onB = new HttpTestClient(servers[1]!.url);
    for (const [name, value] of onA.cookies) onB.cookies.set(name, value);
    onB.nonce = onA.nonce;

    const png = await pngOf(320, 240, '#2e86c1');
    const uploaded = await onA.request('POST', '/api/v1/media', { body: fileForm(png, 'logo.png', 'image/png') });
    expect(uploaded.status, uploaded.text).toBe(201);
    const cookie = [...onB.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const served = await fetch(`${servers[1]!.url}/api/v1/media/${uploaded.body.id}/file`, { headers: { cookie } });
    expect(served.status).toBe(200);
    expect(createHash('sha256').update(Buffer.from(await served.arrayBuffer())).digest('hex')).toBe(uploaded.body.sha256);

    expect((await onB.request('DELETE', `/api/v1/media/${uploaded.body.id}`)).status).toBe(200);
    expect((await onA.get(`/api/v1/media/${uploaded.body.id}/file`)).status).toBe(404);
    for (const dir of dataDirs) expect(existsSync(join(dir, 'storage'))).toBe(false);
  });
});
