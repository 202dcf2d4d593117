/** Tables of the smart configurator (namespace `addon.smart-configurator`): one mapping per product, JSON as text. */
export const configuratorMigrations = [
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
];
