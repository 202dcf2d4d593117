import { createError, type Clock, type DatabaseService } from '@dcs/platform';
import type { Selectable, Transaction } from 'kysely';
import type { ConnectorTables } from '../connector-migrations.ts';
import { newMessageId, newWebhookSecret } from './webhook-signature.ts';

/** The events an endpoint can subscribe to. */
export const WEBHOOK_EVENTS = [
  'order.received',
  'order.cancelled',
  'order.refunded',
  'print_job.completed',
  'print_job.delivered',
  'print_job.held',
  'print_job.failed',
  'print_job.cancelled',
] as const;

/** One of {@link WEBHOOK_EVENTS}. */
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** A registered endpoint. */
export interface WebhookEndpoint {
  id: number;
  url: string;
  description: string;
  events: WebhookEvent[];
  secret: string;
  enabled: boolean;
  createdAt: number;
  updatedAt: number;
}

/** One message to one endpoint, with the outcome of its attempts. */
export interface WebhookDelivery {
  id: number;
  webhookId: number;
  messageId: string;
  event: string;
  payload: unknown;
  state: 'pending' | 'delivered' | 'failed';
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
  createdAt: number;
  updatedAt: number;
  deliveredAt: number | null;
}

/** Fields staff set on an endpoint. */
export interface WebhookInput {
  url: string;
  description?: string;
  events: WebhookEvent[];
  enabled?: boolean;
}

type EndpointRow = Selectable<ConnectorTables['connector_webhooks']>;
type DeliveryRow = Selectable<ConnectorTables['connector_webhook_deliveries']>;

const toEndpoint = (row: EndpointRow): WebhookEndpoint => ({
  id: Number(row.id),
  url: row.url,
  description: row.description,
  events: JSON.parse(row.events),
  secret: row.secret,
  enabled: Boolean(row.enabled),
  createdAt: Number(row.created_at),
  updatedAt: Number(row.updated_at),
});

const toDelivery = (row: DeliveryRow): WebhookDelivery => ({
  id: Number(row.id),
  webhookId: Number(row.webhook_id),
  messageId: row.message_id,
  event: row.event,
  payload: JSON.parse(row.payload),
  state: row.state,
  attempts: Number(row.attempts),
  lastStatus: row.last_status === null ? null : Number(row.last_status),
  lastError: row.last_error,
  createdAt: Number(row.created_at),
  updatedAt: Number(row.updated_at),
  deliveredAt: row.delivered_at === null ? null : Number(row.delivered_at),
});

function checkedUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw createError('svc_webhook_input_invalid', { params: { reason: `"${url}" is not an absolute URL.` } });
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw createError('svc_webhook_input_invalid', { params: { reason: 'the URL must be http or https.' } });
  if (parsed.username || parsed.password) throw createError('svc_webhook_input_invalid', { params: { reason: 'the URL must not carry credentials; verify the signature instead.' } });
  return parsed.toString();
}

