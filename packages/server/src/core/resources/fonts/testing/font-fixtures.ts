import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { inflateSync } from 'node:zlib';

/** A font file of the Roboto package (OFL), for upload tests. */
export function robotoFile(file: string): Buffer {
  const dir = dirname(createRequire(import.meta.url).resolve('@fontsource/roboto/package.json'));
  return readFileSync(join(dir, 'files', file));
}

/** The plain TrueType (sfnt) font inside a WOFF 1.0 file: how the tests get a TTF without committing one. */
export function woffToSfnt(woff: Buffer): Buffer {
  const numTables = woff.readUInt16BE(12);
  const tables = [];
  for (let i = 0; i < numTables; i++) {
    const at = 44 + i * 20;
    const [offset, compLength, origLength] = [woff.readUInt32BE(at + 4), woff.readUInt32BE(at + 8), woff.readUInt32BE(at + 12)];
    const stored = woff.subarray(offset, offset + compLength);
    tables.push({ tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data: compLength < origLength ? inflateSync(stored) : stored });
  }
  const header = Buffer.alloc(12 + 16 * numTables);
  header.writeUInt32BE(woff.readUInt32BE(4), 0);
  header.writeUInt16BE(numTables, 4);
  let offset = header.length;
  const bodies: Buffer[] = [];
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    header.writeUInt32BE(table.tag, at);
    header.writeUInt32BE(table.checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(table.data.length, at + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([header, ...bodies]);
}

/** The directory entry (offset, length position) of `tag` in an sfnt. */
function tableEntry(sfnt: Buffer, tag: string): { entry: number; offset: number; length: number } {
  const numTables = sfnt.readUInt16BE(4);
  for (let i = 0; i < numTables; i++) {
    const entry = 12 + i * 16;
    if (sfnt.toString('latin1', entry, entry + 4) === tag) return { entry, offset: sfnt.readUInt32BE(entry + 8), length: sfnt.readUInt32BE(entry + 12) };
  }
  throw new Error(`no ${tag} table`);
}

/** A copy of `sfnt` with one table's bytes overwritten with garbage. */
export function withGarbageTable(sfnt: Buffer, tag: string): Buffer {
  const copy = Buffer.from(sfnt);
  const { offset, length } = tableEntry(copy, tag);
  for (let i = 0; i < length; i++) copy[offset + i] = (i * 151 + 7) & 0xff;
  return copy;
}

/** A copy of `sfnt` whose `tag` table points past the end of the file. */
export function withTableOutside(sfnt: Buffer, tag: string): Buffer {
  const copy = Buffer.from(sfnt);
  copy.writeUInt32BE(copy.length + 4096, tableEntry(copy, tag).entry + 8);
  return copy;
}
