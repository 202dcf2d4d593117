import type { SubscriberArgs, SubscriberConfig } from '@medusajs/framework';
import { ContainerRegistrationKeys } from '@medusajs/framework/utils';
import { sendOrderToDcs } from '../lib/dcs-order-sync';

/** dcs's retries while it is away, after the first send; the scheduled job `dcs-resend` takes over after. */
const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000];

/**
 * Payment captured: the order's designed lines go to dcs, which makes their print jobs. The order is
 * marked `pending` first, so a Medusa that stops mid-way still sends it (the scheduled job).
 */
export default async function dcsPaymentCaptured({ event, container }: SubscriberArgs<{ id: string }>): Promise<void> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER);
  const { data: [payment] } = await query.graph({ entity: 'payment', fields: ['id', 'payment_collection.order.id'], filters: { id: event.data.id } });
  const orderId = (payment as any)?.payment_collection?.order?.id as string | undefined;
  if (!orderId) return;
  for (let attempt = 0; ; attempt++) {
    const sync = await sendOrderToDcs(container, orderId);
    if (!sync || sync.status !== 'pending') {
      if (sync?.status === 'refused') logger.warn(`dcs refused order ${orderId}: ${sync.code} ${sync.message}`);
      return;
    }
    const delay = RETRY_DELAYS_MS[attempt];
    if (delay === undefined) return;
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

export const config: SubscriberConfig = { event: 'payment.captured' };
