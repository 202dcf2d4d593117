import pg from 'pg';

const INT8_OID = 20;
const NUMERIC_OID = 1700;

/**
 * A pg pool whose results look like SQLite's: `bigint` columns come back as JS numbers (epoch ms and
 * ids fit in 2^53), so query code and tests are the same on both engines. The parsers are set on this
 * pool only, not on pg's global type registry.
 */
export function createPostgresPool(connectionString: string, options: { schema?: string; max?: number } = {}): pg.Pool {
  const types = {
    getTypeParser(oid: number, format?: 'text' | 'binary') {
      if (oid === INT8_OID || oid === NUMERIC_OID) return (value: string) => Number(value);
      return pg.types.getTypeParser(oid, format);
    },
  };
  return new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    types: types as pg.CustomTypesConfig,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
}
