import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTER_REST_ROUTES_ACTION, RestResponse, writeBody, type RoutesService } from '@dcs/platform';
import { describeEachEngine } from '../../testing/test-databases.ts';
import { startTestSystem, type TestSystem } from '../../testing/test-system.ts';

/** The sum of the sample lines of the Prometheus text format that have `labels`, or undefined when none has. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels);
  let sum: number | undefined;
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)\{(.*)\} (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const has = Object.fromEntries([...match[2]!.matchAll(/([a-z_]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (wanted.every(([k, v]) => has[k] === v)) sum = (sum ?? 0) + Number(match[3]);
  }
  return sum;
}

describeEachEngine('readiness', (engine) => {
  let t: TestSystem;
  beforeAll(async () => {
    t = await startTestSystem({ database: await engine.create() });
  });
  afterAll(async () => t.close().catch(() => undefined));

  it('answers 200 with every check ok, and /healthz stays cheap', async () => {
    const ready = await t.client().get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok', migrations: 'ok', addons: 'ok' } });
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect((await t.client().get('/healthz')).body).toEqual({ status: 'ok' });
  });

  it('answers 503 naming migrations when one is not applied, and 200 again once it is', async () => {
    const db = t.system.services.database.db<any>();
    await db.deleteFrom('svc_migrations').where('namespace', '=', 'core.queue').where('version', '=', 2).execute();
    const ready = await t.client().get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'unavailable', checks: { database: 'ok', storage: 'ok', migrations: 'failed', addons: 'ok' } });
    await db.insertInto('svc_migrations').values({ namespace: 'core.queue', version: 2, name: 'add svc_queue_jobs.request_id', applied_at: 0 }).execute();
    expect((await t.client().get('/readyz')).status).toBe(200);
  });

  it('answers 503 naming storage when the store cannot be written, and logs why', async () => {
    const storageDir = join(t.system.config.dataDir, 'storage');
    rmSync(storageDir, { recursive: true, force: true });
    // A file where the storage folder should be: every write fails, as on a lost mount.
    writeFileSync(storageDir, 'not a folder');
    try {
      const ready = await t.client().get('/readyz');
      expect(ready.status).toBe(503);
      expect(ready.body.checks).toEqual({ database: 'ok', storage: 'failed', migrations: 'ok', addons: 'ok' });
      expect(JSON.stringify(t.logs)).toContain('not ready');
    } finally {
      rmSync(storageDir, { force: true });
    }
    expect((await t.client().get('/readyz')).status).toBe(200);
  });

  it('answers 503 naming the database when it is gone, while /healthz still answers', async () => {
    await t.system.services.database.close();
    const ready = await t.client().get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body.checks.database).toBe('failed');
    expect(ready.body.checks.addons).toBe('unknown');
    expect((await t.client().get('/healthz')).status).toBe(200);
  });
});

describe('metrics', () => {
  let t: TestSystem;
  beforeAll(async () => {
    t = await startTestSystem();
  });
  afterAll(async () => t.close());

  it('labels request durations by route template and status, never by raw URL', async () => {
    const client = t.client();
    await client.get('/wp-json/svc/v1/designs/123456');
    await client.get('/api/v1/products?per_page=5');
    await client.get('/no/such/path/42');
    const metrics = await client.get('/metrics');
    expect(metrics.status).toBe(200);
    expect(metrics.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = metrics.text;
    expect(text).not.toContain('123456');
    expect(text).not.toContain('/no/such/path');
    expect(sample(text, 'dcs_http_request_duration_seconds_count', { method: 'GET', route: '/wp-json/svc/v1/designs/{id}' })).toBe(1);
    expect(sample(text, 'dcs_http_request_duration_seconds_count', { method: 'GET', route: '/api/v1/products', status: '401' })).toBe(1);
    expect(sample(text, 'dcs_http_request_duration_seconds_count', { route: 'unmatched', status: '404' })).toBe(1);
    // Default process metrics of prom-client.
    expect(text).toContain('process_resident_memory_bytes');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('times streamed answers too (routes that write their own body)', async () => {
    const { hooks, auth, routes } = t.system.services;
    hooks.addAction(REGISTER_REST_ROUTES_ACTION, (r: RoutesService) => {
      r.registerRestRoute('svc/v1', '/ops-test/streamed/{id}', {
        methods: 'GET',
        permission_callback: auth.permissions.public(),
        callback: () => new RestResponse(writeBody(async (sink) => sink.write(Buffer.from('streamed'))), { headers: { 'content-type': 'text/plain' } }),
      });
    });
    await routes.rebuild();
    expect((await t.client().get('/wp-json/svc/v1/ops-test/streamed/7')).text).toBe('streamed');
    const text = (await t.client().get('/metrics')).text;
    expect(sample(text, 'dcs_http_request_duration_seconds_count', { route: '/wp-json/svc/v1/ops-test/streamed/{id}', status: '200' })).toBe(1);
  });

  it('counts queue jobs by state at scrape time and job attempts by name and outcome', async () => {
    const { queue } = t.system.services;
    queue.process('ops.test.ok', async () => 'done');
    queue.process('ops.test.bad', async () => {
      throw new Error('boom');
    });
    await queue.enqueue('ops.test.ok', {});
    await queue.enqueue('ops.test.bad', {}, { maxAttempts: 1 });
    await queue.enqueue('ops.test.later', {});
    const before = (await t.client().get('/metrics')).text;
    expect(sample(before, 'dcs_queue_jobs', { state: 'queued' })).toBe(3);
    await queue.work({ concurrency: 1 }).drain();
    const after = (await t.client().get('/metrics')).text;
    expect(sample(after, 'dcs_queue_jobs', { state: 'queued' })).toBe(1);
    expect(sample(after, 'dcs_queue_jobs', { name: 'ops.test.later', state: 'queued' })).toBe(1);
    expect(sample(after, 'dcs_queue_jobs', { name: 'ops.test.ok', state: 'completed' })).toBe(1);
    expect(sample(after, 'dcs_queue_jobs', { state: 'failed' })).toBe(1);
    expect(sample(after, 'dcs_queue_job_duration_seconds_count', { name: 'ops.test.ok', outcome: 'completed' })).toBe(1);
    expect(sample(after, 'dcs_queue_job_duration_seconds_count', { name: 'ops.test.bad', outcome: 'failed' })).toBe(1);
  });

  it('counts storage errors by operation and sign-in attempts from the auth hook actions', async () => {
    const { storage, hooks } = t.system.services;
    const storageDir = join(t.system.config.dataDir, 'storage');
    rmSync(storageDir, { recursive: true, force: true });
    writeFileSync(storageDir, 'not a folder');
    await expect(storage.put('ops/a.txt', 'x')).rejects.toThrow();
    rmSync(storageDir, { force: true });
    await hooks.doAction('auth.sign_in_failed', { email: 'x@example.com' });
    await hooks.doAction('auth.sign_in_failed', { email: 'x@example.com' });
    await hooks.doAction('auth.signed_in', { id: 1 });
    const text = (await t.client().get('/metrics')).text;
    expect(sample(text, 'dcs_storage_errors_total', { operation: 'write' })).toBe(1);
    expect(sample(text, 'dcs_sign_in_attempts_total', { outcome: 'failed' })).toBe(2);
    expect(sample(text, 'dcs_sign_in_attempts_total', { outcome: 'succeeded' })).toBe(1);
  });

  it('refuses a request relayed by a proxy, even from loopback, when no token is set', async () => {
    const relayed = await t.client().get('/metrics', { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(relayed.status).toBe(403);
    expect(relayed.body.code).toBe('rest_forbidden');
  });
});

describe('metrics with DCS_METRICS_TOKEN', () => {
  let t: TestSystem;
  const token = 'a-long-enough-metrics-token';
  beforeAll(async () => {
    t = await startTestSystem({ env: { DCS_METRICS_TOKEN: token } });
  });
  afterAll(async () => t.close());

  it('wants the bearer token, also from loopback', async () => {
    expect((await t.client().get('/metrics')).status).toBe(403);
    expect((await t.client().get('/metrics', { headers: { authorization: `Bearer ${token}x` } })).status).toBe(403);
    const ok = await t.client().get('/metrics', { headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '203.0.113.9' } });
    expect(ok.status).toBe(200);
    expect(ok.text).toContain('dcs_http_request_duration_seconds');
  });
});
