import { inflateSync } from 'node:zlib';

/** The container of a font file, from its first four bytes. */
export function fontContainer(bytes: Uint8Array): 'woff' | 'woff2' | 'truetype' | 'opentype' | 'collection' | 'unknown' {
  const tag = String.fromCharCode(...bytes.subarray(0, 4));
  if (tag === 'wOFF') return 'woff';
  if (tag === 'wOF2') return 'woff2';
  if (tag === 'OTTO') return 'opentype';
  if (tag === 'ttcf') return 'collection';
  if (tag === '\u0000\u0001\u0000\u0000' || tag === 'true') return 'truetype';
  return 'unknown';
}

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
  if (container === 'woff') return unwrapWoff(bytes);
  return bytes;
}

/** WOFF 1.0: a table directory whose tables are zlib-compressed when smaller that way. */
function unwrapWoff(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const flavor = view.getUint32(4);
  const numTables = view.getUint16(12);
  const tables: { tag: number; checksum: number; data: Uint8Array }[] = [];
  for (let index = 0; index < numTables; index++) {
    const entry = 44 + index * 20;
    const offset = view.getUint32(entry + 4);
    const compLength = view.getUint32(entry + 8);
    const origLength = view.getUint32(entry + 12);
    const stored = bytes.subarray(offset, offset + compLength);
    const data = compLength < origLength ? new Uint8Array(inflateSync(stored)) : stored;
    tables.push({ tag: view.getUint32(entry), checksum: view.getUint32(entry + 16), data });
  }
  const headerLength = 12 + numTables * 16;
  const total = tables.reduce((sum, table) => sum + ((table.data.length + 3) & ~3), headerLength);
  const out = new Uint8Array(total);
  const outView = new DataView(out.buffer);
  const searchRange = 2 ** Math.floor(Math.log2(numTables)) * 16;
  outView.setUint32(0, flavor);
  outView.setUint16(4, numTables);
  outView.setUint16(6, searchRange);
  outView.setUint16(8, Math.floor(Math.log2(numTables)));
  outView.setUint16(10, numTables * 16 - searchRange);
  let offset = headerLength;
  tables.forEach((table, index) => {
    const entry = 12 + index * 16;
    outView.setUint32(entry, table.tag);
    outView.setUint32(entry + 4, table.checksum);
    outView.setUint32(entry + 8, offset);
    outView.setUint32(entry + 12, table.data.length);
    out.set(table.data, offset);
    offset += (table.data.length + 3) & ~3;
  });
  return out;
}
