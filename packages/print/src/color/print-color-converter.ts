import type { Color } from '@dcs/design';
import type { DeviceColor } from '../pdf/content-stream.ts';

/** The color space a print PDF is written in: `cmyk` for production, `rgb` for screen proofs. */
export type PrintColorMode = 'cmyk' | 'rgb';

/** The output profile a `cmyk` PDF names in its OutputIntent. */
export interface OutputIntentProfile {
  /** The ICC profile bytes (a CMYK output profile). */
  profile: Uint8Array;
  /** `OutputConditionIdentifier`, for example `FOGRA39` or `Custom`. */
  identifier: string;
  /** Human-readable description (the profile's description tag by default). */
  info: string;
  /**
   * The profile Flate-compressed, made once per converter: every PDF of a printing configuration
   * embeds the same profile, and compressing 200 KB per file is a few milliseconds per job.
   */
  deflatedProfile?: Uint8Array;
}

/**
 * Turns design colors and photo pixels into what the PDF holds. One converter serves many
 * documents: build it once per printing configuration and keep it.
 */
export interface PrintColorConverter {
  readonly mode: PrintColorMode;
  /** The PDF color of a vector color (text, shapes, cliparts). */
  vector(color: Color): DeviceColor;
  /**
   * 8-bit RGB pixels (3 per pixel) as the PDF's image samples. Converted samples are written into
   * `out` when given (room for 4 bytes per pixel, 4-byte aligned), else into a new array; `data`
   * may be a view of `out` or, when nothing is converted, of `rgb`.
   */
  pixels(rgb: Uint8Array, out?: Uint8Array): { data: Uint8Array; space: 'DeviceCMYK' | 'DeviceRGB' };
  /** The output intent of `cmyk` documents; `null` for `rgb`. */
  readonly outputIntent: OutputIntentProfile | null;
}
