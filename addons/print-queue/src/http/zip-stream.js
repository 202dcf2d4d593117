import { crc32 } from 'node:zlib';
/** Bytes per read: two such buffers per archive being written, whatever its size. */
const CHUNK = 256 * 1024;
const LOCAL_HEADER = 30;
const CENTRAL_HEADER = 46;
const DESCRIPTOR = 16;
const DESCRIPTOR_64 = 24;
/** Info-ZIP extended timestamp ("UT"): flags and the UTC modification time. */
const UT_EXTRA = 9;
const ZIP64_LOCAL_EXTRA = 20;
const ZIP64_EOCD = 56;
const ZIP64_LOCATOR = 20;
const EOCD = 22;
const MAX_32 = 0xffffffff;
const MAX_16 = 0xffff;
/** Bit 3: CRC and sizes follow the data (the CRC is known only then); bit 11: UTF-8 names. */
const FLAGS = (1 << 3) | (1 << 11);
const MADE_BY_UNIX = (3 << 8) | 45;
const FILE_MODE = 0o100644;
/**
 * A store-only ZIP (method 0) written into a sink (`writeBody`): each entry is a local header, the bytes
 * as read, then a data descriptor with the CRC-32 (`zlib.crc32`, computed on the way through), so
 * nothing is buffered and nothing is read twice. Reads go into two reused buffers, one filling while
 * the other is written, so memory stays constant and no garbage piles up, whatever the archive's size.
 * Sizes are known up front, so the archive's exact size is too. ZIP64 records appear only when a size,
 * an offset or the entry count passes the 32/16-bit fields. The same entries give the same bytes: no
 * clock is read, names and times come from the entries, DOS times are written in UTC (with the exact
 * UTC time in an Info-ZIP "UT" field).
 *
 * A source whose size is not the entry's fails the writing (the declared length would be wrong).
 */
export function createZipWriter(entries, options = {}) {
    const force = options.forceZip64 ?? false;
    const planned = [];
    let offset = 0;
    for (const entry of entries) {
        if (!Number.isSafeInteger(entry.size) || entry.size < 0)
            throw new Error(`zip entry ${entry.name}: invalid size ${entry.size}`);
        const name = Buffer.from(entry.name, 'utf8');
        if (name.length > MAX_16)
            throw new Error(`zip entry name too long: ${entry.name.slice(0, 40)}…`);
        const bigSize = force || entry.size >= MAX_32;
        const bigOffset = force || offset >= MAX_32;
        const zip64 = bigSize || bigOffset;
        planned.push({ entry, name, offset, bigSize, bigOffset, zip64 });
        offset += LOCAL_HEADER + name.length + (zip64 ? ZIP64_LOCAL_EXTRA : 0) + entry.size + (zip64 ? DESCRIPTOR_64 : DESCRIPTOR);
    }
    const centralOffset = offset;
    const centralSize = planned.reduce((sum, p) => sum + CENTRAL_HEADER + p.name.length + UT_EXTRA + (p.zip64 ? zip64CentralExtra(p).length : 0), 0);
    const zip64End = force || planned.length >= MAX_16 || centralOffset >= MAX_32 || centralSize >= MAX_32;
    const size = centralOffset + centralSize + (zip64End ? ZIP64_EOCD + ZIP64_LOCATOR : 0) + EOCD;
    async function write(sink) {
        const buffers = [Buffer.allocUnsafe(CHUNK), Buffer.allocUnsafe(CHUNK)];
        const crcs = [];
        for (const p of planned) {
            const source = await p.entry.open();
            let crc;
            try {
                if (source.size !== p.entry.size)
                    throw new Error(`zip entry ${p.entry.name}: the source has ${source.size} bytes, ${p.entry.size} declared`);
                await sink.write(localHeader(p));
                crc = await copy(source, p.entry.size, buffers, sink);
            }
            finally {
                await source.close();
            }
            crcs.push(crc);
            await sink.write(descriptor(p, crc));
        }
        // The central directory goes out in slices: tens of thousands of entries make megabytes.
        let slice = [];
        for (let i = 0; i < planned.length; i++) {
            slice.push(centralHeader(planned[i], crcs[i]));
            if (slice.length === 256) {
                await sink.write(Buffer.concat(slice));
                slice = [];
            }
        }
        if (zip64End)
            slice.push(zip64EndRecords(planned.length, centralOffset, centralSize));
        slice.push(force ? endRecord(MAX_16, MAX_32, MAX_32) : endRecord(planned.length, centralOffset, centralSize));
        await sink.write(Buffer.concat(slice));
    }
    return { size, write };
}
/**
 * Copies `size` bytes of `source` into `sink` and returns their CRC-32. A buffer is read into only
 * after its previous write resolved (the sink has taken those bytes); the next read overlaps the
 * current write.
 */
