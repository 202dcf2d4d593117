import { deflateSync } from 'node:zlib';
import { colorToHex, isPaletteColor, type Color } from '@dcs/design';
import { createError } from '@dcs/platform';
import {
  INTENT_ABSOLUTE_COLORIMETRIC,
  INTENT_PERCEPTUAL,
  INTENT_RELATIVE_COLORIMETRIC,
  INTENT_SATURATION,
  TYPE_CMYK_16,
  TYPE_Lab_16,
  TYPE_RGB_16,
  cmsFLAGS_BLACKPOINTCOMPENSATION,
  cmsInfoDescription,
} from 'lcms-wasm';
import type { DeviceColor } from '../pdf/content-stream.ts';
import { loadLcms } from './lcms.ts';
import type { PrintColorConverter } from './print-color-converter.ts';
import { RgbCmykLut } from './rgb-cmyk-lut.ts';
import { hexToRgb } from './rgb-color-converter.ts';

/** Vector colors kept converted per converter (a few hundred KiB at most). */
const VECTOR_CACHE_LIMIT = 4096;

/** ICC rendering intents. */
export type RenderingIntent = 'perceptual' | 'relative-colorimetric' | 'saturation' | 'absolute-colorimetric';

const INTENTS: Record<RenderingIntent, number> = {
  perceptual: INTENT_PERCEPTUAL,
  'relative-colorimetric': INTENT_RELATIVE_COLORIMETRIC,
  saturation: INTENT_SATURATION,
  'absolute-colorimetric': INTENT_ABSOLUTE_COLORIMETRIC,
};

/** Options of {@link createCmykColorConverter}: one printing configuration. */
export interface CmykColorOptions {
  /** The CMYK output profile (ICC bytes). */
  profile: Uint8Array;
  /** Default `relative-colorimetric`. */
  intent?: RenderingIntent;
  /** Black-point compensation; default on. */
  blackPointCompensation?: boolean;
  /** OutputConditionIdentifier of the output intent, for example `FOGRA39`; default `Custom`. */
  identifier?: string;
  /** Description of the output condition; default: the profile's description. */
  info?: string;
}

/**
 * A converter for production PDFs: every color becomes DeviceCMYK through LittleCMS from sRGB
 * with the configured intent and black-point compensation. Palette colors with explicit CMYK
 * values are used exactly; neutral greys go to black ink only (no registration problems for grey
 * text), at the K value whose lightness on the press matches the grey's. Photos go through the
 * same transform (sampled into a lookup table once per converter).
 *
 * @example
 * const colors = await createCmykColorConverter({ profile: await readFile('FOGRA39.icc'), identifier: 'FOGRA39' });
 */
