import { Type, type Static } from 'typebox';
import { createError, type Clock, type DatabaseService, type Migration } from '@dcs/platform';
import { StoredFields } from '../common/crud-routes.ts';
import { literals, searchText } from '../common/list-query.ts';
import { RecordStore, recordTableMigration, widenIdColumnsMigration, type StoredRecord } from '../common/record-store.ts';

const Money = Type.Integer({ minimum: 0, maximum: 1_000_000_000, description: 'Minor units.' });

export const OutputSettingsSchema = Type.Object(
  {
    colorMode: literals(['rgb', 'cmyk', 'spot', 'grayscale']),
    iccProfileId: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], { description: 'Output ICC profile; null for the default one.' }),
    resolutionDpi: Type.Integer({ minimum: 72, maximum: 2400 }),
    bleedMm: Type.Number({ minimum: 0, maximum: 20 }),
    cropMarks: Type.Boolean(),
    kind: Type.Optional(
      literals(['sheet', 'garment'], {
        description: 'sheet: one page per side with bleed (and crop marks when set); garment (DTG, DTF, screen): one page per print area at real size, no bleed, no crop marks.',
      }),
    ),
    transparentBackground: Type.Optional(Type.Boolean({ description: 'Garment methods: keep the background transparent (DTF); false paints the print area white beneath the design.' })),
    photoCompression: Type.Optional(
      literals(['jpeg', 'lossless'], {
        description: 'How photos are compressed in print PDFs: jpeg (default, DCT at quality 90, no chroma subsampling) or lossless (Flate; files several times larger).',
      }),
    ),
  },
  { additionalProperties: false },
);
export const PricingInputsSchema = Type.Object(
  {
    setupFee: Money,
    perSide: Money,
    perColor: Money,
    perAreaCm2: Type.Number({ minimum: 0, maximum: 1_000_000, description: 'Minor units per cm² of covered area.' }),
    quantityTiers: Type.Array(
      Type.Object({ minQuantity: Type.Integer({ minimum: 1, maximum: 1_000_000 }), discountPercent: Type.Number({ minimum: 0, maximum: 100 }) }, { additionalProperties: false }),
      { maxItems: 50, description: 'From minQuantity on, the unit price is lowered by discountPercent; tiers are kept sorted.' },
    ),
  },
  { additionalProperties: false },
);
export const PrintingMethodInputSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    code: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,39}$', description: 'Stable key used by products and pricing rules (e.g. "dtg").' }),
    description: Type.Optional(Type.String({ maxLength: 2000 })),
    active: Type.Optional(Type.Boolean()),
    output: Type.Optional(Type.Partial(OutputSettingsSchema, { additionalProperties: false })),
    pricing: Type.Optional(Type.Partial(PricingInputsSchema, { additionalProperties: false })),
  },
  { additionalProperties: false },
);
export const PrintingMethodSchema = Type.Object({
  ...StoredFields,
  name: Type.String(),
  code: Type.String(),
  description: Type.String(),
  active: Type.Boolean(),
  output: OutputSettingsSchema,
  pricing: PricingInputsSchema,
});
export type PrintingMethodInput = Static<typeof PrintingMethodInputSchema>;
export interface PrintingMethodFields {
  name: string;
  code: string;
  description: string;
  active: boolean;
  output: Static<typeof OutputSettingsSchema>;
  pricing: Static<typeof PricingInputsSchema>;
}
export type PrintingMethod = PrintingMethodFields & StoredRecord;

const DEFAULT_OUTPUT: PrintingMethodFields['output'] = { colorMode: 'cmyk', iccProfileId: null, resolutionDpi: 300, bleedMm: 2, cropMarks: true, kind: 'sheet', transparentBackground: true };
const DEFAULT_PRICING: PrintingMethodFields['pricing'] = { setupFee: 0, perSide: 0, perColor: 0, perAreaCm2: 0, quantityTiers: [] };

export const printingMethodMigrations: Migration[] = [
  recordTableMigration(
    'admin_printing_methods',
    (t) => t.addColumn('name', 'text', (c) => c.notNull()).addColumn('code', 'text', (c) => c.notNull().unique()).addColumn('icc_profile_id', 'integer'),
  ),
  widenIdColumnsMigration(2, 'admin_printing_methods', ['icc_profile_id']),
];

/** Printing methods (digital, DTG, screen print, embroidery…): output settings and pricing inputs. */
export class PrintingMethodStore {
  readonly records: RecordStore<PrintingMethodFields>;

  constructor(deps: { database: DatabaseService; clock: Clock }) {
    this.records = new RecordStore<PrintingMethodFields>({
      ...deps,
      table: 'admin_printing_methods',
      resource: 'Printing method',
      columns: (m) => ({ name: m.name.toLowerCase(), code: m.code, icc_profile_id: m.output.iccProfileId }),
      search: (m) => searchText(m.name, m.code, m.description),
      sortColumns: { name: 'name', code: 'code' },
    });
  }

  #normalize(fields: PrintingMethodFields): PrintingMethodFields {
    const tiers = [...fields.pricing.quantityTiers].sort((a, b) => a.minQuantity - b.minQuantity);
    if (new Set(tiers.map((t) => t.minQuantity)).size !== tiers.length) {
      throw createError('svc_resource_invalid', { params: { resource: 'printing method', reason: 'two quantity tiers start at the same quantity.' } });
    }
    return { ...fields, pricing: { ...fields.pricing, quantityTiers: tiers } };
  }

  async #assertCodeFree(code: string, id: number | null): Promise<void> {
    const taken = (await this.records.findBy('code', code)).find((m) => m.id !== id);
    if (taken) throw createError('svc_resource_conflict', { params: { resource: 'printing method', reason: `the code "${code}" is taken by "${taken.name}".` } });
  }

  async create(input: PrintingMethodInput): Promise<PrintingMethod> {
    await this.#assertCodeFree(input.code, null);
    return this.records.insert(
      this.#normalize({
        name: input.name,
        code: input.code,
        description: input.description ?? '',
        active: input.active ?? true,
        output: { ...DEFAULT_OUTPUT, ...input.output },
        pricing: { ...DEFAULT_PRICING, ...input.pricing },
      }),
    );
  }

  async update(id: number, patch: Partial<PrintingMethodInput>): Promise<PrintingMethod> {
    const current = await this.records.get(id);
    if (patch.code !== undefined) await this.#assertCodeFree(patch.code, id);
    return this.records.replace(
      id,
      this.#normalize({ ...current, ...patch, description: patch.description ?? current.description, active: patch.active ?? current.active, output: { ...current.output, ...patch.output }, pricing: { ...current.pricing, ...patch.pricing } }),
    );
  }
}
