/** A ToUnicode CMap mapping 2-byte codes to the code points each glyph stands for. */
export function buildToUnicodeCMap(unicode: ReadonlyMap<number, readonly number[]>): string {
  const entries = [...unicode].sort((a, b) => a[0] - b[0]);
  const lines: string[] = [];
  for (let start = 0; start < entries.length; start += 100) {
    const chunk = entries.slice(start, start + 100);
    lines.push(`${chunk.length} beginbfchar`);
    for (const [code, codePoints] of chunk) lines.push(`<${hex4(code)}> <${utf16Hex(codePoints)}>`);
    lines.push('endbfchar');
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...lines,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}

function hex4(value: number): string {
  return value.toString(16).padStart(4, '0').toUpperCase();
}

/** Code points as UTF-16BE hex digits (a CMap destination, or a PDF text string after `FEFF`). */
export function utf16Hex(codePoints: readonly number[]): string {
  let out = '';
  for (const codePoint of codePoints) {
    if (codePoint > 0xffff) {
      const offset = codePoint - 0x10000;
      out += hex4(0xd800 + (offset >> 10)) + hex4(0xdc00 + (offset & 0x3ff));
    } else {
      out += hex4(codePoint);
    }
  }
  return out;
}
