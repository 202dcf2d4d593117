import { createHash } from 'node:crypto';
import {
  computeDesignMetrics,
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
import { computeElementFigures, toFigures } from './element-figures.ts';
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
  /** Measured designs kept by hash (default 500) and for how long (default 60 s). */
  cacheSize?: number;
  cacheTtlMs?: number;
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
   * `@dcs/design` checks and thresholds as the storefront designer and the print queue, from the one
   * layout that measures it. Reports are cached with the figures; a later `measure` of the same
   * document is a cache hit.
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
 * once. The cache lives at most `cacheTtlMs`, so a replaced font or image shows within that time.
 */
export function createDesignMeasurer(deps: DesignMeasurerDeps): DesignMeasurer {
  const { assets, clock } = deps;
  const cacheSize = deps.cacheSize ?? 500;
  const cacheTtl = deps.cacheTtlMs ?? 60_000;
  const resourcesTtl = deps.resourcesTtlMs ?? 600_000;
  const maxPooled = deps.maxPooledAssets ?? 200;
  const figuresByHash = new Map<string, { figures: DesignFigures; at: number; preflight: Map<number, PreflightReport> }>();
  let pool = { resources: new DesignResources(), refs: new Set<string>(), at: clock.now() };

  function poolFor(design: DesignDocument): DesignResources {
    const refs = new Set<string>();
    for (const side of design.sides) collectAssetRefs(side.elements, refs);
    const fresh = [...refs].filter((ref) => !pool.refs.has(ref));
    if (clock.now() - pool.at > resourcesTtl || pool.refs.size + fresh.length > maxPooled) {
      pool = { resources: new DesignResources(), refs: new Set(), at: clock.now() };
    }
    for (const ref of refs) pool.refs.add(ref);
    return pool.resources;
  }

  // validateDesign builds every object field by field in a fixed order, so its JSON is already
  // canonical (only the keys of a clipart's `colors` keep the order they arrived in). Sorting keys
  // here would cost 5× the validation itself.
  function hash(design: DesignDocument): string {
    return createHash('sha256').update(JSON.stringify(design)).digest('base64url');
  }

  // Serializing the normalized design and hashing it (13 kB of two-byte JSON for the benchmark's
  // 30 elements: the UTF-8 conversion alone is most of SHA-256's time) cost more than validating it.
  // validateDesign is a pure function of the document, so the same document always gives the same
  // hash: hashes are remembered by the JSON of the document as it arrived (half the size, and one
  // native serialization instead of a serialization, an encoding and a digest). The document is
  // JSON — a request body or a stored cart line — so its serialization stands for all of it. It is
  // still validated every time; only the hash of a document already seen is looked up.
  const hashes = createJsonMemo<string>(deps.hashMemoChars ?? 4_000_000);
  function hashOf(input: unknown, design: DesignDocument): string {
    const json = JSON.stringify(input);
    const known = hashes.get(json);
    if (known !== undefined) return known;
    const key = hash(design);
    hashes.set(json, key);
    return key;
  }

  async function layoutOf(design: DesignDocument): Promise<DesignLayout> {
    return layoutDesign(design, await loadDesignResources(design, { fonts: assets, assets }, { reuse: poolFor(design) }));
  }

  function figuresOf(layout: DesignLayout): DesignFigures {
    const metrics = computeDesignMetrics(layout);
    // Measured now rather than on demand, so cached figures do not keep the layout alive.
    const elements = computeElementFigures(layout);
    return {
      figures: toFigures(metrics.countsByType, metrics, metrics.distinctColors, metrics.coveredAreaMm2),
      printedSides: metrics.sides.filter((side) => side.elements > 0).map((side) => side.sideId),
      elements: () => elements,
    };
  }

  /** The cached entry of a design (moved to the most recently used end), or null when missing or stale. */
  function cachedEntry(key: string) {
    const cached = figuresByHash.get(key);
    if (!cached || clock.now() - cached.at >= cacheTtl) return null;
    // Re-inserted so the map's order stays least recently used first.
    figuresByHash.delete(key);
    figuresByHash.set(key, cached);
    return cached;
  }

  function store(key: string, figures: DesignFigures) {
    const entry = { figures, at: clock.now(), preflight: new Map<number, PreflightReport>() };
    figuresByHash.delete(key);
    figuresByHash.set(key, entry);
    while (figuresByHash.size > cacheSize) figuresByHash.delete(figuresByHash.keys().next().value!);
    return entry;
  }

  return {
    hash,
    async measure(input) {
      const design = validateDesign(input);
      const key = hashOf(input, design);
      const entry = cachedEntry(key) ?? store(key, figuresOf(await layoutOf(design)));
      return { design, hash: key, figures: entry.figures };
    },
    async measureWithPreflight(input, dpi) {
      const design = validateDesign(input);
      const key = hashOf(input, design);
      let entry = cachedEntry(key);
      let preflight = entry?.preflight.get(dpi);
      if (!entry || !preflight) {
        const layout = await layoutOf(design);
        entry ??= store(key, figuresOf(layout));
        preflight = preflightDesign(layout, preflightOptionsForDpi(dpi));
        entry.preflight.set(dpi, preflight);
      }
      return { design, hash: key, figures: entry.figures, preflight };
    },
  };
}
