import { createDeflate } from 'node:zlib';
import type { PrintColorConverter } from '../color/print-color-converter.ts';

/** Pixels converted per step; deflate of one step runs on the thread pool while the next is converted. */
const CHUNK_PIXELS = 1 << 18;

/**
 * Converts 8-bit RGB pixels to the output color space and deflates them, in steps: zlib works on
 * libuv's thread pool while the main thread converts the next step, so the two overlap.
 */
export async function encodeImageSamples(rgb: Uint8Array, converter: PrintColorConverter, level = 3): Promise<{ data: Uint8Array; space: 'DeviceCMYK' | 'DeviceRGB' }> {
  const deflate = createDeflate({ level });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  let space: 'DeviceCMYK' | 'DeviceRGB' = 'DeviceRGB';
  const pixels = Math.floor(rgb.length / 3);
  for (let start = 0; start < pixels; start += CHUNK_PIXELS) {
    const end = Math.min(pixels, start + CHUNK_PIXELS);
    const converted = converter.pixels(rgb.subarray(start * 3, end * 3));
    space = converted.space;
    deflate.write(converted.data);
    // Let the event loop hand the chunk to the thread pool before converting the next one.
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  deflate.end();
  await done;
  return { data: new Uint8Array(Buffer.concat(parts)), space };
}
