import { sql, type Generated, type Kysely, type Selectable, type Transaction, type UpdateObject } from 'kysely';
import type { DatabaseService, Migration, QueueJob, QueueJobState } from '@dcs/platform';

/** The jobs table as stored: JSON as text, times as epoch ms. */
export interface QueueJobTable {
  id: Generated<number>;
  name: string;
  payload: string;
  state: QueueJobState;
  attempts: number;
  max_attempts: number;
  priority: number;
  unique_key: string | null;
  run_at: number;
  locked_by: string | null;
  lease_token: string | null;
  lease_until: number | null;
  last_error: string | null;
  result: string | null;
  created_at: number;
  updated_at: number;
  finished_at: number | null;
  request_id: string | null;
}

/** The tables of the queue, for Kysely. */
export interface QueueTables {
  svc_queue_jobs: QueueJobTable;
  /** Jobs per name and state, kept by triggers (see MigrationContext.addRowCounter). */
  svc_queue_job_counts: { name: string; state: QueueJobState; n: number };
}

type QueueJobRow = Selectable<QueueJobTable>;

type QueueDb = Kysely<QueueTables>;
type JobsUpdate = UpdateObject<QueueTables, 'svc_queue_jobs'>;

/** Migrations of namespace `core.queue`. */
export const queueMigrations: Migration[] = [
  {
    version: 1,
    name: 'create svc_queue_jobs',
    up: async (db, ctx) => {
      await ctx
        .addIdColumn(db.schema.createTable('svc_queue_jobs'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('max_attempts', 'integer', (c) => c.notNull())
        .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('unique_key', 'text')
        .addColumn('run_at', 'bigint', (c) => c.notNull())
        .addColumn('locked_by', 'text')
        .addColumn('lease_token', 'text')
        .addColumn('lease_until', 'bigint')
        .addColumn('last_error', 'text')
        .addColumn('result', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addColumn('finished_at', 'bigint')
        .execute();
      // NULL keys never collide on either engine, so only jobs that ask for a key are deduplicated.
      await db.schema
        .createIndex('svc_queue_jobs_unique_key')
        .on('svc_queue_jobs')
        .columns(['name', 'unique_key'])
        .unique()
        .execute();
      await db.schema
        .createIndex('svc_queue_jobs_due')
        .on('svc_queue_jobs')
        .columns(['state', 'priority', 'run_at', 'id'])
        .execute();
      await db.schema.createIndex('svc_queue_jobs_lease').on('svc_queue_jobs').columns(['state', 'lease_until']).execute();
    },
  },
  {
    version: 2,
    name: 'add svc_queue_jobs.request_id',
    up: async (db) => {
      await db.schema.alterTable('svc_queue_jobs').addColumn('request_id', 'text').execute();
    },
  },
  {
    version: 3,
    name: 'count svc_queue_jobs by name and state',
    // The dashboard and the metrics read these instead of counting a table that grows by every job ever run.
    up: (db, ctx) => ctx.addRowCounter(db, { table: 'svc_queue_jobs', counter: 'svc_queue_job_counts', keys: ['name', 'state'] }),
  },
];

/** What the worker writes when an attempt ends. */
export type AttemptOutcome =
  | { kind: 'completed'; result: unknown }
  | { kind: 'retry'; runAt: number; error: QueueJob['lastError'] }
  | { kind: 'failed'; error: QueueJob['lastError'] }
  /** Put back without using up the attempt (RetryLaterError, worker stopping, handler gone). */
  | { kind: 'release'; runAt: number };

/** The SQL of the queue; every time comes from the caller, which reads the injected clock. */
export interface QueueStore {
  insert(values: NewJob, trx?: Transaction<any>): Promise<QueueJob>;
  /** Atomically takes the first due job among `names`; `leaseMs` gives each name's lease length. */
  claim(names: readonly string[], leaseMs: ReadonlyMap<string, number>, workerId: string, leaseToken: string, now: number): Promise<QueueJob | null>;
  /** Extends a lease; false when the lease is no longer ours. */
  heartbeat(id: number, leaseToken: string, leaseUntil: number, now: number): Promise<boolean>;
  /** Ends an attempt; false when the lease is no longer ours (the write did nothing). */
  settle(id: number, leaseToken: string, outcome: AttemptOutcome, now: number): Promise<boolean>;
  get(id: number): Promise<QueueJob | null>;
  list(filter: { name?: string; state?: QueueJobState; limit?: number }): Promise<QueueJob[]>;
  /** Requeues a failed job with a fresh attempt budget; null when it was not failed. */
  retry(id: number, now: number): Promise<QueueJob | null>;
  purgeCompleted(options: { finishedBefore: number; keyedNames?: readonly string[]; limit?: number }): Promise<number>;
  /** Jobs per name and state, from the trigger-kept counter: as cheap with a million jobs as with ten. */
  counts(): Promise<Array<{ name: string; state: QueueJobState; count: number }>>;
}

/** A row to insert. */
export interface NewJob {
  name: string;
  payload: unknown;
  maxAttempts: number;
  priority: number;
  uniqueKey: string | null;
  runAt: number;
  now: number;
  requestId: string | null;
}

/** Creates the store over the facade's database service. */
export function createQueueStore(database: DatabaseService): QueueStore {
  const db = (): QueueDb => database.db<QueueTables>();
  const postgres = database.dialect === 'postgres';

  async function insert(values: NewJob, trx?: Transaction<any>): Promise<QueueJob> {
    const executor = (trx as Transaction<QueueTables> | undefined) ?? db();
    const row = {
      name: values.name,
      payload: JSON.stringify(values.payload ?? null),
      state: 'queued' as const,
      attempts: 0,
      max_attempts: values.maxAttempts,
      priority: values.priority,
      unique_key: values.uniqueKey,
      run_at: values.runAt,
      created_at: values.now,
      updated_at: values.now,
      request_id: values.requestId,
    };
    // ON CONFLICT DO NOTHING waits for a concurrent insert of the same key to commit or roll back, so
    // two racing enqueues end with one row on both engines; the loser reads the winner's row.
    const inserted = await executor
      .insertInto('svc_queue_jobs')
      .values(row)
      .onConflict((oc) => oc.columns(['name', 'unique_key']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) return toJob(inserted);
    const existing = await executor
      .selectFrom('svc_queue_jobs')
      .selectAll()
      .where('name', '=', values.name)
      .where('unique_key', '=', values.uniqueKey)
      .executeTakeFirstOrThrow();
    return toJob(existing);
  }

  async function claim(
    names: readonly string[],
    leaseMs: ReadonlyMap<string, number>,
    workerId: string,
    leaseToken: string,
    now: number,
  ): Promise<QueueJob | null> {
    if (names.length === 0) return null;
    const leaseCases = sql.join(names.map((name) => sql`when ${name} then cast(${now + (leaseMs.get(name) ?? 0)} as bigint)`), sql` `);
    const lockable = <Q extends { forUpdate(): Q; skipLocked(): Q }>(qb: Q): Q => (postgres ? qb.forUpdate().skipLocked() : qb);
    // A running job whose lease ran out lost its worker: it goes first, since it has already started.
    const expired = lockable(
      db()
        .selectFrom('svc_queue_jobs')
        .select('id')
        .where('state', '=', 'running')
        .where('lease_until', '<=', now)
        .where('name', 'in', names)
        .orderBy('lease_until')
        .limit(1),
    );
    // Walks the (state, priority, run_at, id) index in claim order and stops at the first match, so
    // a claim costs the same with a backlog of ten jobs or of a million.
    const queued = lockable(
      db()
        .selectFrom('svc_queue_jobs')
        .select('id')
        .where('state', '=', 'queued')
        .where('run_at', '<=', now)
        .where('name', 'in', names)
        .orderBy('priority')
        .orderBy('run_at')
        .orderBy('id')
        .limit(1),
    );
    // One statement: on PostgreSQL the row lock plus SKIP LOCKED lets concurrent workers pass each
    // other; on SQLite a write statement holds the database lock from the select to the update.
    const row = await db()
      .updateTable('svc_queue_jobs')
      .set({
        state: 'running',
        attempts: sql`attempts + 1`,
        locked_by: workerId,
        lease_token: leaseToken,
        lease_until: sql`case name ${leaseCases} end`,
        updated_at: now,
      })
      .where('id', '=', sql<number>`coalesce((${expired}), (${queued}))`)
      .returningAll()
      .executeTakeFirst();
    return row ? toJob(row) : null;
  }

  async function heartbeat(id: number, leaseToken: string, leaseUntil: number, now: number): Promise<boolean> {
    const result = await db()
      .updateTable('svc_queue_jobs')
      .set({ lease_until: leaseUntil, updated_at: now })
      .where('id', '=', id)
      .where('state', '=', 'running')
      .where('lease_token', '=', leaseToken)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async function settle(id: number, leaseToken: string, outcome: AttemptOutcome, now: number): Promise<boolean> {
    const unlocked = { locked_by: null, lease_token: null, lease_until: null, updated_at: now };
    let values: JobsUpdate;
    switch (outcome.kind) {
      case 'completed':
        values = { ...unlocked, state: 'completed', result: JSON.stringify(outcome.result ?? null), finished_at: now };
        break;
      case 'retry':
        values = { ...unlocked, state: 'queued', run_at: outcome.runAt, last_error: JSON.stringify(outcome.error) };
        break;
      case 'failed':
        values = { ...unlocked, state: 'failed', last_error: JSON.stringify(outcome.error), finished_at: now };
        break;
      case 'release':
        values = { ...unlocked, state: 'queued', run_at: outcome.runAt, attempts: sql`attempts - 1` };
        break;
      default:
        return assertNever(outcome);
    }
    // Fenced by the lease token: a worker whose job was taken over writes nothing.
    const result = await db()
      .updateTable('svc_queue_jobs')
      .set(values)
      .where('id', '=', id)
      .where('state', '=', 'running')
      .where('lease_token', '=', leaseToken)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async function get(id: number): Promise<QueueJob | null> {
    const row = await db().selectFrom('svc_queue_jobs').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toJob(row) : null;
  }

  async function list(filter: { name?: string; state?: QueueJobState; limit?: number }): Promise<QueueJob[]> {
    const rows = await db()
      .selectFrom('svc_queue_jobs')
      .selectAll()
      .$if(filter.name !== undefined, (qb) => qb.where('name', '=', filter.name!))
      .$if(filter.state !== undefined, (qb) => qb.where('state', '=', filter.state!))
      .orderBy('id')
      .limit(filter.limit ?? 100)
      .execute();
    return rows.map(toJob);
  }

  async function retry(id: number, now: number): Promise<QueueJob | null> {
    const row = await db()
      .updateTable('svc_queue_jobs')
      .set({ state: 'queued', attempts: 0, run_at: now, finished_at: null, updated_at: now })
      .where('id', '=', id)
      .where('state', '=', 'failed')
      .returningAll()
      .executeTakeFirst();
    return row ? toJob(row) : null;
  }

  async function purgeCompleted(options: { finishedBefore: number; keyedNames?: readonly string[]; limit?: number }): Promise<number> {
    const keyed = [...(options.keyedNames ?? [])];
    // Ids first, then the delete by id: a bounded batch on both engines (neither deletes with LIMIT portably).
    const ids = await db()
      .selectFrom('svc_queue_jobs')
      .select('id')
      .where('state', '=', 'completed')
      .where('finished_at', '<', options.finishedBefore)
      .where((eb) => (keyed.length > 0 ? eb.or([eb('unique_key', 'is', null), eb('name', 'in', keyed)]) : eb('unique_key', 'is', null)))
      .orderBy('id')
      .limit(options.limit ?? 1000)
      .execute();
    if (ids.length === 0) return 0;
    const result = await db()
      .deleteFrom('svc_queue_jobs')
      .where('id', 'in', ids.map((row) => row.id))
      .where('state', '=', 'completed')
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async function counts(): Promise<Array<{ name: string; state: QueueJobState; count: number }>> {
    const rows = await db().selectFrom('svc_queue_job_counts').select(['name', 'state', 'n']).where('n', '>', 0).execute();
    return rows.map((row) => ({ name: row.name, state: row.state, count: Number(row.n) }));
  }

  return { insert, claim, heartbeat, settle, get, list, retry, purgeCompleted, counts };
}

function toJob(row: QueueJobRow): QueueJob {
  return {
    id: Number(row.id),
    name: row.name,
    payload: JSON.parse(row.payload),
    state: row.state,
    attempts: Number(row.attempts),
    maxAttempts: Number(row.max_attempts),
    priority: Number(row.priority),
    uniqueKey: row.unique_key,
    runAt: Number(row.run_at),
    lockedBy: row.locked_by,
    leaseUntil: row.lease_until === null ? null : Number(row.lease_until),
    lastError: row.last_error === null ? null : JSON.parse(row.last_error),
    result: row.result === null ? null : JSON.parse(row.result),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    finishedAt: row.finished_at === null ? null : Number(row.finished_at),
    requestId: row.request_id ?? null,
  };
}

function assertNever(value: never): never {
  throw new Error(`Unexpected attempt outcome ${JSON.stringify(value)}`);
}
