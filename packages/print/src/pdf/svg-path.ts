import type { ContentStream } from './content-stream.ts';

/** A path segment in absolute coordinates: quadratic curves and arcs become cubic Béziers. */
export type PathSegment =
  | { op: 'M' | 'L'; x: number; y: number }
  | { op: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
  | { op: 'Z' };

const TOKEN = /([MmLlHhVvCcSsQqTtAaZz])|([+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)/g;
const ARGUMENTS: Record<string, number> = { M: 2, L: 2, H: 1, V: 1, C: 6, S: 4, Q: 4, T: 2, A: 7, Z: 0 };

/**
 * Parses SVG path data (all commands, relative and absolute) into absolute move, line, cubic and
 * close segments. Malformed data ends the path where it stops making sense, as browsers do.
 */
export function parseSvgPath(d: string): PathSegment[] {
  const tokens: (string | number)[] = [];
  for (const match of d.matchAll(TOKEN)) tokens.push(match[1] ?? Number(match[2]));
  const out: PathSegment[] = [];
  let index = 0;
  let command = '';
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let lastControl: [number, number] | null = null;
  let lastQuad: [number, number] | null = null;
  let previous = '';
  const number = (): number | null => {
    if (index >= tokens.length) return null;
    const flagToken = tokens[index];
    if (typeof flagToken !== 'number') return null;
    index++;
    return flagToken;
  };
  while (index < tokens.length) {
    const token = tokens[index]!;
    if (typeof token === 'string') {
      command = token;
      index++;
    } else if (command === '') {
      break;
    }
    const upper = command.toUpperCase();
    const relative = command !== upper;
    const count = ARGUMENTS[upper]!;
    if (upper === 'Z') {
      out.push({ op: 'Z' });
      x = startX;
      y = startY;
      previous = 'Z';
      lastControl = lastQuad = null;
      // Z takes no arguments: a number right after it is an error, stop there.
      if (index < tokens.length && typeof tokens[index] === 'number') break;
      continue;
    }
    const args: number[] = [];
    for (let k = 0; k < count; k++) {
      const value = number();
      if (value === null) return out;
      args.push(value);
    }
    const ox = relative ? x : 0;
    const oy = relative ? y : 0;
    switch (upper) {
      case 'M':
        x = args[0]! + ox;
        y = args[1]! + oy;
        startX = x;
        startY = y;
        out.push({ op: 'M', x, y });
        // Further pairs after a move are implicit line-tos.
        command = relative ? 'l' : 'L';
        break;
      case 'L':
        x = args[0]! + ox;
        y = args[1]! + oy;
        out.push({ op: 'L', x, y });
        break;
      case 'H':
        x = args[0]! + ox;
        out.push({ op: 'L', x, y });
        break;
      case 'V':
        y = args[0]! + oy;
        out.push({ op: 'L', x, y });
        break;
      case 'C': {
        const [x1, y1, x2, y2, ex, ey] = args.map((value, k) => value + (k % 2 === 0 ? ox : oy)) as [number, number, number, number, number, number];
        out.push({ op: 'C', x1, y1, x2, y2, x: ex, y: ey });
        lastControl = [x2, y2];
        x = ex;
        y = ey;
        break;
      }
      case 'S': {
        const [x1, y1] = previous === 'C' || previous === 'S' ? reflect(lastControl!, x, y) : [x, y];
        const [x2, y2, ex, ey] = args.map((value, k) => value + (k % 2 === 0 ? ox : oy)) as [number, number, number, number];
        out.push({ op: 'C', x1, y1, x2, y2, x: ex, y: ey });
        lastControl = [x2, y2];
        x = ex;
        y = ey;
        break;
      }
      case 'Q':
      case 'T': {
        const [qx, qy]: [number, number] = upper === 'Q' ? [args[0]! + ox, args[1]! + oy] : previous === 'Q' || previous === 'T' ? reflect(lastQuad!, x, y) : [x, y];
        const ex = args[upper === 'Q' ? 2 : 0]! + ox;
        const ey = args[upper === 'Q' ? 3 : 1]! + oy;
        out.push({ op: 'C', x1: x + (2 / 3) * (qx - x), y1: y + (2 / 3) * (qy - y), x2: ex + (2 / 3) * (qx - ex), y2: ey + (2 / 3) * (qy - ey), x: ex, y: ey });
        lastQuad = [qx, qy];
        x = ex;
        y = ey;
        break;
      }
      case 'A': {
        const ex = args[5]! + ox;
        const ey = args[6]! + oy;
        out.push(...arcToCubics(x, y, args[0]!, args[1]!, args[2]!, args[3] !== 0, args[4] !== 0, ex, ey));
        x = ex;
        y = ey;
        break;
      }
    }
    previous = upper;
  }
  return out;
}

function reflect(point: [number, number], x: number, y: number): [number, number] {
  return [2 * x - point[0], 2 * y - point[1]];
}

/** An elliptical arc as cubic Béziers (SVG 1.1 appendix F.6, endpoint to centre parameterization). */
function arcToCubics(x1: number, y1: number, rxIn: number, ryIn: number, angle: number, large: boolean, sweep: boolean, x2: number, y2: number): PathSegment[] {
  if (x1 === x2 && y1 === y2) return [];
  let rx = Math.abs(rxIn);
  let ry = Math.abs(ryIn);
  if (rx === 0 || ry === 0) return [{ op: 'L', x: x2, y: y2 }];
  const phi = (angle * Math.PI) / 180;
  const cos = Math.cos(phi);
  const sin = Math.sin(phi);
  const dx = (x1 - x2) / 2;
  const dy = (y1 - y2) / 2;
  const px = cos * dx + sin * dy;
  const py = -sin * dx + cos * dy;
  const lambda = (px * px) / (rx * rx) + (py * py) / (ry * ry);
  if (lambda > 1) {
    rx *= Math.sqrt(lambda);
    ry *= Math.sqrt(lambda);
  }
  const numerator = rx * rx * ry * ry - rx * rx * py * py - ry * ry * px * px;
  const denominator = rx * rx * py * py + ry * ry * px * px;
  const factor = (large === sweep ? -1 : 1) * Math.sqrt(Math.max(0, numerator / denominator));
  const cxp = (factor * rx * py) / ry;
  const cyp = (-factor * ry * px) / rx;
  const cx = cos * cxp - sin * cyp + (x1 + x2) / 2;
  const cy = sin * cxp + cos * cyp + (y1 + y2) / 2;
  const vectorAngle = (ux: number, uy: number, vx: number, vy: number) => Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy);
  const theta1 = vectorAngle(1, 0, (px - cxp) / rx, (py - cyp) / ry);
  let delta = vectorAngle((px - cxp) / rx, (py - cyp) / ry, (-px - cxp) / rx, (-py - cyp) / ry);
  if (!sweep && delta > 0) delta -= 2 * Math.PI;
  if (sweep && delta < 0) delta += 2 * Math.PI;
  const pieces = Math.ceil(Math.abs(delta) / (Math.PI / 2));
  const step = delta / pieces;
  const k = (4 / 3) * Math.tan(step / 4);
  const point = (t: number): [number, number] => {
    const ex = rx * Math.cos(t);
    const ey = ry * Math.sin(t);
    return [cx + cos * ex - sin * ey, cy + sin * ex + cos * ey];
  };
  const derivative = (t: number): [number, number] => {
    const ex = -rx * Math.sin(t);
    const ey = ry * Math.cos(t);
    return [cos * ex - sin * ey, sin * ex + cos * ey];
  };
  const out: PathSegment[] = [];
  for (let piece = 0; piece < pieces; piece++) {
    const a = theta1 + piece * step;
    const b = a + step;
    const [ax, ay] = point(a);
    const [bx, by] = piece === pieces - 1 ? [x2, y2] : point(b);
    const [dax, day] = derivative(a);
    const [dbx, dby] = derivative(b);
    out.push({ op: 'C', x1: ax + k * dax, y1: ay + k * day, x2: bx - k * dbx, y2: by - k * dby, x: bx, y: by });
  }
  return out;
}

/** Appends the segments to a content stream as path construction operators. */
export function appendPath(stream: ContentStream, segments: readonly PathSegment[]): void {
  for (const segment of segments) {
    if (segment.op === 'M') stream.moveTo(segment.x, segment.y);
    else if (segment.op === 'L') stream.lineTo(segment.x, segment.y);
    else if (segment.op === 'C') stream.curveTo(segment.x1, segment.y1, segment.x2, segment.y2, segment.x, segment.y);
    else stream.close();
  }
}

/** Kappa for drawing a quarter ellipse with one cubic. */
const KAPPA = 0.5522847498;

/** An ellipse inscribed in the box as four cubics. */
export function ellipseSegments(cx: number, cy: number, rx: number, ry: number): PathSegment[] {
  const kx = rx * KAPPA;
  const ky = ry * KAPPA;
  return [
    { op: 'M', x: cx + rx, y: cy },
    { op: 'C', x1: cx + rx, y1: cy + ky, x2: cx + kx, y2: cy + ry, x: cx, y: cy + ry },
    { op: 'C', x1: cx - kx, y1: cy + ry, x2: cx - rx, y2: cy + ky, x: cx - rx, y: cy },
    { op: 'C', x1: cx - rx, y1: cy - ky, x2: cx - kx, y2: cy - ry, x: cx, y: cy - ry },
    { op: 'C', x1: cx + kx, y1: cy - ry, x2: cx + rx, y2: cy - ky, x: cx + rx, y: cy },
    { op: 'Z' },
  ];
}

/** A rectangle with rounded corners (radius clamped to half the shorter side). */
export function roundedRectSegments(width: number, height: number, radius: number): PathSegment[] {
  const r = Math.min(radius, width / 2, height / 2);
  const k = r * (1 - KAPPA);
  return [
    { op: 'M', x: r, y: 0 },
    { op: 'L', x: width - r, y: 0 },
    { op: 'C', x1: width - k, y1: 0, x2: width, y2: k, x: width, y: r },
    { op: 'L', x: width, y: height - r },
    { op: 'C', x1: width, y1: height - k, x2: width - k, y2: height, x: width - r, y: height },
    { op: 'L', x: r, y: height },
    { op: 'C', x1: k, y1: height, x2: 0, y2: height - k, x: 0, y: height - r },
    { op: 'L', x: 0, y: r },
    { op: 'C', x1: 0, y1: k, x2: k, y2: 0, x: r, y: 0 },
    { op: 'Z' },
  ];
}
