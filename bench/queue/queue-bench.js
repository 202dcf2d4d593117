// Jobs per second of two worker processes on PostgreSQL and on a SQLite file.
// Run: node_modules/.bin/node --disable-warning=ExperimentalWarning bench/queue/queue-bench.ts [jobs] [concurrency]
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { sql } from 'kysely';
import { systemClock } from '@dcs/platform';
import { createQueueService, queueMigrations } from '../../packages/server/src/host/queue/queue-service.js';
import { createSilentLogger } from '../../packages/server/src/testing/silent-logger.js';
import { createPostgresTestDatabase, createSqliteTestDatabase, postgresAvailable, } from '../../packages/server/src/testing/test-databases.js';
const jobs = Number(process.argv[2] ?? 3000);
const concurrency = Number(process.argv[3] ?? 4);
const workerScript = join(import.meta.dirname, '../../packages/server/src/host/queue/testing/queue-test-worker.ts');
async function bench(engine, testDb) {
    const database = testDb.open();
    try {
        await database.migrate('core.queue', queueMigrations);
        const queue = createQueueService({ database, clock: systemClock, logger: createSilentLogger() });
        const workers = await Promise.all(['b1', 'b2'].map((id) => startWorker(testDb, id)));
        // The clock starts when the whole batch becomes visible to the already running workers.
        await database.transaction(async (trx) => {
            for (let i = 0; i < jobs; i += 1)
                await queue.enqueue('mp.noop', i, { trx });
        });
        const started = performance.now();
        for (;;) {
            const row = await database
                .db()
                .selectFrom('svc_queue_jobs')
                .select(sql `count(*)`.as('n'))
                .where('state', '=', 'completed')
                .executeTakeFirstOrThrow();
            if (Number(row.n) === jobs)
                break;
            await new Promise((resolve) => setTimeout(resolve, 10));
        }
        const seconds = (performance.now() - started) / 1000;
        console.log(`${engine}: ${jobs} jobs, 2 workers × concurrency ${concurrency}: ${(jobs / seconds).toFixed(0)} jobs/s`);
        await Promise.all(workers.map(async (child) => (child.kill('SIGTERM'), once(child, 'exit'))));
    }
    finally {
        await database.close();
        await testDb.drop();
    }
}
async function startWorker(testDb, id) {
    const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', workerScript], {
        env: {
            ...process.env,
            DCS_QUEUE_TEST_LOCATION: JSON.stringify(testDb.location),
            DCS_QUEUE_TEST_WORKER: id,
            DCS_QUEUE_TEST_CONCURRENCY: String(concurrency),
        },
        stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise((resolve) => child.stdout.on('data', (chunk) => String(chunk).includes('ready') && resolve()));
    return child;
}
if (postgresAvailable)
    await bench('postgres', await createPostgresTestDatabase());
else
    console.log('postgres: skipped (no server)');
await bench('sqlite', createSqliteTestDatabase());
