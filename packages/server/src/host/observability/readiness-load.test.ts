import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFaultyStorage } from '../../testing/faulty-storage.ts';
import { startTestSystem, type TestSystem } from '../../testing/test-system.ts';
import { createReadinessCheck } from './readiness-check.ts';

/**
 * Readiness tells failure from load: a dependency that answers, however slowly, keeps the node in the
 * load balancer's pool (it was dropped at load 17–25, when its checks ran past 2 s); one that fails
 * takes it out.
 */
describe('readiness of a busy node', () => {
  const faults = createFaultyStorage();
  let t: TestSystem;
  beforeAll(async () => {
    t = await startTestSystem({ wrapStorageDriver: faults.wrap });
  });
  afterAll(() => t?.close());

  it('stays ready while the storage answers slowly', async () => {
    expect((await t.client().get('/readyz')).status).toBe(200);
    // Every write now takes 3 s, past the probe's 2 s wait: a store under heavy load.
    faults.slow('put', 3000, { prefix: 'readyz/' });
    const probes = await Promise.all(Array.from({ length: 5 }, () => t.client().get('/readyz')));
    for (const probe of probes) {
      expect(probe.status).toBe(200);
      expect(probe.body).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'slow', migrations: 'ok', addons: 'ok' } });
    }
    faults.heal();
    await expect.poll(async () => (await t.client().get('/readyz')).body.checks.storage).toBe('ok');
  });

  it('is unready while the storage fails, and ready again after', async () => {
    faults.fail('put', { prefix: 'readyz/' });
    const ready = await t.client().get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body.checks).toMatchObject({ storage: 'failed', database: 'ok' });
    faults.heal();
    expect((await t.client().get('/readyz')).status).toBe(200);
  });
});

describe('a readiness check', () => {
  it('fails a dependency that has not answered for the hang bound, and only then', async () => {
    let now = 0;
    let calls = 0;
    const check = createReadinessCheck(() => (calls++, new Promise(() => undefined)), { waitMs: 5, hangMs: 30_000 }, () => now);
    expect(await check()).toEqual({ ok: true, slow: true });
    now = 29_000;
    expect(await check()).toEqual({ ok: true, slow: true });
    now = 30_000;
    expect(await check()).toMatchObject({ ok: false, error: 'no answer within 30000 ms' });
    expect(calls).toBe(1);
  });

  it('reports the last verdict while the next check runs, and an error at once', async () => {
    let answer: () => Promise<unknown> = async () => undefined;
    const check = createReadinessCheck(() => answer(), { waitMs: 5, hangMs: 30_000 });
    expect(await check()).toEqual({ ok: true });
    answer = async () => {
      throw new Error('connection refused');
    };
    expect(await check()).toEqual({ ok: false, error: 'connection refused' });
    answer = () => new Promise(() => undefined);
    expect(await check()).toEqual({ ok: false, error: 'connection refused', slow: true });
  });
});
