import { Type, type Static } from 'typebox';

const Intent = Type.Union([Type.Literal('perceptual'), Type.Literal('relative-colorimetric'), Type.Literal('saturation'), Type.Literal('absolute-colorimetric')]);

/**
 * The output settings of a printing method as the renderer uses them. The settings hold the fallback
 * for products without an active core printing method (`services.printing`), and the intent and BPC
 * for all; `iccProfileKey` is the `storageKey` of an uploaded ICC profile (see `GET /api/v1/icc_profiles`).
 */
export const PrintingMethodSchema = Type.Object(
  {
    code: Type.String({ pattern: '^[a-z0-9][a-z0-9_-]{0,39}$', description: 'Stable key, written into tickets.' }),
    name: Type.String({ minLength: 1, maxLength: 120 }),
    colorMode: Type.Union([Type.Literal('cmyk'), Type.Literal('rgb')]),
    iccProfileKey: Type.Union([Type.String({ minLength: 1, maxLength: 512 }), Type.Null()]),
    outputCondition: Type.String({ minLength: 1, maxLength: 80, description: 'OutputConditionIdentifier, e.g. FOGRA39.' }),
    intent: Intent,
    blackPointCompensation: Type.Boolean(),
    cropMarks: Type.Boolean(),
    imageResolutionDpi: Type.Integer({ minimum: 72, maximum: 2400, description: 'Photos above 1.1× this are downsampled to it (never below it).' }),
    kind: Type.Optional(Type.Union([Type.Literal('sheet'), Type.Literal('garment')], { description: 'garment: each print area at real size, no bleed or crop marks (default sheet).' })),
    transparentBackground: Type.Optional(Type.Boolean({ description: 'Garment methods: keep the background transparent (default true).' })),
    photoCompression: Type.Optional(
      Type.Union([Type.Literal('jpeg'), Type.Literal('lossless')], { description: 'Photos in print PDFs: jpeg (default, DCT at quality 90) or lossless (Flate, several times larger).' }),
    ),
  },
  { additionalProperties: false },
);

/** The files a delivery puts into the hotfolder. */
export const DeliverSchema = Type.Object(
  { artifact: Type.Boolean(), ticket: Type.Boolean(), jdf: Type.Boolean(), jobSheet: Type.Boolean(), barcode: Type.Boolean() },
  { additionalProperties: false },
);

/** Hotfolder and processing settings (`GET/POST /svc/v1/print-queue/settings`). */
export const PrintQueueSettingsSchema = Type.Object(
  {
    enabled: Type.Boolean({ description: 'Deliver completed jobs into the hotfolder.' }),
    directory: Type.String({ maxLength: 1024, description: 'Absolute path of the hotfolder.' }),
    fileNamePattern: Type.String({ minLength: 1, maxLength: 200 }),
    deliver: DeliverSchema,
    autoProcess: Type.Boolean({ description: 'Queue jobs as soon as the order is paid; otherwise they wait in held.' }),
    printingMethod: PrintingMethodSchema,
  },
  { additionalProperties: false },
);

/** The settings document. */
export type PrintQueueSettings = Static<typeof PrintQueueSettingsSchema>;
/** The printing method part. */
export type PrintingMethodSettings = Static<typeof PrintingMethodSchema>;

/** Defaults: no hotfolder, CMYK without a profile yet (jobs fail with a clear error until one is set). */
export const DEFAULT_PRINT_QUEUE_SETTINGS: PrintQueueSettings = {
  enabled: false,
  directory: '',
  fileNamePattern: '{order}-{item}-{job}',
  deliver: { artifact: true, ticket: true, jdf: false, jobSheet: true, barcode: false },
  autoProcess: true,
  printingMethod: {
    code: 'digital',
    name: 'Digital print',
    colorMode: 'rgb',
    iccProfileKey: null,
    outputCondition: 'Custom',
    intent: 'relative-colorimetric',
    blackPointCompensation: true,
    cropMarks: true,
    imageResolutionDpi: 300,
  },
};
