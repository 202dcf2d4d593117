import { colorToHex, type Color } from '@dcs/design';

/** Basic colours a customer names without thinking, in the designer's languages. */
const BASIC: ReadonlyArray<{ hex: string; en: string; de: string }> = [
  { hex: '#000000', en: 'Black', de: 'Schwarz' },
  { hex: '#FFFFFF', en: 'White', de: 'Weiß' },
  { hex: '#808080', en: 'Grey', de: 'Grau' },
  { hex: '#C0C0C0', en: 'Light grey', de: 'Hellgrau' },
  { hex: '#404040', en: 'Dark grey', de: 'Dunkelgrau' },
  { hex: '#E02020', en: 'Red', de: 'Rot' },
  { hex: '#800000', en: 'Dark red', de: 'Dunkelrot' },
  { hex: '#FF8000', en: 'Orange', de: 'Orange' },
  { hex: '#FFD700', en: 'Yellow', de: 'Gelb' },
  { hex: '#20A020', en: 'Green', de: 'Grün' },
  { hex: '#006400', en: 'Dark green', de: 'Dunkelgrün' },
  { hex: '#00C0C0', en: 'Turquoise', de: 'Türkis' },
  { hex: '#1F6FEB', en: 'Blue', de: 'Blau' },
  { hex: '#000080', en: 'Navy', de: 'Marineblau' },
  { hex: '#87CEEB', en: 'Light blue', de: 'Hellblau' },
  { hex: '#8030C0', en: 'Purple', de: 'Lila' },
  { hex: '#FF69B4', en: 'Pink', de: 'Rosa' },
  { hex: '#8B4513', en: 'Brown', de: 'Braun' },
  { hex: '#F5DEB3', en: 'Beige', de: 'Beige' },
];

/**
 * A name for `color` a customer recognises: the shop palette's name when it is one of the palette's
 * colours, else the nearest basic colour ("Red", "Navy"), so a clipart's colour controls read
 * "Colour 1: Red" instead of the artwork's internal region ids.
 */
export function colorName(color: Color, locale: string, palette: ReadonlyArray<{ hex: string; name: string }> = []): string {
  const hex = colorToHex(color).toUpperCase();
  const named = palette.find((entry) => entry.hex.toUpperCase() === hex);
  if (named) return named.name;
  const [r, g, b] = rgb(hex);
  let best = BASIC[0]!;
  let distance = Infinity;
  for (const entry of BASIC) {
    const [er, eg, eb] = rgb(entry.hex);
    // Weighted for the eye's sensitivity (green most, blue least): "redmean" approximation.
    const mean = (r + er) / 2;
    const d = (2 + mean / 256) * (r - er) ** 2 + 4 * (g - eg) ** 2 + (2 + (255 - mean) / 256) * (b - eb) ** 2;
    if (d < distance) {
      distance = d;
      best = entry;
    }
  }
  return locale.startsWith('de') ? best.de : best.en;
}

function rgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1, 7), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}
