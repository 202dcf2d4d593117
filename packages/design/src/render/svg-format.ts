/** A number for SVG output: rounded to a micrometre (a thousandth of the unit) so output is stable and short. */
export function num(value: number): string {
  const rounded = Math.round(value * 1000) / 1000;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** A small factor (such as millimetres per font unit) with seven significant digits. */
export function precise(value: number): string {
  return String(Number(value.toPrecision(7)));
}

/** Escapes text for an XML attribute value or text node. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Base64 of bytes without Node's Buffer, so it also runs in browsers. */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let index = 0; index < bytes.length; index += chunk) {
    binary += String.fromCharCode(...bytes.subarray(index, index + chunk));
  }
  return btoa(binary);
}

/**
 * What an element whose image or clipart failed to load draws in the designer: a grey box with a
 * cross, so the rest of the design stays visible and the gap is plain (preflight names it an error).
 */
export function missingAssetSvg(width: number, height: number): string {
  const stroke = Math.max(0.2, Math.min(width, height) / 60);
  return `<g class="dcs-missing-asset"><rect width="${num(width)}" height="${num(height)}" fill="#E5E5E5" stroke="#9A9A9A" stroke-width="${num(stroke)}"/><path d="M0 0L${num(width)} ${num(height)}M${num(width)} 0L0 ${num(height)}" stroke="#9A9A9A" stroke-width="${num(stroke)}"/></g>`;
}
