import {
  DesignResources,
  assemblePreflightReport,
  layoutDesign,
  loadDesignResources,
  preflightElements,
  preflightOptionsForDpi,
  validateDesign,
  type DesignDocument,
  type DesignElement,
  type ElementPreflight,
  type PreflightIssue,
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

/** The JSON path of top-level element `index` of side `side`, as preflight issues name it. */
function elementPath(side: number, index: number): string {
  return `$.sides[${side}].elements[${index}]`;
}

/** An element's issues with their paths relative to the element's own (kept while the element moves). */
function relativePaths(report: ElementPreflight, prefix: string): ElementPreflight {
  const relative = (issue: PreflightIssue) => ({ ...issue, path: issue.path.slice(prefix.length) });
  return { elementId: report.elementId, content: report.content.map(relative), placement: report.placement.map(relative) };
}

/** The issues of an element at `prefix`, from {@link relativePaths}. */
function absolutePaths(report: ElementPreflight, prefix: string): ElementPreflight {
  const absolute = (issue: PreflightIssue) => ({ ...issue, path: prefix + issue.path });
  return { elementId: report.elementId, content: report.content.map(absolute), placement: report.placement.map(absolute) };
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
  /** Per top-level element JSON: its figures and its preflight issues per dpi and side (`dpi\0side JSON`). */
  const elementsByJson = new Map<string, { measure: ElementMeasure; at: number; preflight: Map<string, ElementPreflight> }>();
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
   * What the design's visible top-level elements contribute: their figures and, with `dpi`, their
   * preflight issues there. Each is looked up by the element's JSON (its issues by its side's too);
   * the elements missing either are laid out together as a design of their own, once for both, so a
   * customer typing in one text costs the layout and checks of that text.
   */
  async function elementsOf(design: DesignDocument, parts: DesignParts, dpi: number | null) {
    const now = clock.now();
    const resources = poolFor(design);
    const place = (s: number) => (dpi === null ? null : `${dpi}\0${parts.sides[s]}`);
    const known = design.sides.map((side, s) =>
      side.elements.map((element, e) => {
        if (!element.visible) return null;
        const hit = elementsByJson.get(parts.elements[s]![e]!);
        return hit && now - hit.at < cacheTtl ? hit : undefined;
      }),
    );
    const missing = (s: number, e: number) => {
      const hit = known[s]![e];
      if (hit === null) return false;
      return hit === undefined || (dpi !== null && !hit.preflight.has(place(s)!));
    };
    const partial: DesignDocument = { ...design, sides: design.sides.map((side, s) => ({ ...side, elements: side.elements.filter((element, e) => element.visible && missing(s, e)) })) };
    if (partial.sides.some((side) => side.elements.length > 0)) {
      const layout = layoutDesign(partial, await loadDesignResources(partial, { fonts: assets, assets }, { reuse: resources }));
      for (const [s, side] of partial.sides.entries()) {
        if (side.elements.length === 0) continue;
        const measures = new Map(measureTopLevelElements(layout, side.id).map((measure) => [measure.id, measure]));
        const checks = dpi === null ? null : new Map(preflightElements(layout, side.id, preflightOptionsForDpi(dpi)).map((report) => [report.elementId, report]));
        const indices = new Map(side.elements.map((element, index) => [element, index]));
        design.sides[s]!.elements.forEach((element, e) => {
          const index = indices.get(element);
          if (index === undefined) return;
          const entry = known[s]![e] ?? { measure: measures.get(element.id)!, at: now, preflight: new Map<string, ElementPreflight>() };
          if (checks) entry.preflight.set(place(s)!, relativePaths(checks.get(element.id)!, elementPath(s, index)));
          known[s]![e] = entry;
        });
      }
    }
    return design.sides.map((side, s) => ({
      id: side.id,
      elements: side.elements.flatMap((_, e) => {
        const entry = known[s]![e];
        if (!entry) return [];
        touch(elementsByJson, parts.elements[s]![e]!, entry, elementCacheSize);
        return [{ entry, index: e }];
      }),
      place: place(s),
    }));
  }

  /**
   * The validated design and its cached entry, measured now when missing or stale; with `dpi`, the
   * entry holds the preflight report at that resolution too.
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
      const sides = await elementsOf(design, parts ?? designParts(design), preflightDpi);
      entry ??= { figures: assembleFigures(sides.map((side) => ({ id: side.id, elements: side.elements.map(({ entry }) => entry.measure) }))), at: now, preflight: new Map<number, PreflightReport>() };
      if (preflightDpi !== null) {
        const report = assemblePreflightReport(
          sides.map((side, s) => side.elements.map(({ entry, index }) => absolutePaths(entry.preflight.get(side.place!)!, elementPath(s, index)))),
        );
        entry.preflight.set(preflightDpi, report);
      }
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
