// Medians of the design package's hot paths on a 30-element, two-side design:
//   node_modules/.bin/node bench/design/design-bench.ts
// Fonts and images are loaded once (as a server keeps them); each iteration then validates the raw
// JSON, lays out all text and computes metrics, renders SVG, and rasterizes a 600 px PNG.
import { computeDesignMetrics, layoutDesign, loadDesignResources, renderSideSvg, validateDesign } from '@dcs/design';
import { renderSidePng } from '@dcs/design/node';
import { createTestProviders } from '../../packages/design/src/testing/design-fixtures.js';
import { benchDesign } from './bench-design.js';
function median(samples) {
    const sorted = [...samples].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)];
}
function measure(name, iterations, target, run) {
    for (let index = 0; index < Math.min(20, iterations); index++)
        run();
    const samples = [];
    for (let index = 0; index < iterations; index++) {
        const started = performance.now();
        run();
        samples.push(performance.now() - started);
    }
    const value = median(samples);
    console.log(`${name.padEnd(44)} median ${value.toFixed(3)} ms  (target ≤ ${target} ms, ${value <= target ? 'ok' : 'OVER'}, n=${iterations})`);
}
const json = benchDesign();
const design = validateDesign(json);
const elementCount = JSON.stringify(json).match(/"id":"(front|back)-/g)?.length ?? 0;
const resources = await loadDesignResources(design, createTestProviders());
const layout = layoutDesign(design, resources);
console.log(`design: ${design.sides.length} sides, ${elementCount} elements, ${layout.texts.size} text elements`);
measure('validate + layout + metrics (both sides)', 500, 2, () => {
    const validated = validateDesign(json);
    computeDesignMetrics(layoutDesign(validated, resources));
});
measure('SVG render (one side)', 500, 5, () => {
    renderSideSvg(layout, 'front');
});
measure('SVG render (both sides)', 300, 10, () => {
    renderSideSvg(layout, 'front');
    renderSideSvg(layout, 'back');
});
measure('PNG 600 px (one side, SVG included)', 40, 100, () => {
    renderSidePng(layout, 'front', { widthPx: 600 }, { background: '#FFFFFF' });
});
