import type { Migration } from '@dcs/platform';

/** Tables of the templates addon (namespace `addon.design-templates`). JSON is stored as text. */
export const templateMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'create-templates-and-assignments',
    async up(db, { addIdColumn }) {
      await addIdColumn(db.schema.createTable('addon_dt_templates'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('category', 'text')
        .addColumn('tags', 'text', (c) => c.notNull())
        // ",tag,tag," so one exact tag is found with a substring search on both engines.
        .addColumn('tag_index', 'text', (c) => c.notNull())
        .addColumn('search_text', 'text', (c) => c.notNull())
        .addColumn('design', 'text', (c) => c.notNull())
        .addColumn('layout', 'text', (c) => c.notNull())
        .addColumn('fields', 'text', (c) => c.notNull())
        .addColumn('min_ppi', 'integer', (c) => c.notNull())
        .addColumn('thumbnail_key', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('addon_dt_templates_created').on('addon_dt_templates').column('created_at').execute();
      await addIdColumn(db.schema.createTable('addon_dt_assignments'))
        .addColumn('template_id', 'integer', (c) => c.notNull())
        .addColumn('shop_product_id', 'integer', (c) => c.notNull())
        .addColumn('design', 'text', (c) => c.notNull())
        .addColumn('fit', 'text', (c) => c.notNull())
        .addColumn('mockup_media_id', 'integer')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('addon_dt_assignments_pair', ['template_id', 'shop_product_id'])
        .execute();
      await db.schema.createIndex('addon_dt_assignments_product').on('addon_dt_assignments').column('shop_product_id').execute();
    },
  },
  {
    version: 2,
    name: 'assignment ids as bigint',
    async up(db, context) {
      // They hold ids of bigserial tables (templates, shop products, media): a 32-bit integer column on
      // PostgreSQL refused ids past 2^31 with a database error (found by the OpenAPI fuzz). SQLite's
      // integer is 64-bit already.
      if (context.dialect !== 'postgres') return;
      for (const column of ['template_id', 'shop_product_id', 'mockup_media_id']) {
        await db.schema.alterTable('addon_dt_assignments').alterColumn(column, (c) => c.setDataType('bigint')).execute();
      }
    },
  },
];
