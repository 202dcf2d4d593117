import type { MedusaContainer } from '@medusajs/framework/types';
import { ContainerRegistrationKeys, MathBN, Modules } from '@medusajs/framework/utils';
import { DCS_MODULE } from '../modules/dcs';
import DcsConnectorService, { DcsRefusal } from '../modules/dcs/service';
import { dcsLineOf } from './dcs-line';
import { toMinorUnits } from './money';

/**
 * Where an order stands with dcs, in the order's metadata `dcs_sync`: `pending` until dcs took it (a
 * send that failed for dcs being away stays pending and is sent again), `sent` with dcs's order id,
 * `refused` with dcs's code (a person must look: dcs refused the lines, e.g. a reused quote token).
 */
export interface DcsSync {
  status: 'pending' | 'sent' | 'refused' | 'cancelled' | 'refunded';
  order_id?: number;
  code?: string;
  message?: string;
  attempts: number;
  updated_at: string;
}

type OrderRow = { id: string; email?: string | null; currency_code: string; metadata?: Record<string, unknown> | null; items?: Array<{ id: string; unit_price: unknown; metadata?: Record<string, unknown> | null; detail?: { quantity: unknown } | null } | null> | null };

async function loadOrder(container: MedusaContainer, orderId: string): Promise<OrderRow | undefined> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const { data: [order] } = await query.graph({ entity: 'order', fields: ['id', 'email', 'currency_code', 'metadata', 'items.id', 'items.unit_price', 'items.metadata', 'items.detail.quantity'], filters: { id: orderId } });
  return order as OrderRow | undefined;
}

async function writeSync(container: MedusaContainer, orderId: string, sync: DcsSync): Promise<void> {
  await container.resolve(Modules.ORDER).updateOrders([{ id: orderId, metadata: { dcs_sync: sync } }]);
}

/**
 * Sends a paid order's designed lines to dcs (`POST connector/orders`, idempotent on the Medusa order
 * id) and records the outcome on the order. Lines are priced as charged: the Medusa line's unit price,
 * in minor units, which dcs checks against the line's quote token. Returns the sync state.
 */
export async function sendOrderToDcs(container: MedusaContainer, orderId: string): Promise<DcsSync | null> {
  const order = await loadOrder(container, orderId);
  if (!order) return null;
  const lines = (order.items ?? []).flatMap((item) => {
    const dcsLine = item ? dcsLineOf(item.metadata) : null;
    if (!item || !dcsLine) return [];
    return [{
      line_id: item.id,
      product_id: dcsLine.dcs_product_id,
      // An order line's quantity is its detail's (a later order edit changes it there); Medusa answers
      // amounts and quantities as BigNumbers. dcs refuses a quantity its quote token did not price.
      quantity: MathBN.convert((item.detail?.quantity ?? 0) as number).toNumber(),
      options: dcsLine.dcs_options,
      ...(dcsLine.dcs_design_id !== undefined ? { design_id: dcsLine.dcs_design_id } : { design: dcsLine.dcs_design }),
      quote_token: dcsLine.dcs_quote_token,
      unit_price: toMinorUnits(MathBN.convert(item.unit_price as number).toNumber(), order.currency_code),
    }];
  });
  if (lines.length === 0) return null;
  const previous = order.metadata?.dcs_sync as DcsSync | undefined;
  if (previous && previous.status !== 'pending') return previous;
  const attempts = (previous?.attempts ?? 0) + 1;
  // Marked before the call: a Medusa stopped during it still finds the order to send.
  if (!previous) await writeSync(container, order.id, { status: 'pending', attempts: 0, updated_at: new Date().toISOString() });
  const dcs = container.resolve<DcsConnectorService>(DCS_MODULE);
  let sync: DcsSync;
  try {
    const answer = await dcs.sendOrder({ shop_order_id: order.id, ...(order.email ? { email: order.email } : {}), lines });
    sync = { status: 'sent', order_id: answer.order_id, attempts, updated_at: new Date().toISOString() };
  } catch (error) {
    // dcs refusing the lines is final; dcs away (network, 5xx) is tried again.
    const final = error instanceof DcsRefusal && error.status < 500;
    sync = { status: final ? 'refused' : 'pending', attempts, updated_at: new Date().toISOString(), ...(error instanceof DcsRefusal ? { code: error.code } : {}), message: error instanceof Error ? error.message : String(error) };
  }
  await writeSync(container, order.id, sync);
  return sync;
}

/**
 * Cancels (or, after a full refund, refunds) the order in dcs when dcs has it; jobs not yet delivered
 * to the printer stop. An order still pending is never sent after this (its state is final).
 */
export async function cancelOrderInDcs(container: MedusaContainer, orderId: string, refund = false): Promise<void> {
  const order = await loadOrder(container, orderId);
  const sync = order?.metadata?.dcs_sync as DcsSync | undefined;
  if (!order || !sync || sync.status === 'cancelled' || sync.status === 'refunded' || sync.status === 'refused') return;
  if (sync.status === 'sent') await container.resolve<DcsConnectorService>(DCS_MODULE).cancelOrder(order.id, refund);
  await writeSync(container, order.id, { ...sync, status: refund ? 'refunded' : 'cancelled', updated_at: new Date().toISOString() });
}

/** Orders still `pending` with dcs (dcs was away when they were paid), oldest first. */
export async function pendingDcsOrders(container: MedusaContainer, limit = 50): Promise<string[]> {
  const orders = await container.resolve(Modules.ORDER).listOrders({}, { select: ['id', 'metadata'], order: { created_at: 'DESC' }, take: 500 });
  return orders.filter((order) => (order.metadata?.dcs_sync as DcsSync | undefined)?.status === 'pending').slice(0, limit).map((order) => order.id);
}
