import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSafeZip, type SafeZipOptions } from './safe-zip-reader.ts';
import { makeTempDir, writeRawZip } from './testing/addon-fixtures.ts';
import { unixMode, type RawZipEntry } from './testing/raw-zip.ts';

let temp: Awaited<ReturnType<typeof makeTempDir>>;
beforeEach(async () => {
  temp = await makeTempDir();
});
afterEach(async () => {
  await temp.dispose();
});

const file = (name: string | Buffer, data = 'x', extra: Partial<RawZipEntry> = {}): RawZipEntry => ({
  name,
  data: Buffer.from(data),
  ...extra,
});

async function refusal(entries: RawZipEntry[], options: SafeZipOptions = {}): Promise<string> {
  const path = await writeRawZip(join(temp.path, 'archive.zip'), entries);
  try {
    (await openSafeZip(path, options)).close();
  } catch (error) {
    return (error as { code: string }).code;
  }
  return 'accepted';
}

async function readAll(entries: RawZipEntry[], options: SafeZipOptions = {}): Promise<string> {
  const path = await writeRawZip(join(temp.path, 'archive.zip'), entries);
  const zip = await openSafeZip(path, options);
  try {
    for (const entry of zip.files) await zip.readFile(entry);
    return 'read';
  } catch (error) {
    return (error as { code: string }).code;
  } finally {
    zip.close();
  }
}

