/**
 * Slots of the converted-color cache: 2^12 (32 KiB per converter, inside the core's L2 cache). A
 * photo with grain or texture has few repeated colors, and a 2 MiB cache (2^18, as before) missed on
 * most pixels at the price of a main-memory access each: 88 ms for a noisy 2.25-megapixel photo
 * against 54 ms without any cache; smooth gradients still hit the small one (bench/print, docs/print.md).
 */
const CACHE_BITS = 12;
const CACHE_SLOTS = 1 << CACHE_BITS;
const CACHE_SHIFT = 32 - CACHE_BITS;

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

function swapBytes(word: number): number {
  return ((word & 0xff) << 24) | ((word & 0xff00) << 8) | ((word >>> 8) & 0xff00) | (word >>> 24);
}

/** Grid points per axis: what LittleCMS itself precalculates for 8-bit RGB input. */
export const LUT_GRID = 33;

/**
 * An RGB → CMYK lookup table sampled once from a LittleCMS transform and applied with
 * tetrahedral interpolation in JavaScript: about five times faster on photos than calling into
 * WebAssembly per pixel, with the same interpolation LittleCMS uses for its own 8-bit precalc.
 */
export class RgbCmykLut {
  /** `LUT_GRID³` entries of 4 channels, 0–255 scaled by 256 for integer math. */
  readonly #table: Int32Array;
  readonly #offsetR = new Int32Array(256);
  readonly #offsetG = new Int32Array(256);
  readonly #offsetB = new Int32Array(256);
  readonly #fraction = new Int32Array(256);
  readonly #strideR = LUT_GRID * LUT_GRID * 4;
  readonly #strideG = LUT_GRID * 4;
  readonly #cacheKeys = new Int32Array(CACHE_SLOTS).fill(-1);
  readonly #cacheValues = new Int32Array(CACHE_SLOTS);

  /** `sample(rgb16, count)` converts `count` 16-bit RGB triplets to 16-bit CMYK quadruplets. */
  constructor(sample: (rgb: Uint16Array, count: number) => Uint16Array) {
    const n = LUT_GRID;
    const rgb = new Uint16Array(n * n * n * 3);
    let at = 0;
    for (let r = 0; r < n; r++) {
      for (let g = 0; g < n; g++) {
        for (let b = 0; b < n; b++) {
          rgb[at++] = Math.round((r / (n - 1)) * 65535);
          rgb[at++] = Math.round((g / (n - 1)) * 65535);
          rgb[at++] = Math.round((b / (n - 1)) * 65535);
        }
      }
    }
    const cmyk = sample(rgb, n * n * n);
    this.#table = new Int32Array(cmyk.length);
    for (let index = 0; index < cmyk.length; index++) this.#table[index] = Math.round((cmyk[index]! / 65535) * 255 * 256);
    for (let value = 0; value < 256; value++) {
      const position = (value / 255) * (n - 1);
      const cell = Math.min(n - 2, Math.floor(position));
      this.#offsetR[value] = cell * this.#strideR;
      this.#offsetG[value] = cell * this.#strideG;
      this.#offsetB[value] = cell * 4;
      this.#fraction[value] = Math.round((position - cell) * 256);
    }
  }

  /** Converts 8-bit RGB pixels (3 bytes each) to 8-bit CMYK (4 bytes each). */
  apply(rgb: Uint8Array, out: Uint8Array = new Uint8Array(Math.floor(rgb.length / 3) * 4)): Uint8Array {
    const pixels = Math.floor(rgb.length / 3);
    if (out.byteOffset % 4 !== 0) {
      out.set(this.apply(rgb.subarray(0, pixels * 3)));
      return out;
    }
    // Each pixel is written as one 32-bit store of its four bytes.
    const words = new Int32Array(out.buffer, out.byteOffset, pixels);
    const table = this.#table;
    const offR = this.#offsetR;
    const offG = this.#offsetG;
    const offB = this.#offsetB;
    const fraction = this.#fraction;
    const sR = this.#strideR;
    const sG = this.#strideG;
    const sRGB = sR + sG + 4;
    // Flat areas and gradients repeat colors: a small direct-mapped cache of converted colors skips
    // the interpolation for them. Values are the CMYK bytes packed as one little-endian int32 (which
    // V8 keeps unboxed), so a hit is a lookup and one store.
    const cacheKeys = this.#cacheKeys;
    const cacheValues = this.#cacheValues;
    // A hot loop over millions of pixels: running indices, per-axis offset tables and the
    // interpolation written out, so V8 keeps everything in registers.
    for (let pixel = 0, i = 0; pixel < pixels; pixel++, i += 3) {
      const r = rgb[i]!;
      const g = rgb[i + 1]!;
      const b = rgb[i + 2]!;
      const key = (r << 16) | (g << 8) | b;
      const slot = Math.imul(key, 0x9e3779b1) >>> CACHE_SHIFT;
      if (cacheKeys[slot] === key) {
        words[pixel] = cacheValues[slot]!;
        continue;
      }
      const fr = fraction[r]!;
      const fg = fraction[g]!;
      const fb = fraction[b]!;
      const base = offR[r]! + offG[g]! + offB[b]!;
      // Tetrahedral interpolation: pick the tetrahedron of the cube by the order of the fractions.
      let s1: number;
      let s2: number;
      let f1: number;
      let f2: number;
      let f3: number;
      if (fr >= fg) {
        if (fg >= fb) {
          s1 = sR; s2 = sR + sG; f1 = fr; f2 = fg; f3 = fb;
        } else if (fr >= fb) {
          s1 = sR; s2 = sR + 4; f1 = fr; f2 = fb; f3 = fg;
        } else {
          s1 = 4; s2 = 4 + sR; f1 = fb; f2 = fr; f3 = fg;
        }
      } else if (fr >= fb) {
        s1 = sG; s2 = sG + sR; f1 = fg; f2 = fr; f3 = fb;
      } else if (fg >= fb) {
        s1 = sG; s2 = sG + 4; f1 = fg; f2 = fb; f3 = fr;
      } else {
        s1 = 4; s2 = 4 + sG; f1 = fb; f2 = fg; f3 = fr;
      }
      // Barycentric weights of the tetrahedron's four corners (they sum to 256).
      const w0 = 256 - f1;
      const w1 = f1 - f2;
      const w2 = f2 - f3;
      const p1 = base + s1;
      const p2 = base + s2;
      const p3 = base + sRGB;
      const c = (table[base]! * w0 + table[p1]! * w1 + table[p2]! * w2 + table[p3]! * f3 + 32768) >> 16;
      const m = (table[base + 1]! * w0 + table[p1 + 1]! * w1 + table[p2 + 1]! * w2 + table[p3 + 1]! * f3 + 32768) >> 16;
      const y = (table[base + 2]! * w0 + table[p1 + 2]! * w1 + table[p2 + 2]! * w2 + table[p3 + 2]! * f3 + 32768) >> 16;
      const k = (table[base + 3]! * w0 + table[p1 + 3]! * w1 + table[p2 + 3]! * w2 + table[p3 + 3]! * f3 + 32768) >> 16;
      const value = c | (m << 8) | (y << 16) | (k << 24);
      cacheKeys[slot] = key;
      cacheValues[slot] = value;
      words[pixel] = value;
    }
    if (!LITTLE_ENDIAN) for (let pixel = 0; pixel < pixels; pixel++) words[pixel] = swapBytes(words[pixel]!);
    return out;
  }
}