export async function createCmykColorConverter(options: CmykColorOptions): Promise<PrintColorConverter> {
  const lcms = await loadLcms();
  const profile = lcms.cmsOpenProfileFromMem(options.profile, options.profile.byteLength);
  if (!profile) throw createError('svc_print_profile_invalid', { params: { reason: 'not an ICC profile' } });
  const space = lcms.cmsGetColorSpaceASCII(profile);
  if (space !== 'CMYK') {
    lcms.cmsCloseProfile(profile);
    throw createError('svc_print_profile_invalid', { params: { reason: `a ${space ?? 'unknown'} profile, not a CMYK output profile` } });
  }
  const description = lcms.cmsGetProfileInfoASCII(profile, cmsInfoDescription, 'en', 'US').replace(/\0+$/, '');
  const srgb = lcms.cmsCreate_sRGBProfile();
  const lab = lcms.cmsCreateLab4Profile(null);
  const flags = options.blackPointCompensation === false ? 0 : cmsFLAGS_BLACKPOINTCOMPENSATION;
  const intent = INTENTS[options.intent ?? 'relative-colorimetric'];
  const toCmyk = lcms.cmsCreateTransform(srgb, TYPE_RGB_16, profile, TYPE_CMYK_16, intent, flags);
  const cmykToLab = lcms.cmsCreateTransform(profile, TYPE_CMYK_16, lab, TYPE_Lab_16, INTENT_RELATIVE_COLORIMETRIC, 0);
  const rgbToLab = lcms.cmsCreateTransform(srgb, TYPE_RGB_16, lab, TYPE_Lab_16, INTENT_RELATIVE_COLORIMETRIC, 0);
  if (!toCmyk || !cmykToLab || !rgbToLab) throw createError('svc_print_profile_invalid', { params: { reason: 'LittleCMS cannot build a transform with it' } });
  const lut = new RgbCmykLut((rgb, count) => lcms.cmsDoTransform(toCmyk, rgb, count));
  const greys = greyToBlack(
    (cmyk, count) => lcms.cmsDoTransform(cmykToLab, cmyk, count),
    (rgb, count) => lcms.cmsDoTransform(rgbToLab, rgb, count),
  );
  // Converted vector colors by hex. A worker lives for days and customers pick any color, so the map is
  // bounded: emptied when full (a conversion is one LittleCMS call, ~µs; the colors of a job come back at once).
  const cache = new Map<string, DeviceColor>();
  return {
    mode: 'cmyk',
    outputIntent: {
      profile: options.profile,
      identifier: options.identifier ?? 'Custom',
      info: options.info ?? (description || 'CMYK output'),
      deflatedProfile: deflateSync(options.profile, { level: 9 }),
    },
    vector(color: Color): DeviceColor {
      if (isPaletteColor(color) && color.cmyk) {
        return { space: 'DeviceCMYK', values: color.cmyk.map((value) => Math.min(100, Math.max(0, value)) / 100) as [number, number, number, number] };
      }
      const hex = colorToHex(color);
      let converted = cache.get(hex);
      if (!converted) {
        const [r, g, b] = hexToRgb(hex);
        if (r === g && g === b) {
          converted = { space: 'DeviceCMYK', values: [0, 0, 0, greys(r)] };
        } else {
          const out = lcms.cmsDoTransform(toCmyk, new Uint16Array([r, g, b].map((value) => Math.round(value * 65535))), 1);
          converted = { space: 'DeviceCMYK', values: [out[0]! / 65535, out[1]! / 65535, out[2]! / 65535, out[3]! / 65535] };
        }
        if (cache.size >= VECTOR_CACHE_LIMIT) cache.clear();
        cache.set(hex, converted);
      }
      return converted;
    },
    pixels(rgb, out) {
      return { data: lut.apply(rgb, out?.subarray(0, Math.floor(rgb.length / 3) * 4)), space: 'DeviceCMYK' };
    },
  };
}

/**
 * Maps a grey (0–1) to a K value: the press's lightness of K-only tints is sampled, the grey's
 * lightness is scaled into the range K can reach (black-point compensation, paper white = 0),
 * and the K with that lightness is interpolated.
 */
function greyToBlack(cmykToLab: (cmyk: Uint16Array, count: number) => Uint16Array, rgbToLab: (rgb: Uint16Array, count: number) => Uint16Array): (grey: number) => number {
  const steps = 256;
  const cmyk = new Uint16Array(steps * 4);
  for (let step = 0; step < steps; step++) cmyk[step * 4 + 3] = Math.round((step / (steps - 1)) * 65535);
  const lab = cmykToLab(cmyk, steps);
  const lightness = Array.from({ length: steps }, (_, step) => (lab[step * 3]! / 65535) * 100);
  const paper = lightness[0]!;
  const darkest = lightness[steps - 1]!;
  return (grey) => {
    if (grey >= 1) return 0;
    if (grey <= 0) return 1;
    const value = Math.round(grey * 65535);
    const greyL = (rgbToLab(new Uint16Array([value, value, value]), 1)[0]! / 65535) * 100;
    const target = darkest + (greyL / 100) * (paper - darkest);
    for (let step = 1; step < steps; step++) {
      const upper = lightness[step - 1]!;
      const lower = lightness[step]!;
      if (target <= upper && target >= lower) {
        const t = upper === lower ? 0 : (upper - target) / (upper - lower);
        return (step - 1 + t) / (steps - 1);
      }
    }
    return target > paper ? 0 : 1;
  };
}