describe('openSafeZip', () => {
  it('opens a package and reads its files', async () => {
    const path = await writeRawZip(join(temp.path, 'ok.zip'), [
      { name: 'pkg/', data: Buffer.alloc(0), method: 0, externalAttributes: unixMode(0o40755) | 0x10 },
      file('pkg/addon.json', '{}'),
      file('pkg/dist/index.js', 'export {}', { method: 0, externalAttributes: unixMode(0o100777) }),
    ]);
    const zip = await openSafeZip(path);
    try {
      expect(zip.topDirectory).toBe('pkg');
      expect(zip.files.map((f) => f.relativePath)).toEqual(['addon.json', 'dist/index.js']);
      expect((await zip.readFile(zip.getFile('dist/index.js')!)).toString()).toBe('export {}');
    } finally {
      zip.close();
    }
  });

  it.each([
    ['zip slip', [file('pkg/../../evil.js')], 'svc_addon_zip_path_traversal'],
    ['absolute path', [file('/etc/passwd')], 'svc_addon_zip_absolute_path'],
    ['backslash', [file('pkg\\..\\evil.js')], 'svc_addon_zip_backslash_path'],
    ['drive letter', [file('C:/evil.js')], 'svc_addon_zip_drive_letter_path'],
    ['empty segment', [file('pkg//a.js')], 'svc_addon_zip_invalid_path'],
    ['control character', [file('pkg/a\u0001.js')], 'svc_addon_zip_invalid_path'],
    ['symlink', [file('pkg/link', '/etc/passwd', { externalAttributes: unixMode(0o120777) })], 'svc_addon_zip_symlink'],
    ['DOS reparse point', [file('pkg/link', 'x', { versionMadeBy: 20, externalAttributes: 0x400 })], 'svc_addon_zip_symlink'],
    ['FIFO', [file('pkg/fifo', '', { externalAttributes: unixMode(0o010644) })], 'svc_addon_zip_special_entry'],
    ['device', [file('pkg/dev', '', { externalAttributes: unixMode(0o020644) })], 'svc_addon_zip_special_entry'],
    ['file marked as folder', [file('pkg/a.js', 'x', { externalAttributes: unixMode(0o40755) })], 'svc_addon_zip_special_entry'],
    ['encrypted', [file('pkg/a.js', 'x', { flags: 0x1 })], 'svc_addon_zip_encrypted_entry'],
    ['AES encrypted', [file('pkg/a.js', 'x', { method: 99 })], 'svc_addon_zip_encrypted_entry'],
    ['bzip2', [file('pkg/a.js', 'x', { method: 12 })], 'svc_addon_zip_unsupported_compression'],
    ['duplicate by case', [file('pkg/Readme.md'), file('pkg/README.md')], 'svc_addon_zip_duplicate_entry'],
    ['duplicate by normalization', [file('pkg/caf\u00e9.js'), file('pkg/cafe\u0301.js')], 'svc_addon_zip_duplicate_entry'],
    ['exact duplicate', [file('pkg/a.js'), file('pkg/a.js')], 'svc_addon_zip_duplicate_entry'],
    ['file and folder of one name', [file('pkg/lib'), file('pkg/LIB/a.js')], 'svc_addon_zip_duplicate_entry'],
    ['two top-level folders', [file('one/addon.json'), file('two/addon.json')], 'svc_addon_zip_multiple_top_directories'],
    ['file at top level', [file('addon.json')], 'svc_addon_zip_layout_invalid'],
    ['empty archive', [], 'svc_addon_zip_layout_invalid'],
    ['local header names another file', [file('pkg/a.js', 'x', { localName: '../a.js' })], 'svc_addon_zip_invalid'],
  ] as Array<[string, RawZipEntry[], string]>)('refuses %s with its own code', async (_name, entries, code) => {
    expect(await refusal(entries)).toBe(code);
  });

  it('refuses a zip bomb by its declared ratio', async () => {
    expect(await refusal([file('pkg/bomb.bin', '\0'.repeat(8 * 1024 * 1024))])).toBe('svc_addon_zip_ratio_exceeded');
  });

  it('stops inflating a zip bomb whose headers lie, by counting the actual bytes', async () => {
    const bomb = file('pkg/bomb.bin', '\0'.repeat(8 * 1024 * 1024), { declaredSize: 4096 });
    expect(await readAll([bomb])).toBe('svc_addon_zip_size_mismatch');
  });

  it('enforces the ratio on actual bytes even when the declared size would pass', async () => {
    const bomb = file('pkg/bomb.bin', '\0'.repeat(4 * 1024 * 1024));
    const limits = { maxCompressionRatio: 2000, ratioFloorBytes: 1024 };
    const path = await writeRawZip(join(temp.path, 'archive.zip'), [bomb]);
    const zip = await openSafeZip(path, { limits });
    // Lower the cap after the central directory was accepted: only the inflating guard can catch it now.
    (zip.limits as { maxCompressionRatio: number }).maxCompressionRatio = 10;
    await expect(zip.readFile(zip.files[0]!)).rejects.toMatchObject({ code: 'svc_addon_zip_ratio_exceeded' });
    zip.close();
  });

  it('refuses too many entries, too large files and too large totals', async () => {
    const many = Array.from({ length: 30 }, (_, i) => file(`pkg/f${i}.js`));
    expect(await refusal(many, { limits: { maxEntries: 20 } })).toBe('svc_addon_zip_too_many_entries');
    expect(await refusal([file('pkg/a.js', 'abcdef')], { limits: { maxFileBytes: 5 } })).toBe('svc_addon_zip_file_too_large');
    const two = [file('pkg/a.js', 'abcd'), file('pkg/b.js', 'abcd')];
    expect(await refusal(two, { limits: { maxTotalBytes: 6 } })).toBe('svc_addon_zip_total_too_large');
    expect(await refusal(two, { limits: { maxArchiveBytes: 50 } })).toBe('svc_addon_zip_too_large');
  });

  it('refuses a stored file whose data is not what the headers say', async () => {
    const path = await writeRawZip(join(temp.path, 'archive.zip'), [file('pkg/a.js', 'hello', { method: 0 })]);
    const zip = await openSafeZip(path);
    const bytes = await import('node:fs/promises').then((fs) => fs.readFile(path));
    bytes[30 + 'pkg/a.js'.length] = 'j'.charCodeAt(0);
    await writeFile(path, bytes);
    await expect(zip.readFile(zip.files[0]!)).rejects.toMatchObject({ code: 'svc_addon_zip_invalid' });
    zip.close();
  });

  it('refuses a file that is not a ZIP', async () => {
    const path = join(temp.path, 'not.zip');
    await writeFile(path, 'hello, I am text');
    await expect(openSafeZip(path)).rejects.toMatchObject({ code: 'svc_addon_zip_invalid' });
  });

  it('accepts any layout when asked, for imports such as cliparts', async () => {
    const path = await writeRawZip(join(temp.path, 'cliparts.zip'), [file('a.svg'), file('animals/cat.svg')]);
    const zip = await openSafeZip(path, { layout: 'any' });
    expect(zip.topDirectory).toBeNull();
    expect(zip.files.map((f) => f.relativePath)).toEqual(['a.svg', 'animals/cat.svg']);
    zip.close();
  });
});
