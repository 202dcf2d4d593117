import type { PrintingService } from '@dcs/platform';
import type { PrintingMethodSettings, PrintQueueSettings } from '../hotfolder/print-queue-settings.ts';
import type { PrintJobRecord } from './print-job-store.ts';

/**
 * The printing method a job renders with: the shop's method for the product (`services.printing`:
 * the item's `printing_method` option when it names an active method of the product, else the
 * product's first active method), else the addon's own `settings.printingMethod`, so a shop without
 * core methods keeps printing as before.
 *
 * Core's methods carry no rendering intent, black point compensation or output condition: intent and
 * BPC are the settings' (how this shop converts), the output condition is the settings' only when the
 * method prints through the same profile, else `Custom` (the profile is embedded in the PDF either way).
 * Spot and grayscale methods render RGB, as core's own print PDFs do.
 */
export async function jobPrintingMethod(printing: PrintingService, job: PrintJobRecord, settings: PrintQueueSettings): Promise<PrintingMethodSettings> {
  const fallback = settings.printingMethod;
  const method = await printing.methodFor({ productId: job.productId, code: job.methodOption });
  if (!method) return fallback;
  const iccProfileKey = method.iccProfile?.storageKey ?? null;
  return {
    code: method.code,
    name: method.name,
    colorMode: method.colorMode === 'cmyk' ? 'cmyk' : 'rgb',
    iccProfileKey,
    outputCondition: iccProfileKey !== null && iccProfileKey === fallback.iccProfileKey ? fallback.outputCondition : 'Custom',
    intent: fallback.intent,
    blackPointCompensation: fallback.blackPointCompensation,
    cropMarks: method.cropMarks,
    imageResolutionDpi: method.resolutionDpi,
    kind: method.kind,
    transparentBackground: method.transparentBackground,
    photoCompression: method.photoCompression,
  };
}
