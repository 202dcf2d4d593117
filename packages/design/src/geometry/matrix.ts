import type { Rect, Transform } from '../document/design-document.ts';

/** A 2D affine matrix `[a, b, c, d, e, f]` as in SVG: x' = a·x + c·y + e, y' = b·x + d·y + f. */
export type Matrix = readonly [number, number, number, number, number, number];

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** `left · right`: applies `right` first. */
export function multiply(left: Matrix, right: Matrix): Matrix {
  const [a1, b1, c1, d1, e1, f1] = left;
  const [a2, b2, c2, d2, e2, f2] = right;
  return [
    a1 * a2 + c1 * b2,
    b1 * a2 + d1 * b2,
    a1 * c2 + c1 * d2,
    b1 * c2 + d1 * d2,
    a1 * e2 + c1 * f2 + e1,
    b1 * e2 + d1 * f2 + f1,
  ];
}

/** The matrix that maps an element's box coordinates to its parent's: translate, then rotate around the box centre. */
export function transformToMatrix(transform: Transform): Matrix {
  const { x, y, width, height, rotation } = transform;
  if (rotation === 0) return [1, 0, 0, 1, x, y];
  const radians = (rotation * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const cx = width / 2;
  const cy = height / 2;
  return [cos, sin, -sin, cos, x + cx - cos * cx + sin * cy, y + cy - sin * cx - cos * cy];
}

export function applyToPoint(matrix: Matrix, px: number, py: number): [number, number] {
  const [a, b, c, d, e, f] = matrix;
  return [a * px + c * py + e, b * px + d * py + f];
}

/** The axis-aligned bounds of `rect` after `matrix`. */
export function transformRect(matrix: Matrix, rect: Rect): Rect {
  if (matrix[1] === 0 && matrix[2] === 0 && matrix[0] > 0 && matrix[3] > 0) {
    return { x: matrix[0] * rect.x + matrix[4], y: matrix[3] * rect.y + matrix[5], width: matrix[0] * rect.width, height: matrix[3] * rect.height };
  }
  const corners = [
    applyToPoint(matrix, rect.x, rect.y),
    applyToPoint(matrix, rect.x + rect.width, rect.y),
    applyToPoint(matrix, rect.x, rect.y + rect.height),
    applyToPoint(matrix, rect.x + rect.width, rect.y + rect.height),
  ];
  const xs = corners.map((corner) => corner[0]);
  const ys = corners.map((corner) => corner[1]);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  return { x: minX, y: minY, width: Math.max(...xs) - minX, height: Math.max(...ys) - minY };
}
