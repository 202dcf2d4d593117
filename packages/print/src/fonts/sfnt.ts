import { fontContainer, unwrapWoff } from '@dcs/design';

/**
 * The plain TrueType/OpenType (sfnt) file inside a WOFF or WOFF2 file; TTF and OTF come back as
 * they are. Embedding works on sfnt tables: a WOFF2 `glyf` table is transformed and cannot be
 * subset directly. Glyph ids do not change, so the design layout's glyph ids stay valid.
 */
export async function toSfnt(bytes: Uint8Array): Promise<Uint8Array> {
  const container = fontContainer(bytes);
  if (container === 'woff2') {
    // Loaded on first use: its WebAssembly Brotli decoder is a few megabytes a process without WOFF2 fonts never needs.
    const { default: decompressWoff2 } = await import('wawoff2/decompress.js');
    return new Uint8Array(await decompressWoff2(bytes));
  }
  return unwrapWoff(bytes);
}
