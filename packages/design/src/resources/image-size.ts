import type { ImageAsset } from './resource-providers.ts';

/**
 * Reads the pixel size and type of a PNG, JPEG, GIF or WebP from its header, or `null` when the
 * bytes are none of these. Needed to build an {@link ImageAsset} from raw bytes.
 */
export function readImageInfo(bytes: Uint8Array): Omit<ImageAsset, 'bytes'> | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ascii = (start: number, length: number) => String.fromCharCode(...bytes.subarray(start, start + length));
  if (bytes.length >= 24 && bytes[0] === 0x89 && ascii(1, 3) === 'PNG') {
    return { mimeType: 'image/png', widthPx: view.getUint32(16), heightPx: view.getUint32(20) };
  }
  if (bytes.length >= 10 && ascii(0, 4) === 'GIF8') {
    return { mimeType: 'image/gif', widthPx: view.getUint16(6, true), heightPx: view.getUint16(8, true) };
  }
  if (bytes.length >= 30 && ascii(0, 4) === 'RIFF' && ascii(8, 4) === 'WEBP') {
    const chunk = ascii(12, 4);
    if (chunk === 'VP8X') return { mimeType: 'image/webp', widthPx: 1 + (view.getUint32(24, true) & 0xffffff), heightPx: 1 + (view.getUint32(27, true) & 0xffffff) };
    if (chunk === 'VP8 ') return { mimeType: 'image/webp', widthPx: view.getUint16(26, true) & 0x3fff, heightPx: view.getUint16(28, true) & 0x3fff };
    if (chunk === 'VP8L') {
      const bits = view.getUint32(21, true);
      return { mimeType: 'image/webp', widthPx: (bits & 0x3fff) + 1, heightPx: ((bits >> 14) & 0x3fff) + 1 };
    }
    return null;
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    let offset = 2;
    while (offset + 9 < bytes.length) {
      if (bytes[offset] !== 0xff) return null;
      const marker = bytes[offset + 1]!;
      const length = view.getUint16(offset + 2);
      // SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC) hold the frame size.
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { mimeType: 'image/jpeg', widthPx: view.getUint16(offset + 7), heightPx: view.getUint16(offset + 5) };
      }
      offset += 2 + length;
    }
  }
  return null;
}
