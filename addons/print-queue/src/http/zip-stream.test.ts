import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { runTool, toolsAvailable, withTempFile } from '../../../../packages/print/src/testing/pdf-tools.ts';
import { bufferReader } from '../testing/print-queue-fixtures.ts';
import { createZipWriter, dosDateTime, type ZipEntry } from './zip-stream.ts';

const available = toolsAvailable('zip stream', ['unzip', 'zipinfo', 'python3']);

/** Python's zipfile: every entry's name, size, DOS time and SHA-256, after `testzip` checked each CRC. */
const PYTHON_CHECK = `
import hashlib, json, sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as z:
    assert z.testzip() is None
    print(json.dumps([[i.filename, i.file_size, list(i.date_time), hashlib.sha256(z.read(i)).hexdigest()] for i in z.infolist()]))
`;

/** An entry whose reader answers at most 1000 bytes a read, as a storage reader may. */
function entry(name: string, bytes: Buffer, mtime = new Date(Date.UTC(2026, 10, 21, 13, 37, 42))): ZipEntry & { bytes: Buffer } {
  return { name, size: bytes.length, mtime, bytes, open: async () => bufferReader(bytes, 1000) };
}

/** Writes the archive into a sink that copies each chunk only after a delay, as a slow socket would take it. */
async function collect(entries: readonly ZipEntry[], options = {}): Promise<{ bytes: Buffer; size: number }> {
  const zip = createZipWriter(entries, options);
  const parts: Buffer[] = [];
  await zip.write({ write: async (chunk) => void (await new Promise((resolve) => setImmediate(resolve)), parts.push(Buffer.from(chunk))) });
  return { bytes: Buffer.concat(parts), size: zip.size };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe.skipIf(!available)('createZipWriter', () => {
  const files = [
    entry('PQ000001.pdf', randomBytes(70_000)),
    entry('Büro – Ticket ✓.json', Buffer.from('{"job":"PQ000001"}')),
    entry('empty.jdf', Buffer.alloc(0)),
  ];

  function check(bytes: Buffer): void {
    withTempFile(bytes, '.zip', (path) => {
      expect(runTool('unzip', ['-t', path])).toContain('No errors detected');
      expect(runTool('zipinfo', ['-1', path]).trim().split('\n')).toEqual(files.map((f) => f.name));
      const listed = JSON.parse(runTool('python3', ['-c', PYTHON_CHECK, path])) as [string, number, number[], string][];
      expect(listed).toEqual(files.map((f) => [f.name, f.bytes.length, [2026, 11, 21, 13, 37, 42], sha256(f.bytes)]));
    });
  }

  it('streams stored entries that unzip, zipinfo and Python read back, with the announced size and the same bytes every time', async () => {
    const { bytes, size } = await collect(files);
    expect(bytes.length).toBe(size);
    expect(bytes.readUInt32LE(bytes.length - 22)).toBe(0x06054b50);
    expect(bytes.includes(Buffer.from([0x50, 0x4b, 0x06, 0x06]))).toBe(false);
    check(bytes);
    expect(sha256((await collect(files)).bytes)).toBe(sha256(bytes));
  });

  it('writes ZIP64 records (local and central extra fields, 64-bit descriptors, ZIP64 end records) that readers follow', async () => {
    // Real ZIP64 needs 4 GiB; forcing the records on small entries exercises the same fields.
    const { bytes, size } = await collect(files, { forceZip64: true });
    expect(bytes.length).toBe(size);
    const zip64End = bytes.length - 22 - 20 - 56;
    expect(bytes.readUInt32LE(zip64End)).toBe(0x06064b50);
    expect(bytes.readUInt32LE(zip64End + 56)).toBe(0x07064b50);
    expect(Number(bytes.readBigUInt64LE(zip64End + 32))).toBe(files.length);
    check(bytes);
  });

  it('fails the writing when a source has another size than declared, or ends early', async () => {
    const liar = { ...entry('short.pdf', Buffer.alloc(10)), size: 11 };
    await expect(collect([liar])).rejects.toThrow(/the source has 10 bytes, 11 declared/);
    const shrinking = { ...entry('gone.pdf', Buffer.alloc(5000)), open: async () => ({ ...bufferReader(Buffer.alloc(5000)), read: async () => 0 }) };
    await expect(collect([shrinking])).rejects.toThrow(/ended after 0 of 5000 bytes/);
  });

  it('clamps DOS times to their 1980–2107 range and uses the UTC parts', () => {
    expect(dosDateTime(new Date(Date.UTC(1970, 0, 1)))).toEqual({ time: 0, date: (1 << 5) | 1 });
    expect(dosDateTime(new Date(Date.UTC(2026, 0, 31, 23, 59, 59)))).toEqual({ time: (23 << 11) | (59 << 5) | 29, date: (46 << 9) | (1 << 5) | 31 });
  });
});