/** Webhook endpoints and their delivery log. */
export function createWebhookStore(deps: { database: DatabaseService; clock: Clock }) {
  const db = (trx?: Transaction<ConnectorTables>) => trx ?? deps.database.db<ConnectorTables>();

  async function endpoint(id: number): Promise<WebhookEndpoint> {
    const row = await db().selectFrom('connector_webhooks').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw createError('svc_webhook_not_found', { params: { id } });
    return toEndpoint(row);
  }

  async function delivery(id: number): Promise<WebhookDelivery> {
    const row = await db().selectFrom('connector_webhook_deliveries').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw createError('svc_webhook_delivery_not_found', { params: { id } });
    return toDelivery(row);
  }

  return {
    endpoint,
    delivery,

    async list(): Promise<WebhookEndpoint[]> {
      return (await db().selectFrom('connector_webhooks').selectAll().orderBy('id').execute()).map(toEndpoint);
    },

    async create(input: WebhookInput): Promise<WebhookEndpoint> {
      const now = deps.clock.now();
      const row = await db()
        .insertInto('connector_webhooks')
        .values({ url: checkedUrl(input.url), description: input.description ?? '', events: JSON.stringify([...new Set(input.events)]), secret: newWebhookSecret(), enabled: input.enabled === false ? 0 : 1, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toEndpoint(row);
    },

    async update(id: number, patch: Partial<WebhookInput>): Promise<WebhookEndpoint> {
      await endpoint(id);
      await db()
        .updateTable('connector_webhooks')
        .set({
          ...(patch.url !== undefined ? { url: checkedUrl(patch.url) } : {}),
          ...(patch.description !== undefined ? { description: patch.description } : {}),
          ...(patch.events !== undefined ? { events: JSON.stringify([...new Set(patch.events)]) } : {}),
          ...(patch.enabled !== undefined ? { enabled: patch.enabled ? 1 : 0 } : {}),
          updated_at: deps.clock.now(),
        })
        .where('id', '=', id)
        .execute();
      return endpoint(id);
    },

    async remove(id: number): Promise<void> {
      await endpoint(id);
      await db().deleteFrom('connector_webhook_deliveries').where('webhook_id', '=', id).execute();
      await db().deleteFrom('connector_webhooks').where('id', '=', id).execute();
    },

    /** The enabled endpoints that subscribed to `event`. */
    async subscribers(event: WebhookEvent): Promise<WebhookEndpoint[]> {
      const rows = await db().selectFrom('connector_webhooks').selectAll().where('enabled', '=', 1).execute();
      return rows.map(toEndpoint).filter((hook) => hook.events.includes(event));
    },

    /** A new pending delivery (a new message, or with `messageId` a resend of one), not yet queued. */
    async addDelivery(trx: Transaction<ConnectorTables>, fields: { webhookId: number; event: string; body: string; messageId?: string }): Promise<WebhookDelivery> {
      const now = deps.clock.now();
      const row = await db(trx)
        .insertInto('connector_webhook_deliveries')
        .values({ webhook_id: fields.webhookId, message_id: fields.messageId ?? newMessageId(), event: fields.event, payload: fields.body, state: 'pending', attempts: 0, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toDelivery(row);
    },

    /** The endpoint's deliveries, newest first. */
    async deliveries(webhookId: number, page: { limit: number; offset: number }): Promise<{ items: WebhookDelivery[]; total: number }> {
      const base = db().selectFrom('connector_webhook_deliveries').where('webhook_id', '=', webhookId);
      const [rows, count] = await Promise.all([
        base.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(toDelivery), total: Number(count.n) };
    },

    /**
     * The endpoint's oldest pending message and its queue job (null: not queued yet), or null when none
     * waits. Takes the endpoint row's lock first (an update of it), so the transactions that add and end
     * its messages take turns: at most one pending message per endpoint is ever queued.
     */
    async oldestPending(trx: Transaction<ConnectorTables>, webhookId: number): Promise<{ id: number; jobId: number | null } | null> {
      await trx.updateTable('connector_webhooks').set((eb) => ({ updated_at: eb.ref('updated_at') })).where('id', '=', webhookId).execute();
      const row = await trx
        .selectFrom('connector_webhook_deliveries')
        .select(['id', 'job_id'])
        .where('webhook_id', '=', webhookId)
        .where('state', '=', 'pending')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      return row ? { id: Number(row.id), jobId: row.job_id === null ? null : Number(row.job_id) } : null;
    },

    async markQueued(trx: Transaction<ConnectorTables>, id: number, jobId: number): Promise<void> {
      await trx.updateTable('connector_webhook_deliveries').set({ job_id: jobId }).where('id', '=', id).execute();
    },

    /** Ends a pending delivery: delivered, failed after an attempt, or failed without one (`attempted: false`). */
    async finish(trx: Transaction<ConnectorTables>, id: number, outcome: { state: 'delivered' | 'failed'; status: number | null; error: string | null; attempted: boolean }): Promise<void> {
      const now = deps.clock.now();
      await trx
        .updateTable('connector_webhook_deliveries')
        .set((eb) => ({
          state: outcome.state,
          attempts: outcome.attempted ? eb('attempts', '+', 1) : eb.ref('attempts'),
          last_status: outcome.status,
          last_error: outcome.error,
          updated_at: now,
          ...(outcome.state === 'delivered' ? { delivered_at: now } : {}),
        }))
        .where('id', '=', id)
        .where('state', '=', 'pending')
        .execute();
    },

    /** Deletes at most `limit` finished deliveries last changed before `before`; answers how many. */
    async prune(before: number, limit = 1000): Promise<number> {
      const old = await db().selectFrom('connector_webhook_deliveries').select('id').where('state', '!=', 'pending').where('updated_at', '<', before).orderBy('id').limit(limit).execute();
      if (old.length === 0) return 0;
      await db().deleteFrom('connector_webhook_deliveries').where('id', 'in', old.map((row) => row.id)).execute();
      return old.length;
    },

    /** Records a failed attempt of a delivery that will be tried again. */
    async recordRetry(id: number, outcome: { status: number | null; error: string | null }): Promise<void> {
      await db()
        .updateTable('connector_webhook_deliveries')
        .set((eb) => ({ attempts: eb('attempts', '+', 1), last_status: outcome.status, last_error: outcome.error, updated_at: deps.clock.now() }))
        .where('id', '=', id)
        .execute();
    },
  };
}

/** The store made by {@link createWebhookStore}. */
export type WebhookStore = ReturnType<typeof createWebhookStore>;
