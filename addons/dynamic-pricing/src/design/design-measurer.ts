import {
  DesignResources,
  layoutDesign,
  loadDesignResources,
  preflightDesign,
  preflightOptionsForDpi,
  validateDesign,
  type DesignDocument,
  type DesignElement,
  type DesignLayout,
  type PreflightReport,
} from '@dcs/design';
import type { AssetsService, Clock } from '@dcs/platform';
import type { DesignFigures } from '../evaluation/pricing-subject.ts';
import { designParts, type DesignParts } from './design-parts.ts';
import { assembleFigures, measureTopLevelElements, type ElementMeasure } from './element-figures.ts';
import { createJsonMemo } from './json-memo.ts';

/** A design as the server sees it: validated, normalized, hashed and measured. */
export interface MeasuredDesign {
  design: DesignDocument;
  /** SHA-256 (base64url) of the JSON of the normalized design; quote tokens carry it. */
  hash: string;
  figures: DesignFigures;
}

/** What the measurer needs. */
export interface DesignMeasurerDeps {
  assets: AssetsService;
  clock: Clock;
  /** Measured designs kept by hash (default 500) and for how long (default 60 s; top-level elements as long). */
  cacheSize?: number;
  cacheTtlMs?: number;
  /** Measured top-level elements kept by their JSON (default 5000). */
  elementCacheSize?: number;
  /** Design hashes remembered by the JSON of the document they came from, up to this many characters of it (default 4 M). */
  hashMemoChars?: number;
  /** The shared fonts and shaping caches are started afresh after this long (default 10 min)… */
  resourcesTtlMs?: number;
  /** …or once they hold this many images and cliparts (default 200), which bounds memory. */
  maxPooledAssets?: number;
}

/** Validates and measures designs for pricing. */
export interface DesignMeasurer {
  /** `svc_design_invalid` (400), `svc_design_font_missing` / `svc_design_asset_missing` (422) as `@dcs/design` throws them. */
  measure(input: unknown): Promise<MeasuredDesign>;
  /**
   * Measures and preflights the design for a printing method rendering photos at `dpi`: the same
   * `@dcs/design` checks and thresholds as the storefront designer and the print queue. Reports are
   * cached with the figures, per dpi.
   */
  measureWithPreflight(input: unknown, dpi: number): Promise<MeasuredDesign & { preflight: PreflightReport }>;
  /** Hash of an already normalized design. */
  hash(design: DesignDocument): string;
}

function collectAssetRefs(elements: readonly DesignElement[], into: Set<string>): void {
  for (const element of elements) {
    if (element.type === 'image') into.add(`image:${element.media}`);
    else if (element.type === 'clipart') into.add(`clipart:${element.clipart}`);
    else if (element.type === 'group') collectAssetRefs(element.children, into);
  }
}

/**
 * Creates a measurer. Figures are cached by design hash: the same design quoted again (the quote,
 * then add-to-cart, then checkout; or a storefront re-quoting on every quantity change) is laid out
 * once. A design not seen before lays out only its top-level elements not seen before: each one's
 * share of the figures is cached by its JSON (see {@link ElementMeasure}), so a customer typing in one
 * text costs the layout of that text. Both caches live at most `cacheTtlMs`, and elements no longer
 * than the shared fonts, so a replaced font or image shows within that time.
 */
