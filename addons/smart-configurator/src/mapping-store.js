function toRecord(row) {
    const mapping = JSON.parse(row.mapping);
    return { productId: Number(row.product_id), anchors: mapping.anchors, rules: mapping.rules, createdAt: Number(row.created_at), updatedAt: Number(row.updated_at) };
}
/** Mappings by product id. */
export function createMappingStore(deps) {
    const db = () => deps.database.db();
    return {
        async get(productId) {
            const row = await db().selectFrom('addon_sc_mappings').selectAll().where('product_id', '=', productId).executeTakeFirst();
            return row ? toRecord(row) : null;
        },
        /**
         * Creates or replaces the product's mapping. Two first saves at once: the loser's insert hits the
         * primary key, and its second attempt replaces the row.
         */
        async put(productId, mapping) {
            const attempt = () => deps.database.transaction(async (trx) => {
                const now = deps.clock.now();
                const json = JSON.stringify({ anchors: mapping.anchors, rules: mapping.rules });
                const updated = await trx
                    .updateTable('addon_sc_mappings')
                    .set({ mapping: json, updated_at: now })
                    .where('product_id', '=', productId)
                    .returningAll()
                    .executeTakeFirst();
                if (updated)
                    return { record: toRecord(updated), created: false };
                const row = await trx
                    .insertInto('addon_sc_mappings')
                    .values({ product_id: productId, mapping: json, created_at: now, updated_at: now })
                    .returningAll()
                    .executeTakeFirstOrThrow();
                return { record: toRecord(row), created: true };
            });
            return attempt().catch(attempt);
        },
        async delete(productId) {
            const row = await db().deleteFrom('addon_sc_mappings').where('product_id', '=', productId).returningAll().executeTakeFirst();
            return row ? toRecord(row) : null;
        },
    };
}
