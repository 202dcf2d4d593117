import { MAINTENANCE_ACTION, type PlatformServices } from '@dcs/platform';
import type { ApiRegistry } from '../resources/common/api-registry.ts';
import type { CustomerDesignStore } from '../resources/customer-designs/customer-design-store.ts';
import { registerConnectorEvents } from './connector-events.ts';
import { createConnectorJobStates } from './connector-job-states.ts';
import { registerConnectorOrderRoutes } from './connector-order-routes.ts';
import { createConnectorOrders } from './connector-orders.ts';
import { registerShopKeyRoutes } from './shop-key-routes.ts';
import { registerWebhookRoutes } from './webhooks/webhook-routes.ts';
import { WEBHOOK_DELIVERY_JOB, createWebhookSender, type WebhookRetryOptions } from './webhooks/webhook-sender.ts';
import { createWebhookStore } from './webhooks/webhook-store.ts';

export { connectorMigrations } from './connector-migrations.ts';

/** How long the delivery log keeps a delivered or failed message. */
export const WEBHOOK_LOG_RETENTION_MS = 30 * 24 * 3_600_000;

/** What the connector needs from the composition root. */
export interface ConnectorDeps {
  services: PlatformServices;
  api: ApiRegistry;
  designs: CustomerDesignStore;
  webhookRetry: WebhookRetryOptions;
}

/**
 * The connector shops on other platforms use (docs/connector.md): staff's shop API keys and webhook
 * endpoints, the shops' order routes, and the webhook deliveries on the facade queue.
 */
export function registerConnector(deps: ConnectorDeps): void {
  const { services, api } = deps;
  const { auth, shop, hooks, database, clock, queue, logger } = services;
  const orders = createConnectorOrders({ shop, hooks, database, clock, designs: deps.designs });
  const jobs = createConnectorJobStates({ database });
  const store = createWebhookStore({ database, clock });
  const sender = createWebhookSender({ store, database, queue, clock, logger: logger.child({ service: 'webhooks' }), retry: deps.webhookRetry });
  queue.process(WEBHOOK_DELIVERY_JOB, sender.handler, { backoffMs: sender.backoffMs });
  registerConnectorEvents({ hooks, shop, sender, jobs, logger });
  // The delivery log keeps finished messages 30 days (a batch per maintenance run, every 10 minutes).
  hooks.addAction(MAINTENANCE_ACTION, async ({ now }: { now: number }) => {
    const pruned = await store.prune(now - WEBHOOK_LOG_RETENTION_MS);
    if (pruned > 0) logger.info({ pruned }, 'old webhook deliveries removed');
  });
  registerShopKeyRoutes(api, { auth });
  registerConnectorOrderRoutes(api, { auth, orders, jobs });
  registerWebhookRoutes(api, { auth, store, sender });
}
