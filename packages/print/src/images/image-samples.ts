import type { PrintColorConverter } from '../color/print-color-converter.ts';
import { ParallelDeflate } from './parallel-deflate.ts';

/** Pixels converted per step; deflate of one step runs on the thread pool while the next is converted. */
const CHUNK_PIXELS = 1 << 18;
/** Conversion buffers in flight: one being filled, the others queued for or inside zlib. */
const RING = 4;
/**
 * zlib's output buffer: larger than what a step compresses to, so each step is one trip to the
 * thread pool (with 16 KiB, the default, zlib waits for the busy main thread every 16 KiB).
 */
const OUTPUT_CHUNK = 1 << 19;
/** Deflate segments of a photo of several steps: the second starts while the first catches up. */
const SEGMENTS = 2;

/** Image samples converted and Flate-compressed, as the parts zlib produced (written as they are). */
export interface EncodedSamples {
  parts: Uint8Array[];
  space: 'DeviceCMYK' | 'DeviceRGB';
}

/**
 * Converts 8-bit RGB pixels to the output color space and deflates them, in steps: zlib works on
 * libuv's thread pool while the main thread converts the next step, so the two overlap, and a
 * photo's halves are deflated as two segments on two threads (deflate is the slower of the two).
 * The conversion writes into a small ring of buffers reused once zlib has consumed them: a
 * photo's samples are allocated a few steps at a time, not whole.
 */
export async function encodeImageSamples(rgb: Uint8Array, converter: PrintColorConverter, level = 3): Promise<EncodedSamples> {
  const pixels = Math.floor(rgb.length / 3);
  const steps = Math.ceil(pixels / CHUNK_PIXELS);
  const segments = steps >= 2 * SEGMENTS ? SEGMENTS : 1;
  const deflate = new ParallelDeflate(segments, { level, chunkSize: OUTPUT_CHUNK });
  try {
    let space: 'DeviceCMYK' | 'DeviceRGB' = 'DeviceRGB';
    const ring: Uint8Array[] = [];
    const consumed: Promise<void>[] = [];
    for (let step = 0; step < steps; step++) {
      const start = step * CHUNK_PIXELS;
      const end = Math.min(pixels, start + CHUNK_PIXELS);
      const slot = step % RING;
      await consumed[slot];
      if (step > 0 && step % Math.ceil(steps / segments) === 0) deflate.nextSegment();
      const converted = converter.pixels(rgb.subarray(start * 3, end * 3), (ring[slot] ??= new Uint8Array(Math.min(pixels, CHUNK_PIXELS) * 4)));
      space = converted.space;
      consumed[slot] = deflate.write(converted.data);
      // Let the event loop hand the chunk to the thread pool before converting the next one.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    return { parts: await deflate.finish(), space };
  } catch (error) {
    deflate.destroy();
    throw error;
  }
}
