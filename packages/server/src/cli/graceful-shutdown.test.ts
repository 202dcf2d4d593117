import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../boot/config.ts';
import { createSystem, type DcsSystem } from '../boot/create-system.ts';
import { freePort, startDcs, startNodeScript, type StartedProcess } from '../testing/spawn-dcs.ts';
import { createSilentLogger } from '../testing/silent-logger.ts';

const SLOW_WORKER = join(import.meta.dirname, '..', 'testing', 'fixtures', 'slow-job-worker.ts');

const exited = (p: StartedProcess) =>
  new Promise<number | null>((resolve) => (p.child.exitCode !== null ? resolve(p.child.exitCode) : p.child.once('exit', (code) => resolve(code))));

/** Whether a TCP connection to the port is refused (nobody listens any more). */
const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(true));
  });

async function until(check: () => Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('graceful shutdown of real processes', () => {
  let dataDir: string;
  let env: Record<string, string>;
  // The test's own view of the database the processes share.
  let system: DcsSystem;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'dcs-shutdown-'));
    env = { DCS_DATA_DIR: dataDir, DCS_SECRET: 'a-shared-secret-for-every-process-0123456789', DCS_WORKER_CONCURRENCY: '0' };
    system = await createSystem(loadConfig(env), { quiet: true, logger: createSilentLogger() });
    await system.migrate();
  });
  // A failed test must not leave its process running into the next one.
  const started: StartedProcess[] = [];
  afterEach(() => {
    for (const p of started.splice(0)) if (p.child.exitCode === null) p.child.kill('SIGKILL');
  });
  afterAll(async () => {
    await system.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('dcs start: on SIGTERM stops accepting, answers the request in flight, and exits 0', async () => {
    const port = await freePort();
    const server = await startDcs(['start'], { ...env, DCS_PORT: String(port) }, /dcs is serving/);
    started.push(server);
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password-1' });
    // Headers and half the body now, the rest after the signal: the request is in flight throughout.
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request({ port, method: 'POST', path: '/api/v1/session', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, text }));
      });
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        server.child.kill('SIGTERM');
        void until(() => refused(port), 'the listener to close').then(() => req.end(body.slice(10)), reject);
      }, 200);
    });
    const result = await answer;
    expect(result.status).toBe(401);
    expect(JSON.parse(result.text).code).toBeTruthy();
    expect(await exited(server)).toBe(0);
    expect(server.output()).toContain('dcs stopped.');
  }, 60_000);

  it('dcs worker: finishes its job within the grace time, serves /metrics on DCS_METRICS_PORT, and exits 0', async () => {
    const metricsPort = await freePort();
    const job = await system.services.queue.enqueue('ops.test.slow', {});
    const worker = await startNodeScript(SLOW_WORKER, [], { ...env, OPS_SLOW_JOB: 'finishes', DCS_METRICS_PORT: String(metricsPort) }, new RegExp(`started job ${job.id}`));
    started.push(worker);
    const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toMatch(/dcs_queue_jobs\{name="ops.test.slow",state="running"\} 1/);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/readyz`)).status).toBe(200);
    worker.child.kill('SIGTERM');
    expect(await exited(worker)).toBe(0);
    expect(await system.services.queue.getJob(job.id)).toMatchObject({ state: 'completed', result: 'finished', lockedBy: null });
  }, 60_000);

  it('dcs worker: a job whose handler ignores the abort is released when the grace runs out, and another worker takes it at once', async () => {
    const slow = await system.services.queue.enqueue('ops.test.slow', {}, { maxAttempts: 1 });
    const worker = await startNodeScript(SLOW_WORKER, [], { ...env, OPS_SLOW_JOB: 'hangs', DCS_SHUTDOWN_TIMEOUT_MS: '300' }, new RegExp(`started job ${slow.id}`));
    started.push(worker);
    const signalled = Date.now();
    worker.child.kill('SIGTERM');
    expect(await exited(worker)).toBe(0);
    // Two grace periods (finish, then settle after the abort), far below the 30 s lease.
    expect(Date.now() - signalled).toBeLessThan(5000);
    const released = await system.services.queue.getJob(slow.id);
    // The attempt it used is given back: the job never failed, whatever its budget of one.
    expect(released).toMatchObject({ state: 'queued', attempts: 0, lockedBy: null, leaseUntil: null });
    const stopHandling = system.services.queue.process('ops.test.slow', async () => 'taken over');
    try {
      expect(await system.services.queue.work({ concurrency: 1 }).drain()).toBe(1);
    } finally {
      stopHandling();
    }
    expect(await system.services.queue.getJob(slow.id)).toMatchObject({ state: 'completed', result: 'taken over' });
  }, 60_000);
});
