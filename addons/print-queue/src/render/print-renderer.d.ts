import { type DesignResourceProviders } from '@dcs/design';
import { type PreflightReport } from '@dcs/print';
import type { PrintingMethodSettings, PrintQueueSettings } from '../hotfolder/print-queue-settings.ts';
import type { PrintJobRecord } from '../jobs/print-job-store.ts';
import { type PrintJobFileKind } from '../jobs/print-job-state.ts';
import type { ColorConverterCache } from './color-converter-cache.ts';
/** A rendered file, ready to store. */
export interface RenderedFile {
    kind: PrintJobFileKind;
    name: string;
    mediaType: string;
    bytes: Uint8Array;
}
/** What {@link PrintRenderer.render} produces. */
export interface RenderedJob {
    /** Artifact, job sheet, barcode, JDF, then the JSON ticket. */
    files: RenderedFile[];
    preflight: PreflightReport;
    /** The kinds the hotfolder gets, as the ticket lists them. */
    deliver: PrintJobFileKind[];
}
/** Dependencies of {@link createPrintRenderer}. */
export interface PrintRendererDeps {
    assets: DesignResourceProviders['assets'] & DesignResourceProviders['fonts'];
    converterFor: ColorConverterCache;
    /** Images loaded before the shared resources are dropped (bounds the worker's memory). */
    maxCachedImages?: number;
}
/**
 * Renders a job's files with `@dcs/print`: the print PDF (checked by `checkPrintPdf`), the job sheet,
 * the job number as a Code 128 PNG, and the ticket as JSON and JDF, all named by the hotfolder's file
 * name pattern. It composes the package's steps instead of calling `producePrintJob`, because the
 * names come from the pattern, only one barcode file is kept, and a job the admin processes in spite
 * of preflight errors must render anyway.
 *
 * Per worker it keeps the color converters (by configuration), the parsed sheet font and the design
 * resources (parsed fonts with their shaping caches, images), the latter renewed after
 * `maxCachedImages` images.
 */
export declare function createPrintRenderer(deps: PrintRendererDeps): {
    /** Renders with `method`, the one chosen for the job (`jobPrintingMethod`). */
    render(job: PrintJobRecord, settings: PrintQueueSettings, method: PrintingMethodSettings): Promise<RenderedJob>;
};
/** The renderer made by {@link createPrintRenderer}. */
export type PrintRenderer = ReturnType<typeof createPrintRenderer>;
