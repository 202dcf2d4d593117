import { sql, type Selectable } from 'kysely';
import { PRODUCT_STATUSES, createError, type Clock, type DatabaseService, type Product, type ProductInput, type ProductStatusFilter } from '@dcs/platform';
import type { ShopTables } from './shop-schema.ts';
import { isPlainObject, isRowId, normalizeProductInput, pageOf } from './shop-validation.ts';

/** What the product half of the shop needs. */
export interface ShopProductsDeps {
  database: DatabaseService;
  clock: Clock;
}

/** The product catalogue: the product methods of the shop service. */
export interface ShopProducts {
  listProducts(query?: { search?: string; status?: ProductStatusFilter; page?: number; perPage?: number }): Promise<{ items: Product[]; total: number }>;
  getProduct(id: number): Promise<Product>;
  createProduct(input: ProductInput): Promise<Product>;
  updateProduct(id: number, patch: Partial<ProductInput>): Promise<Product>;
}

type ProductRow = Selectable<ShopTables['shop_products']>;

function toProduct(row: ProductRow): Product {
  return {
    id: Number(row.id),
    name: row.name,
    sku: row.sku,
    basePrice: Number(row.base_price),
    currency: row.currency,
    options: JSON.parse(row.options),
    meta: JSON.parse(row.meta),
    status: row.status,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

function toColumns(product: Required<ProductInput>) {
  return {
    name: product.name,
    sku: product.sku,
    base_price: product.basePrice,
    currency: product.currency,
    options: JSON.stringify(product.options),
    meta: JSON.stringify(product.meta),
    search_text: `${product.name}\n${product.sku}`.toLowerCase(),
    status: product.status,
  };
}

/** Whether a driver error is a unique-constraint violation, on either engine. */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; errcode?: unknown; message?: unknown };
  return e?.code === '23505' || e?.errcode === 2067 || /UNIQUE constraint failed/.test(String(e?.message));
}

/** `like` pattern that matches `term` anywhere, with the wildcards of the term taken literally. */
function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Creates the product catalogue over the shop tables. */
export function createShopProducts({ database, clock }: ShopProductsDeps): ShopProducts {
  const db = () => database.db<ShopTables>();

  async function getProduct(id: number): Promise<Product> {
    if (!isRowId(id)) throw createError('svc_product_not_found', { params: { id: String(id) } });
    const row = await db().selectFrom('shop_products').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw createError('svc_product_not_found', { params: { id } });
    return toProduct(row);
  }

  async function assertSkuFree(sku: string, exceptId?: number): Promise<void> {
    let query = db().selectFrom('shop_products').select('id').where('sku', '=', sku);
    if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
    if (await query.executeTakeFirst()) throw createError('svc_product_sku_taken', { params: { sku } });
  }

  // The check before the write gives the usual answer; the unique index catches a concurrent twin.
  async function writeUniqueSku<T>(sku: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw createError('svc_product_sku_taken', { params: { sku }, cause: error });
      throw error;
    }
  }

  return {
    getProduct,

    async listProducts(query = {}) {
      const { perPage, offset } = pageOf(query);
      const search = query.search ?? '';
      if (typeof search !== 'string' || search.length > 200) {
        throw createError('svc_shop_query_invalid', { params: { reason: 'search must be text of at most 200 characters.' } });
      }
      const status = query.status ?? 'active';
      if (status !== 'all' && !PRODUCT_STATUSES.includes(status)) {
        throw createError('svc_shop_query_invalid', { params: { reason: `status must be one of ${PRODUCT_STATUSES.join(', ')} or all.` } });
      }
      let base = db().selectFrom('shop_products');
      if (status !== 'all') base = base.where('status', '=', status);
      const term = search.trim();
      if (term !== '') base = base.where(sql<boolean>`search_text like ${containsPattern(term)} escape '\\'`);
      const [rows, count] = await Promise.all([
        base.selectAll().orderBy('id').limit(perPage).offset(offset).execute(),
        base.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(toProduct), total: Number(count.count) };
    },

    async createProduct(input) {
      const product = normalizeProductInput(input);
      await assertSkuFree(product.sku);
      const now = clock.now();
      const row = await writeUniqueSku(product.sku, () =>
        db()
          .insertInto('shop_products')
          .values({ ...toColumns(product), created_at: now, updated_at: now })
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
      return toProduct(row);
    },

    async updateProduct(id, patch) {
      const current = await getProduct(id);
      if (!isPlainObject(patch)) throw createError('svc_product_invalid', { params: { reason: 'the patch must be an object.' } });
      // A field given as undefined means "unchanged", as if it were left out.
      const given = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
      const product = normalizeProductInput({ ...current, ...given });
      if (product.sku !== current.sku) await assertSkuFree(product.sku, id);
      const row = await writeUniqueSku(product.sku, () =>
        db()
          .updateTable('shop_products')
          .set({ ...toColumns(product), updated_at: clock.now() })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
      return toProduct(row);
    },
  };
}
