import sharp from 'sharp';
import type { PrintColorConverter } from '../color/print-color-converter.ts';

/**
 * How photos are compressed in print PDFs: `jpeg` (DCT, the default) or `lossless` (Flate). A
 * printing method chooses; `lossless` is for presses or customers that refuse any re-encoding.
 */
export type PhotoCompression = 'jpeg' | 'lossless';

/**
 * JPEG quality of photos: 90 with full-resolution channels (no chroma subsampling; CMYK has none
 * anyway). Against the lossless print of a customer-like photo, both rendered by Ghostscript to CMYK
 * at 300 dpi, the mean error is 0.52 % of an ink's range and 99 % of the samples are within 2.0 %
 * (`jpeg-samples.test.ts` holds it under 1.5 % and 6 %); 85 saved 17 % of the bytes, 95 cost 35 % more.
 */
export const PHOTO_JPEG_QUALITY = 90;

/** A photo's samples as one JPEG stream (a PDF `DCTDecode` image). */
export interface JpegSamples {
  bytes: Uint8Array;
  space: 'DeviceCMYK' | 'DeviceRGB';
  /**
   * The image's `/Decode` array: libjpeg writes CMYK as Adobe does, inverted (with the Adobe
   * marker), and PDF readers take DCT samples as they decode, so the array turns them back.
   */
  decode: number[] | null;
}

/** Bytes before the samples of the TIFF that hands CMYK pixels to libvips (a multiple of 4: the converter writes words). */
const TIFF_HEADER = 160;

/**
 * Converts 8-bit RGB pixels to the output color space and encodes them as JPEG with libvips
 * (sharp's mozjpeg). CMYK samples come from the converter (the LittleCMS transform of the printing
 * method, with its intent and black-point compensation: vectors and photos go through the same
 * one) and reach libvips as an uncompressed CMYK TIFF written around them, the one input sharp
 * reads as CMYK without converting it; Huffman tables are not optimised (a second pass that
 * tripled the encoding time for 4 % of the bytes).
 */
export async function encodeJpegSamples(rgb: Uint8Array, widthPx: number, heightPx: number, converter: PrintColorConverter, quality = PHOTO_JPEG_QUALITY): Promise<JpegSamples> {
  const pixels = widthPx * heightPx;
  const jpeg = { quality, chromaSubsampling: '4:4:4', optimiseCoding: false } as const;
  if (converter.mode === 'rgb') {
    const converted = converter.pixels(rgb);
    const bytes = await sharp(converted.data, { raw: { width: widthPx, height: heightPx, channels: 3 } }).jpeg(jpeg).toBuffer();
    return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), space: converted.space, decode: null };
  }
  const memory = takeMemory(TIFF_HEADER + pixels * 4);
  try {
    const tiff = cmykTiff(memory, widthPx, heightPx);
    const converted = converter.pixels(rgb.subarray(0, pixels * 3), tiff.subarray(TIFF_HEADER));
    if (converted.space !== 'DeviceCMYK') throw new Error('a cmyk converter returned RGB samples');
    if (converted.data.buffer !== tiff.buffer || converted.data.byteOffset !== tiff.byteOffset + TIFF_HEADER) tiff.set(converted.data, TIFF_HEADER);
    const bytes = await sharp(tiff).pipelineColourspace('cmyk').toColourspace('cmyk').jpeg(jpeg).toBuffer();
    return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), space: 'DeviceCMYK', decode: adobeInverted(bytes) ? [1, 0, 1, 0, 1, 0, 1, 0] : null };
  } finally {
    // libvips is done with the input once the JPEG is there (or the pipeline failed).
    giveBack(memory);
  }
}

/**
 * Memory for the CMYK samples, kept for the next photo: a print photo's samples are ~9 MB, and
 * allocating them afresh per job made V8 collect garbage for them (its external memory), which cost a
 * worker as much CPU as the color conversion. Two buffers cover a job's print photo and its
 * thumbnail in flight together; they are kept only up to {@link MAX_SPARE_BYTES} each.
 */
