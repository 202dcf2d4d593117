import { type AuthService, type RoutesService, type Setting, type StorageService } from '@dcs/platform';
import type { PrintJobStore } from '../jobs/print-job-store.ts';
import type { PrintQueueService } from '../jobs/print-queue-service.ts';
import { type PrintQueueSettings } from '../hotfolder/print-queue-settings.ts';
import type { ColorConverterCache } from '../render/color-converter-cache.ts';
/** Dependencies of {@link registerPrintQueueRoutes}. */
export interface PrintQueueRoutesDeps {
    auth: AuthService;
    storage: StorageService;
    store: PrintJobStore;
    service: PrintQueueService;
    settings: Setting<PrintQueueSettings>;
    converterFor: ColorConverterCache;
}
/** Most jobs one bulk download may hold. */
export declare const BULK_MAX_JOBS = 5000;
/** Registers the print queue's routes under `svc/v1/print-queue`, all for admins (nonce on POST). */
export declare function registerPrintQueueRoutes(routes: RoutesService, deps: PrintQueueRoutesDeps): void;
