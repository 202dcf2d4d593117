import type { ImageFilter, ImageTone } from '../../document/design-document.ts';

/** No filter: the photo as it is. */
export const NO_IMAGE_FILTER: Readonly<ImageFilter> = Object.freeze({ tone: 'none', brightness: 0, contrast: 0 });

/**
 * An affine colour transform of sRGB values in 0–1: `out[i] = m[i][0]·r + m[i][1]·g + m[i][2]·b + m[i][3]`,
 * rows red, green, blue, clamped to 0–1 once at the end.
 */
export type ColorMatrix = [[number, number, number, number], [number, number, number, number], [number, number, number, number]];

/** The tones as 3 × 3 matrices: Rec. 709 luma (CSS `grayscale(1)`) and the CSS `sepia(1)` matrix. */
const TONES: Record<ImageTone, number[][]> = {
  none: [[1, 0, 0], [0, 1, 0], [0, 0, 1]],
  greyscale: [[0.2126, 0.7152, 0.0722], [0.2126, 0.7152, 0.0722], [0.2126, 0.7152, 0.0722]],
  sepia: [[0.393, 0.769, 0.189], [0.349, 0.686, 0.168], [0.272, 0.534, 0.131]],
};

/** Whether `filter` changes the picture. */
export function isImageFiltered(filter: ImageFilter): boolean {
  return filter.tone !== 'none' || filter.brightness !== 0 || filter.contrast !== 0;
}

/**
 * The one colour matrix of a filter: tone, then brightness (`× (1 + b/100)`), then contrast
 * (`(v − ½) × (1 + c/100) + ½`). The preview writes it as an SVG `feColorMatrix` in sRGB and the
 * print applies it with libvips to the same sRGB samples, so both show the same colours.
 *
 * @example
 * imageFilterMatrix({ tone: 'greyscale', brightness: 0, contrast: 0 })[0]; // [0.2126, 0.7152, 0.0722, 0]
 */
export function imageFilterMatrix(filter: ImageFilter): ColorMatrix {
  const brightness = 1 + filter.brightness / 100;
  const contrast = 1 + filter.contrast / 100;
  const tone = TONES[filter.tone];
  const row = (index: number): ColorMatrix[number] => {
    const [r, g, b] = tone[index]!;
    const scale = brightness * contrast;
    return [r! * scale, g! * scale, b! * scale, 0.5 * (1 - contrast)];
  };
  return [row(0), row(1), row(2)];
}

/** Applies a colour matrix to one sRGB colour in 0–255 (the reference the print is tested against). */
export function applyColorMatrix(matrix: ColorMatrix, rgb: readonly [number, number, number]): [number, number, number] {
  const [r, g, b] = rgb.map((value) => value / 255) as [number, number, number];
  return matrix.map(([mr, mg, mb, offset]) => Math.round(Math.min(1, Math.max(0, mr * r + mg * g + mb * b + offset)) * 255)) as [number, number, number];
}

/** The filter as the 20 values of an SVG `feColorMatrix` (alpha kept). */
export function feColorMatrixValues(filter: ImageFilter): string {
  const rows = imageFilterMatrix(filter).map(([r, g, b, offset]) => [r, g, b, 0, offset]);
  return [...rows, [0, 0, 0, 1, 0]].flat().map((value) => String(Number(value.toFixed(6)))).join(' ');
}

/** A short key of a filter, for caches of filtered pixels. */
export function imageFilterKey(filter: ImageFilter | undefined): string {
  const f = filter ?? NO_IMAGE_FILTER;
  return `${f.tone},${f.brightness},${f.contrast}`;
}
