import type { SubscriberArgs, SubscriberConfig } from '@medusajs/framework';
import { cancelOrderInDcs } from '../lib/dcs-order-sync';

/** A Medusa order cancelled: dcs cancels it too, stopping print jobs that have not reached the printer. */
export default async function dcsOrderCanceled({ event, container }: SubscriberArgs<{ id: string }>): Promise<void> {
  await cancelOrderInDcs(container, event.data.id);
}

export const config: SubscriberConfig = { event: 'order.canceled' };
