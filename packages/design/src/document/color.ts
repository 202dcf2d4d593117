/** A color taken from the shop's palette: the name is what staff see; print may use the CMYK values or the spot name. */
export interface PaletteColor {
  /** Palette entry name, for example `"Signal red"`. */
  name: string;
  /** Screen color as `#RRGGBB`. */
  hex: string;
  /** Process color in percent (0–100) for print, when the palette defines it. */
  cmyk?: [c: number, m: number, y: number, k: number];
  /** Spot ink name (for example a Pantone name) for print, when the palette defines it. */
  spot?: string;
}

/** A color of a design: a palette reference or a plain RGB hex string `#RRGGBB`. */
export type Color = string | PaletteColor;

/** Whether `color` is a palette reference rather than a plain hex string. */
export function isPaletteColor(color: Color): color is PaletteColor {
  return typeof color === 'object';
}

/** The screen color of `color` as upper-case `#RRGGBB`. */
export function colorToHex(color: Color): string {
  return (typeof color === 'string' ? color : color.hex).toUpperCase();
}

/**
 * A key that identifies a color for counting distinct colors: palette colors by name (two palette
 * entries may share a screen color but print differently), plain colors by their hex value.
 */
export function colorKey(color: Color): string {
  return typeof color === 'string' ? color.toUpperCase() : `palette:${color.name}`;
}

/** Whether `value` is an `#RRGGBB` hex string. */
export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value);
}
