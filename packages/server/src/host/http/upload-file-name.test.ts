import { describe, expect, it } from 'vitest';
import { MAX_FILE_NAME_BYTES, safeUploadFileName } from './upload-file-name.ts';

describe('safeUploadFileName', () => {
  it('keeps an ordinary name as it is', () => {
    expect(safeUploadFileName('Urlaub am Meer – 2026.jpg')).toBe('Urlaub am Meer – 2026.jpg');
  });

  it('removes control characters, bidirectional overrides and the client path', () => {
    expect(safeUploadFileName('C:\\Users\\ann\\pho\u0000to\u0007\r\n.png')).toBe('photo.png');
    expect(safeUploadFileName('/home/ann/in\u202egpj.exe')).toBe('ingpj.exe');
    expect(safeUploadFileName('a\u0085b\u009f.svg')).toBe('ab.svg');
  });

  it('cuts to 255 bytes of UTF-8 without splitting a character, keeping the extension', () => {
    for (const char of ['a', 'ü', '€', '😀']) {
      const name = safeUploadFileName(`${char.repeat(200_000)}.jpeg`);
      expect(Buffer.byteLength(name)).toBeLessThanOrEqual(MAX_FILE_NAME_BYTES);
      expect(Buffer.byteLength(name)).toBeGreaterThan(MAX_FILE_NAME_BYTES - 4);
      expect(name.endsWith('.jpeg')).toBe(true);
      expect(name.isWellFormed()).toBe(true);
      expect(name.slice(0, -5)).toBe(char.repeat(name.slice(0, -5).length / char.length));
    }
    expect(Buffer.byteLength(safeUploadFileName('x'.repeat(300)))).toBe(MAX_FILE_NAME_BYTES);
  });
});
