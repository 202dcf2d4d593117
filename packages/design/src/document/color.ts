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

/** WCAG relative luminance of an `#RRGGBB` colour (0 black … 1 white). */
export function relativeLuminance(color: Color): number {
  const hex = colorToHex(color);
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG contrast ratio of two colours, 1 (same) to 21 (black on white). */
export function contrastRatio(a: Color, b: Color): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
