function toTemplate(row) {
    return {
        id: Number(row.id),
        name: row.name,
        category: row.category,
        tags: JSON.parse(row.tags),
        design: JSON.parse(row.design),
        layout: JSON.parse(row.layout),
        fields: JSON.parse(row.fields),
        minPpi: Number(row.min_ppi),
        thumbnailKey: row.thumbnail_key,
        createdAt: Number(row.created_at),
        updatedAt: Number(row.updated_at),
    };
}
function toAssignment(row) {
    return {
        id: Number(row.id),
        templateId: Number(row.template_id),
        shopProductId: Number(row.shop_product_id),
        design: JSON.parse(row.design),
        fit: JSON.parse(row.fit),
        mockupMediaId: row.mockup_media_id === null ? null : Number(row.mockup_media_id),
        createdAt: Number(row.created_at),
        updatedAt: Number(row.updated_at),
    };
}
function templateColumns(input) {
    return {
        name: input.name,
        category: input.category,
        tags: JSON.stringify(input.tags),
        tag_index: `,${input.tags.map((tag) => tag.toLowerCase()).join(',')},`,
        search_text: [input.name, input.category ?? '', ...input.tags].join(' ').toLowerCase(),
        design: JSON.stringify(input.design),
        layout: JSON.stringify(input.layout),
        fields: JSON.stringify(input.fields),
        min_ppi: input.minPpi,
    };
}
/** Templates and their assignments in the addon's tables. */
export function createTemplateStore(deps) {
    const db = () => deps.database.db();
    // Substring search without LIKE, so `%` and `_` in the search text are plain characters on both engines.
    const position = deps.database.dialect === 'sqlite' ? 'instr' : 'strpos';
    return {
        async createTemplate(input) {
            const now = deps.clock.now();
            const row = await db()
                .insertInto('addon_dt_templates')
                .values({ ...templateColumns(input), thumbnail_key: null, created_at: now, updated_at: now })
                .returningAll()
                .executeTakeFirstOrThrow();
            return toTemplate(row);
        },
        async updateTemplate(id, input) {
            const row = await db()
                .updateTable('addon_dt_templates')
                .set({ ...templateColumns(input), updated_at: deps.clock.now() })
                .where('id', '=', id)
                .returningAll()
                .executeTakeFirst();
            return row ? toTemplate(row) : null;
        },
        async setThumbnail(id, key) {
            await db().updateTable('addon_dt_templates').set({ thumbnail_key: key }).where('id', '=', id).execute();
        },
        async getTemplate(id) {
            const row = await db().selectFrom('addon_dt_templates').selectAll().where('id', '=', id).executeTakeFirst();
            return row ? toTemplate(row) : null;
        },
        async getTemplates(ids) {
            if (ids.length === 0)
                return [];
            const rows = await db().selectFrom('addon_dt_templates').selectAll().where('id', 'in', [...ids]).execute();
            return rows.map(toTemplate);
        },
        async listTemplates(query) {
            let base = db().selectFrom('addon_dt_templates');
            if (query.search) {
                const term = query.search.toLowerCase();
                base = base.where((eb) => eb(eb.fn(position, [eb.ref('search_text'), eb.val(term)]), '>', 0));
            }
            if (query.category !== undefined)
                base = base.where('category', '=', query.category);
            if (query.tag !== undefined) {
                const needle = `,${query.tag.toLowerCase()},`;
                base = base.where((eb) => eb(eb.fn(position, [eb.ref('tag_index'), eb.val(needle)]), '>', 0));
            }
            const counted = await base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst();
            const rows = await base
                .selectAll()
                .orderBy(query.orderby, query.order)
                .orderBy('id', query.order)
                .limit(query.limit)
                .offset(query.offset)
                .execute();
            return { items: rows.map(toTemplate), total: Number(counted?.total ?? 0) };
        },
        /** Deletes the template and its assignments; returns the assignments removed. */
        async deleteTemplate(id) {
            return deps.database.transaction(async (trx) => {
                const removed = await trx.deleteFrom('addon_dt_assignments').where('template_id', '=', id).returningAll().execute();
                await trx.deleteFrom('addon_dt_templates').where('id', '=', id).execute();
                return removed.map(toAssignment);
            });
        },
        async getAssignment(templateId, shopProductId) {
            const row = await db()
                .selectFrom('addon_dt_assignments')
                .selectAll()
                .where('template_id', '=', templateId)
                .where('shop_product_id', '=', shopProductId)
                .executeTakeFirst();
            return row ? toAssignment(row) : null;
        },
        /** The product's assignments, most recently changed first. */
        async listProductAssignments(shopProductId) {
            const rows = await db()
                .selectFrom('addon_dt_assignments')
                .selectAll()
                .where('shop_product_id', '=', shopProductId)
                .orderBy('updated_at', 'desc')
                .orderBy('id', 'desc')
                .execute();
            return rows.map(toAssignment);
        },
        /**
         * Creates or replaces the assignment of the pair, keeping its mockup. Two first assignments of one
         * pair at once: the loser's insert hits the unique pair, and its second attempt finds the row.
         */
        async saveAssignment(templateId, shopProductId, design, fit) {
            const attempt = () => deps.database.transaction(async (trx) => {
                const now = deps.clock.now();
                const values = { design: JSON.stringify(design), fit: JSON.stringify(fit), updated_at: now };
                const updated = await trx
                    .updateTable('addon_dt_assignments')
                    .set(values)
                    .where('template_id', '=', templateId)
                    .where('shop_product_id', '=', shopProductId)
                    .returningAll()
                    .executeTakeFirst();
                if (updated)
                    return { assignment: toAssignment(updated), created: false };
                const row = await trx
                    .insertInto('addon_dt_assignments')
                    .values({ template_id: templateId, shop_product_id: shopProductId, ...values, mockup_media_id: null, created_at: now })
                    .returningAll()
                    .executeTakeFirstOrThrow();
                return { assignment: toAssignment(row), created: true };
            });
            return attempt().catch(attempt);
        },
        async setMockup(id, mediaId) {
            const row = await db()
                .updateTable('addon_dt_assignments')
                .set({ mockup_media_id: mediaId, updated_at: deps.clock.now() })
                .where('id', '=', id)
                .returningAll()
                .executeTakeFirst();
            return row ? toAssignment(row) : null;
        },
        async deleteAssignment(id) {
            const result = await db().deleteFrom('addon_dt_assignments').where('id', '=', id).executeTakeFirst();
            return Number(result.numDeletedRows) > 0;
        },
    };
}
