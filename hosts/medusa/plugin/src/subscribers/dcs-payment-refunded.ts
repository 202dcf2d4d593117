import type { SubscriberArgs, SubscriberConfig } from '@medusajs/framework';
import { ContainerRegistrationKeys, MathBN } from '@medusajs/framework/utils';
import { cancelOrderInDcs } from '../lib/dcs-order-sync';

/**
 * A payment refunded in full: dcs refunds the order too, stopping print jobs that have not reached the
 * printer. A partial refund leaves the jobs alone: shops refund part of an order for a late parcel or a
 * goodwill discount far more often than to stop printing, and which lines it concerns is not said.
 */
export default async function dcsPaymentRefunded({ event, container }: SubscriberArgs<{ id: string }>): Promise<void> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const { data: [payment] } = await query.graph({ entity: 'payment', fields: ['id', 'amount', 'refunds.amount', 'payment_collection.order.id'], filters: { id: event.data.id } });
  const row = payment as { amount?: unknown; refunds?: Array<{ amount: unknown } | null> | null; payment_collection?: { order?: { id?: string } | null } | null } | undefined;
  const orderId = row?.payment_collection?.order?.id;
  if (!row || !orderId) return;
  // Amounts are BigNumbers in Medusa's answers.
  const refunded = MathBN.sum(0, ...(row.refunds ?? []).map((refund) => (refund?.amount ?? 0) as number));
  if (MathBN.lt(refunded, row.amount as number)) return;
  await cancelOrderInDcs(container, orderId, true);
}

export const config: SubscriberConfig = { event: 'payment.refunded' };
