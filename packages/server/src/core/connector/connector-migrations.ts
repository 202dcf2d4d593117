import type { ColumnType, Generated } from 'kysely';
import type { Migration } from '@dcs/platform';

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** The connector's tables (namespace `core.connector`); times are epoch milliseconds. */
export interface ConnectorTables {
  /** Each quote token pays for one order line: its hash, and the line that used it. */
  connector_quote_uses: { token_hash: string; shop: string; shop_order_id: string; line_id: string; created_at: number };
  /** The last known state of each print job, from the print queue's announcements (`print_job.*`). */
  connector_print_jobs: {
    job_id: number;
    number: string;
    order_id: number;
    item_id: number;
    state: string;
    round: number;
    hold_reason: string | null;
    error_code: string | null;
    error_message: string | null;
    updated_at: number;
  };
  connector_webhooks: {
    id: Generated<number>;
    url: string;
    description: string;
    /** JSON array of event names. */
    events: string;
    /** `whsec_` and the base64 key, as the Standard Webhooks libraries take it. */
    secret: string;
    enabled: number;
    created_at: number;
    updated_at: number;
  };
  connector_webhook_deliveries: {
    id: Generated<number>;
    webhook_id: number;
    /** The `webhook-id` header: the same on every attempt and resend of one message. */
    message_id: string;
    event: string;
    /** The signed body. */
    payload: string;
    state: 'pending' | 'delivered' | 'failed';
    /** Its queue job, once queued: one pending message per endpoint has one, the rest wait their turn. */
    job_id: Nullable<number>;
    attempts: number;
    last_status: Nullable<number>;
    last_error: Nullable<string>;
    created_at: number;
    updated_at: number;
    delivered_at: Nullable<number>;
  };
}

export const connectorMigrations: Migration[] = [
  {
    version: 1,
    name: 'quote uses, webhook endpoints and deliveries',
    up: async (db, ctx) => {
      await db.schema
        .createTable('connector_quote_uses')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('shop', 'text', (c) => c.notNull())
        .addColumn('shop_order_id', 'text', (c) => c.notNull())
        .addColumn('line_id', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('connector_print_jobs')
        .addColumn('job_id', 'bigint', (c) => c.primaryKey())
        .addColumn('number', 'text', (c) => c.notNull())
        .addColumn('order_id', 'bigint', (c) => c.notNull())
        .addColumn('item_id', 'bigint', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('round', 'integer', (c) => c.notNull())
        .addColumn('hold_reason', 'text')
        .addColumn('error_code', 'text')
        .addColumn('error_message', 'text')
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('connector_print_jobs_order').on('connector_print_jobs').columns(['order_id', 'item_id']).execute();
      await ctx
        .addIdColumn(db.schema.createTable('connector_webhooks'))
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('events', 'text', (c) => c.notNull())
        .addColumn('secret', 'text', (c) => c.notNull())
        .addColumn('enabled', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await ctx
        .addIdColumn(db.schema.createTable('connector_webhook_deliveries'))
        .addColumn('webhook_id', 'bigint', (c) => c.notNull().references('connector_webhooks.id').onDelete('cascade'))
        .addColumn('message_id', 'text', (c) => c.notNull())
        .addColumn('event', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('job_id', 'bigint')
        .addColumn('attempts', 'integer', (c) => c.notNull())
        .addColumn('last_status', 'integer')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addColumn('delivered_at', 'bigint')
        .execute();
      // The log of an endpoint newest first; the hand-on asks for its oldest pending delivery.
      await db.schema.createIndex('connector_webhook_deliveries_hook').on('connector_webhook_deliveries').columns(['webhook_id', 'id']).execute();
      await db.schema.createIndex('connector_webhook_deliveries_state').on('connector_webhook_deliveries').columns(['webhook_id', 'state', 'id']).execute();
    },
  },
];
