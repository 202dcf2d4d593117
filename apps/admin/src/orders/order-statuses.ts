export const ORDER_STATUSES = ['pending', 'paid', 'processing', 'completed', 'cancelled', 'refunded'] as const;

/**
 * The shop's allowed moves, a copy of the platform's `ORDER_TRANSITIONS`, to offer only those buttons.
 * A copy because the app knows the server only through its API (which does not publish them); a
 * stale copy can only offer a move the server then refuses (`svc_order_transition_invalid`).
 */
export const ORDER_TRANSITIONS: Record<string, readonly string[]> = {
  pending: ['paid', 'cancelled'],
  paid: ['processing', 'completed', 'refunded', 'cancelled'],
  processing: ['completed', 'refunded', 'cancelled'],
  completed: ['refunded'],
  cancelled: [],
  refunded: [],
};

/** Where an order came from: a connected shop and its own order id (`woo #1001`), or a dash for this shop's own. */
export function shopOrderLabel(order: { source: string | null; externalId: string | null }): string {
  return order.source ? `${order.source} #${order.externalId ?? ''}` : '—';
}
