import { afterAll, beforeAll, expect, it } from 'vitest';
import type { HostDatabase } from './database-service.ts';
import { describeEachEngine, type TestDatabase } from '../../testing/test-databases.ts';

describeEachEngine('row counters kept by triggers', (engine) => {
  let testDb: TestDatabase;
  let database: HostDatabase;
  beforeAll(async () => {
    testDb = await engine.create();
    database = testDb.open();
  });
  afterAll(async () => {
    await database.close();
    await testDb.drop();
  });

  const counts = async () =>
    Object.fromEntries(
      (await database.db<any>().selectFrom('thing_counts').select(['kind', 'state', 'n']).where('n', '<>', 0).execute()).map((r) => [`${r.kind}/${r.state}`, Number(r.n)]),
    );

  it('counts the rows present at migration, then follows inserts, key changes and deletes', async () => {
    await database.migrate('test.counter', [
      {
        version: 1,
        name: 'things',
        up: async (db, ctx) => {
          await ctx.addIdColumn(db.schema.createTable('things')).addColumn('kind', 'text', (c) => c.notNull()).addColumn('state', 'text', (c) => c.notNull()).addColumn('note', 'text').execute();
          await db.insertInto('things').values([{ kind: 'a', state: 'new' }, { kind: 'a', state: 'new' }, { kind: 'b', state: 'done' }]).execute();
        },
      },
      { version: 2, name: 'count things', up: (db, ctx) => ctx.addRowCounter(db, { table: 'things', counter: 'thing_counts', keys: ['kind', 'state'] }) },
    ]);
    expect(await counts()).toEqual({ 'a/new': 2, 'b/done': 1 });
    const db = database.db<any>();
    await db.insertInto('things').values([{ kind: 'b', state: 'new' }, { kind: 'a', state: 'new' }]).execute();
    expect(await counts()).toEqual({ 'a/new': 3, 'b/done': 1, 'b/new': 1 });
    await db.updateTable('things').set({ state: 'done' }).where('kind', '=', 'a').execute();
    // An update that leaves the keys alone counts nothing.
    await db.updateTable('things').set({ note: 'x', state: 'done' }).where('kind', '=', 'b').execute();
    expect(await counts()).toEqual({ 'a/done': 3, 'b/done': 2 });
    await db.deleteFrom('things').where('kind', '=', 'a').execute();
    expect(await counts()).toEqual({ 'b/done': 2 });
    const { n } = await db.selectFrom('things').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(n)).toBe(2);
  });

  it('refuses names that are not plain identifiers', async () => {
    await expect(
      database.migrate('test.counter-bad', [{ version: 1, name: 'bad', up: (db, ctx) => ctx.addRowCounter(db, { table: 'things; drop table things', counter: 'c', keys: ['state'] }) }]),
    ).rejects.toThrow(/plain identifier/);
  });
});
