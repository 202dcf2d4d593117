import { Type } from 'typebox';
import { camelCaseAliases, createError, designFormat, fromWire, listArgs, pageOf, paginated, snakeCaseWireSchema, toWire, type AuthService, type RestRequest, type RoutesService, type Setting } from '@dcs/platform';
import { GangSettingsSchema, type GangSettings } from './gang-settings.ts';
import { jobNumber } from '../jobs/print-job-state.ts';
import { gangNumber } from './gang-renderer.ts';
import { GANG_MAX_JOBS, type GangSheetService } from './gang-sheet-service.ts';
import type { GangLock, GangSheetRecord, GangSheetStore } from './gang-sheet-store.ts';

/** Dependencies of {@link registerGangSheetRoutes}. */
export interface GangSheetRoutesDeps {
  auth: AuthService;
  store: GangSheetStore;
  service: GangSheetService;
  gangSettings: Setting<GangSettings>;
}

const JobIds = Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: GANG_MAX_JOBS, uniqueItems: true });
const MethodCode = Type.String({ pattern: '^[a-z0-9][a-z0-9_-]{0,39}$', description: 'A gang-capable printing method code.' });
const CreateBody = camelCaseAliases(Type.Object({ method: MethodCode, job_ids: Type.Optional(JobIds) }, { additionalProperties: false }), ['job_ids']);
const Lock = camelCaseAliases(Type.Object(
  {
    job_id: Type.Integer({ minimum: 1 }),
    copy: Type.Integer({ minimum: 1, maximum: 100_000 }),
    roll: Type.Integer({ minimum: 0, maximum: 1000 }),
    x: Type.Number({ minimum: 0, maximum: 100_000 }),
    y: Type.Number({ minimum: 0, maximum: 100_000 }),
    rotated: Type.Boolean(),
  },
  { additionalProperties: false },
), ['job_id']);
const LayoutBody = Type.Object({ locks: Type.Array(Lock, { maxItems: 2000 }) }, { additionalProperties: false });
const RemoveBody = camelCaseAliases(Type.Object({ job_ids: JobIds }, { additionalProperties: false }), ['job_ids']);
// The stored gang settings are camelCase; svc/v1 speaks snake_case (the v1 names kept as deprecated aliases).
const GangSettingsWire = snakeCaseWireSchema(GangSettingsSchema);
const gangSettingsAnswer = (settings: GangSettings) => toWire(GangSettingsSchema, settings);

const Item = Type.Object({ jobId: Type.Integer(), orderId: Type.Integer(), width: Type.Number(), height: Type.Number(), quantity: Type.Integer() });
const LockRecord = Type.Object({ jobId: Type.Integer(), copy: Type.Integer(), roll: Type.Integer(), x: Type.Number(), y: Type.Number(), rotated: Type.Boolean() });
const Time = Type.String({ format: 'date-time' });

/** A gang sheet as {@link gangSheetRecordJson} builds it (camelCase); answered in snake_case through `toWire`. */
const GangSheetSchema = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  method: Type.String(),
  kind: Type.String(),
  state: Type.String(),
  items: Type.Array(Item),
  locks: Type.Array(LockRecord),
  layout: designFormat(Type.Unknown({ description: 'The layout of @dcs/gang (rolls or imposed sheets).' }), '@dcs/gang'),
  files: Type.Union([Type.Record(Type.String(), Type.Object({ name: Type.String(), mediaType: Type.String(), size: Type.Integer(), sha256: Type.String() })), Type.Null()]),
  error: Type.Union([Type.String(), Type.Null()]),
  createdAt: Time,
  updatedAt: Time,
});
const GangSheetAnswerSchema = snakeCaseWireSchema(GangSheetSchema);
const WaitingJobSchema = Type.Object({ id: Type.Integer(), number: Type.String(), orderId: Type.Integer(), productName: Type.String(), quantity: Type.Integer(), completedAt: Time });
const WaitingAnswerSchema = snakeCaseWireSchema(Type.Array(WaitingJobSchema));

/** A gang sheet as the API serves it (snake_case). */
function gangSheetJson(sheet: GangSheetRecord): unknown {
  return toWire(GangSheetSchema, gangSheetRecordJson(sheet));
}

function gangSheetRecordJson(sheet: GangSheetRecord) {
  return {
    id: sheet.id,
    number: gangNumber(sheet.id),
    method: sheet.methodCode,
    kind: sheet.kind,
    state: sheet.state,
    items: sheet.items,
    locks: sheet.locks,
    layout: sheet.layout,
    files: sheet.files,
    error: sheet.error,
    createdAt: new Date(sheet.createdAt).toISOString(),
    updatedAt: new Date(sheet.updatedAt).toISOString(),
  };
}

function sheetIdOf(request: RestRequest): number {
  const raw = request.urlParams.id ?? '';
  if (!/^[1-9]\d{0,14}$/.test(raw)) throw createError('svc_print_queue_gang_sheet_not_found', { params: { id: raw.slice(0, 40) } });
  return Number(raw);
}

