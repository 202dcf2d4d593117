import type { DesignElement, Stroke } from '../document/design-document.ts';

/** Parameters of an SVG path command that are not lengths (arc: x-axis rotation, large-arc and sweep flags). */
const ARC_FIXED = new Set([2, 3, 4]);
const NUMBER = /[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/g;
const COMMAND = /([MmLlHhVvCcSsQqTtAaZz])([^MmLlHhVvCcSsQqTtAaZz]*)/g;

/** Rounds to 1 µm, the precision every renderer writes, so repeated refits do not drift. */
export function roundMm(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/**
 * SVG path data scaled uniformly by `factor` around the origin. Every coordinate and radius is
 * multiplied; an arc's rotation and its two flags are kept.
 *
 * @example
 * scalePathData('M0 0 L10 5 A2 2 0 0 1 4 4', 2) // 'M0 0 L20 10 A4 4 0 0 1 8 8'
 */
export function scalePathData(data: string, factor: number): string {
  const parts: string[] = [];
  for (const [, command, args] of data.matchAll(COMMAND)) {
    const numbers = [...(args ?? '').matchAll(NUMBER)].map((match) => Number(match[0]));
    const isArc = command === 'A' || command === 'a';
    const scaled = numbers.map((value, index) => (isArc && ARC_FIXED.has(index % 7) ? value : roundMm(value * factor)));
    parts.push(scaled.length > 0 ? `${command}${scaled.join(' ')}` : command!);
  }
  return parts.join(' ');
}

function scaleStroke(stroke: Stroke | null, factor: number): Stroke | null {
  return stroke ? { ...stroke, width: roundMm(stroke.width * factor) } : null;
}

/** Smallest font size (pt) a scaled text keeps; the document limit. */
const MIN_FONT_SIZE = 1;

/**
 * The element's content scaled uniformly by `factor` to a box of `factor` × its size: font sizes,
 * stroke widths, corner radii, path data and, for groups, every child's position and size. The
 * element's own position is left to the caller.
 */
export function scaleElementContent<T extends DesignElement>(element: T, factor: number): T {
  const transform = {
    ...element.transform,
    width: roundMm(element.transform.width * factor),
    height: roundMm(element.transform.height * factor),
  };
  const scaled = scaleElementBody(element, factor);
  return { ...scaled, transform };
}

function scaleElementBody<T extends DesignElement>(element: T, factor: number): T {
  const el = element as DesignElement;
  switch (el.type) {
    case 'text':
      return {
        ...el,
        fontSize: Math.max(MIN_FONT_SIZE, Math.round(el.fontSize * factor * 100) / 100),
        stroke: scaleStroke(el.stroke, factor),
      } as T;
    case 'shape':
      return {
        ...el,
        cornerRadius: roundMm(el.cornerRadius * factor),
        stroke: scaleStroke(el.stroke, factor),
        path: el.path === null ? null : scalePathData(el.path, factor),
      } as T;
    case 'group':
      return {
        ...el,
        children: el.children.map((child) => {
          const inner = scaleElementContent(child, factor);
          return { ...inner, transform: { ...inner.transform, x: roundMm(child.transform.x * factor), y: roundMm(child.transform.y * factor) } };
        }),
      } as T;
    case 'image':
    case 'clipart':
    case 'qrcode':
      return element;
    default:
      return assertNever(el);
  }
}

function assertNever(value: never): never {
  throw new Error(`Unhandled element type ${JSON.stringify((value as { type?: unknown }).type)}`);
}
