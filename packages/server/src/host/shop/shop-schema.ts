import type { Generated } from 'kysely';
import type { Migration, OrderStatus, ProductStatus } from '@dcs/platform';

/**
 * The shop's tables as Kysely sees them. JSON columns are `text`, money is integer minor units,
 * times are epoch milliseconds.
 */
export interface ShopTables {
  shop_products: {
    id: Generated<number>;
    name: string;
    sku: string;
    base_price: number;
    currency: string;
    options: string;
    meta: string;
    /** Lower-cased name and SKU, so a search matches the same rows on SQLite and PostgreSQL. */
    search_text: string;
    status: Generated<ProductStatus>;
    created_at: number;
    updated_at: number;
  };
  shop_cart_items: {
    id: Generated<number>;
    session_id: string;
    product_id: number;
    quantity: number;
    options: string;
    design: string | null;
    meta: string;
    unit_price: number;
    currency: string;
    created_at: number;
    updated_at: number;
  };
  /** Orders per status, kept by triggers (see MigrationContext.addRowCounter). */
  shop_order_counts: { status: OrderStatus; n: number };
  shop_orders: {
    id: Generated<number>;
    session_id: string;
    status: OrderStatus;
    currency: string;
    total: number;
    email: string | null;
    source: string | null;
    external_id: string | null;
    created_at: number;
    updated_at: number;
  };
  shop_order_items: {
    id: Generated<number>;
    order_id: number;
    product_id: number;
    product_name: string;
    sku: string;
    quantity: number;
    options: string;
    design: string | null;
    meta: string;
    unit_price: number;
    line_total: number;
  };
}

/** The shop's schema; the composition root applies it as `database.migrate('core.shop', shopMigrations)`. */
export const shopMigrations: Migration[] = [
  {
    version: 1,
    name: 'create products, carts and orders',
    up: async (db, ctx) => {
      await ctx
        .addIdColumn(db.schema.createTable('shop_products'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('sku', 'text', (c) => c.notNull().unique())
        .addColumn('base_price', 'bigint', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('options', 'text', (c) => c.notNull())
        .addColumn('meta', 'text', (c) => c.notNull())
        .addColumn('search_text', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();

      await ctx
        .addIdColumn(db.schema.createTable('shop_cart_items'))
        .addColumn('session_id', 'text', (c) => c.notNull())
        .addColumn('product_id', 'bigint', (c) => c.notNull().references('shop_products.id').onDelete('cascade'))
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('options', 'text', (c) => c.notNull())
        .addColumn('design', 'text')
        .addColumn('meta', 'text', (c) => c.notNull())
        .addColumn('unit_price', 'bigint', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('shop_cart_items_session').on('shop_cart_items').column('session_id').execute();

      await ctx
        .addIdColumn(db.schema.createTable('shop_orders'))
        .addColumn('session_id', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('total', 'bigint', (c) => c.notNull())
        .addColumn('email', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('shop_orders_session').on('shop_orders').column('session_id').execute();
      await db.schema.createIndex('shop_orders_status').on('shop_orders').column('status').execute();

      // Order lines keep the product id without a foreign key: they are a frozen copy that must
      // outlive the product.
      await ctx
        .addIdColumn(db.schema.createTable('shop_order_items'))
        .addColumn('order_id', 'bigint', (c) => c.notNull().references('shop_orders.id').onDelete('cascade'))
        .addColumn('product_id', 'bigint', (c) => c.notNull())
        .addColumn('product_name', 'text', (c) => c.notNull())
        .addColumn('sku', 'text', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('options', 'text', (c) => c.notNull())
        .addColumn('design', 'text')
        .addColumn('meta', 'text', (c) => c.notNull())
        .addColumn('unit_price', 'bigint', (c) => c.notNull())
        .addColumn('line_total', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('shop_order_items_order').on('shop_order_items').column('order_id').execute();
    },
  },
  {
    version: 2,
    name: 'order counts and list indexes',
    up: async (db, ctx) => {
      // A status filter walks (status, id) newest first and stops after one page; the dashboard's
      // 30-day series reads a created_at range. Totals come from the counter, not from count(*).
      await db.schema.createIndex('shop_orders_status_id').on('shop_orders').columns(['status', 'id']).execute();
      await db.schema.dropIndex('shop_orders_status').execute();
      // Covering: the series reads status, currency and total from the index alone.
      await db.schema.createIndex('shop_orders_created').on('shop_orders').columns(['created_at', 'status', 'currency', 'total']).execute();
      await ctx.addRowCounter(db, { table: 'shop_orders', counter: 'shop_order_counts', keys: ['status'] });
    },
  },
  {
    version: 3,
    name: 'orders of connected shops',
    up: async (db) => {
      // The shop's own orders have neither; both engines let any number of rows share (null, null).
      await db.schema.alterTable('shop_orders').addColumn('source', 'text').execute();
      await db.schema.alterTable('shop_orders').addColumn('external_id', 'text').execute();
      await db.schema.createIndex('shop_orders_source').on('shop_orders').columns(['source', 'external_id']).unique().execute();
    },
  },
  {
    version: 4,
    name: 'archived products',
    up: async (db) => {
      // Every existing product stays on sale. The storefront lists `active` ones in id order, the
      // admin list filters by status: both walk (status, id).
      await db.schema.alterTable('shop_products').addColumn('status', 'text', (c) => c.notNull().defaultTo('active')).execute();
      await db.schema.createIndex('shop_products_status_id').on('shop_products').columns(['status', 'id']).execute();
    },
  },
];
