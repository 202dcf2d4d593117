import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDcsServer, type StartedServer } from '../../testing/spawn-dcs.ts';

describe('the request log of dcs start', () => {
  let dataDir: string;
  let server: StartedServer;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'dcs-access-log-'));
    server = await startDcsServer({ DCS_DATA_DIR: dataDir, DCS_WORKER_CONCURRENCY: '0', DCS_LOG_LEVEL: 'info' });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const linesOf = (requestId: string) =>
    server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, any>)
      .filter((line) => line.req_id === requestId);

  it('writes one line per answered request: method, URL, client, status and time, under its req_id', async () => {
    const answered = await fetch(`${server.url}/api/v1/fonts`, { headers: { 'x-request-id': 'access-log-1' } });
    expect(answered.status).toBe(401);
    const refused = await fetch(`${server.url}/api/v1/session`, { method: 'POST', headers: { 'x-request-id': 'access-log-2', 'content-type': 'application/json' }, body: '{"email":' });
    expect(refused.status).toBe(400);
    await expect.poll(() => linesOf('access-log-2').length).toBe(1);

    const [first] = linesOf('access-log-1');
    expect(linesOf('access-log-1')).toHaveLength(1);
    expect(first).toMatchObject({ level: 30, msg: 'request completed', req: { method: 'GET', url: '/api/v1/fonts', remoteAddress: '127.0.0.1' }, res: { statusCode: 401 } });
    expect(first!.responseTime).toBeGreaterThan(0);
    expect(linesOf('access-log-2')[0]).toMatchObject({ msg: 'request completed', req: { method: 'POST', url: '/api/v1/session' }, res: { statusCode: 400 } });
    expect(server.output()).not.toContain('incoming request');
  });
});
