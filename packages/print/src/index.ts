export * from './color/print-color-converter.ts';
export * from './color/rgb-color-converter.ts';
export * from './images/effective-ppi.ts';
export { DEFAULT_IMAGE_RESOLUTION, type ImageResolutionOptions } from './images/print-image.ts';
export * from './render/render-print-pdf.ts';
