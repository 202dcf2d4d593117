export * from './file-font-provider.ts';
export * from './directory-asset-resolver.ts';
export * from './render-png.ts';
export * from './fontsource-family.ts';
export { clipartFromSvg, SvgClipartError, type SvgClipartOptions } from './svg-clipart/svg-clipart.ts';
