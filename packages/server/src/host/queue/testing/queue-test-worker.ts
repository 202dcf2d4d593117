// A queue worker in its own process, spawned by queue-multi-process.test.ts and bench/queue.
// Env: DCS_QUEUE_TEST_LOCATION (a DatabaseLocation as JSON), DCS_QUEUE_TEST_WORKER (its id).
// SIGTERM stops it gracefully; the tests also SIGKILL it mid-job.
import { sql } from 'kysely';
import { systemClock, type Logger } from '@dcs/platform';
import { createDatabaseService, type DatabaseLocation } from '../../database/database-service.ts';
import { createQueueService } from '../queue-service.ts';

const location = JSON.parse(process.env.DCS_QUEUE_TEST_LOCATION ?? '') as DatabaseLocation;
const workerId = process.env.DCS_QUEUE_TEST_WORKER ?? `worker-${process.pid}`;
const concurrency = Number(process.env.DCS_QUEUE_TEST_CONCURRENCY ?? 4);

const database = createDatabaseService({ location, clock: systemClock });
const queue = createQueueService({ database, clock: systemClock, logger: stderrLogger({ worker: workerId }) });
const db = database.db();

// Records the run; the unique constraint on job_id makes a second run of one job fail loudly.
queue.process<number>('mp.record', async ({ job }) => {
  await db.insertInto('mp_runs').values({ job_id: job.id, worker: workerId }).execute();
  await new Promise((resolve) => setTimeout(resolve, Math.random() * 3));
  return workerId;
});

// The first attempt hangs (the test kills this process meanwhile); the attempt after the takeover completes.
queue.process(
  'mp.slow',
  async ({ job, signal }) => {
    if (job.attempts === 1) {
      await db.insertInto('mp_marks').values({ job_id: job.id, worker: workerId }).execute();
      await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
      throw signal.reason;
    }
    await db.insertInto('mp_completions').values({ job_id: job.id, worker: workerId }).execute();
    return workerId;
  },
  { leaseMs: 1000 },
);

// The bench's no-op job.
queue.process('mp.noop', async () => null);

const worker = queue.work({ workerId, concurrency, pollIntervalMs: 20 });
await db.selectNoFrom(sql`1`.as('ready')).execute();
process.stdout.write('ready\n');

process.once('SIGTERM', () => {
  void worker
    .stop()
    .then(() => database.close())
    .then(() => process.exit(0));
});

function stderrLogger(bindings: Record<string, unknown>): Logger {
  const write = (level: string) => (obj: object | string, msg?: string) => {
    if (level === 'error' || level === 'warn') {
      const fields = typeof obj === 'string' ? { msg: obj } : { ...obj, msg };
      const err = (fields as { err?: unknown }).err;
      process.stderr.write(`${JSON.stringify({ level, ...bindings, ...fields, err: err instanceof Error ? err.message : err })}\n`);
    }
  };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error'), child: (b) => stderrLogger({ ...bindings, ...b }) };
}
