import type { TextElement, TextLayout, Transform } from '@dcs/design';
import { roundMm } from './geometry.ts';

/**
 * The box a text in `wrap` mode needs so its laid-out lines fit, or `null` when they already do. As
 * in the design tools customers know, the box grows downwards (around its middle when the text is
 * centred vertically, upwards when it sits at the bottom) and never shrinks: a box the customer made
 * taller stays so. Texts in `shrink` (a fixed box: the text shrinks to fit) and `clip` keep their box.
 */
export function grownTextBox(element: TextElement, layout: TextLayout): Transform | null {
  if (element.overflow !== 'wrap' || layout.lines.length === 0) return null;
  // A curved text's box holds its ink (the arc's ends reach below or above the straight lines).
  const lines = layout.lines.reduce((sum, line) => sum + line.height, 0);
  const needed = element.curve !== 0 && layout.inkBounds ? Math.max(lines, layout.inkBounds.height) : lines;
  const t = element.transform;
  if (needed <= t.height + 1e-6) return null;
  const height = roundMm(needed + 0.01);
  const grow = height - t.height;
  const shift = element.verticalAlign === 'middle' ? grow / 2 : element.verticalAlign === 'bottom' ? grow : 0;
  // Along the box's own vertical axis, so a rotated text grows the way it reads.
  const radians = (t.rotation * Math.PI) / 180;
  const dy = grow / 2 - shift;
  const cx = t.x + t.width / 2 - Math.sin(radians) * dy;
  const cy = t.y + t.height / 2 + Math.cos(radians) * dy;
  return { ...t, x: roundMm(cx - t.width / 2), y: roundMm(cy - height / 2), height };
}

/**
 * The box of a wrap-mode text whose size changes from `from` to `to` points: its width scales with
 * the size around its centre, so a bigger text keeps its line breaks instead of breaking words.
 * `within` (the side with its bleed) caps the width and keeps the box in it. Other modes keep their box.
 */
export function scaledTextBox(element: TextElement, from: number, to: number, within: { x: number; width: number }): Transform {
  const t = element.transform;
  if (element.overflow !== 'wrap' || from <= 0 || from === to) return t;
  const width = roundMm(Math.min(within.width, Math.max(1, t.width * (to / from))));
  let x = t.x + (t.width - width) / 2;
  // Widening near an edge shifts the box inwards rather than past the side (upright boxes only).
  if (t.rotation % 360 === 0) x = Math.min(Math.max(x, within.x), within.x + within.width - width);
  return { ...t, x: roundMm(x), width };
}
