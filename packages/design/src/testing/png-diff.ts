import { inflateSync } from 'node:zlib';

/** A decoded 8-bit RGBA image. */
export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Decodes the PNGs resvg writes (8-bit RGBA, not interlaced); enough for golden comparisons. */
export function decodePng(bytes: Uint8Array): RgbaImage {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 8;
  let width = 0;
  let height = 0;
  const idat: Uint8Array[] = [];
  while (offset < bytes.length) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    const body = bytes.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = view.getUint32(offset + 8);
      height = view.getUint32(offset + 12);
      if (body[8] !== 8 || body[9] !== 6 || body[12] !== 0) throw new Error('only 8-bit RGBA non-interlaced PNGs are supported');
    }
    if (type === 'IDAT') idat.push(body);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * 4;
  const data = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const left = x >= 4 ? data[y * stride + x - 4]! : 0;
      const up = y > 0 ? data[(y - 1) * stride + x]! : 0;
      const upLeft = x >= 4 && y > 0 ? data[(y - 1) * stride + x - 4]! : 0;
      const predictors = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)];
      data[y * stride + x] = (line[x]! + predictors[filter]!) & 0xff;
    }
  }
  return { width, height, data };
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** Share (0–1) of pixels whose channels differ by more than `tolerance` (0–255). */
export function pixelDifference(a: RgbaImage, b: RgbaImage, tolerance = 16): number {
  if (a.width !== b.width || a.height !== b.height) return 1;
  let differing = 0;
  for (let index = 0; index < a.data.length; index += 4) {
    for (let channel = 0; channel < 4; channel++) {
      if (Math.abs(a.data[index + channel]! - b.data[index + channel]!) > tolerance) {
        differing++;
        break;
      }
    }
  }
  return differing / (a.width * a.height);
}

/** The RGBA pixel at `(x, y)`. */
export function pixelAt(image: RgbaImage, x: number, y: number): [number, number, number, number] {
  const index = (Math.round(y) * image.width + Math.round(x)) * 4;
  return [image.data[index]!, image.data[index + 1]!, image.data[index + 2]!, image.data[index + 3]!];
}
