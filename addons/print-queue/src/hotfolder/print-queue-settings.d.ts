import { Type, type Static } from 'typebox';
/**
 * The output settings of a printing method as the renderer uses them. The settings hold the fallback
 * for products without an active core printing method (`services.printing`), and the intent and BPC
 * for all; `iccProfileKey` is the `storageKey` of an uploaded ICC profile (see `GET /api/v1/icc_profiles`).
 */
export declare const PrintingMethodSchema: Type.TObject<{
    code: Type.TString;
    name: Type.TString;
    colorMode: Type.TUnion<[Type.TLiteral<"cmyk">, Type.TLiteral<"rgb">]>;
    iccProfileKey: Type.TUnion<[Type.TString, Type.TNull]>;
    outputCondition: Type.TString;
    intent: Type.TUnion<[Type.TLiteral<"perceptual">, Type.TLiteral<"relative-colorimetric">, Type.TLiteral<"saturation">, Type.TLiteral<"absolute-colorimetric">]>;
    blackPointCompensation: Type.TBoolean;
    cropMarks: Type.TBoolean;
    imageResolutionDpi: Type.TInteger;
}>;
/** The files a delivery puts into the hotfolder. */
export declare const DeliverSchema: Type.TObject<{
    artifact: Type.TBoolean;
    ticket: Type.TBoolean;
    jdf: Type.TBoolean;
    jobSheet: Type.TBoolean;
    barcode: Type.TBoolean;
}>;
/** Hotfolder and processing settings (`GET/POST /svc/v1/print-queue/settings`). */
export declare const PrintQueueSettingsSchema: Type.TObject<{
    enabled: Type.TBoolean;
    directory: Type.TString;
    fileNamePattern: Type.TString;
    deliver: Type.TObject<{
        artifact: Type.TBoolean;
        ticket: Type.TBoolean;
        jdf: Type.TBoolean;
        jobSheet: Type.TBoolean;
        barcode: Type.TBoolean;
    }>;
    autoProcess: Type.TBoolean;
    printingMethod: Type.TObject<{
        code: Type.TString;
        name: Type.TString;
        colorMode: Type.TUnion<[Type.TLiteral<"cmyk">, Type.TLiteral<"rgb">]>;
        iccProfileKey: Type.TUnion<[Type.TString, Type.TNull]>;
        outputCondition: Type.TString;
        intent: Type.TUnion<[Type.TLiteral<"perceptual">, Type.TLiteral<"relative-colorimetric">, Type.TLiteral<"saturation">, Type.TLiteral<"absolute-colorimetric">]>;
        blackPointCompensation: Type.TBoolean;
        cropMarks: Type.TBoolean;
        imageResolutionDpi: Type.TInteger;
    }>;
}>;
/** The settings document. */
export type PrintQueueSettings = Static<typeof PrintQueueSettingsSchema>;
/** The printing method part. */
export type PrintingMethodSettings = Static<typeof PrintingMethodSchema>;
/** Defaults: no hotfolder, CMYK without a profile yet (jobs fail with a clear error until one is set). */
export declare const DEFAULT_PRINT_QUEUE_SETTINGS: PrintQueueSettings;
