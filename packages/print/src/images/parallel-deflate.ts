import { constants, createDeflate, type Deflate } from 'node:zlib';

/**
 * One zlib stream (RFC 1950) compressed as independent segments, each on its own zlib stream and
 * so on its own thread of libuv's pool (as pigz does): every segment but the last ends with a sync
 * flush (byte-aligned, not final), the segments' deflate data are concatenated, and the Adler-32
 * checksums of the segments are combined into the trailer. A segment loses the previous one's
 * 32 KiB window, which costs a few hundred bytes on a photo.
 */
export class ParallelDeflate {
  readonly #segments: DeflateSegment[];
  #current = 0;

  /** `segments`: how many streams to spread the data over (one per core that may be free). */
  constructor(segments: number, options: { level: number; chunkSize: number }) {
    this.#segments = Array.from({ length: Math.max(1, segments) }, () => new DeflateSegment(createDeflate(options)));
  }

  /** Starts the next segment: data written from now on goes there (no-op on the last one). */
  nextSegment(): void {
    if (this.#current < this.#segments.length - 1) this.#current++;
  }

  /** Writes data to the current segment; resolves when zlib has consumed it (the buffer may be reused then). */
  write(data: Uint8Array): Promise<void> {
    return this.#segments[this.#current]!.write(data);
  }

  /** Abandons the output (after a failure upstream): frees every zlib stream. */
  destroy(): void {
    for (const segment of this.#segments) segment.stream.destroy();
  }

  /** Ends every segment and returns the zlib stream, in parts. */
  async finish(): Promise<Uint8Array[]> {
    const used = this.#segments.slice(0, this.#current + 1);
    for (const unused of this.#segments.slice(this.#current + 1)) unused.stream.destroy();
    const results = await Promise.all(used.map((segment, index) => segment.end(index === used.length - 1)));
    if (results.length === 1) return results[0]!.parts;
    const parts: Uint8Array[] = [];
    let adler = 1;
    results.forEach((result, index) => {
      // Drop each segment's 2-byte zlib header (the first one's stays) and, on the last, the checksum.
      parts.push(...sliceParts(result.parts, index === 0 ? 0 : 2, result.deflateEnd));
      adler = index === 0 ? result.adler : adler32Combine(adler, result.adler, result.length);
    });
    const trailer = new Uint8Array(4);
    new DataView(trailer.buffer).setUint32(0, adler);
    parts.push(trailer);
    return parts;
  }
}

class DeflateSegment {
  readonly stream: Deflate;
  readonly #parts: Uint8Array[] = [];
  #length = 0;
  readonly #done: Promise<void>;

  constructor(stream: Deflate) {
    this.stream = stream;
    stream.on('data', (part: Buffer) => this.#parts.push(part));
    this.#done = new Promise<void>((resolve, reject) => {
      stream.on('end', resolve);
      stream.on('error', reject);
    });
    // A zlib error surfaces from end(); until then nobody may be waiting.
    this.#done.catch(() => undefined);
  }

  /** Resolves once zlib has consumed `data`, also on failure (which end() reports). */
  write(data: Uint8Array): Promise<void> {
    this.#length += data.length;
    return new Promise<void>((resolve) => this.stream.write(data, () => resolve()));
  }

  /**
   * Ends the segment. Not the last: a sync flush first, whose output ends with the empty stored
   * block `00 00 FF FF` (checked, so the cut is exact); the final block after it is dropped.
   */
  async end(last: boolean): Promise<{ parts: Uint8Array[]; deflateEnd: number; adler: number; length: number }> {
    let deflateEnd = -1;
    if (!last) {
      await new Promise<void>((resolve) => this.stream.flush(constants.Z_SYNC_FLUSH, () => resolve()));
      deflateEnd = this.#parts.reduce((sum, part) => sum + part.length, 0);
      const marker = concatRange(this.#parts, deflateEnd - 4, deflateEnd);
      if (marker.join(',') !== '0,0,255,255') throw new Error('zlib sync flush did not end with an empty stored block');
    }
    this.stream.end();
    await this.#done;
    const total = this.#parts.reduce((sum, part) => sum + part.length, 0);
    const trailer = new DataView(concatRange(this.#parts, total - 4, total).buffer);
    return { parts: this.#parts, deflateEnd: last ? total - 4 : deflateEnd, adler: trailer.getUint32(0), length: this.#length };
  }
}

/** Bytes `[start, end)` of the concatenated parts, as views of them. */
function sliceParts(parts: readonly Uint8Array[], start: number, end: number): Uint8Array[] {
  const out: Uint8Array[] = [];
  let offset = 0;
  for (const part of parts) {
    const from = Math.max(start, offset);
    const to = Math.min(end, offset + part.length);
    if (from < to) out.push(part.subarray(from - offset, to - offset));
    offset += part.length;
  }
  return out;
}

/** Bytes `[start, end)` of the concatenated parts, copied (for the few bytes checked). */
function concatRange(parts: readonly Uint8Array[], start: number, end: number): Uint8Array {
  const out = new Uint8Array(end - start);
  let offset = 0;
  for (const part of parts) {
    const from = Math.max(start, offset);
    const to = Math.min(end, offset + part.length);
    if (from < to) out.set(part.subarray(from - offset, to - offset), from - start);
    offset += part.length;
  }
  return out;
}

const ADLER_BASE = 65521;

/** zlib's `adler32_combine`: the Adler-32 of A followed by B (of `lengthB` bytes). */
export function adler32Combine(adlerA: number, adlerB: number, lengthB: number): number {
  const remainder = lengthB % ADLER_BASE;
  let sum1 = adlerA & 0xffff;
  let sum2 = (remainder * sum1) % ADLER_BASE;
  sum1 += (adlerB & 0xffff) + ADLER_BASE - 1;
  sum2 += ((adlerA >>> 16) & 0xffff) + ((adlerB >>> 16) & 0xffff) + ADLER_BASE - remainder;
  if (sum1 >= ADLER_BASE) sum1 -= ADLER_BASE;
  if (sum1 >= ADLER_BASE) sum1 -= ADLER_BASE;
  if (sum2 >= ADLER_BASE * 2) sum2 -= ADLER_BASE * 2;
  if (sum2 >= ADLER_BASE) sum2 -= ADLER_BASE;
  return ((sum2 << 16) | sum1) >>> 0;
}
