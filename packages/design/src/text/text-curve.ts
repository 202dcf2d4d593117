import type { GlyphRun } from './text-layout-types.ts';

/** An arc that text is bent onto: its centre, and whether it lies below the text (an arch) or above it (a smile). */
export interface TextArc {
  cx: number;
  cy: number;
  /** 1: the centre is below the text, lines bow upwards; -1: above, lines bow downwards. */
  sign: 1 | -1;
}

/**
 * The arc of a text with `curve` (-100–100, 0 is straight) in a box `boxWidth` wide whose lines'
 * baselines run from `firstBaseline` to `lastBaseline`, or `null` for straight text. The box's width
 * is bent into `|curve|` % of a full circle at the middle baseline, so the bend does not change while
 * the customer types (the box, not the text, sets the radius), and every line shares one centre.
 */
export function textArc(curve: number, boxWidth: number, firstBaseline: number, lastBaseline: number): TextArc | null {
  if (curve === 0 || boxWidth <= 0) return null;
  const sign = curve > 0 ? 1 : -1;
  const radius = boxWidth / ((Math.abs(curve) / 100) * 2 * Math.PI);
  const middle = (firstBaseline + lastBaseline) / 2;
  return { cx: boxWidth / 2, cy: middle + sign * radius, sign };
}

/**
 * Bends the glyphs of `runs` onto `arc`, in place: each glyph keeps its distance from the centre
 * (its line's radius) and its advance's middle moves along the circle by the distance it had from
 * the box's middle, so spacing along the baseline is what it was straight. The glyph turns with the
 * tangent: `rotation` is clockwise in radians about its origin, which is put back half an advance
 * along the tangent from the middle. The canvas and the print both draw from these positions.
 */
export function bendRuns(runs: readonly GlyphRun[], arc: TextArc): void {
  for (const run of runs) {
    for (const glyph of run.glyphs) {
      const radius = arc.sign * (arc.cy - glyph.y);
      if (radius <= 1e-9) continue;
      const middle = glyph.x + glyph.advance / 2;
      const angle = (middle - arc.cx) / radius;
      const rotation = arc.sign * angle;
      const mx = arc.cx + radius * Math.sin(angle);
      const my = arc.cy - arc.sign * radius * Math.cos(angle);
      glyph.x = mx - (glyph.advance / 2) * Math.cos(rotation);
      glyph.y = my - (glyph.advance / 2) * Math.sin(rotation);
      glyph.rotation = rotation;
    }
  }
}
