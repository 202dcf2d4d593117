export const ORDER_STATUSES = ['pending', 'paid', 'processing', 'completed', 'cancelled', 'refunded'] as const;

/** The shop's allowed moves (`ORDER_TRANSITIONS` of the platform), to offer only those buttons. */
export const ORDER_TRANSITIONS: Record<string, readonly string[]> = {
  pending: ['paid', 'cancelled'],
  paid: ['processing', 'completed', 'refunded', 'cancelled'],
  processing: ['completed', 'refunded', 'cancelled'],
  completed: ['refunded'],
  cancelled: [],
  refunded: [],
};
