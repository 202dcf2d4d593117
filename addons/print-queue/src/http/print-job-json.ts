import { Type } from 'typebox';
import { designFormat, snakeCaseWireSchema, toWire } from '@dcs/platform';
import type { PrintJobSummary } from '../jobs/print-job-store.ts';
import { jobNumber } from '../jobs/print-job-state.ts';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const Time = Nullable(Type.String({ format: 'date-time' }));
const LineOption = Type.Object({ name: Type.String(), label: Type.String(), value: Type.String(), valueLabel: Type.String() });

/**
 * A job as {@link printJobJson} builds it (camelCase, the addon's own names). The routes answer it in
 * snake_case through `toWire`, and document {@link PrintJobAnswerSchema}: the same with the v1 camelCase
 * names as deprecated aliases.
 */
const PrintJobSchema = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  state: Type.String(),
  holdReason: Nullable(Type.String()),
  holdNote: Nullable(Type.String()),
  reprintReason: Nullable(Type.String()),
  order: Type.Object({ id: Type.Integer() }),
  item: Type.Object({ id: Type.Integer() }),
  product: Type.Object({ id: Type.Integer(), name: Type.String(), sku: Type.String() }),
  quantity: Type.Integer(),
  quantityMeaning: Nullable(Type.Object({ count: Type.Integer(), unit: Type.String(), perUnit: Nullable(Type.Integer()), pieces: Type.Integer(), piece: Nullable(Type.String()), text: Type.String() })),
  options: Type.Array(LineOption),
  media: Nullable(LineOption),
  printedSides: Nullable(Type.Array(Type.String())),
  droppedSides: Type.Array(Type.String()),
  lowResolutionAccepted: Type.Boolean(),
  printingMethod: Type.Object({ requested: Nullable(Type.String()), used: Nullable(Type.String()) }),
  attempts: Type.Integer(),
  round: Type.Integer(),
  forced: Type.Boolean(),
  forcedBy: Nullable(Type.String()),
  error: Nullable(Type.Object({ code: Type.String(), message: Type.String() })),
  preflight: designFormat(Type.Unknown({ description: 'The preflight report of @dcs/design.' })),
  files: Type.Record(Type.String(), Type.Object({ name: Type.String(), mediaType: Type.String(), size: Type.Integer(), sha256: Type.String() }), {
    description: 'Per file kind (artifact, ticket, jdf, jobSheet, barcode: the download types).',
  }),
  delivery: Type.Object({
    files: Nullable(Type.Array(Type.String())),
    delivered: Type.Array(Type.String()),
    directory: Nullable(Type.String()),
    error: Nullable(Type.String()),
    failedAttempts: Type.Integer(),
    deliveredAt: Time,
  }),
  processedBy: Nullable(Type.String()),
  createdAt: Time,
  updatedAt: Time,
  completedAt: Time,
});

/** A print job as `svc/v1` answers it. */
export const PrintJobAnswerSchema = snakeCaseWireSchema(PrintJobSchema);

/** A job in its `svc/v1` form (snake_case). */
export function printJobAnswer(job: PrintJobSummary): unknown {
  return toWire(PrintJobSchema, printJobJson(job));
}

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
