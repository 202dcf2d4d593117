import { type DesignDocument } from '@dcs/design';
import type { AssetsService, Clock } from '@dcs/platform';
import type { DesignFigures } from '../evaluation/pricing-subject.ts';
/** A design as the server sees it: validated, normalized, hashed and measured. */
export interface MeasuredDesign {
    design: DesignDocument;
    /** SHA-256 (base64url) of the JSON of the normalized design; quote tokens carry it. */
    hash: string;
    figures: DesignFigures;
}
/** What the measurer needs. */
export interface DesignMeasurerDeps {
    assets: AssetsService;
    clock: Clock;
    /** Measured designs kept by hash (default 500) and for how long (default 60 s). */
    cacheSize?: number;
    cacheTtlMs?: number;
    /** Design hashes remembered by the JSON of the document they came from, up to this many characters of it (default 4 M). */
    hashMemoChars?: number;
    /** The shared fonts and shaping caches are started afresh after this long (default 10 min)… */
    resourcesTtlMs?: number;
    /** …or once they hold this many images and cliparts (default 200), which bounds memory. */
    maxPooledAssets?: number;
}
/** Validates and measures designs for pricing. */
export interface DesignMeasurer {
    /** `svc_design_invalid` (400), `svc_design_font_missing` / `svc_design_asset_missing` (422) as `@dcs/design` throws them. */
    measure(input: unknown): Promise<MeasuredDesign>;
    /** Hash of an already normalized design. */
    hash(design: DesignDocument): string;
}
/**
 * Creates a measurer. Figures are cached by design hash: the same design quoted again (the quote,
 * then add-to-cart, then checkout; or a storefront re-quoting on every quantity change) is laid out
 * once. The cache lives at most `cacheTtlMs`, so a replaced font or image shows within that time.
 */
export declare function createDesignMeasurer(deps: DesignMeasurerDeps): DesignMeasurer;
