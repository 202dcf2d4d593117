import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script of the repository, without types.
import { compileWat, wasmModuleSource, watSources } from '../../../../scripts/wasm-sources.mjs';
import { LUT_GRID, RgbCmykLut } from './rgb-cmyk-lut.ts';

/** A smooth RGB → CMYK stand-in for a profile: inverted channels, K from the darkest. */
function smooth(rgb: Uint16Array, count: number): Uint16Array {
  const out = new Uint16Array(count * 4);
  for (let index = 0; index < count; index++) {
    out[index * 4] = 65535 - rgb[index * 3]!;
    out[index * 4 + 1] = 65535 - rgb[index * 3 + 1]!;
    out[index * 4 + 2] = 65535 - rgb[index * 3 + 2]!;
    out[index * 4 + 3] = Math.min(rgb[index * 3]!, rgb[index * 3 + 1]!, rgb[index * 3 + 2]!) >> 1;
  }
  return out;
}

/** A table with no structure at all, so a wrong corner or weight cannot hide. */
function scrambled(rgb: Uint16Array, count: number): Uint16Array {
  const out = new Uint16Array(count * 4);
  let state = 12345;
  for (let index = 0; index < out.length; index++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    out[index] = state >>> 16;
  }
  return out;
}

/**
 * The reference: tetrahedral interpolation written plainly, pixel by pixel, with the integer
 * rounding the kernel promises (weights in 1/256, ink × 256, rounded once at the end).
 */
function reference(sample: (rgb: Uint16Array, count: number) => Uint16Array, rgb: Uint8Array): Uint8Array {
  const n = LUT_GRID;
  const grid = new Uint16Array(n * n * n * 3);
  let at = 0;
  for (let r = 0; r < n; r++) for (let g = 0; g < n; g++) for (let b = 0; b < n; b++) grid.set([r, g, b].map((v) => Math.round((v / (n - 1)) * 65535)), (at++) * 3);
  const table = Array.from(sample(grid, n * n * n), (value) => Math.round((value / 65535) * 255 * 256));
  const entry = (r: number, g: number, b: number, channel: number) => table[((r * n + g) * n + b) * 4 + channel]!;
  const out = new Uint8Array((rgb.length / 3) * 4);
  for (let pixel = 0; pixel < rgb.length / 3; pixel++) {
    const cells = [0, 1, 2].map((axis) => {
      const position = (rgb[pixel * 3 + axis]! / 255) * (n - 1);
      const cell = Math.min(n - 2, Math.floor(position));
      return { axis, cell, fraction: Math.round((position - cell) * 256) };
    });
    // Walk from the cell's corner along the axes in the order of their fractions, largest first.
    const order = [...cells].sort((a, b) => b.fraction - a.fraction);
    const corner = cells.map((cell) => cell.cell);
    const weights = [256 - order[0]!.fraction, order[0]!.fraction - order[1]!.fraction, order[1]!.fraction - order[2]!.fraction, order[2]!.fraction];
    const corners = [[...corner]];
    for (const step of order) {
      corner[step.axis]!++;
      corners.push([...corner]);
    }
    for (let channel = 0; channel < 4; channel++) {
      let sum = 32768;
      corners.forEach(([r, g, b], index) => (sum += entry(r!, g!, b!, channel) * weights[index]!));
      out[pixel * 4 + channel] = sum >> 16;
    }
  }
  return out;
}

function randomPixels(count: number, seed: number): Uint8Array {
  const rgb = new Uint8Array(count * 3);
  let state = seed;
  for (let index = 0; index < rgb.length; index++) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    rgb[index] = state >>> 24;
  }
  return rgb;
}

describe('RgbCmykLut', () => {
  it('reproduces a smooth function at and between the grid points', () => {
    const out = new RgbCmykLut(smooth).apply(new Uint8Array([0, 0, 0, 255, 255, 255, 10, 200, 77]));
    expect([...out.subarray(0, 8)]).toEqual([255, 255, 255, 0, 0, 0, 0, 128]);
    expect(Math.abs(out[8]! - 245)).toBeLessThanOrEqual(1);
    expect(Math.abs(out[9]! - 55)).toBeLessThanOrEqual(1);
    expect(Math.abs(out[10]! - 178)).toBeLessThanOrEqual(1);
  });

  it('matches the plain tetrahedral interpolation to the bit, ties and all', () => {
    // Random pixels, every grey (all three fractions tie), pairs that tie two axes, and the cube's corners.
    const ties: number[] = [];
    for (let value = 0; value < 256; value++) ties.push(value, value, value, value, value, 255 - value, value, 255 - value, value, 37, value, value);
    for (const r of [0, 255]) for (const g of [0, 255]) for (const b of [0, 255]) ties.push(r, g, b);
    const rgb = new Uint8Array([...randomPixels(150_000, 7), ...ties]);
    for (const sample of [smooth, scrambled]) {
      const actual = new RgbCmykLut(sample).apply(rgb);
      const expected = reference(sample, rgb);
      let mismatches = 0;
      for (let index = 0; index < expected.length; index++) if (actual[index] !== expected[index]) mismatches++;
      expect(mismatches, sample.name).toBe(0);
    }
  });

  it('converts in chunks into any output, also at an odd byte offset', () => {
    const rgb = randomPixels((1 << 16) * 2 + 5, 3);
    const lut = new RgbCmykLut(scrambled);
    const whole = lut.apply(rgb);
    expect(whole).toEqual(reference(scrambled, rgb));
    const shifted = new Uint8Array(whole.length + 3);
    lut.apply(rgb, shifted.subarray(3));
    expect(shifted.subarray(3)).toEqual(whole);
    expect(lut.apply(new Uint8Array(0))).toHaveLength(0);
  });
});

describe('the compiled WebAssembly of the sources', () => {
  it('is what compiling each .wat gives now (run node scripts/build-wasm.mjs after editing one)', async () => {
    const root = join(import.meta.dirname, '..', '..', '..', '..');
    const sources = [...watSources(root)] as string[];
    expect(sources.map((path) => basename(path))).toContain('rgb-cmyk-lut.wat');
    for (const wat of sources) {
      const binary = await compileWat(readFileSync(wat, 'utf8'), basename(wat));
      expect(readFileSync(wat.replace(/\.wat$/, '.wasm.ts'), 'utf8'), wat).toBe(wasmModuleSource(basename(wat), binary));
    }
  });
});
