import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ParallelDeflate } from './parallel-deflate.ts';
import { syntheticPhoto } from '../testing/print-fixtures.ts';

async function compress(data: Uint8Array, segments: number, pieces: number): Promise<Buffer> {
  const deflate = new ParallelDeflate(segments, { level: 3, chunkSize: 1 << 12 });
  const size = Math.ceil(data.length / pieces);
  for (let piece = 0; piece < pieces; piece++) {
    if (piece > 0 && piece % Math.ceil(pieces / segments) === 0) deflate.nextSegment();
    await deflate.write(data.subarray(piece * size, (piece + 1) * size));
  }
  return Buffer.concat(await deflate.finish());
}

describe('ParallelDeflate', () => {
  it('writes one zlib stream whose data and Adler-32 check out, from one segment or several', async () => {
    const photo = new Uint8Array(syntheticPhoto(400, 300, 4));
    const noise = new Uint8Array(200_003).map((_, index) => (index * 2654435761) >>> 27);
    for (const data of [photo, noise]) {
      for (const [segments, pieces] of [[1, 1], [2, 4], [3, 7], [2, 9]] as const) {
        // inflateSync verifies the checksum in the trailer.
        expect(new Uint8Array(inflateSync(await compress(data, segments, pieces)))).toEqual(data);
      }
    }
  });

  it('costs little in size against one stream', async () => {
    const photo = new Uint8Array(syntheticPhoto(600, 400, 4));
    const single = await compress(photo, 1, 8);
    const split = await compress(photo, 2, 8);
    expect(split.length).toBeLessThan(single.length * 1.02 + 64);
  });
});