export function createDesignMeasurer(deps: DesignMeasurerDeps): DesignMeasurer {
  const { assets, clock } = deps;
  const cacheSize = deps.cacheSize ?? 500;
  const cacheTtl = deps.cacheTtlMs ?? 60_000;
  const elementCacheSize = deps.elementCacheSize ?? 5000;
  const resourcesTtl = deps.resourcesTtlMs ?? 600_000;
  const maxPooled = deps.maxPooledAssets ?? 200;
  const figuresByHash = new Map<string, { figures: DesignFigures; at: number; preflight: Map<number, PreflightReport> }>();
  const elementsByJson = new Map<string, { measure: ElementMeasure; at: number }>();
  let pool = { resources: new DesignResources(), refs: new Set<string>(), at: clock.now() };

  function poolFor(design: DesignDocument): DesignResources {
    const refs = new Set<string>();
    for (const side of design.sides) collectAssetRefs(side.elements, refs);
    const fresh = [...refs].filter((ref) => !pool.refs.has(ref));
    if (clock.now() - pool.at > resourcesTtl || pool.refs.size + fresh.length > maxPooled) {
      pool = { resources: new DesignResources(), refs: new Set(), at: clock.now() };
      // Measured with the fonts and images let go: measured again with the new ones.
      elementsByJson.clear();
    }
    for (const ref of refs) pool.refs.add(ref);
    return pool.resources;
  }

  /** Least recently used first out, so reading an entry moves it to the end. */
  function touch<V>(map: Map<string, V>, key: string, value: V, max: number): void {
    map.delete(key);
    map.set(key, value);
    while (map.size > max) map.delete(map.keys().next().value!);
  }

  // validateDesign builds every object field by field in a fixed order, so its JSON is already
  // canonical (only the keys of a clipart's `colors` keep the order they arrived in). Sorting keys
  // here would cost 5× the validation itself.
  function hash(design: DesignDocument): string {
    return designParts(design).hash;
  }

  // The hash of a design costs a serialization of the normalized design (13 kB of two-byte JSON for
  // the benchmark's 30 elements) and its UTF-8 conversion. validateDesign is a pure function of the
  // document, so the same document always gives the same hash: hashes are remembered by the JSON of
  // the document as it arrived (half the size, one native serialization). The document is JSON — a
  // request body or a stored cart line — so its serialization stands for all of it. It is still
  // validated every time; only the hash of a document already seen is looked up.
  const hashes = createJsonMemo<string>(deps.hashMemoChars ?? 4_000_000);

  /**
   * The design's figures from its visible top-level elements, those measured before looked up. The
   * others are laid out as a design of their own, or read from `full`, the whole design's layout
   * when the caller needs one anyway (for preflight): one layout per request.
   */
  async function figuresOf(design: DesignDocument, parts: DesignParts, reuse: DesignResources, full: DesignLayout | null): Promise<DesignFigures> {
    const now = clock.now();
    const known = design.sides.map((side, s) =>
      side.elements.map((element, e) => {
        if (!element.visible) return null;
        const hit = elementsByJson.get(parts.elements[s]![e]!);
        return hit && now - hit.at < cacheTtl ? hit : undefined;
      }),
    );
    // Only the visible elements not measured before are loaded and laid out, as a design of their own.
    const unknown = design.sides.map((side, s) => side.elements.filter((element, e) => element.visible && known[s]![e] === undefined));
    const measured = new Map<string, ElementMeasure>();
    if (unknown.some((elements) => elements.length > 0)) {
      if (full) {
        for (const [s, side] of design.sides.entries()) {
          const wanted = new Set(unknown[s]!);
          for (const measure of measureTopLevelElements(full, side.id, (element) => wanted.has(element))) measured.set(measure.id, measure);
        }
      } else {
        const partial: DesignDocument = { ...design, sides: design.sides.map((side, s) => ({ ...side, elements: unknown[s]! })) };
        const layout = layoutDesign(partial, await loadDesignResources(partial, { fonts: assets, assets }, { reuse }));
        for (const side of partial.sides) for (const measure of measureTopLevelElements(layout, side.id)) measured.set(measure.id, measure);
      }
    }
    const sides = design.sides.map((side, s) => ({
      id: side.id,
      elements: side.elements.flatMap((element, e) => {
        const hit = known[s]![e];
        if (hit === null) return [];
        if (hit) {
          touch(elementsByJson, parts.elements[s]![e]!, hit, elementCacheSize);
          return [hit.measure];
        }
        const measure = measured.get(element.id)!;
        touch(elementsByJson, parts.elements[s]![e]!, { measure, at: now }, elementCacheSize);
        return [measure];
      }),
    }));
    return assembleFigures(sides);
  }

  /**
   * The validated design and its cached entry, measured now when missing or stale; with `dpi`, the
   * entry holds the preflight report at that resolution too. A design measured and preflighted now
   * is laid out once for both (text layouts of texts seen before are looked up by `@dcs/design`).
   */
  async function entryOf(input: unknown, dpi: number | null) {
    const design = validateDesign(input);
    const json = JSON.stringify(input);
    let key = hashes.get(json);
    let parts: DesignParts | null = null;
    if (key === undefined) {
      parts = designParts(design);
      key = parts.hash;
      hashes.set(json, key);
    }
    const now = clock.now();
    const cached = figuresByHash.get(key);
    let entry = cached && now - cached.at < cacheTtl ? cached : null;
    const preflightDpi = dpi !== null && !entry?.preflight.has(dpi) ? dpi : null;
    if (!entry || preflightDpi !== null) {
      const resources = poolFor(design);
      // Preflight looks at the whole design (overlaps, the print area), so it lays out all of it.
      const full = preflightDpi === null ? null : layoutDesign(design, await loadDesignResources(design, { fonts: assets, assets }, { reuse: resources }));
      entry ??= { figures: await figuresOf(design, parts ?? designParts(design), resources, full), at: now, preflight: new Map<number, PreflightReport>() };
      if (full && preflightDpi !== null) entry.preflight.set(preflightDpi, preflightDesign(full, preflightOptionsForDpi(preflightDpi)));
    }
    touch(figuresByHash, key, entry, cacheSize);
    return { design, key, entry };
  }

  return {
    hash,
    async measure(input) {
      const { design, key, entry } = await entryOf(input, null);
      return { design, hash: key, figures: entry.figures };
    },
    async measureWithPreflight(input, dpi) {
      const { design, key, entry } = await entryOf(input, dpi);
      return { design, hash: key, figures: entry.figures, preflight: entry.preflight.get(dpi)! };
    },
  };
}
