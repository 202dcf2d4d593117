/** The container of a font file, named from its first four bytes. */
export type FontContainer = 'woff' | 'woff2' | 'truetype' | 'opentype' | 'collection' | 'unknown';

/**
 * The container of a font file, from its first four bytes.
 *
 * @example
 * fontContainer(bytes) === 'woff' // a WOFF 1.0 file: unwrapWoff(bytes) gives its TrueType/OpenType file
 */
export function fontContainer(bytes: Uint8Array): FontContainer {
  const tag = String.fromCharCode(...bytes.subarray(0, 4));
  if (tag === 'wOFF') return 'woff';
  if (tag === 'wOF2') return 'woff2';
  if (tag === 'OTTO') return 'opentype';
  if (tag === 'ttcf') return 'collection';
  if (tag === '\u0000\u0001\u0000\u0000' || tag === 'true') return 'truetype';
  return 'unknown';
}

/**
 * The plain TrueType/OpenType (sfnt) file inside a WOFF 1.0 file; any other file comes back as it is.
 * Glyph ids and every table stay the same, so layouts and embedded subsets do not change.
 *
 * Why: fontkit reads a WOFF file's tables in place and inflates the compressed `glyf` table again
 * (in JavaScript) for every glyph whose outline or box it reads; the sfnt inside needs no inflating
 * at all. The tables are inflated here once, concurrently, by the platform's `DecompressionStream`
 * (native zlib in browsers and Node). A malformed file comes back as it is, and parsing reports it.
 *
 * @example
 * resources.addFont(request, await unwrapWoff(await response.bytes()));
 */
export async function unwrapWoff(bytes: Uint8Array): Promise<Uint8Array> {
  if (fontContainer(bytes) !== 'woff' || bytes.length < 44) return bytes;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const flavor = view.getUint32(4);
  const numTables = view.getUint16(12);
  if (numTables === 0 || 44 + numTables * 20 > bytes.length) return bytes;
  let tables: { tag: number; checksum: number; data: Uint8Array }[];
  try {
    tables = await Promise.all(Array.from({ length: numTables }, async (_, index) => {
      const entry = 44 + index * 20;
      const offset = view.getUint32(entry + 4);
      const compLength = view.getUint32(entry + 8);
      const origLength = view.getUint32(entry + 12);
      if (offset + compLength > bytes.length) throw new RangeError('table outside the file');
      const stored = bytes.subarray(offset, offset + compLength);
      const data = compLength < origLength ? await inflate(stored) : stored;
      if (data.length !== origLength) throw new RangeError('table of the wrong length');
      return { tag: view.getUint32(entry), checksum: view.getUint32(entry + 16), data };
    }));
  } catch {
    return bytes;
  }
  const headerLength = 12 + numTables * 16;
  const total = tables.reduce((sum, table) => sum + ((table.data.length + 3) & ~3), headerLength);
  const out = new Uint8Array(total);
  const outView = new DataView(out.buffer);
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  outView.setUint32(0, flavor);
  outView.setUint16(4, numTables);
  outView.setUint16(6, searchRange);
  outView.setUint16(8, entrySelector);
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

/** A zlib stream (RFC 1950), as WOFF stores its compressed tables. */
async function inflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
