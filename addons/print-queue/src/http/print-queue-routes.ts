import { Type } from 'typebox';
import { RestResponse, createError, fromWire, listArgs, pageOf, paginated, snakeCaseWireSchema, toWire, writeBody, type AuthService, type RestRequest, type RoutesService, type Setting, type StorageService } from '@dcs/platform';
import { PRINT_JOB_STATES, DOWNLOAD_TYPES, type PrintJobState } from '../jobs/print-job-state.ts';
import type { PrintJobStore } from '../jobs/print-job-store.ts';
import type { PrintQueueService } from '../jobs/print-queue-service.ts';
import { PrintQueueSettingsSchema, type PrintQueueSettings } from '../hotfolder/print-queue-settings.ts';
import { validatePrintQueueSettings } from '../hotfolder/settings-validation.ts';
import type { ColorConverterCache } from '../render/color-converter-cache.ts';
import { createBulkZip } from './bulk-zip.ts';
import { PrintJobAnswerSchema, printJobAnswer } from './print-job-json.ts';

/** Dependencies of {@link registerPrintQueueRoutes}. */
export interface PrintQueueRoutesDeps {
  auth: AuthService;
  storage: StorageService;
  store: PrintJobStore;
  service: PrintQueueService;
  settings: Setting<PrintQueueSettings>;
  converterFor: ColorConverterCache;
}

/** Most jobs one bulk download may hold. */
export const BULK_MAX_JOBS = 5000;

const StateList = Type.String({ pattern: `^(${PRINT_JOB_STATES.join('|')})(,(${PRINT_JOB_STATES.join('|')}))*$`, description: 'One state or several, comma-separated.' });
const Search = Type.String({
  maxLength: 200,
  pattern: '^[^\\u0000-\\u001F\\u007F]*$',
  description:
    'Digits, optionally after "#" (12, #12): that order id exactly, or a product name or SKU containing the text as typed; ' +
    'any other text: a product name or SKU containing it. Case-insensitive; % and _ are literal. No control characters.',
});
const SettingsPatch = Type.Partial(
  Type.Object(
    {
      ...PrintQueueSettingsSchema.properties,
      deliver: Type.Partial(PrintQueueSettingsSchema.properties.deliver),
      printingMethod: Type.Partial(PrintQueueSettingsSchema.properties.printingMethod),
    },
    { additionalProperties: false },
  ),
);
// The stored settings are camelCase; svc/v1 speaks snake_case, the v1 camelCase names kept as deprecated aliases.
const SettingsPatchBody = snakeCaseWireSchema(SettingsPatch);
const SettingsAnswer = snakeCaseWireSchema(PrintQueueSettingsSchema);
const settingsAnswer = (settings: PrintQueueSettings) => toWire(PrintQueueSettingsSchema, settings);

const HoldReasonText = Type.String({
  minLength: 1,
  maxLength: 200,
  pattern: '^[^\\u0000-\\u001F\\u007F]+$',
  description: 'Why the job is held (one line, at most 200 characters); shown as holdNote.',
});
const ReprintReasonText = Type.String({ ...HoldReasonText, description: 'Why the job is printed again (one line, at most 200 characters); shown as reprintReason.' });
const BulkBody = Type.Object(
  {
    ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: BULK_MAX_JOBS, uniqueItems: true })),
    state: Type.Optional(Type.Union([Type.Literal('completed'), Type.Literal('delivered')])),
    search: Type.Optional(Search),
  },
  { additionalProperties: false },
);

const states = (value: unknown): PrintJobState[] | undefined => (typeof value === 'string' ? (value.split(',') as PrintJobState[]) : undefined);

/** `{id}` of the URL as a job id; anything but a positive integer is an unknown job (404). */
function jobIdOf(request: RestRequest): number {
  const raw = request.urlParams.id ?? '';
  if (!/^[1-9]\d{0,14}$/.test(raw)) throw createError('svc_print_queue_job_not_found', { params: { id: raw.slice(0, 40) } });
  return Number(raw);
}

