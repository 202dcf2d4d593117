import type { ColorConverterCache } from '../render/color-converter-cache.ts';
import type { PrintQueueSettings } from './print-queue-settings.ts';
/**
 * Checks settings before they are stored: the hotfolder (when delivery is on or a folder is given),
 * the file name pattern, and that the printing method's color converter can be built (a CMYK method
 * needs a stored CMYK output profile).
 *
 * @throws `svc_print_queue_settings_invalid`, `svc_print_queue_profile_missing` or `svc_print_profile_invalid`.
 */
export declare function validatePrintQueueSettings(settings: PrintQueueSettings, converterFor: ColorConverterCache): Promise<void>;
