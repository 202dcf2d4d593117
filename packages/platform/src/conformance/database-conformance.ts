import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseService, Migration } from '../index.ts';

/** What a host hands a conformance suite: fresh services over an empty database, and a teardown. */
export interface ConformanceHarness<S> {
  setup(): Promise<S>;
  teardown(): Promise<void>;
}

const notes: Migration[] = [
  {
    version: 1,
    name: 'create notes',
    up: async (db, ctx) => {
      await ctx
        .addIdColumn(db.schema.createTable('conf_notes'))
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('data', 'text')
        .addColumn('at', 'bigint', (c) => c.notNull())
        .execute();
    },
  },
];

/**
 * The contract of {@link DatabaseService}: migrations (ordered, idempotent, renames refused, all or
 * none), transactions, and results that look the same on every engine.
 */
export function databaseConformance(harness: ConformanceHarness<DatabaseService>): void {
  let database: DatabaseService;
  beforeAll(async () => {
    database = await harness.setup();
  });
  afterAll(() => harness.teardown());

  it('applies pending migrations once and in order', async () => {
    const first = await database.migrate('conformance', notes);
    expect(first.applied).toEqual([{ version: 1, name: 'create notes' }]);
    const again = await database.migrate('conformance', notes);
    expect(again.applied).toEqual([]);
    expect((await database.appliedMigrations('conformance')).map((m) => m.version)).toEqual([1]);
  });

  it('refuses a renamed migration', async () => {
    const renamed = [{ ...notes[0]!, name: 'renamed' }];
    await expect(database.migrate('conformance', renamed)).rejects.toMatchObject({ code: 'svc_migration_conflict' });
  });

  it('applies nothing of a batch when one step fails', async () => {
    const batch: Migration[] = [
      ...notes,
      { version: 2, name: 'add table', up: (db) => db.schema.createTable('conf_extra').addColumn('x', 'text').execute() },
      { version: 3, name: 'broken', up: async () => Promise.reject(new Error('boom')) },
    ];
    await expect(database.migrate('conformance', batch)).rejects.toThrow('boom');
    expect((await database.appliedMigrations('conformance')).map((m) => m.version)).toEqual([1]);
  });

  it('returns numbers for integers and bigints, text as text', async () => {
    const at = 1_790_000_000_123;
    const [row] = await database
      .db()
      .insertInto('conf_notes')
      .values({ body: 'héllo', done: 1, data: JSON.stringify({ a: [1, 2] }), at })
      .returningAll()
      .execute();
    expect(row).toEqual({ id: expect.any(Number), body: 'héllo', done: 1, data: '{"a":[1,2]}', at });
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    await database.transaction(async (trx) => {
      await trx.insertInto('conf_notes').values({ body: 'kept', at: 1 }).execute();
    });
    await expect(
      database.transaction(async (trx) => {
        await trx.insertInto('conf_notes').values({ body: 'lost', at: 1 }).execute();
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const bodies = (await database.db().selectFrom('conf_notes').select('body').execute()).map((r) => r.body);
    expect(bodies).toContain('kept');
    expect(bodies).not.toContain('lost');
  });
}
