import type { PrintJobSummary } from '../jobs/print-job-store.ts';
import { jobNumber } from '../jobs/print-job-state.ts';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** A job as the routes answer it (storage keys and the design document stay inside). */
export function printJobJson(job: PrintJobSummary) {
  return {
    id: job.id,
    number: jobNumber(job.id),
    state: job.state,
    holdReason: job.holdReason,
    holdNote: job.holdNote,
    reprintReason: job.reprintReason,
    order: { id: job.orderId },
    item: { id: job.itemId },
    product: { id: job.productId, name: job.productName, sku: job.sku },
    quantity: job.quantity,
    // The order line as sold: what the admin's job page shows beside the files.
    quantityMeaning: job.line?.quantity ?? null,
    options: job.line?.options ?? [],
    media: job.line?.media ?? null,
    printedSides: job.line?.printedSides ?? null,
    droppedSides: job.line?.droppedSides ?? [],
    lowResolutionAccepted: job.line?.lowResolutionAccepted ?? false,
    printingMethod: { requested: job.methodOption, used: job.printingMethod },
    attempts: job.attempts,
    round: job.round,
    forced: job.force,
    forcedBy: job.forcedBy,
    error: job.error,
    preflight: job.preflight,
    files: Object.fromEntries(
      Object.entries(job.files ?? {}).map(([kind, file]) => [kind, { name: file.name, mediaType: file.mediaType, size: file.size, sha256: file.sha256 }]),
    ),
    delivery: {
      files: job.deliver,
      delivered: job.delivery?.delivered ?? [],
      directory: job.delivery?.directory ?? null,
      error: job.deliveryError,
      failedAttempts: job.deliveryAttempts,
      deliveredAt: iso(job.deliveredAt),
    },
    processedBy: job.processedBy,
    createdAt: iso(job.createdAt),
    updatedAt: iso(job.updatedAt),
    completedAt: iso(job.completedAt),
  };
}
