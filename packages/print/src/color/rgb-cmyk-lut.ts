import { RGB_CMYK_LUT_WASM } from './rgb-cmyk-lut.wasm.ts';

/** Grid points per axis: what LittleCMS itself precalculates for 8-bit RGB input. */
export const LUT_GRID = 33;

// The kernel's memory (see rgb-cmyk-lut.wat): four 256-entry i32 tables, the grid, then the buffers.
const OFFSETS_START = 0;
const FRACTIONS_START = 3072;
const TABLE_START = 4096;
const TABLE_BYTES = LUT_GRID * LUT_GRID * LUT_GRID * 16;
/** Pixels per call: the chunk's input and output (448 KiB) stay in the core's L2 cache with the grid. */
const CHUNK_PIXELS = 1 << 16;
const INPUT_START = TABLE_START + TABLE_BYTES;
const OUTPUT_START = INPUT_START + CHUNK_PIXELS * 3;
const MEMORY_BYTES = OUTPUT_START + CHUNK_PIXELS * 4;
const STRIDE_R = LUT_GRID * LUT_GRID * 16;
const STRIDE_G = LUT_GRID * 16;
const STRIDE_B = 16;

/**
 * The members of the WebAssembly global used here: the project compiles without the DOM library,
 * which is where TypeScript declares it.
 */
declare namespace WebAssembly {
  class Module {
    constructor(bytes: Uint8Array);
  }
  class Instance {
    constructor(module: Module);
    readonly exports: Record<string, unknown>;
  }
  class Memory {
    readonly buffer: ArrayBuffer;
    grow(pages: number): number;
  }
}

let compiled: WebAssembly.Module | null = null;

/**
 * An RGB → CMYK lookup table sampled once from a LittleCMS transform and applied with tetrahedral
 * interpolation, as LittleCMS interpolates its own 8-bit precalculation. The interpolation runs in
 * WebAssembly with SIMD (`rgb-cmyk-lut.wat`): a photo's 2.25 megapixels in ~12 ms, against ~60 ms for
 * the same integer math in JavaScript, whose six-way branch per pixel mispredicted on photos with
 * grain (bench/print, docs/print.md). Each table has a kernel instance of its own (~1 MB of memory).
 */
export class RgbCmykLut {
  readonly #convert: (input: number, output: number, pixels: number) => void;
  readonly #input: Uint8Array;
  readonly #output: Uint8Array;

  /** `sample(rgb16, count)` converts `count` 16-bit RGB triplets to 16-bit CMYK quadruplets. */
  constructor(sample: (rgb: Uint16Array, count: number) => Uint16Array) {
    compiled ??= new WebAssembly.Module(Buffer.from(RGB_CMYK_LUT_WASM, 'base64'));
    const instance = new WebAssembly.Instance(compiled);
    const memory = instance.exports.memory as WebAssembly.Memory;
    memory.grow(Math.ceil(MEMORY_BYTES / 65536) - memory.buffer.byteLength / 65536);
    this.#convert = instance.exports.convert as (input: number, output: number, pixels: number) => void;
    this.#input = new Uint8Array(memory.buffer, INPUT_START, CHUNK_PIXELS * 3);
    this.#output = new Uint8Array(memory.buffer, OUTPUT_START, CHUNK_PIXELS * 4);
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
    // Ink values 0–255 scaled by 256: the weights are 0–256, so a corner's product stays integral.
    const table = new Int32Array(memory.buffer, TABLE_START, n * n * n * 4);
    for (let index = 0; index < cmyk.length; index++) table[index] = Math.round((cmyk[index]! / 65535) * 255 * 256);
    const offsets = new Int32Array(memory.buffer, OFFSETS_START, 3 * 256);
    const fractions = new Int32Array(memory.buffer, FRACTIONS_START, 256);
    for (let value = 0; value < 256; value++) {
      const position = (value / 255) * (n - 1);
      const cell = Math.min(n - 2, Math.floor(position));
      offsets[value] = TABLE_START + cell * STRIDE_R;
      offsets[256 + value] = cell * STRIDE_G;
      offsets[512 + value] = cell * STRIDE_B;
      fractions[value] = Math.round((position - cell) * 256);
    }
  }

  /** Converts 8-bit RGB pixels (3 bytes each) to 8-bit CMYK (4 bytes each). */
  apply(rgb: Uint8Array, out: Uint8Array = new Uint8Array(Math.floor(rgb.length / 3) * 4)): Uint8Array {
    const pixels = Math.floor(rgb.length / 3);
    for (let start = 0; start < pixels; start += CHUNK_PIXELS) {
      const count = Math.min(CHUNK_PIXELS, pixels - start);
      this.#input.set(rgb.subarray(start * 3, (start + count) * 3));
      this.#convert(INPUT_START, OUTPUT_START, count);
      out.set(this.#output.subarray(0, count * 4), start * 4);
    }
    return out;
  }
}
