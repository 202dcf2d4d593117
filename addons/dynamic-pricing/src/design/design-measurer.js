import { createHash } from 'node:crypto';
import { computeDesignMetrics, DesignResources, layoutDesign, loadDesignResources, validateDesign, } from '@dcs/design';
import { computeElementFigures, toFigures } from './element-figures.js';
import { createJsonMemo } from './json-memo.js';
function collectAssetRefs(elements, into) {
    for (const element of elements) {
        if (element.type === 'image')
            into.add(`image:${element.media}`);
        else if (element.type === 'clipart')
            into.add(`clipart:${element.clipart}`);
        else if (element.type === 'group')
            collectAssetRefs(element.children, into);
    }
}
/**
 * Creates a measurer. Figures are cached by design hash: the same design quoted again (the quote,
 * then add-to-cart, then checkout; or a storefront re-quoting on every quantity change) is laid out
 * once. The cache lives at most `cacheTtlMs`, so a replaced font or image shows within that time.
 */
export function createDesignMeasurer(deps) {
    const { assets, clock } = deps;
    const cacheSize = deps.cacheSize ?? 500;
    const cacheTtl = deps.cacheTtlMs ?? 60_000;
    const resourcesTtl = deps.resourcesTtlMs ?? 600_000;
    const maxPooled = deps.maxPooledAssets ?? 200;
    const figuresByHash = new Map();
    let pool = { resources: new DesignResources(), refs: new Set(), at: clock.now() };
    function poolFor(design) {
        const refs = new Set();
        for (const side of design.sides)
            collectAssetRefs(side.elements, refs);
        const fresh = [...refs].filter((ref) => !pool.refs.has(ref));
        if (clock.now() - pool.at > resourcesTtl || pool.refs.size + fresh.length > maxPooled) {
            pool = { resources: new DesignResources(), refs: new Set(), at: clock.now() };
        }
        for (const ref of refs)
            pool.refs.add(ref);
        return pool.resources;
    }
    // validateDesign builds every object field by field in a fixed order, so its JSON is already
    // canonical (only the keys of a clipart's `colors` keep the order they arrived in). Sorting keys
    // here would cost 5× the validation itself.
    function hash(design) {
        return createHash('sha256').update(JSON.stringify(design)).digest('base64url');
    }
    // Serializing the normalized design and hashing it (13 kB of two-byte JSON for the benchmark's
    // 30 elements: the UTF-8 conversion alone is most of SHA-256's time) cost more than validating it.
    // validateDesign is a pure function of the document, so the same document always gives the same
    // hash: hashes are remembered by the JSON of the document as it arrived (half the size, and one
    // native serialization instead of a serialization, an encoding and a digest). The document is
    // JSON — a request body or a stored cart line — so its serialization stands for all of it. It is
    // still validated every time; only the hash of a document already seen is looked up.
    const hashes = createJsonMemo(deps.hashMemoChars ?? 4_000_000);
    function hashOf(input, design) {
        const json = JSON.stringify(input);
        const known = hashes.get(json);
        if (known !== undefined)
            return known;
        const key = hash(design);
        hashes.set(json, key);
        return key;
    }
    async function figuresOf(design) {
        const resources = await loadDesignResources(design, { fonts: assets, assets }, { reuse: poolFor(design) });
        const layout = layoutDesign(design, resources);
        const metrics = computeDesignMetrics(layout);
        // Measured now rather than on demand, so cached figures do not keep the layout alive.
        const elements = computeElementFigures(layout);
        return {
            figures: toFigures(metrics.countsByType, metrics, metrics.distinctColors, metrics.coveredAreaMm2),
            printedSides: metrics.sides.filter((side) => side.elements > 0).map((side) => side.sideId),
            elements: () => elements,
        };
    }
    return {
        hash,
        async measure(input) {
            const design = validateDesign(input);
            const key = hashOf(input, design);
            const now = clock.now();
            const cached = figuresByHash.get(key);
            if (cached && now - cached.at < cacheTtl) {
                // Re-inserted so the map's order stays least recently used first.
                figuresByHash.delete(key);
                figuresByHash.set(key, cached);
                return { design, hash: key, figures: cached.figures };
            }
            const figures = await figuresOf(design);
            figuresByHash.delete(key);
            figuresByHash.set(key, { figures, at: now });
            while (figuresByHash.size > cacheSize)
                figuresByHash.delete(figuresByHash.keys().next().value);
            return { design, hash: key, figures };
        },
    };
}
