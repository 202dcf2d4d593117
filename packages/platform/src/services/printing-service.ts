/** How a printing method puts color on the substrate. */
export type PrintingColorMode = 'rgb' | 'cmyk' | 'spot' | 'grayscale';

/** An uploaded ICC output profile, as a renderer loads it from `services.storage`. */
export interface PrintingIccProfile {
  id: number;
  name: string;
  /** Key of the profile's bytes in `services.storage`. */
  storageKey: string;
  /** SHA-256 of those bytes (hex): a cache key that changes when the profile is replaced. */
  sha256: string;
  /** The profile's data color space from its header (`CMYK`, `RGB`, `GRAY`…). */
  colorSpace: string;
}

/** From `minQuantity` items on, a method's unit prices are lowered by `discountPercent`. */
export interface PrintingQuantityTier {
  minQuantity: number;
  /** 0–100, decimals allowed. */
  discountPercent: number;
}

/**
 * A method's price inputs (admin resource `api/v1/printing/methods`, field `pricing`), in minor units
 * of the product's currency. How they add up is the pricing's business (`docs/pricing.md`).
 */
export interface PrintingMethodPricing {
  setupFee: number;
  perSide: number;
  perColor: number;
  /** Minor units per cm² of covered area; decimals allowed. */
  perAreaCm2: number;
  /** Sorted by ascending `minQuantity`, each quantity at most once. */
  quantityTiers: PrintingQuantityTier[];
}

/** The output settings and price inputs of the printing method a product is printed with. */
export interface PrintingMethodOutput {
  id: number;
  /** The method's stable code (`offset`, `dtg`…): what tickets and pricing rules name. */
  code: string;
  name: string;
  colorMode: PrintingColorMode;
  /** Photos are rendered at this resolution. */
  resolutionDpi: number;
  bleedMm: number;
  /** Always false for garment methods. */
  cropMarks: boolean;
  /**
   * `sheet`: one page per printed side, the bleed box (plus crop marks); `garment` (DTG, DTF, screen):
   * one page per print area of each printed side at real size, no bleed and no crop marks.
   */
  kind: 'sheet' | 'garment';
  /** Garment methods: the background stays transparent (DTF); false paints the print area white beneath the design. */
  transparentBackground: boolean;
  /** How photos are compressed in print PDFs: `jpeg` (DCT at high quality) or `lossless` (Flate). */
  photoCompression: 'jpeg' | 'lossless';
  /**
   * The output profile: the one the method names, else the shop's default output profile; null when
   * the method names none and there is no default.
   */
  iccProfile: PrintingIccProfile | null;
  pricing: PrintingMethodPricing;
}

/** What {@link PrintingService.methodFor} resolves. */
export interface PrintingMethodQuery {
  productId: number;
  /** A method code the customer chose (the order item's `printing_method` option), if any. */
  code?: string | null;
}

/**
 * The shop's printing methods (admin resource `api/v1/printing/methods`) and output ICC profiles
 * (`api/v1/icc_profiles`), read-only, as code that produces print files or prices them needs them.
 * Answers reflect the admin's latest changes. Print output and pricing resolve a line's method with
 * the same {@link PrintingService.methodFor} call, so a quote charges the method the job prints with.
 *
 * @example
 * const method = await services.printing.methodFor({ productId: item.productId, code: item.options.printing_method });
 * if (method?.colorMode === 'cmyk' && method.iccProfile) profile = await services.storage.getBuffer(method.iccProfile.storageKey);
 */
export interface PrintingService {
  /**
   * The method a product is printed with: the one whose code is `code` when it is an active method
   * assigned to the product, else the product's first active assigned method (in the order of its
   * `printingMethodIds`). Null when the product is unknown or has no active method assigned; an
   * unknown, inactive or unassigned `code` is ignored.
   */
  methodFor(query: PrintingMethodQuery): Promise<PrintingMethodOutput | null>;
}
