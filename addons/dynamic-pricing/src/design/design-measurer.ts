import {
  DesignResources,
  Probation,
  PROBATION_SIZE,
  assemblePreflightReport,
  createValidatedElements,
  layoutDesign,
  loadDesignResources,
  preflightElements,
  preflightOptionsForDpi,
  reusedElementMemo,
  validateDesign,
  type DesignDocument,
  type DesignElement,
  type ElementPreflight,
  type PreflightIssue,
  type PreflightReport,
} from '@dcs/design';
import type { AssetsService, Clock } from '@dcs/platform';
import type { DesignFigures } from '../evaluation/pricing-subject.ts';
import { HashBuffer, designParts, type DesignParts, type ElementJson } from './design-parts.ts';
import { assembleFigures, measureTopLevelElements, type ElementMeasure } from './element-figures.ts';

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
  /** Validated top-level elements kept, with their JSON and figures (default 5000). */
  elementCacheSize?: number;
  /** Design hashes remembered by the pieces of the design's JSON (default 2000 designs). */
  hashMemoSize?: number;
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
  /** Top-level elements laid out so far: a design differing from earlier ones in one element lays out that one. */
  readonly elementsLaidOut: number;
}

function collectAssetRefs(elements: readonly DesignElement[], into: string[]): string[] {
  for (const element of elements) {
    if (element.type === 'image') into.push(`image:${element.media}`);
    else if (element.type === 'clipart') into.push(`clipart:${element.clipart}`);
    else if (element.type === 'group') collectAssetRefs(element.children, into);
  }
  return into;
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

/** An element's issues with paths relative to the element's own, and the last copy made at an absolute path. */
interface KeptPreflight {
  relative: ElementPreflight;
  /** A design differing from the last one in another element keeps this element where it was. */
  absolute: { side: number; index: number; report: ElementPreflight } | null;
}

/** The issues of top-level element `index` of side `side`, from {@link relativePaths}; the last copy is kept with them. */
function absolutePaths(kept: KeptPreflight, side: number, index: number): ElementPreflight {
  const last = kept.absolute;
  if (last !== null && last.side === side && last.index === index) return last.report;
  const { relative } = kept;
  const prefix = elementPath(side, index);
  const absolute = (issue: PreflightIssue) => ({ ...issue, path: prefix + issue.path });
  const report = { elementId: relative.elementId, content: relative.content.map(absolute), placement: relative.placement.map(absolute) };
  kept.absolute = { side, index, report };
  return report;
}

/** An element's figures and its preflight issues per dpi and side (`dpi\0side JSON`), as laid out with one pool of resources. */
interface ElementFigures {
  measure: ElementMeasure;
  at: number;
  /** The pool of fonts and images it was laid out with (see `poolFor`). */
  generation: number;
  preflight: Map<string, KeptPreflight>;
}

/** What the measurer keeps per validated top-level element: its JSON and asset refs (pure) and its figures (while fresh). */
interface ElementEntry extends ElementJson {
  /** The images and cliparts it draws (`image:<media>`, `clipart:<id>`), which the pool of resources counts. */
  refs: readonly string[];
  figures: ElementFigures | null;
}

/**
 * Creates a measurer. Figures are cached by design hash: the same design quoted again (the quote,
 * then add-to-cart, then checkout; or a storefront re-quoting on every quantity change) is laid out
 * once. A design not seen before validates, serializes and lays out only its top-level elements not
 * seen before: `validateDesign` hands back the very same object for an element whose input it has
 * validated before (`reuse`), and the measurer keeps each element's JSON and share of the figures
 * (see {@link ElementMeasure}) with that object, so a customer typing in one text costs that text.
 * Figures live at most `cacheTtlMs`, and elements' no longer than the shared fonts, so a replaced
 * font or image shows within that time.
 */
export function createDesignMeasurer(deps: DesignMeasurerDeps): DesignMeasurer {
  const { assets, clock } = deps;
  const cacheSize = deps.cacheSize ?? 500;
  const cacheTtl = deps.cacheTtlMs ?? 60_000;
  const resourcesTtl = deps.resourcesTtlMs ?? 600_000;
  const maxPooled = deps.maxPooledAssets ?? 200;
  const hashMemoSize = deps.hashMemoSize ?? 2000;
  type DesignEntry = { figures: DesignFigures; at: number; preflight: Map<number, PreflightReport> };
  const figuresByHash = new Map<string, DesignEntry>();
  // A design (and its hash) measured once waits on probation until its second use (the quote, then
  // add-to-cart), so the design of each keystroke dies young (see Probation in @dcs/design).
  const designsOnce = new Probation<DesignEntry>(PROBATION_SIZE);
  const hashesOnce = new Probation<string>(PROBATION_SIZE);
  // Bounded by the validated elements it keeps; an element let go takes its entry with it. An entry is
  // kept in the element's memo (`reusedElementMemo`); the `WeakMap` only serves elements validated
  // without the cache (a design validated afresh after a reuse conflict, `hash` of any design).
  const validated = createValidatedElements({ maxEntries: deps.elementCacheSize ?? 5000 });
  const ENTRY = Symbol('measurer entry');
  const entries = new WeakMap<DesignElement, ElementEntry>();
  let serials = 0;
  let laidOut = 0;
  let pool = { resources: new DesignResources(), refs: new Set<string>(), at: clock.now(), generation: 0 };

  function poolFor(design: DesignDocument): DesignResources {
    // The refs are kept per element (no strings made per design); most elements have none.
    const refs = new Set<string>();
    for (const side of design.sides) for (const element of side.elements) for (const ref of entryOfElement(element).refs) refs.add(ref);
    let fresh = 0;
    for (const ref of refs) if (!pool.refs.has(ref)) fresh++;
    if (clock.now() - pool.at > resourcesTtl || pool.refs.size + fresh > maxPooled) {
      // Figures measured with the fonts and images let go are measured again with the new ones.
      pool = { resources: new DesignResources(), refs: new Set(), at: clock.now(), generation: pool.generation + 1 };
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
  function entryOfElement(element: DesignElement): ElementEntry {
    const memo = reusedElementMemo(element);
    let entry = (memo ? memo[ENTRY] : entries.get(element)) as ElementEntry | undefined;
    if (!entry) {
      const json = JSON.stringify(element);
      entry = { json, bytes: Buffer.from(json), serial: ++serials, refs: collectAssetRefs([element], []), figures: null };
      if (memo) memo[ENTRY] = entry;
      else entries.set(element, entry);
    }
    return entry;
  }

  // A design seen before is not hashed again: its hash is remembered by the key of its pieces (the
  // JSON around its elements and their serials), which costs no serialization of the elements.
  const hashes = new Map<string, string>();
  const hashBuffer = new HashBuffer();
  function hashOf(parts: DesignParts): string {
    const known = hashes.get(parts.key) ?? hashesOnce.take(parts.key);
    if (known !== undefined) {
      touch(hashes, parts.key, known, hashMemoSize);
      return known;
    }
    const hash = parts.hash(hashBuffer);
    if (hashesOnce.hold(parts.key, hash)) touch(hashes, parts.key, hash, hashMemoSize);
    return hash;
  }

  /**
   * What the design's visible top-level elements contribute: their figures and, with `dpi`, their
   * preflight issues there (per side JSON too). The elements missing either are laid out together as
   * a design of their own, once for both, so a customer typing in one text costs the layout and
   * checks of that text.
   */
  async function elementsOf(design: DesignDocument, parts: DesignParts, dpi: number | null) {
    const now = clock.now();
    const resources = poolFor(design);
    const { generation } = pool;
    // Per side, once: the key is a few hundred characters, hashed again on every new string.
    const places = parts.sides.map((frame) => (dpi === null ? null : `${dpi}\0${frame}`));
    const place = (s: number) => places[s]!;
    const known = design.sides.map((side) =>
      side.elements.map((element) => {
        if (!element.visible) return null;
        const hit = entryOfElement(element).figures;
        return hit && hit.generation === generation && now - hit.at < cacheTtl ? hit : undefined;
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
        laidOut += side.elements.length;
        const measures = new Map(measureTopLevelElements(layout, side.id).map((measure) => [measure.id, measure]));
        const checks = dpi === null ? null : new Map(preflightElements(layout, side.id, preflightOptionsForDpi(dpi)).map((report) => [report.elementId, report]));
        const indices = new Map(side.elements.map((element, index) => [element, index]));
        design.sides[s]!.elements.forEach((element, e) => {
          const index = indices.get(element);
          if (index === undefined) return;
          const figures = known[s]![e] ?? { measure: measures.get(element.id)!, at: now, generation, preflight: new Map<string, KeptPreflight>() };
          if (checks) figures.preflight.set(place(s)!, { relative: relativePaths(checks.get(element.id)!, elementPath(s, index)), absolute: null });
          known[s]![e] = figures;
          entryOfElement(element).figures = figures;
        });
      }
    }
    return design.sides.map((side, s) => ({
      id: side.id,
      elements: side.elements.flatMap((_, e) => {
        const figures = known[s]![e];
        return figures ? [{ figures, index: e }] : [];
      }),
      place: place(s),
    }));
  }

  /**
   * The validated design and its cached entry, measured now when missing or stale; with `dpi`, the
   * entry holds the preflight report at that resolution too.
   */
  async function entryOf(input: unknown, dpi: number | null) {
    const design = validateDesign(input, { reuse: validated });
    const parts = designParts(design, entryOfElement);
    const key = hashOf(parts);
    const now = clock.now();
    const cached = figuresByHash.get(key) ?? designsOnce.take(key);
    let entry = cached && now - cached.at < cacheTtl ? cached : null;
    const made = !entry;
    const preflightDpi = dpi !== null && !entry?.preflight.has(dpi) ? dpi : null;
    if (!entry || preflightDpi !== null) {
      const sides = await elementsOf(design, parts, preflightDpi);
      entry ??= { figures: assembleFigures(sides.map((side) => ({ id: side.id, elements: side.elements.map(({ figures }) => figures.measure) }))), at: now, preflight: new Map<number, PreflightReport>() };
      if (preflightDpi !== null) {
        const report = assemblePreflightReport(
          sides.map((side, s) => side.elements.map(({ figures, index }) => absolutePaths(figures.preflight.get(side.place!)!, s, index))),
        );
        entry.preflight.set(preflightDpi, report);
      }
    }
    if (!made || designsOnce.hold(key, entry)) touch(figuresByHash, key, entry, cacheSize);
    return { design, key, entry };
  }

  return {
    hash: (design) => designParts(design, entryOfElement).hash(hashBuffer),
    async measure(input) {
      const { design, key, entry } = await entryOf(input, null);
      return { design, hash: key, figures: entry.figures };
    },
    async measureWithPreflight(input, dpi) {
      const { design, key, entry } = await entryOf(input, dpi);
      return { design, hash: key, figures: entry.figures, preflight: entry.preflight.get(dpi)! };
    },
    get elementsLaidOut() {
      return laidOut;
    },
  };
}
