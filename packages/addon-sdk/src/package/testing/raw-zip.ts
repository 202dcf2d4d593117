import { crc32, deflateRawSync } from 'node:zlib';

/** One entry of a hand-built ZIP; every field an attack needs can be set. */
export interface RawZipEntry {
  name: string | Buffer;
  data?: Buffer;
  /** 0 store, 8 deflate (default), anything else as given. */
  method?: number;
  flags?: number;
  externalAttributes?: number;
  /** Host in the upper byte: 3 Unix (default), 0 DOS. */
  versionMadeBy?: number;
  /** Lies about the uncompressed size in both headers. */
  declaredSize?: number;
  /** Name written in the local header instead of `name`. */
  localName?: string;
}

const UTF8_FLAG = 0x800;

/** Unix external attributes for a mode such as `0o100644`. */
export const unixMode = (mode: number) => (mode << 16) >>> 0;

/**
 * Writes a ZIP byte by byte, for archives that yazl refuses to make (symlinks, `..` names,
 * encrypted flags, lying sizes). Test support only.
 */
export function buildRawZip(entries: readonly RawZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.isBuffer(entry.name) ? entry.name : Buffer.from(entry.name, 'utf8');
    const localName = entry.localName === undefined ? name : Buffer.from(entry.localName, 'utf8');
    const data = entry.data ?? Buffer.alloc(0);
    const method = entry.method ?? 8;
    const stored = method === 8 ? deflateRawSync(data) : data;
    const flags = (entry.flags ?? 0) | UTF8_FLAG;
    const crc = crc32(data);
    const size = entry.declaredSize ?? data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(0, 10);
    local.writeUInt16LE(0x21, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(stored.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(localName.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(entry.versionMadeBy ?? (3 << 8) | 20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(stored.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(entry.externalAttributes ?? unixMode(0o100644), 38);
    central.writeUInt32LE(offset, 42);
    locals.push(local, localName, stored);
    centrals.push(central, name);
    offset += local.length + localName.length + stored.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
