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

/**
 * Rows per strip of the TIFF that hands CMYK pixels to libvips: libtiff reads a strip whole into a
 * buffer of its own, so one strip of the whole photo was a second copy of its 9 MB of samples in flight
 * (the worker's peak memory); 32 rows of a postcard's photo are 233 KiB.
 */
const TIFF_ROWS_PER_STRIP = 32;

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
  const header = cmykTiffHeaderBytes(heightPx);
  const memory = takeMemory(header + pixels * 4);
  try {
    const tiff = cmykTiff(memory, widthPx, heightPx);
    const converted = converter.pixels(rgb.subarray(0, pixels * 3), tiff.subarray(header));
    if (converted.space !== 'DeviceCMYK') throw new Error('a cmyk converter returned RGB samples');
    if (converted.data.buffer !== tiff.buffer || converted.data.byteOffset !== tiff.byteOffset + header) tiff.set(converted.data, header);
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

/** Tags of {@link cmykTiff}. */
const TIFF_TAGS = 11;

/** Bytes before the samples in {@link cmykTiff}: the directory, the bits per sample and the strips' offsets and sizes. */
function cmykTiffHeaderBytes(height: number): number {
  const strips = Math.ceil(height / TIFF_ROWS_PER_STRIP);
  return 10 + TIFF_TAGS * 12 + 4 + 8 + strips * 8;
}

/**
 * An uncompressed 8-bit CMYK TIFF (little-endian, strips of {@link TIFF_ROWS_PER_STRIP} rows, the
 * samples contiguous after the header) of the size in `memory`, its samples not written yet.
 */
function cmykTiff(memory: ArrayBuffer, width: number, height: number): Buffer {
  const header = cmykTiffHeaderBytes(height);
  const strips = Math.ceil(height / TIFF_ROWS_PER_STRIP);
  const bitsOffset = 10 + TIFF_TAGS * 12 + 4;
  const offsetsOffset = bitsOffset + 8;
  const countsOffset = offsetsOffset + strips * 4;
  const rowBytes = width * 4;
  // A single strip's offset and size are written in the tag itself.
  const tags: [tag: number, type: 3 | 4, count: number, value: number][] = [
    [256, 4, 1, width], // ImageWidth
    [257, 4, 1, height], // ImageLength
    [258, 3, 4, bitsOffset], // BitsPerSample: 8,8,8,8
    [259, 3, 1, 1], // Compression: none
    [262, 3, 1, 5], // PhotometricInterpretation: separated
    [273, 4, strips, strips === 1 ? header : offsetsOffset], // StripOffsets
    [277, 3, 1, 4], // SamplesPerPixel
    [278, 4, 1, TIFF_ROWS_PER_STRIP], // RowsPerStrip
    [279, 4, strips, strips === 1 ? rowBytes * height : countsOffset], // StripByteCounts
    [284, 3, 1, 1], // PlanarConfiguration: chunky
    [332, 3, 1, 1], // InkSet: CMYK
  ];
  const tiff = Buffer.from(memory, 0, header + rowBytes * height);
  tiff.fill(0, 0, header);
  const view = new DataView(tiff.buffer, tiff.byteOffset, header);
  tiff.write('II', 0, 'latin1');
  view.setUint16(2, 42, true);
  view.setUint32(4, 8, true);
  view.setUint16(8, tags.length, true);
  tags.forEach(([tag, type, count, value], index) => {
    const at = 10 + index * 12;
    view.setUint16(at, tag, true);
    view.setUint16(at + 2, type, true);
    view.setUint32(at + 4, count, true);
    if (type === 3 && count === 1) view.setUint16(at + 8, value, true);
    else view.setUint32(at + 8, value, true);
  });
  for (let channel = 0; channel < 4; channel++) view.setUint16(bitsOffset + channel * 2, 8, true);
  for (let strip = 0; strip < strips; strip++) {
    const rows = Math.min(TIFF_ROWS_PER_STRIP, height - strip * TIFF_ROWS_PER_STRIP);
    view.setUint32(offsetsOffset + strip * 4, header + strip * TIFF_ROWS_PER_STRIP * rowBytes, true);
    view.setUint32(countsOffset + strip * 4, rows * rowBytes, true);
  }
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
