import { PRINT_JOB_HOOKS, type HooksService, type Logger, type Order, type PrintJobEvent, type ShopService } from '@dcs/platform';
import type { ConnectorJobStates } from './connector-job-states.ts';
import { lineIdOf } from './connector-orders.ts';
import { orderView } from './connector-order-routes.ts';
import type { WebhookSender } from './webhooks/webhook-sender.ts';
import type { WebhookEvent } from './webhooks/webhook-store.ts';

/** Print job states that are webhook events (`print_job.<state>`). */
const JOB_EVENTS = new Set(['completed', 'delivered', 'held', 'failed', 'cancelled']);

/**
 * Listens to the shop's and the print queue's actions and publishes them as webhooks: `order.paid` →
 * `order.received`, `order.cancelled`, `order.refunded`, and `print_job.<state>` with the shop's own
 * order and line ids. Records every job state for the shops' `jobs` route. A listener's failure is
 * logged; the order or job it reports on has changed all the same.
 */
export function registerConnectorEvents(deps: { hooks: HooksService; shop: ShopService; sender: WebhookSender; jobs: ConnectorJobStates; logger: Logger }): void {
  const { hooks, shop, sender, jobs, logger } = deps;
  const guarded =
    <A extends unknown[]>(name: string, listener: (...args: A) => Promise<unknown>) =>
    (...args: A) =>
      listener(...args).catch((error: unknown) => logger.error({ err: error, action: name }, 'webhook event not published'));

  const orderEvent = (event: WebhookEvent) => guarded(event, (order: Order) => sender.publish(event, orderView(order)));
  hooks.addAction('order.paid', orderEvent('order.received'));
  hooks.addAction('order.cancelled', orderEvent('order.cancelled'));
  hooks.addAction('order.refunded', orderEvent('order.refunded'));

  hooks.addAction(
    PRINT_JOB_HOOKS.stateChanged,
    guarded(PRINT_JOB_HOOKS.stateChanged, async (event: PrintJobEvent) => {
      await jobs.record(event);
      if (!JOB_EVENTS.has(event.state)) return;
      const order = await shop.getOrder(event.orderId);
      const item = order.items.find((candidate) => candidate.id === event.itemId);
      await sender.publish(`print_job.${event.state}` as WebhookEvent, {
        job_id: event.id,
        number: event.number,
        state: event.state,
        round: event.round,
        hold_reason: event.holdReason,
        error: event.error,
        order_id: order.id,
        item_id: event.itemId,
        shop: order.source,
        shop_order_id: order.externalId,
        line_id: item ? lineIdOf(item) || null : null,
      });
    }),
  );
}
