import { createError } from '@dcs/platform';
import { MM_PER_PT, type DesignElement, type Rect } from '../document/design-document.ts';
import { getSide, listPlacedElements, type DesignLayout, type PlacedElement } from '../layout/design-layout.ts';
import { checkSidePlacement } from '../metrics/design-metrics.ts';
import { effectivePpi } from './effective-ppi.ts';
import { clipartNodes, forEachDrawn } from '../elements/clipart/clipart-nodes.ts';
import { qrGeometry } from '../elements/qrcode/qr-geometry.ts';
import { QR_QUIET_ZONE } from '../elements/qrcode/qr-modules.ts';
import { contrastRatio, relativeLuminance } from '../document/color.ts';

/** What a preflight issue is about. */
export type PreflightCheck =
  | 'image_resolution'
  | 'glyphs_missing'
  | 'glyphs_fallback'
  | 'outside_print_area'
  | 'crosses_safe_area'
  | 'bleed_missing'
  | 'hairline'
  | 'text_too_small'
  | 'text_overflow'
  | 'asset_missing'
  | 'svg_feature_dropped'
  | 'qr_module_small'
  | 'qr_low_contrast';

/** One finding, tied to an element. */
export interface PreflightIssue {
  severity: 'error' | 'warning';
  check: PreflightCheck;
  sideId: string;
  elementId: string;
  /** JSON path of the element in the document. */
  path: string;
  message: string;
  data: Record<string, unknown>;
}

/** Thresholds; every one has a default. */
export interface PreflightOptions {
  /** Effective resolution of images: warn below `warnBelow`, error below `errorBelow` (ppi). */
  ppi?: { warnBelow: number; errorBelow: number };
  /** Strokes thinner than this (points) are hairlines that may not print. */
  hairlinePt?: number;
  /** Text smaller than this (points, after shrink-to-fit) is flagged. */
  minFontSizePt?: number;
  /** QR modules smaller than this (millimetres) are flagged: phones read 0.4 mm modules and up reliably. */
  minQrModuleMm?: number;
  /** QR codes whose colours have a lower WCAG contrast ratio than this are flagged. */
  minQrContrast?: number;
}

export const DEFAULT_PREFLIGHT_OPTIONS: Required<PreflightOptions> = { ppi: { warnBelow: 200, errorBelow: 150 }, hairlinePt: 0.25, minFontSizePt: 6, minQrModuleMm: 0.4, minQrContrast: 4 };

/** Photos print at this resolution where no printing method says otherwise (the print queue's default). */
export const DEFAULT_PRINT_DPI = 300;

/**
 * The options for a printing method that renders photos at `dpi`: an image prints sharp from two
 * thirds of it (a warning below) and is refused below half of it, the rule of thumb of print shops
 * (200 and 150 ppi at the usual 300 dpi, the defaults). The print queue and the storefront (quotes
 * and the live designer) call this with the method's resolution, so they agree on every verdict.
 *
 * @example
 * preflightDesign(layout, preflightOptionsForDpi(method.resolutionDpi));
 */
export function preflightOptionsForDpi(dpi: number): PreflightOptions {
  return { ppi: { warnBelow: Math.round((dpi * 2) / 3), errorBelow: Math.round(dpi / 2) } };
}

/** The result of {@link preflightDesign}. */
export interface PreflightReport {
  /** No errors (warnings may remain). */
  ok: boolean;
  errors: PreflightIssue[];
  warnings: PreflightIssue[];
}

const EPSILON = 0.01;

/**
 * Checks a laid-out design before it is rendered for print: image resolution, characters the
 * font lacks (they would print as empty boxes), ink outside the print area (an area touching the
 * trim extends into the bleed there), content crossing the safe line, artwork that runs to the trim
 * edge but stops short of the bleed, hairlines, tiny or overflowing text, QR codes too small or faint to scan. Every issue names its
 * element id and JSON path.
 *
 * It is browser-safe (no Node import): the storefront designer runs it live as the customer edits,
 * the quote answers it, and the print queue holds a job on its errors — one function, one verdict.
 *
 * @example
 * const report = preflightDesign(layoutDesign(design, resources), preflightOptionsForDpi(300));
 * if (!report.ok) showOnElements(report.errors);
 */
