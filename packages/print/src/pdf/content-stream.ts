import type { Matrix } from '@dcs/design';
import { pdfNumber } from './pdf-objects.ts';

/** A color as written into a content stream. Components are 0–1. */
export type DeviceColor =
  | { space: 'DeviceCMYK'; values: readonly [number, number, number, number] }
  | { space: 'DeviceRGB'; values: readonly [number, number, number] }
  /** A color space resource of the page (the registration color of crop marks) at a tint. */
  | { space: 'Named'; resource: string; tint: number };

const n = (value: number) => pdfNumber(value, 4);
const c = (value: number) => pdfNumber(value, 4);

/** Builds a page or form content stream operator by operator. */
export class ContentStream {
  #parts: string[] = [];

  get text(): string {
    return this.#parts.join('\n');
  }

  raw(operators: string): this {
    this.#parts.push(operators);
    return this;
  }

  save(): this {
    return this.raw('q');
  }

  restore(): this {
    return this.raw('Q');
  }

  transform(matrix: Matrix): this {
    const [a, b, cc, d, e, f] = matrix;
    if (a === 1 && b === 0 && cc === 0 && d === 1 && e === 0 && f === 0) return this;
    return this.raw(`${pdfNumber(a, 6)} ${pdfNumber(b, 6)} ${pdfNumber(cc, 6)} ${pdfNumber(d, 6)} ${n(e)} ${n(f)} cm`);
  }

  fillColor(color: DeviceColor): this {
    return this.raw(colorOperator(color, false));
  }

  strokeColor(color: DeviceColor): this {
    return this.raw(colorOperator(color, true));
  }

  lineWidth(width: number): this {
    return this.raw(`${n(width)} w`);
  }

  /** Line join (0 miter, 1 round, 2 bevel) and cap (0 butt, 1 round, 2 square). */
  lineStyle(join: 0 | 1 | 2, cap: 0 | 1 | 2 = 0): this {
    return this.raw(`${join} j ${cap} J`);
  }

  graphicsState(resource: string): this {
    return this.raw(`/${resource} gs`);
  }

  moveTo(x: number, y: number): this {
    return this.raw(`${n(x)} ${n(y)} m`);
  }

  lineTo(x: number, y: number): this {
    return this.raw(`${n(x)} ${n(y)} l`);
  }

  curveTo(x1: number, y1: number, x2: number, y2: number, x: number, y: number): this {
    return this.raw(`${n(x1)} ${n(y1)} ${n(x2)} ${n(y2)} ${n(x)} ${n(y)} c`);
  }

  close(): this {
    return this.raw('h');
  }

  rect(x: number, y: number, width: number, height: number): this {
    return this.raw(`${n(x)} ${n(y)} ${n(width)} ${n(height)} re`);
  }

  /** Paints the current path: fill (nonzero or even-odd), stroke, both, or neither (after a clip). */
  paint(mode: 'fill' | 'fillEvenOdd' | 'stroke' | 'fillStroke' | 'none'): this {
    return this.raw({ fill: 'f', fillEvenOdd: 'f*', stroke: 'S', fillStroke: 'B', none: 'n' }[mode]);
  }

  /** Intersects the clip with the current path (call {@link paint}('none') next). */
  clip(evenOdd = false): this {
    return this.raw(evenOdd ? 'W*' : 'W');
  }

  drawXObject(resource: string): this {
    return this.raw(`/${resource} Do`);
  }
}

function colorOperator(color: DeviceColor, stroke: boolean): string {
  if (color.space === 'DeviceCMYK') return `${color.values.map(c).join(' ')} ${stroke ? 'K' : 'k'}`;
  if (color.space === 'DeviceRGB') return `${color.values.map(c).join(' ')} ${stroke ? 'RG' : 'rg'}`;
  return `/${color.resource} ${stroke ? 'CS' : 'cs'} ${c(color.tint)} ${stroke ? 'SCN' : 'scn'}`;
}
