import { createDeflate } from 'node:zlib';
import { pngChunk } from '../barcode/gray-png.ts';

const SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** IDAT chunks of at most this many bytes: a reader never holds more than one. */
const IDAT_BYTES = 1 << 20;

/** Size and resolution of a streamed RGBA PNG. */
export interface PngStreamHeader {
  width: number;
  height: number;
  /** Written as the pHYs chunk (pixels per metre), so the file carries its physical size. */
  dpi: number;
}

/**
 * Writes an 8-bit RGBA PNG from bands of scanlines without holding the image: each band (rows already
 * prefixed with their filter byte) goes through one zlib stream and leaves as IDAT chunks. The
 * producer may reuse a band's buffer for the band after next. A roll of
 * film at 300 dpi is hundreds of megapixels; only a band and zlib's window are ever in memory.
 */
export async function* pngStream(header: PngStreamHeader, bands: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  yield SIGNATURE;
  const ihdr = new Uint8Array(13);
  const view = new DataView(ihdr.buffer);
  view.setUint32(0, header.width);
  view.setUint32(4, header.height);
  ihdr[8] = 8;
  ihdr[9] = 6; // RGBA
  yield pngChunk('IHDR', ihdr);
  const phys = new Uint8Array(9);
  const perMetre = Math.round(header.dpi / 0.0254);
  new DataView(phys.buffer).setUint32(0, perMetre);
  new DataView(phys.buffer).setUint32(4, perMetre);
  phys[8] = 1; // unit: metre
  yield pngChunk('pHYs', phys);
  // Level 1 with filtered rows: transparent film between transfers costs nothing, artwork a little more
  // than level 6 would make of it, at a third of the CPU.
  const deflate = createDeflate({ level: 1, memLevel: 9, chunkSize: IDAT_BYTES });
  const output: Uint8Array[] = [];
  deflate.on('data', (data: Uint8Array) => output.push(data));
  const failed = new Promise<never>((_, reject) => deflate.once('error', reject));
  // A band may be written into again once zlib has consumed it (its write callback): the one before
  // the current is awaited, so the producer can fill two buffers in turn while zlib works on one.
  let previous: Promise<unknown> = Promise.resolve();
  for await (const band of bands) {
    const written = new Promise((resolve) => deflate.write(band, resolve));
    await Promise.race([previous, failed]);
    previous = written;
    while (output.length > 0) yield pngChunk('IDAT', output.shift()!);
  }
  await Promise.race([previous, failed]);
  const ended = new Promise((resolve) => deflate.once('end', resolve));
  deflate.end();
  await Promise.race([ended, failed]);
  while (output.length > 0) yield pngChunk('IDAT', output.shift()!);
  yield pngChunk('IEND', new Uint8Array(0));
}
