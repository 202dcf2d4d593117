import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { systemClock, type Migration, type QueueService } from '@dcs/platform';
import { createSilentLogger } from '../../testing/silent-logger.ts';
import { describeEachEngine, type TestDatabase } from '../../testing/test-databases.ts';
import type { HostDatabase } from '../database/database-service.ts';
import { createQueueService, queueMigrations } from './queue-service.ts';

const workerScript = join(import.meta.dirname, 'testing', 'queue-test-worker.ts');

const recordTables: Migration[] = [
  {
    version: 1,
    name: 'create run records',
    up: async (db) => {
      for (const table of ['mp_runs', 'mp_marks', 'mp_completions']) {
        await db.schema
          .createTable(table)
          .addColumn('job_id', 'bigint', (c) => c.primaryKey())
          .addColumn('worker', 'text', (c) => c.notNull())
          .execute();
      }
    },
  },
];

describeEachEngine('queue across worker processes', (engine) => {
  let testDb: TestDatabase;
  let database: HostDatabase;
  let queue: QueueService;
  const children: ChildProcess[] = [];
  const logs = new Map<string, string>();

  beforeAll(async () => {
    testDb = await engine.create();
    database = testDb.open();
    await database.migrate('core.queue', queueMigrations);
    await database.migrate('test.queue', recordTables);
    queue = createQueueService({ database, clock: systemClock, logger: createSilentLogger() });
  });
  afterEach(async () => {
    await Promise.all(children.splice(0).map(stopChild));
  });
  afterAll(async () => {
    await database.close();
    await testDb.drop();
  });

  async function startWorker(id: string): Promise<ChildProcess> {
    const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', workerScript], {
      env: { ...process.env, DCS_QUEUE_TEST_LOCATION: JSON.stringify(testDb.location), DCS_QUEUE_TEST_WORKER: id },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    logs.set(id, '');
    child.stderr!.on('data', (chunk) => logs.set(id, logs.get(id) + String(chunk)));
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (chunk) => String(chunk).includes('ready') && resolve());
      child.once('exit', (code) => reject(new Error(`worker ${id} exited with ${code} before it was ready: ${logs.get(id)}`)));
    });
    return child;
  }

  async function count(table: string, where?: RawBuilder<SqlBool>): Promise<number> {
    const row = await database
      .db()
      .selectFrom(table)
      .select(sql<number>`count(*)`.as('n'))
      .$if(where !== undefined, (qb) => qb.where(where!))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  it('runs each of 300 jobs exactly once across three worker processes', { timeout: 90_000 }, async () => {
    // The three poll before the jobs appear, all at once: jobs there first were all drained by the
    // worker that happened to be ready first while the others were still starting (a loaded CI run).
    await Promise.all(['w1', 'w2', 'w3'].map(startWorker));
    await database.transaction(async (trx) => {
      for (let i = 0; i < 300; i += 1) await queue.enqueue('mp.record', i, { trx });
    });
    await until(async () => (await count('svc_queue_jobs', sql<SqlBool>`name = 'mp.record' and state = 'completed'`)) === 300, 60_000);

    const runs = await database.db().selectFrom('mp_runs').select(['job_id', 'worker']).execute();
    expect(runs).toHaveLength(300);
    // Every job was claimed once: no attempt was lost, repeated or run beside another.
    expect(await count('svc_queue_jobs', sql<SqlBool>`name = 'mp.record' and attempts <> 1`)).toBe(0);
    const perWorker = Object.groupBy(runs, (run) => String(run.worker));
    expect(Object.keys(perWorker).length).toBeGreaterThan(1);
    const jobs = await database.db().selectFrom('svc_queue_jobs').select(['id', 'result']).where('name', '=', 'mp.record').execute();
    const ranBy = new Map(runs.map((run) => [Number(run.job_id), run.worker]));
    for (const job of jobs) expect(JSON.parse(String(job.result))).toBe(ranBy.get(Number(job.id)));
    expect([...logs.values()].join('')).toBe('');
  });

  it('takes over the job of a worker killed with SIGKILL once its lease expires, and completes it once', { timeout: 60_000 }, async () => {
    const doomed = await startWorker('doomed');
    const job = await queue.enqueue('mp.slow', null);
    await until(async () => (await count('mp_marks', sql<SqlBool>`job_id = ${job.id}`)) === 1, 10_000);
    doomed.kill('SIGKILL');
    await once(doomed, 'exit');
    expect(await queue.getJob(job.id)).toMatchObject({ state: 'running', lockedBy: 'doomed', attempts: 1 });

    await startWorker('heir');
    await until(async () => (await queue.getJob(job.id))?.state === 'completed', 20_000);
    expect(await queue.getJob(job.id)).toMatchObject({ state: 'completed', attempts: 2, result: 'heir', lastError: null });
    const completions = await database.db().selectFrom('mp_completions').selectAll().where('job_id', '=', job.id).execute();
    expect(completions.map((row) => row.worker)).toEqual(['heir']);
  });
});

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

async function until(condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('Condition not met in time.');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
