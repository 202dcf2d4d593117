export * from './color/print-color-converter.ts';
export * from './color/rgb-color-converter.ts';
export { DEFAULT_IMAGE_RESOLUTION, DOWNSAMPLE_TOLERANCE, downsampleFactor, imageResolutionForDpi, type ImageResolutionOptions } from './images/print-image.ts';
export * from './images/prepared-images.ts';
export * from './images/encoded-image-cache.ts';
export { PHOTO_JPEG_QUALITY, type PhotoCompression } from './images/jpeg-samples.ts';
export * from './render/render-print-pdf.ts';
export * from './color/cmyk-color-converter.ts';
export * from './check/pdf-self-check.ts';
export type { DeviceColor } from './pdf/content-stream.ts';
export * from './barcode/barcode-symbol.ts';
export * from './barcode/barcode.ts';
export * from './ticket/canonical-json.ts';
export * from './ticket/job-ticket.ts';
export * from './ticket/jdf-adapter.ts';
export * from './job-sheet/job-sheet.ts';
// Preflight lives in @dcs/design (browser-safe, so the storefront designer runs the same checks);
// re-exported here because print jobs run it.
export {
  DEFAULT_PREFLIGHT_OPTIONS,
  assertPreflightPassed,
  effectivePpi,
  preflightDesign,
  preflightOptionsForDpi,
  type PreflightCheck,
  type PreflightIssue,
  type PreflightOptions,
  type PreflightReport,
} from '@dcs/design';
export * from './job/print-job.ts';
export * from './job/release-bytes.ts';
export { toSfnt } from './fonts/sfnt.ts';
// The gang layout (@dcs/gang, pure and browser-safe) is re-exported: addons import only the core libraries.
export * from '@dcs/gang';
export * from './gang/gang-label.ts';
export { pdfTrimSize, renderRollPdf, type GangPdfSource, type RenderRollPdfOptions } from './gang/roll-pdf.ts';
export { renderRollPng, type RenderRollPngOptions } from './gang/roll-png.ts';
export { renderSheetPdf, type RenderSheetPdfOptions, type SheetJobSource } from './gang/sheet-pdf.ts';
export { renderGangJobSheet, type GangJobSheetOptions } from './gang/gang-job-sheet.ts';
