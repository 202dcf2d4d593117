import { Type, type Static } from 'typebox';

const Mm = (maximum: number, description?: string) => Type.Number({ minimum: 0, maximum, ...(description ? { description } : {}) });
const MarginsSchema = Type.Object({ top: Mm(500), right: Mm(500), bottom: Mm(500), left: Mm(500) }, { additionalProperties: false });

/**
 * Build and send sheets without the staff: when the waiting jobs fill a roll to `fillLength` mm (rolls
 * only), or when the oldest has waited `afterMinutes`; 0 switches either off.
 */
const AutoSchema = Type.Object(
  {
    enabled: Type.Boolean(),
    fillLength: Type.Number({ minimum: 0, maximum: 50_000, description: 'Send a roll once the waiting jobs fill this many mm (0: off).' }),
    afterMinutes: Type.Integer({ minimum: 0, maximum: 10_080, description: 'Send what waits once the oldest job has waited this long (0: off).' }),
  },
  { additionalProperties: false },
);

/** A roll method (DTF, UV-DTF, stickers): jobs nested onto film, paid by the metre. */
export const RollGangSchema = Type.Object(
  {
    code: Type.String({ pattern: '^[a-z0-9][a-z0-9_-]{0,39}$', description: 'The printing method code whose jobs gang (printingMethod.used of the jobs).' }),
    kind: Type.Literal('roll'),
    width: Type.Number({ minimum: 50, maximum: 5000, description: 'Roll width, mm (22 in = 558.8).' }),
    maxLength: Type.Number({ minimum: 100, maximum: 50_000, description: 'Longest roll, mm; more spills onto another roll.' }),
    spacing: Mm(100),
    margins: MarginsSchema,
    allowRotation: Type.Boolean(),
    /** Label strip under each item: job, order and copy, with a Code 128. 0 for none. */
    labelHeight: Type.Number({ minimum: 0, maximum: 30 }),
    output: Type.Object({ pdf: Type.Boolean(), png: Type.Boolean() }, { additionalProperties: false }),
    dpi: Type.Integer({ minimum: 72, maximum: 1440, description: 'Resolution of the PNG output.' }),
    auto: Type.Optional(AutoSchema),
  },
  { additionalProperties: false },
);

/** A sheet-fed method: one trim size stepped across press sheets, several jobs of it ganged. */
export const SheetGangSchema = Type.Object(
  {
    code: Type.String({ pattern: '^[a-z0-9][a-z0-9_-]{0,39}$' }),
    kind: Type.Literal('sheet'),
    sheet: Type.Object({ width: Type.Number({ minimum: 50, maximum: 2000 }), height: Type.Number({ minimum: 50, maximum: 2000 }) }, { additionalProperties: false }),
    bleed: Mm(10),
    gutter: Mm(50),
    margins: MarginsSchema,
    slugHeight: Mm(30),
    marks: Type.Object({ length: Mm(20), offset: Mm(20) }, { additionalProperties: false }),
    allowRotation: Type.Boolean(),
    duplex: Type.Union([Type.Literal('single'), Type.Literal('sheetwise'), Type.Literal('work-and-turn'), Type.Literal('work-and-tumble')]),
    overs: Type.Integer({ minimum: 0, maximum: 1000, description: 'Spoilage sheets added to each run.' }),
    auto: Type.Optional(AutoSchema),
  },
  { additionalProperties: false },
);

/** Gang settings (`GET/POST /svc/v1/print-queue/gang-settings`): which printing methods gang, and how. */
export const GangSettingsSchema = Type.Object(
  { methods: Type.Array(Type.Union([RollGangSchema, SheetGangSchema]), { maxItems: 50 }) },
  { additionalProperties: false },
);

export type GangSettings = Static<typeof GangSettingsSchema>;
export type GangMethod = GangSettings['methods'][number];
export type RollGangMethod = Static<typeof RollGangSchema>;
export type SheetGangMethod = Static<typeof SheetGangSchema>;

/** No method gangs until the shop says so: every job prints alone, as before. */
export const DEFAULT_GANG_SETTINGS: GangSettings = { methods: [] };

/** Label strip geometry from the method's label height (the barcode needs ~45 mm). */
export function labelOptions(method: RollGangMethod): { height: number; gap: number; minWidth: number } | null {
  return method.labelHeight > 0 ? { height: method.labelHeight, gap: 1, minWidth: 45 } : null;
}
