import { sql, type Kysely } from 'kysely';
import type { DatabaseDialect, RowCounterSpec } from '@dcs/platform';

const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Creates the counter table of {@link RowCounterSpec}, its triggers, and fills it. On PostgreSQL,
 * CREATE TRIGGER locks the table against writes until the migration commits, so no row slips between
 * the triggers and the fill. The counter rows are hot on busy tables (each insert updates one); a row
 * lock held for the length of a statement, which the queue and the shop can afford.
 */
export async function addRowCounter(db: Kysely<any>, dialect: DatabaseDialect, spec: RowCounterSpec): Promise<void> {
  for (const name of [spec.table, spec.counter, ...spec.keys]) {
    if (!IDENTIFIER.test(name)) throw new Error(`Row counter: "${name}" is not a plain identifier.`);
  }
  if (spec.keys.length === 0) throw new Error('Row counter: at least one key column.');
  const { table, counter, keys } = spec;
  const keyList = keys.join(', ');
  const matchOld = keys.map((k) => `${k} = old.${k}`).join(' and ');
  const newValues = keys.map((k) => `new.${k}`).join(', ');
  const changed = keys.map((k) => `old.${k} is distinct from new.${k}`).join(' or ');
  const run = (text: string) => sql.raw(text).execute(db);

  await run(`create table ${counter} (${keys.map((k) => `${k} text not null`).join(', ')}, n bigint not null, primary key (${keyList}))`);
  const increment = `insert into ${counter} (${keyList}, n) values (${newValues}, 1) on conflict (${keyList}) do update set n = ${counter}.n + 1`;
  const decrement = `update ${counter} set n = n - 1 where ${matchOld}`;
  if (dialect === 'postgres') {
    await run(`create function ${counter}_track() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then ${decrement}; end if;
        if tg_op <> 'DELETE' then ${increment}; end if;
        return null;
      end $$`);
    await run(`create trigger ${counter}_rows after insert or delete on ${table} for each row execute function ${counter}_track()`);
    await run(`create trigger ${counter}_keys after update of ${keyList} on ${table} for each row when (${changed}) execute function ${counter}_track()`);
  } else {
    await run(`create trigger ${counter}_insert after insert on ${table} begin ${increment}; end`);
    await run(`create trigger ${counter}_delete after delete on ${table} begin ${decrement}; end`);
    await run(`create trigger ${counter}_update after update of ${keyList} on ${table} when ${keys.map((k) => `old.${k} is not new.${k}`).join(' or ')} begin ${decrement}; ${increment}; end`);
  }
  await run(`insert into ${counter} (${keyList}, n) select ${keyList}, count(*) from ${table} group by ${keyList}`);
}