async function copy(source, size, buffers, sink) {
    let crc = 0;
    let position = 0;
    let writing = Promise.resolve();
    for (let turn = 0; position < size; turn ^= 1) {
        const buffer = buffers[turn];
        const read = await source.read(buffer.subarray(0, Math.min(CHUNK, size - position)), position);
        if (read === 0)
            throw new Error(`zip entry: the source ended after ${position} of ${size} bytes`);
        const chunk = buffer.subarray(0, read);
        crc = crc32(chunk, crc);
        await writing;
        writing = sink.write(chunk);
        // Awaited at the next turn or below; until then a failure must not count as unhandled.
        writing.catch(() => { });
        position += read;
    }
    await writing;
    return crc;
}
/** DOS date and time fields (2-second resolution, 1980–2107), from the UTC parts of `date`. */
export function dosDateTime(date) {
    const ms = Math.min(Math.max(date.getTime(), Date.UTC(1980, 0, 1)), Date.UTC(2107, 11, 31, 23, 59, 58));
    const d = new Date(ms);
    return {
        time: (d.getUTCHours() << 11) | (d.getUTCMinutes() << 5) | Math.floor(d.getUTCSeconds() / 2),
        date: ((d.getUTCFullYear() - 1980) << 9) | ((d.getUTCMonth() + 1) << 5) | d.getUTCDate(),
    };
}
function localHeader(p) {
    const extra = p.zip64 ? ZIP64_LOCAL_EXTRA : 0;
    const header = Buffer.alloc(LOCAL_HEADER + p.name.length + extra);
    const { time, date } = dosDateTime(p.entry.mtime);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(p.zip64 ? 45 : 20, 4);
    header.writeUInt16LE(FLAGS, 6);
    header.writeUInt16LE(0, 8);
    header.writeUInt16LE(time, 10);
    header.writeUInt16LE(date, 12);
    // CRC and sizes are in the data descriptor (bit 3); ZIP64 marks the sizes as living in the extra field.
    header.writeUInt32LE(0, 14);
    header.writeUInt32LE(p.zip64 ? MAX_32 : 0, 18);
    header.writeUInt32LE(p.zip64 ? MAX_32 : 0, 22);
    header.writeUInt16LE(p.name.length, 26);
    header.writeUInt16LE(extra, 28);
    p.name.copy(header, LOCAL_HEADER);
    if (p.zip64) {
        const at = LOCAL_HEADER + p.name.length;
        header.writeUInt16LE(0x0001, at);
        header.writeUInt16LE(16, at + 2);
    }
    return header;
}
function descriptor(p, crc) {
    const out = Buffer.alloc(p.zip64 ? DESCRIPTOR_64 : DESCRIPTOR);
    out.writeUInt32LE(0x08074b50, 0);
    out.writeUInt32LE(crc, 4);
    if (p.zip64) {
        out.writeBigUInt64LE(BigInt(p.entry.size), 8);
        out.writeBigUInt64LE(BigInt(p.entry.size), 16);
    }
    else {
        out.writeUInt32LE(p.entry.size, 8);
        out.writeUInt32LE(p.entry.size, 12);
    }
    return out;
}
/** The ZIP64 extra field of a central header: only the fields whose 32-bit slot holds 0xFFFFFFFF, in order. */
function zip64CentralExtra(p) {
    const values = p.bigSize ? [p.entry.size, p.entry.size] : [];
    if (p.bigOffset)
        values.push(p.offset);
    const extra = Buffer.alloc(4 + 8 * values.length);
    extra.writeUInt16LE(0x0001, 0);
    extra.writeUInt16LE(8 * values.length, 2);
    values.forEach((value, i) => extra.writeBigUInt64LE(BigInt(value), 4 + 8 * i));
    return extra;
}
function centralHeader(p, crc) {
    const zip64Extra = p.zip64 ? zip64CentralExtra(p) : Buffer.alloc(0);
    const header = Buffer.alloc(CENTRAL_HEADER + p.name.length + UT_EXTRA + zip64Extra.length);
    const { time, date } = dosDateTime(p.entry.mtime);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(MADE_BY_UNIX, 4);
    header.writeUInt16LE(p.zip64 ? 45 : 20, 6);
    header.writeUInt16LE(FLAGS, 8);
    header.writeUInt16LE(0, 10);
    header.writeUInt16LE(time, 12);
    header.writeUInt16LE(date, 14);
    header.writeUInt32LE(crc, 16);
    header.writeUInt32LE(p.bigSize ? MAX_32 : p.entry.size, 20);
    header.writeUInt32LE(p.bigSize ? MAX_32 : p.entry.size, 24);
    header.writeUInt16LE(p.name.length, 28);
    header.writeUInt16LE(UT_EXTRA + zip64Extra.length, 30);
    // Comment length, disk number and internal attributes stay 0.
    header.writeUInt32LE(FILE_MODE * 0x10000, 38);
    header.writeUInt32LE(p.bigOffset ? MAX_32 : p.offset, 42);
    p.name.copy(header, CENTRAL_HEADER);
    let at = CENTRAL_HEADER + p.name.length;
    header.writeUInt16LE(0x5455, at);
    header.writeUInt16LE(UT_EXTRA - 4, at + 2);
    header.writeUInt8(1, at + 4);
    header.writeInt32LE(Math.min(Math.max(Math.floor(p.entry.mtime.getTime() / 1000), -0x80000000), 0x7fffffff), at + 5);
    at += UT_EXTRA;
    zip64Extra.copy(header, at);
    return header;
}
function zip64EndRecords(count, centralOffset, centralSize) {
    const out = Buffer.alloc(ZIP64_EOCD + ZIP64_LOCATOR);
    out.writeUInt32LE(0x06064b50, 0);
    out.writeBigUInt64LE(BigInt(ZIP64_EOCD - 12), 4);
    out.writeUInt16LE(MADE_BY_UNIX, 12);
    out.writeUInt16LE(45, 14);
    // This disk and the central directory's disk stay 0.
    out.writeBigUInt64LE(BigInt(count), 24);
    out.writeBigUInt64LE(BigInt(count), 32);
    out.writeBigUInt64LE(BigInt(centralSize), 40);
    out.writeBigUInt64LE(BigInt(centralOffset), 48);
    out.writeUInt32LE(0x07064b50, ZIP64_EOCD);
    out.writeBigUInt64LE(BigInt(centralOffset + centralSize), ZIP64_EOCD + 8);
    out.writeUInt32LE(1, ZIP64_EOCD + 16);
    return out;
}
function endRecord(count, centralOffset, centralSize) {
    const out = Buffer.alloc(EOCD);
    out.writeUInt32LE(0x06054b50, 0);
    out.writeUInt16LE(Math.min(count, MAX_16), 8);
    out.writeUInt16LE(Math.min(count, MAX_16), 10);
    out.writeUInt32LE(Math.min(centralSize, MAX_32), 12);
    out.writeUInt32LE(Math.min(centralOffset, MAX_32), 16);
    return out;
}
