export * from './color/print-color-converter.ts';
export * from './color/rgb-color-converter.ts';
export * from './images/effective-ppi.ts';
export { DEFAULT_IMAGE_RESOLUTION, type ImageResolutionOptions } from './images/print-image.ts';
export * from './render/render-print-pdf.ts';
export * from './color/cmyk-color-converter.ts';
export * from './check/pdf-self-check.ts';
export type { DeviceColor } from './pdf/content-stream.ts';
