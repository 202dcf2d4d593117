import { PermanentJobError, type Clock, type DatabaseService, type Logger, type QueueHandler, type QueueService } from '@dcs/platform';
import type { Transaction } from 'kysely';
import type { ConnectorTables } from '../connector-migrations.ts';
import { webhookHeaders } from './webhook-signature.ts';
import type { WebhookDelivery, WebhookEvent, WebhookStore } from './webhook-store.ts';

/** The queue job that makes one delivery's attempts. */
export const WEBHOOK_DELIVERY_JOB = 'core.webhook_delivery';

/** Retry schedule of {@link createWebhookSender}. */
export interface WebhookRetryOptions {
  /** Attempts of one delivery before it is `failed` (a resend starts afresh). */
  maxAttempts: number;
  /** Delay before the second attempt; each further one waits twice as long (at most an hour). */
  baseDelayMs: number;
  /** How long one attempt waits for the endpoint's answer. */
  timeoutMs: number;
}

/** Defaults: 10 attempts over about 1.5 hours (10 s, 20 s … 43 min). */
export const DEFAULT_WEBHOOK_RETRY: WebhookRetryOptions = { maxAttempts: 10, baseDelayMs: 10_000, timeoutMs: 10_000 };

const ERROR_TEXT_LIMIT = 500;

/** Dependencies of {@link createWebhookSender}. */
export interface WebhookSenderDeps {
  store: WebhookStore;
  database: DatabaseService;
  queue: QueueService;
  clock: Clock;
  logger: Logger;
  retry: WebhookRetryOptions;
  fetch?: typeof fetch;
}

/**
 * Turns events into signed deliveries and sends them through the facade queue: one delivery per
 * subscribed endpoint, enqueued in the transaction that stores it, retried with exponential backoff,
 * each attempt signed anew (Standard Webhooks). Messages to one endpoint go out one at a time, in the
 * order they were made: only the oldest pending message of an endpoint has a queue job, and the
 * transaction that ends it queues the next (serialized on the endpoint's row, `oldestPending`).
 */