export function preflightDesign(layout: DesignLayout, options: PreflightOptions = {}): PreflightReport {
  return assemblePreflightReport(layout.design.sides.map((side) => preflightElements(layout, side.id, options)));
}

/**
 * The issues of one visible top-level element of a side: every check looks at one element and its
 * side alone, so a design's report is assembled from its elements' ({@link assemblePreflightReport})
 * and a caller may keep an element's issues for as long as the element and its side stay the same.
 */
export interface ElementPreflight {
  elementId: string;
  /** Checks of the element and of each of its children, in paint order: resolution, glyphs, text size, overflow, hairlines. */
  content: PreflightIssue[];
  /** Where its ink lies on the side: print area, bleed, safe line. */
  placement: PreflightIssue[];
}

/** The issues of each visible top-level element of side `sideId` (those `wanted`, by default all), in paint order. */
export function preflightElements(
  layout: DesignLayout,
  sideId: string,
  options: PreflightOptions = {},
  wanted: (element: DesignElement) => boolean = () => true,
): ElementPreflight[] {
  const settings = { ...DEFAULT_PREFLIGHT_OPTIONS, ...options };
  const side = getSide(layout.design, sideId);
  const placedElements = listPlacedElements(layout, side.id);
  const placement = checkSidePlacement(side, placedElements);
  const trim: Rect = { x: 0, y: 0, ...side.trim };
  const results: ElementPreflight[] = [];
  let current: ElementPreflight | null = null;
  const issue = (placed: PlacedElement, severity: PreflightIssue['severity'], check: PreflightCheck, message: string, data: Record<string, unknown> = {}): PreflightIssue => ({
    severity,
    check,
    sideId: side.id,
    elementId: placed.element.id,
    path: placed.path,
    message,
    data,
  });
  for (const placed of placedElements) {
    if (placed.depth === 1) {
      current = wanted(placed.element) ? { elementId: placed.element.id, content: [], placement: [] } : null;
      if (current) results.push(current);
    }
    const target = current;
    if (!target) continue;
    const add = (severity: PreflightIssue['severity'], check: PreflightCheck, message: string, data?: Record<string, unknown>) => target.content.push(issue(placed, severity, check, message, data));
    const { element } = placed;
    if (element.type === 'image') {
      const asset = layout.resources.image(element.media);
      if (asset) {
        const ppi = effectivePpi(asset, element);
        const rounded = Math.round(ppi);
        if (ppi < settings.ppi.errorBelow) add('error', 'image_resolution', `The image prints at ${rounded} ppi; at least ${settings.ppi.errorBelow} ppi are needed.`, { ppi: rounded });
        else if (ppi < settings.ppi.warnBelow) add('warning', 'image_resolution', `The image prints at ${rounded} ppi; ${settings.ppi.warnBelow} ppi or more look sharp.`, { ppi: rounded });
      }
    }
    if ((element.type === 'image' && layout.resources.isMissing(element.media)) || (element.type === 'clipart' && layout.resources.isMissing(element.clipart))) {
      const ref = element.type === 'image' ? element.media : element.clipart;
      add('error', 'asset_missing', `This ${element.type} could not be loaded; it cannot be printed. Upload it again or remove it.`, { ref, kind: element.type });
    }
    if (element.type === 'clipart') {
      const asset = layout.resources.clipart(element.clipart);
      for (const feature of asset?.dropped ?? []) {
        add('warning', 'svg_feature_dropped', `The SVG uses ${feature}, which cannot be printed; it is left out.`, { feature });
      }
      if (asset && asset.width > 0 && asset.height > 0) {
        // Sizes on the product: an embedded photo's pixels over its printed size, a stroke's printed width.
        const mmPerUnit = Math.min(element.transform.width / asset.width, element.transform.height / asset.height);
        let lowestPpi = Infinity;
        let thinnest = Infinity;
        forEachDrawn(clipartNodes(asset), (node, scale) => {
          if (node.kind === 'path') {
            if (node.stroke && node.stroke.width > 0) thinnest = Math.min(thinnest, node.stroke.width * scale * mmPerUnit);
            return;
          }
          const widthMm = node.width * scale * mmPerUnit;
          const heightMm = node.height * scale * mmPerUnit;
          if (widthMm > 0 && heightMm > 0) lowestPpi = Math.min(lowestPpi, (node.widthPx / widthMm) * 25.4, (node.heightPx / heightMm) * 25.4);
        });
        const rounded = Math.round(lowestPpi);
        if (lowestPpi < settings.ppi.errorBelow) add('error', 'image_resolution', `The image prints at ${rounded} ppi; at least ${settings.ppi.errorBelow} ppi are needed.`, { ppi: rounded });
        else if (lowestPpi < settings.ppi.warnBelow) add('warning', 'image_resolution', `The image prints at ${rounded} ppi; ${settings.ppi.warnBelow} ppi or more look sharp.`, { ppi: rounded });
        if (thinnest < settings.hairlinePt * MM_PER_PT) {
          add('warning', 'hairline', `The stroke is ${round(thinnest / MM_PER_PT)} pt wide; lines under ${settings.hairlinePt} pt may not print.`, { widthPt: round(thinnest / MM_PER_PT) });
        }
      }
    }
    if (element.type === 'text') {
      const text = layout.texts.get(element.id);
      if (text && text.missingCodePoints.length > 0) {
        const characters = text.missingCodePoints.map((codePoint) => String.fromCodePoint(codePoint));
        add('error', 'glyphs_missing', `No font of the shop has a glyph for ${quoted(characters)}; they would print as empty boxes.`, {
          codePoints: text.missingCodePoints.map(codePointName),
        });
      }
      if (text && text.fallbackCodePoints.length > 0) {
        const characters = text.fallbackCodePoints.map((codePoint) => String.fromCodePoint(codePoint));
        add('warning', 'glyphs_fallback', `The font ${element.fontFamily} has no glyph for ${quoted(characters)}; they print in a fallback font.`, {
          codePoints: text.fallbackCodePoints.map(codePointName),
        });
      }
      if (text && text.fontSize < settings.minFontSizePt) add('warning', 'text_too_small', `The text is set at ${round(text.fontSize)} pt; below ${settings.minFontSizePt} pt it may not be legible.`, { fontSize: round(text.fontSize) });
      if (text?.overflowed) add('warning', 'text_overflow', 'The text does not fit its box.');
    }
    if (element.type === 'qrcode') {
      const { module, modules } = qrGeometry(element);
      if (module < settings.minQrModuleMm) {
        // The side of the square (quiet zone included) at which a module reaches the minimum.
        const needed = Math.ceil(settings.minQrModuleMm * (modules + 2 * QR_QUIET_ZONE));
        add('warning', 'qr_module_small', `The QR code's modules are ${round(module)} mm; make the code at least ${needed} mm wide so phones read it.`, { moduleMm: round(module), minModuleMm: settings.minQrModuleMm, minSizeMm: needed });
      }
      const contrast = contrastRatio(element.color, element.background);
      const inverted = relativeLuminance(element.color) > relativeLuminance(element.background);
      if (contrast < settings.minQrContrast || inverted) {
        add('warning', 'qr_low_contrast', inverted
          ? 'The QR code is lighter than its background; many phones only read dark codes on a light background.'
          : `The QR code's colours have a contrast of ${round(contrast)}:1; ${settings.minQrContrast}:1 or more scan reliably.`, { contrast: round(contrast), inverted });
      }
    }
    const stroke = 'stroke' in element ? element.stroke : null;
    if (stroke && stroke.width > 0 && stroke.width < settings.hairlinePt * MM_PER_PT) {
      add('warning', 'hairline', `The stroke is ${round(stroke.width / MM_PER_PT)} pt wide; lines under ${settings.hairlinePt} pt may not print.`, { widthPt: round(stroke.width / MM_PER_PT) });
    }
    if (placed.depth !== 1 || !placed.inkBounds) continue;
    const place = (severity: PreflightIssue['severity'], check: PreflightCheck, message: string, data?: Record<string, unknown>) => target.placement.push(issue(placed, severity, check, message, data));
    if (placement.elementsOutsidePrintArea.includes(element.id)) place('error', 'outside_print_area', 'The element reaches outside the print area.');
    const ink = placed.inkBounds;
    // Artwork that crosses the trim edge is meant to bleed: it must reach the bleed edge.
    const short = bleedShortEdges(ink, trim, side.bleed);
    if (side.bleed > 0 && short.length > 0 && element.type !== 'text') {
      place('error', 'bleed_missing', `The element runs to the trim edge but stops short of the bleed (${short.join(', ')}); a white line may show after cutting.`, { edges: short });
    }
    const bleeds = ink.x < -EPSILON || ink.y < -EPSILON || ink.x + ink.width > trim.width + EPSILON || ink.y + ink.height > trim.height + EPSILON;
    if (placement.elementsCrossingSafeArea.includes(element.id) && (element.type === 'text' || !bleeds)) {
      place('warning', 'crosses_safe_area', `The element crosses the safe line ${side.safeMargin} mm inside the trim; it may be cut.`);
    }
  }
  return results;
}

