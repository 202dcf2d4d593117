import type { MedusaContainer } from '@medusajs/framework/types';
import { pendingDcsOrders, sendOrderToDcs } from '../lib/dcs-order-sync';

/** Sends again the paid orders dcs has not taken yet (it was away, or Medusa stopped mid-way). Idempotent in dcs. */
export default async function dcsResend(container: MedusaContainer): Promise<void> {
  for (const orderId of await pendingDcsOrders(container)) await sendOrderToDcs(container, orderId);
}

export const config = { name: 'dcs-resend', schedule: '* * * * *' };