export function createWebhookSender(deps: WebhookSenderDeps) {
  const { store, queue, clock, retry } = deps;
  const send = deps.fetch ?? fetch;

  /** Queues the endpoint's next message unless one is under way (in the caller's transaction). */
  async function handOn(trx: Transaction<ConnectorTables>, webhookId: number): Promise<void> {
    const next = await store.oldestPending(trx, webhookId);
    if (!next || next.jobId !== null) return;
    const job = await queue.enqueue(WEBHOOK_DELIVERY_JOB, { deliveryId: next.id }, { uniqueKey: `webhook:${next.id}`, maxAttempts: retry.maxAttempts, trx });
    await store.markQueued(trx, next.id, job.id);
  }

  /**
   * A message whose queue job failed without ending it (its worker died during the last attempt) would
   * hold its endpoint for ever: before new messages are added, such a one is failed and the next queued.
   * (Read outside the transaction: the queue is another service, and a stale read only waits a turn.)
   */
  async function unstick(webhookId: number): Promise<void> {
    const head = await deps.database.transaction<{ id: number; jobId: number | null } | null, ConnectorTables>((trx) => store.oldestPending(trx, webhookId));
    if (!head || head.jobId === null) return;
    const job = await queue.getJob(head.jobId);
    if (job && job.state !== 'failed') return;
    await deps.database.transaction<void, ConnectorTables>(async (trx) => {
      await store.finish(trx, head.id, { state: 'failed', status: null, error: 'the queue gave up on it', attempted: false });
      await handOn(trx, webhookId);
    });
  }

  /** Ends a delivery and queues the endpoint's next message, atomically. */
  function finish(delivery: WebhookDelivery, outcome: Parameters<WebhookStore['finish']>[2]): Promise<void> {
    return deps.database.transaction<void, ConnectorTables>(async (trx) => {
      await store.finish(trx, delivery.id, outcome);
      await handOn(trx, delivery.webhookId);
    });
  }

  const handler: QueueHandler<{ deliveryId: number }> = async ({ job, signal }) => {
    const delivery = await store.delivery(job.payload.deliveryId).catch(() => null);
    if (!delivery || delivery.state !== 'pending') return { skipped: true };
    const endpoint = await store.endpoint(delivery.webhookId).catch(() => null);
    if (!endpoint) throw new PermanentJobError('svc_webhook_not_found', `webhook endpoint ${delivery.webhookId} is gone`);
    // Staff switched the endpoint off (a receiver gone wrong): its waiting messages stop, to be resent later.
    if (!endpoint.enabled) {
      await finish(delivery, { state: 'failed', status: null, error: 'the endpoint was switched off', attempted: false });
      return { skipped: true };
    }
    const body = JSON.stringify(delivery.payload);
    let status: number | null = null;
    let error: string | null = null;
    try {
      const headers = { 'content-type': 'application/json', 'user-agent': 'dcs-webhooks/1', ...webhookHeaders(endpoint.secret, delivery.messageId, Math.floor(clock.now() / 1000), body) };
      const answer = await send(endpoint.url, { method: 'POST', headers, body, redirect: 'manual', signal: AbortSignal.any([signal, AbortSignal.timeout(retry.timeoutMs)]) });
      status = answer.status;
      if (status >= 200 && status < 300) {
        await answer.body?.cancel();
        await finish(delivery, { state: 'delivered', status, error: null, attempted: true });
        return { status };
      }
      error = (await answer.text().catch(() => '')).slice(0, ERROR_TEXT_LIMIT) || `HTTP ${status}`;
    } catch (failure) {
      error = (failure as Error).message.slice(0, ERROR_TEXT_LIMIT);
    }
    const final = job.attempts >= job.maxAttempts;
    if (final) await finish(delivery, { state: 'failed', status, error, attempted: true });
    else await store.recordRetry(delivery.id, { status, error });
    deps.logger.warn({ deliveryId: delivery.id, webhookId: endpoint.id, status, error, attempt: job.attempts, final }, 'webhook delivery failed');
    throw new Error(`webhook delivery ${delivery.id} failed: ${status ?? ''} ${error}`);
  };

  return {
    handler,
    /** Exponential backoff: base, 2×base, 4×base… at most an hour. */
    backoffMs: (attempt: number) => Math.min(retry.baseDelayMs * 2 ** (attempt - 1), 3_600_000),

    /** One delivery of `event` to each subscribed endpoint, in one transaction with their queue jobs. */
    async publish(event: WebhookEvent, data: unknown): Promise<number> {
      const hooks = await store.subscribers(event);
      if (hooks.length === 0) return 0;
      for (const hook of hooks) await unstick(hook.id);
      const body = JSON.stringify({ type: event, timestamp: new Date(clock.now()).toISOString(), data });
      await deps.database.transaction<void, ConnectorTables>(async (trx) => {
        for (const hook of hooks) {
          await store.addDelivery(trx, { webhookId: hook.id, event, body });
          await handOn(trx, hook.id);
        }
      });
      return hooks.length;
    },

    /** Sends a delivery's message again (same `webhook-id`, so the receiver can tell) as a new delivery. */
    async resend(id: number): Promise<WebhookDelivery> {
      const original = await store.delivery(id);
      await unstick(original.webhookId);
      return deps.database.transaction<WebhookDelivery, ConnectorTables>(async (trx) => {
        const again = await store.addDelivery(trx, { webhookId: original.webhookId, event: original.event, body: JSON.stringify(original.payload), messageId: original.messageId });
        await handOn(trx, original.webhookId);
        return again;
      });
    },
  };
}

/** The sender made by {@link createWebhookSender}. */
export type WebhookSender = ReturnType<typeof createWebhookSender>;
