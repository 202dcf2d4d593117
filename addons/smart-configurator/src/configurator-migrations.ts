import type { Migration } from '@dcs/platform';

/** Tables of the smart configurator (namespace `addon.smart-configurator`): one mapping per product, JSON as text. */
export const configuratorMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'create-mappings',
    async up(db) {
      await db.schema
        .createTable('addon_sc_mappings')
        .addColumn('product_id', 'integer', (c) => c.primaryKey())
        .addColumn('mapping', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  },
  {
    version: 2,
    name: 'product ids as bigint',
    async up(db, context) {
      // Shop product ids come from a bigserial: a 32-bit key on PostgreSQL refused ids past 2^31 with a
      // database error. SQLite's integer is 64-bit already.
      if (context.dialect !== 'postgres') return;
      await db.schema.alterTable('addon_sc_mappings').alterColumn('product_id', (c) => c.setDataType('bigint')).execute();
    },
  },
];
