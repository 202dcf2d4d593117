import type { Clock, DatabaseService } from '@dcs/platform';
import type { ConfiguratorMapping } from '@dcs/design';

/** A product's stored mapping. */
export interface MappingRecord extends ConfiguratorMapping {
  productId: number;
  createdAt: number;
  updatedAt: number;
}

interface MappingRow {
  product_id: number;
  mapping: string;
  created_at: number;
  updated_at: number;
}

/** Dependencies of {@link createMappingStore}. */
export interface MappingStoreDeps {
  database: DatabaseService;
  clock: Clock;
}

function toRecord(row: MappingRow): MappingRecord {
  const mapping = JSON.parse(row.mapping) as ConfiguratorMapping;
  return { productId: Number(row.product_id), anchors: mapping.anchors, rules: mapping.rules, createdAt: Number(row.created_at), updatedAt: Number(row.updated_at) };
}

/** Mappings by product id. */
export function createMappingStore(deps: MappingStoreDeps) {
  const db = () => deps.database.db<{ addon_sc_mappings: MappingRow }>();
  return {
    async get(productId: number): Promise<MappingRecord | null> {
      const row = await db().selectFrom('addon_sc_mappings').selectAll().where('product_id', '=', productId).executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    /**
     * Creates or replaces the product's mapping. Two first saves at once: the loser's insert hits the
     * primary key, and its second attempt replaces the row.
     */
    async put(productId: number, mapping: ConfiguratorMapping): Promise<{ record: MappingRecord; created: boolean }> {
      const attempt = () => deps.database.transaction<{ record: MappingRecord; created: boolean }, { addon_sc_mappings: MappingRow }>(async (trx) => {
        const now = deps.clock.now();
        const json = JSON.stringify({ anchors: mapping.anchors, rules: mapping.rules });
        const updated = await trx
          .updateTable('addon_sc_mappings')
          .set({ mapping: json, updated_at: now })
          .where('product_id', '=', productId)
          .returningAll()
          .executeTakeFirst();
        if (updated) return { record: toRecord(updated), created: false };
        const row = await trx
          .insertInto('addon_sc_mappings')
          .values({ product_id: productId, mapping: json, created_at: now, updated_at: now })
          .returningAll()
          .executeTakeFirstOrThrow();
        return { record: toRecord(row), created: true };
      });
      return attempt().catch(attempt);
    },

    /**
     * The products whose mapping names media item `id` (a `set_image` change holds `"media:<id>"` as a
     * whole JSON string, so `media:1` never matches `media:12`).
     */
    async productsUsingMedia(id: number): Promise<number[]> {
      const position = deps.database.dialect === 'sqlite' ? 'instr' : 'strpos';
      const rows = await db()
        .selectFrom('addon_sc_mappings')
        .select('product_id')
        .where((eb) => eb(eb.fn<number>(position, [eb.ref('mapping'), eb.val(JSON.stringify(`media:${id}`))]), '>', 0))
        .orderBy('product_id')
        .limit(100)
        .execute();
      return rows.map((row) => Number(row.product_id));
    },

    async delete(productId: number): Promise<MappingRecord | null> {
      const row = await db().deleteFrom('addon_sc_mappings').where('product_id', '=', productId).returningAll().executeTakeFirst();
      return row ? toRecord(row) : null;
    },
  };
}

/** The store's interface. */
export type MappingStore = ReturnType<typeof createMappingStore>;