/**
 * A design's report from its elements' issues, side by side in the design's order: per side the
 * content checks of every element in paint order, then their placement checks.
 */
export function assemblePreflightReport(sides: ReadonlyArray<readonly ElementPreflight[]>): PreflightReport {
  const errors: PreflightIssue[] = [];
  const warnings: PreflightIssue[] = [];
  const sort = (issue: PreflightIssue) => (issue.severity === 'error' ? errors : warnings).push(issue);
  for (const elements of sides) {
    for (const element of elements) element.content.forEach(sort);
    for (const element of elements) element.placement.forEach(sort);
  }
  return { ok: errors.length === 0, errors, warnings };
}

/** Edges where the ink reaches the trim line (or past it) but not the bleed edge. */
function bleedShortEdges(ink: Rect, trim: Rect, bleed: number): string[] {
  const edges: string[] = [];
  const check = (edge: string, reachesTrim: boolean, reachesBleed: boolean) => {
    if (reachesTrim && !reachesBleed) edges.push(edge);
  };
  check('left', ink.x <= EPSILON, ink.x <= -bleed + EPSILON);
  check('top', ink.y <= EPSILON, ink.y <= -bleed + EPSILON);
  check('right', ink.x + ink.width >= trim.width - EPSILON, ink.x + ink.width >= trim.width + bleed - EPSILON);
  check('bottom', ink.y + ink.height >= trim.height - EPSILON, ink.y + ink.height >= trim.height + bleed - EPSILON);
  return edges;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Throws `svc_print_preflight_failed` (with the report in `data`) when the report has errors. */
export function assertPreflightPassed(report: PreflightReport): void {
  if (report.ok) return;
  const first = report.errors[0]!;
  throw createError('svc_print_preflight_failed', { params: { count: report.errors.length, first: `${first.elementId}: ${first.message}` }, data: { errors: report.errors, warnings: report.warnings } });
}

/** `U+00E9`. */
function codePointName(codePoint: number): string {
  return `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** Characters quoted in a sentence (the designer's own sentences isolate them for bidi, `apps/storefront`). */
function quoted(characters: readonly string[]): string {
  return characters.map((char) => `"${char}"`).join(', ');
}
