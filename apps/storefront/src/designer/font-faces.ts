import type { FontStyle } from '@dcs/design';
import type { CatalogFont } from './storefront-types.ts';

/** Weights from this one up read as bold (CSS's semibold and heavier). */
export const BOLD_FROM = 600;

/** A face of the family a toggle switches to, or why there is none. */
export type FaceToggle = { face: { weight: number; style: FontStyle } } | { face: null; missing: 'bold' | 'regular' | 'italic' | 'upright' };

/** What the Bold and Italic buttons of a text do: the family's own faces only, never a synthetic slant or smear. */
export interface FaceToggles {
  /** Whether the family has the text's own face; if not, the nearest one is drawn and printed. */
  exact: boolean;
  bold: boolean;
  italic: boolean;
  toggleBold: FaceToggle;
  toggleItalic: FaceToggle;
}

type Variant = CatalogFont['variants'][number];

/** The weight of `variants` nearest `target`, among those `accept`s, or `null`. */
function nearest(variants: readonly Variant[], target: number, accept: (weight: number) => boolean): number | null {
  let best: number | null = null;
  for (const { weight } of variants) {
    if (accept(weight) && (best === null || Math.abs(weight - target) < Math.abs(best - target))) best = weight;
  }
  return best;
}

/**
 * The Bold and Italic toggles of a text in `font` at `weight`/`style`. Bold goes to the family's
 * bold face nearest 700 in the same style (and back to the one nearest 400); Italic to the other
 * style at the nearest weight on the same side of bold. A family that lacks the face says so
 * (`missing`): the designer disables the button and gives the reason, because what the canvas
 * shows must be what prints, and the print sets only faces the shop hosts.
 */
export function faceToggles(font: CatalogFont | undefined, weight: number, style: FontStyle): FaceToggles {
  const bold = weight >= BOLD_FROM;
  const italic = style === 'italic';
  const variants = font?.variants ?? [];
  const inStyle = variants.filter((variant) => variant.style === style);
  const otherStyle = variants.filter((variant) => variant.style !== style);
  const boldWeight = bold ? nearest(inStyle, 400, (w) => w < BOLD_FROM) : nearest(inStyle, 700, (w) => w >= BOLD_FROM);
  const italicWeight = nearest(otherStyle, weight, (w) => (w >= BOLD_FROM) === bold);
  return {
    exact: variants.some((variant) => variant.weight === weight && variant.style === style),
    bold,
    italic,
    toggleBold: boldWeight === null ? { face: null, missing: bold ? 'regular' : 'bold' } : { face: { weight: boldWeight, style } },
    toggleItalic: italicWeight === null ? { face: null, missing: italic ? 'upright' : 'italic' } : { face: { weight: italicWeight, style: italic ? 'normal' : 'italic' } },
  };
}

/**
 * The face of `font` a text keeps when the customer picks that family: the same style if it has
 * it, and the weight nearest the text's (as the print's font matching picks it), so the document
 * names the face that prints.
 */
export function faceInFamily(font: CatalogFont | undefined, weight: number, style: FontStyle): { weight: number; style: FontStyle } {
  const variants = font?.variants ?? [];
  const sameStyle = variants.filter((variant) => variant.style === style);
  const candidates = sameStyle.length > 0 ? sameStyle : variants;
  const best = nearest(candidates, weight, () => true);
  return best === null ? { weight, style } : { weight: best, style: candidates[0]!.style };
}