/** Registers `svc/v1/print-queue/gang-sheets` and `…/gang-settings`, all for admins (nonce on POST). */
export function registerGangSheetRoutes(routes: RoutesService, deps: GangSheetRoutesDeps): void {
  const admin = deps.auth.permissions.admin();
  const { service } = deps;

  routes.registerRestRoute('svc/v1', '/print-queue/gang-settings', [
    { methods: 'GET', summary: 'Which printing methods gang, and how (roll or press sheet).', permission_callback: admin, response: GangSettingsWire, callback: async () => gangSettingsAnswer(await deps.gangSettings.get()) },
    {
      methods: 'POST',
      summary: 'Replace the gang settings (method codes unique).',
      permission_callback: admin,
      bodySchema: GangSettingsWire,
      response: GangSettingsWire,
      callback: async (request) => {
        const next = fromWire(GangSettingsSchema, request.body) as GangSettings;
        const codes = next.methods.map((method) => method.code);
        const twice = codes.find((code, index) => codes.indexOf(code) !== index);
        if (twice) throw createError('svc_print_queue_gang_method_invalid', { params: { method: twice, reason: 'it is listed twice' } });
        const silent = next.methods.find((method) => method.kind === 'roll' && !method.output.pdf && !method.output.png);
        if (silent) throw createError('svc_print_queue_gang_method_invalid', { params: { method: silent.code, reason: 'it outputs neither PDF nor PNG' } });
        return gangSettingsAnswer(await deps.gangSettings.set(next));
      },
    },
  ]);

  routes.registerRestRoute('svc/v1', '/print-queue/gang-sheets', [
    {
      methods: 'GET',
      summary: 'Gang sheets, newest first.',
      permission_callback: admin,
      args: listArgs,
      response: Type.Array(GangSheetAnswerSchema),
      callback: async (request) => {
        const { perPage, offset } = pageOf(request.params);
        const { items, total } = await deps.store.list(perPage, offset);
        return paginated(items.map(gangSheetJson), total, request.params);
      },
    },
    {
      methods: 'POST',
      summary: 'Build a draft gang sheet from completed jobs of a gang-capable method: the jobs given, or every one waiting.',
      permission_callback: admin,
      bodySchema: CreateBody,
      response: GangSheetAnswerSchema,
      callback: async (request) => {
        const body = request.body as { method: string; job_ids?: number[] };
        return gangSheetJson(await service.create(body.method, body.job_ids ?? null));
      },
    },
  ]);

  routes.registerRestRoute('svc/v1', '/print-queue/gang-sheets/waiting', {
    methods: 'GET',
    summary: 'The completed jobs of a ganging method that wait for a sheet, oldest first (what the staff pick from).',
    permission_callback: admin,
    args: { method: { schema: MethodCode, required: true } },
    response: WaitingAnswerSchema,
    callback: async (request) => {
      const code = request.params.method as string;
      await service.methodOf(code);
      const waiting = await deps.store.candidates(code, null, GANG_MAX_JOBS);
      const jobs = waiting.map((job) => ({ id: job.id, number: jobNumber(job.id), orderId: job.orderId, productName: job.productName, quantity: job.quantity, completedAt: new Date(job.completedAt).toISOString() }));
      return toWire(Type.Array(WaitingJobSchema), jobs);
    },
  });

  routes.registerRestRoute('svc/v1', '/print-queue/gang-sheets/{id}', {
    methods: 'GET',
    summary: 'One gang sheet with its layout (re-flowed first if a job left it).',
    permission_callback: admin,
    response: GangSheetAnswerSchema,
    callback: async (request) => gangSheetJson(await service.current(sheetIdOf(request))),
  });

  // The staff's changes to one sheet: each a POST with its body, answering the sheet.
  const changes = [
    { path: 'layout', body: LayoutBody, summary: 'Lock pieces where the staff put them and re-flow the rest (draft sheets). 400 when a lock is off the roll or on another.', run: (id: number, body: any) => service.relayout(id, (body.locks as Array<Omit<GangLock, 'jobId'> & { job_id: number }>).map(({ job_id, ...lock }) => ({ ...lock, jobId: job_id }))) },
    { path: 'remove', body: RemoveBody, summary: 'Take jobs off a draft sheet (they wait for another) and re-flow it.', run: (id: number, body: any) => service.remove(id, body.job_ids as number[]) },
    { path: 'send', body: null, summary: 'draft or failed → queued: a worker renders the sheet and puts it into the hotfolder.', run: (id: number) => service.send(id) },
  ];
  for (const change of changes) {
    routes.registerRestRoute('svc/v1', `/print-queue/gang-sheets/{id}/${change.path}`, {
      methods: 'POST',
      summary: change.summary,
      permission_callback: admin,
      ...(change.body ? { bodySchema: change.body } : {}),
      response: GangSheetAnswerSchema,
      callback: async (request) => gangSheetJson(await change.run(sheetIdOf(request), request.body)),
    });
  }
}
