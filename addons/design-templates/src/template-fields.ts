import { colorToHex, type DesignDocument, type DesignElement, type FontRequest } from '@dcs/design';

/** Per-placeholder constraints an admin sets on a template (keyed by element id). */
export interface FieldConstraints {
  /** What the customer sees instead of the layer name. */
  label?: string;
  /** Text placeholders: font families the customer may pick (default: the element's own). */
  allowedFonts?: string[];
  /** Text placeholders: `#RRGGBB` colors the customer may pick (default: the element's own). */
  allowedColors?: string[];
  /** Image placeholders: print resolution an uploaded image needs (default: the template's `minPpi`). */
  minPpi?: number;
}

/** A template field customers fill: an element flagged `placeholder`. */
export interface Placeholder {
  id: string;
  side: string;
  layer: string;
  type: DesignElement['type'];
  label: string;
  editable: boolean;
}

/** A quick personalization field of the shop-grid panel, as `svc/v1` answers it (snake_case). */
export type QuickField =
  | (Placeholder & {
      type: 'text';
      default: string;
      max_length: number | null;
      font_family: string;
      allowed_fonts: string[];
      allowed_colors: string[];
    })
  | (Placeholder & {
      type: 'image';
      default: string;
      /** Print size of the image box in millimetres. */
      box: { width: number; height: number };
      min_ppi: number;
      /** Smallest image (pixels) that prints the box at `min_ppi`. */
      min_width_px: number;
      min_height_px: number;
    });

interface Located {
  element: DesignElement;
  side: string;
  depth: number;
}

/** Every element of the design with its side, groups' children included, in document order. */
export function walkElements(design: DesignDocument): Located[] {
  const found: Located[] = [];
  const visit = (elements: readonly DesignElement[], side: string, depth: number) => {
    for (const element of elements) {
      found.push({ element, side, depth });
      if (element.type === 'group') visit(element.children, side, depth + 1);
    }
  };
  for (const side of design.sides) visit(side.elements, side.id, 1);
  return found;
}

/** The placeholders of a design, labelled from the constraints or the layer name. */
export function placeholdersOf(design: DesignDocument, fields: Readonly<Record<string, FieldConstraints>>): Placeholder[] {
  return walkElements(design)
    .filter(({ element }) => element.placeholder)
    .map(({ element, side }) => ({
      id: element.id,
      side,
      layer: element.layer,
      type: element.type,
      label: fields[element.id]?.label ?? (element.layer || element.id),
      editable: element.permissions.editable,
    }));
}

/** The distinct fonts a design's texts use, in order of first use. */
export function fontsOf(design: DesignDocument): FontRequest[] {
  const fonts = new Map<string, FontRequest>();
  for (const { element } of walkElements(design)) {
    if (element.type !== 'text') continue;
    const request = { family: element.fontFamily, weight: element.fontWeight, style: element.fontStyle };
    fonts.set(`${request.family}/${request.weight}/${request.style}`, request);
  }
  return [...fonts.values()];
}

/**
 * The quick personalization fields of a (fitted) design: its text and image placeholders with the
 * constraints the shop-grid panel enforces. Image sizes come from the fitted box, so they are the
 * product's, not the template's.
 */
export function quickFieldsOf(design: DesignDocument, fields: Readonly<Record<string, FieldConstraints>>, minPpi: number): QuickField[] {
  const placeholders = new Map(placeholdersOf(design, fields).map((p) => [p.id, p]));
  return walkElements(design).flatMap(({ element }): QuickField[] => {
    const placeholder = placeholders.get(element.id);
    if (!placeholder) return [];
    const constraints = fields[element.id] ?? {};
    if (element.type === 'text') {
      return [{
        ...placeholder,
        type: 'text',
        default: element.content,
        max_length: element.permissions.maxLength,
        font_family: element.fontFamily,
        allowed_fonts: constraints.allowedFonts ?? [element.fontFamily],
        allowed_colors: constraints.allowedColors ?? [colorToHex(element.fill)],
      }];
    }
    if (element.type === 'image') {
      const ppi = constraints.minPpi ?? minPpi;
      const { width, height } = element.transform;
      return [{
        ...placeholder,
        type: 'image',
        default: element.media,
        box: { width, height },
        min_ppi: ppi,
        min_width_px: pixelsFor(width, ppi, element.crop.width),
        min_height_px: pixelsFor(height, ppi, element.crop.height),
      }];
    }
    return [];
  });
}

/** Source pixels a box side of `mm` needs at `ppi` when only `cropFraction` of the image shows (µpx rounding first, so 300.0000001 is 300). */
function pixelsFor(mm: number, ppi: number, cropFraction: number): number {
  return Math.ceil(Math.round(((mm / 25.4) * ppi * 1e6) / cropFraction) / 1e6);
}
