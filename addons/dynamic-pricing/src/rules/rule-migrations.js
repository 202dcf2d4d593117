/** Tables of the addon (namespace `addon.dynamic-pricing`). A migration is never deleted or renumbered. */
export const pricingMigrations = [
    {
        version: 1,
        name: 'pricing-rules-and-secrets',
        async up(db, { addIdColumn }) {
            await addIdColumn(db.schema.createTable('pricing_rules'))
                .addColumn('name', 'text', (col) => col.notNull())
                .addColumn('priority', 'integer', (col) => col.notNull())
                .addColumn('definition', 'text', (col) => col.notNull())
                .addColumn('created_at', 'bigint', (col) => col.notNull())
                .addColumn('updated_at', 'bigint', (col) => col.notNull())
                .execute();
            // Signing secrets live in their own table so the first process to activate creates the one
            // secret every process uses (insert-if-absent), which a settings write cannot promise.
            await db.schema
                .createTable('pricing_secrets')
                .addColumn('name', 'text', (col) => col.primaryKey())
                .addColumn('value', 'text', (col) => col.notNull())
                .execute();
        },
    },
];
