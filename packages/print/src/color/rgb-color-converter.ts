import { colorToHex, type Color } from '@dcs/design';
import type { DeviceColor } from '../pdf/content-stream.ts';
import type { PrintColorConverter } from './print-color-converter.ts';

/** Components 0–1 of an `#RRGGBB` color. */
export function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [((value >> 16) & 0xff) / 255, ((value >> 8) & 0xff) / 255, (value & 0xff) / 255];
}

/** Screen colors as they are (DeviceRGB): for proofs that are looked at, not printed. */
export function createRgbColorConverter(): PrintColorConverter {
  return {
    mode: 'rgb',
    outputIntent: null,
    vector(color: Color): DeviceColor {
      return { space: 'DeviceRGB', values: hexToRgb(colorToHex(color)) };
    },
    pixels(rgb) {
      return { data: rgb, space: 'DeviceRGB' };
    },
  };
}