/** Registers the print queue's routes under `svc/v1/print-queue`, all for admins (nonce on POST). */
export function registerPrintQueueRoutes(routes: RoutesService, deps: PrintQueueRoutesDeps): void {
  const { store, service, storage } = deps;
  const admin = deps.auth.permissions.admin();

  routes.registerRestRoute('svc/v1', '/print-queue', {
    methods: 'GET',
    summary: 'List print jobs, newest first; filter by state, search by order id (exact) or part of the product name or SKU.',
    permission_callback: admin,
    args: { ...listArgs, state: { schema: StateList }, search: { schema: Search } },
    response: Type.Array(PrintJobAnswerSchema),
    callback: async (request) => {
      const { perPage, offset } = pageOf(request.params);
      const filter = { states: states(request.params.state), search: request.params.search as string | undefined };
      const { items, total } = await store.list(filter, { limit: perPage, offset });
      return paginated(items.map(printJobAnswer), total, request.params);
    },
  });

  routes.registerRestRoute('svc/v1', '/print-queue/settings', [
    { methods: 'GET', summary: 'Hotfolder and printing settings.', permission_callback: admin, response: SettingsAnswer, callback: async () => settingsAnswer(await deps.settings.get()) },
    {
      methods: 'POST',
      summary: 'Change hotfolder and printing settings (fields merged; checked before they are stored).',
      permission_callback: admin,
      bodySchema: SettingsPatchBody,
      response: SettingsAnswer,
      callback: async (request) => {
        const patch = fromWire(SettingsPatch, request.body) as Partial<PrintQueueSettings>;
        const current = await deps.settings.get();
        const next: PrintQueueSettings = {
          ...current,
          ...patch,
          deliver: { ...current.deliver, ...patch.deliver },
          printingMethod: { ...current.printingMethod, ...patch.printingMethod },
        };
        await validatePrintQueueSettings(next, deps.converterFor);
        return settingsAnswer(await deps.settings.set(next));
      },
    },
  ]);

  routes.registerRestRoute('svc/v1', '/print-queue/{id}', {
    methods: 'GET',
    summary: 'One print job.',
    permission_callback: admin,
    response: PrintJobAnswerSchema,
    callback: async (request) => printJobAnswer(await service.current(jobIdOf(request))),
  });

  routes.registerRestRoute('svc/v1', '/print-queue/{id}/retry', {
    methods: 'POST',
    summary: 'failed → queued (fresh attempts); a completed job that was not delivered is delivered again.',
    permission_callback: admin,
    response: PrintJobAnswerSchema,
    callback: async (request) => printJobAnswer(await service.retry(jobIdOf(request))),
  });

  routes.registerRestRoute('svc/v1', '/print-queue/{id}/hold', {
    methods: 'POST',
    summary: 'queued, failed or completed → held (manual) until process; optional reason. 409 with data.state otherwise (a claimed job is processing).',
    permission_callback: admin,
    response: PrintJobAnswerSchema,
    args: { reason: { schema: HoldReasonText } },
    callback: async (request) => {
      const reason = (request.params.reason as string | undefined)?.trim() || null;
      return printJobAnswer(await service.hold(jobIdOf(request), reason));
    },
  });

  routes.registerRestRoute('svc/v1', '/print-queue/{id}/process', {
    methods: 'POST',
    summary: 'held → queued; a job held by preflight errors is rendered in spite of them.',
    permission_callback: admin,
    response: PrintJobAnswerSchema,
    callback: async (request) => printJobAnswer(await service.process(jobIdOf(request), request.user?.email ?? null)),
  });

  routes.registerRestRoute('svc/v1', '/print-queue/{id}/reprint', {
    methods: 'POST',
    summary:
      'completed or delivered → queued: printed again as a new round with an optional reason (shown as reprintReason), ' +
      'delivered to the hotfolder again once it is on. 409 with data.state otherwise.',
    permission_callback: admin,
    response: PrintJobAnswerSchema,
    args: { reason: { schema: ReprintReasonText } },
    callback: async (request) => {
      const reason = (request.params.reason as string | undefined)?.trim() || null;
      return printJobAnswer(await service.reprint(jobIdOf(request), reason));
    },
  });

  routes.registerRestRoute('svc/v1', '/print-queue/{id}/download/{type}', {
    methods: 'GET',
    summary: 'Stream a file of a job: artifact (print PDF), ticket (JSON), barcode (Code 128 PNG), jdf (JDF job ticket) or jobSheet (job sheet PDF).',
    permission_callback: admin,
    callback: async (request) => {
      const type = request.urlParams.type ?? '';
      if (!(DOWNLOAD_TYPES as readonly string[]).includes(type)) throw createError('svc_print_queue_download_type_invalid', { params: { type: type.slice(0, 40) } });
      const job = await service.current(jobIdOf(request));
      const file = job.files?.[type as (typeof DOWNLOAD_TYPES)[number]];
      if (!file) throw createError('svc_print_queue_file_not_ready', { params: { type, id: job.id } });
      return new RestResponse(await storage.get(file.key), {
        headers: {
          'Content-Type': file.mediaType,
          'Content-Length': String(file.size),
          'Content-Disposition': `attachment; filename="${file.name}"`,
          'X-Content-SHA256': file.sha256,
          'X-Content-Type-Options': 'nosniff',
        },
      });
    },
  });

  routes.registerRestRoute('svc/v1', '/print-queue/bulk-download', {
    methods: 'POST',
    summary: 'A ZIP of the files of completed (and delivered) jobs, by ids or by filter, streamed.',
    permission_callback: admin,
    bodySchema: BulkBody,
    callback: async (request) => {
      const body = request.body as { ids?: number[]; state?: 'completed' | 'delivered'; search?: string };
      const done: PrintJobState[] = body.state ? [body.state] : ['completed', 'delivered'];
      let ids: number[];
      if (body.ids) {
        const found = await store.ids({ ids: body.ids }, BULK_MAX_JOBS);
        const missing = body.ids.filter((id) => !found.includes(id));
        if (missing.length > 0) throw createError('svc_print_queue_job_not_found', { params: { id: missing.join(', ') }, data: { ids: missing } });
        ids = await store.ids({ ids: body.ids, states: done }, BULK_MAX_JOBS);
        const notDone = body.ids.filter((id) => !ids.includes(id));
        if (notDone.length > 0) throw createError('svc_print_queue_bulk_invalid', { params: { reason: `jobs ${notDone.join(', ')} are not completed` }, status: 409, data: { ids: notDone } });
      } else {
        ids = await store.ids({ states: done, search: body.search }, BULK_MAX_JOBS + 1);
        if (ids.length > BULK_MAX_JOBS) throw createError('svc_print_queue_bulk_invalid', { params: { reason: `more than ${BULK_MAX_JOBS} jobs match; narrow the filter` } });
      }
      const zip = createBulkZip(storage, await store.filesOf(ids));
      return new RestResponse(writeBody(zip.write), {
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': `attachment; filename="print-jobs-${ids.length}.zip"`,
          'Content-Length': String(zip.size),
        },
      });
    },
  });
}
