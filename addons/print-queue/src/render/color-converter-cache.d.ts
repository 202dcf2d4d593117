import type { PrintColorConverter } from '@dcs/print';
import { type StorageService } from '@dcs/platform';
import type { PrintingMethodSettings } from '../hotfolder/print-queue-settings.ts';
/**
 * One color converter per printing configuration, kept for the life of the worker: building one
 * samples the ICC profile into a lookup table, which costs far more than a job's colors. The key
 * holds the profile's SHA-256, so a replaced profile gets a new converter. `@dcs/print` loads with the
 * first converter (a render, or a settings check), not with the addon.
 */
export declare function createColorConverterCache(deps: {
    storage: StorageService;
    maxEntries?: number;
}): (method: PrintingMethodSettings) => Promise<PrintColorConverter>;
/** The function made by {@link createColorConverterCache}. */
export type ColorConverterCache = ReturnType<typeof createColorConverterCache>;