const spare: ArrayBuffer[] = [];
const MAX_SPARE = 2;
const MAX_SPARE_BYTES = 64 * 1024 * 1024;

function takeMemory(bytes: number): ArrayBuffer {
  const index = spare.findIndex((buffer) => buffer.byteLength >= bytes);
  if (index >= 0) return spare.splice(index, 1)[0]!;
  // Rounded up, so the next photo of about the same size fits too (not a poster's, which is not kept).
  const room = bytes * 1.25 <= MAX_SPARE_BYTES ? bytes * 1.25 : bytes;
  return Buffer.allocUnsafeSlow(Math.ceil(room / 65536) * 65536).buffer as ArrayBuffer;
}

function giveBack(buffer: ArrayBuffer): void {
  if (buffer.byteLength > MAX_SPARE_BYTES) return;
  spare.push(buffer);
  spare.sort((a, b) => a.byteLength - b.byteLength);
  if (spare.length > MAX_SPARE) spare.shift();
}

/** An uncompressed 8-bit CMYK TIFF (little-endian, one strip) of the size in `memory`, its samples not written yet. */
function cmykTiff(memory: ArrayBuffer, width: number, height: number): Buffer {
  const tags: [tag: number, type: 3 | 4, count: number, value: number][] = [
    [256, 4, 1, width], // ImageWidth
    [257, 4, 1, height], // ImageLength
    [258, 3, 4, 0], // BitsPerSample: 8,8,8,8 (at the offset filled in below)
    [259, 3, 1, 1], // Compression: none
    [262, 3, 1, 5], // PhotometricInterpretation: separated
    [273, 4, 1, TIFF_HEADER], // StripOffsets
    [277, 3, 1, 4], // SamplesPerPixel
    [278, 4, 1, height], // RowsPerStrip
    [279, 4, 1, width * height * 4], // StripByteCounts
    [284, 3, 1, 1], // PlanarConfiguration: chunky
    [332, 3, 1, 1], // InkSet: CMYK
  ];
  const bitsOffset = 10 + tags.length * 12 + 4;
  const tiff = Buffer.from(memory, 0, TIFF_HEADER + width * height * 4);
  tiff.fill(0, 0, TIFF_HEADER);
  const view = new DataView(tiff.buffer, tiff.byteOffset, TIFF_HEADER);
  tiff.write('II', 0, 'latin1');
  view.setUint16(2, 42, true);
  view.setUint32(4, 8, true);
  view.setUint16(8, tags.length, true);
  tags.forEach(([tag, type, count, value], index) => {
    const at = 10 + index * 12;
    view.setUint16(at, tag, true);
    view.setUint16(at + 2, type, true);
    view.setUint32(at + 4, count, true);
    if (tag === 258) view.setUint32(at + 8, bitsOffset, true);
    else if (type === 3) view.setUint16(at + 8, value, true);
    else view.setUint32(at + 8, value, true);
  });
  for (let channel = 0; channel < 4; channel++) view.setUint16(bitsOffset + channel * 2, 8, true);
  return tiff;
}

/** Whether a 4-channel JPEG carries the Adobe APP14 marker (Photoshop's inverted CMYK, which libjpeg writes). */
function adobeInverted(jpeg: Uint8Array): boolean {
  // Markers up to the first scan: FF xx, length (big-endian, counting itself).
  for (let at = 2; at + 4 < jpeg.length; ) {
    if (jpeg[at] !== 0xff) return false;
    const marker = jpeg[at + 1]!;
    if (marker === 0xda) return false;
    const length = (jpeg[at + 2]! << 8) | jpeg[at + 3]!;
    if (marker === 0xee && String.fromCharCode(...jpeg.subarray(at + 4, at + 9)) === 'Adobe') return true;
    at += 2 + length;
  }
  return false;
}
