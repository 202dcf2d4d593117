import { createDeflate } from 'node:zlib';
import type { PrintColorConverter } from '../color/print-color-converter.ts';

/** Pixels converted per step; deflate of one step runs on the thread pool while the next is converted. */
const CHUNK_PIXELS = 1 << 18;
/** Conversion buffers in flight: one being filled, the others queued for or inside zlib. */
const RING = 3;
/**
 * zlib's output buffer: larger than what a step compresses to, so each step is one trip to the
 * thread pool (with 16 KiB, the default, zlib waits for the busy main thread every 16 KiB).
 */
const OUTPUT_CHUNK = 1 << 19;

/** Image samples converted and Flate-compressed, as the parts zlib produced (written as they are). */
export interface EncodedSamples {
  parts: Uint8Array[];
  space: 'DeviceCMYK' | 'DeviceRGB';
}

/**
 * Converts 8-bit RGB pixels to the output color space and deflates them, in steps: zlib works on
 * libuv's thread pool while the main thread converts the next step, so the two overlap. The
 * conversion writes into a small ring of buffers reused once zlib has consumed them: a photo's
 * samples are allocated a few steps at a time, not whole (large short-lived buffers are what
 * drives V8's full collections here).
 */
export async function encodeImageSamples(rgb: Uint8Array, converter: PrintColorConverter, level = 3): Promise<EncodedSamples> {
  const deflate = createDeflate({ level, chunkSize: OUTPUT_CHUNK });
  const parts: Uint8Array[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  let space: 'DeviceCMYK' | 'DeviceRGB' = 'DeviceRGB';
  const pixels = Math.floor(rgb.length / 3);
  const ring: Uint8Array[] = [];
  const consumed: Promise<void>[] = [];
  for (let start = 0, step = 0; start < pixels; start += CHUNK_PIXELS, step++) {
    const end = Math.min(pixels, start + CHUNK_PIXELS);
    const slot = step % RING;
    await consumed[slot];
    const converted = converter.pixels(rgb.subarray(start * 3, end * 3), (ring[slot] ??= new Uint8Array(Math.min(pixels, CHUNK_PIXELS) * 4)));
    space = converted.space;
    consumed[slot] = new Promise<void>((resolve, reject) => deflate.write(converted.data, (error) => (error ? reject(error) : resolve())));
    // Let the event loop hand the chunk to the thread pool before converting the next one.
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  deflate.end();
  await done;
  return { parts, space };
}
