// Medians of the design package's hot paths on a 30-element, two-side design:
//   node_modules/.bin/node bench/design/design-bench.ts
// Fonts and images are loaded once (as a server keeps them); each iteration then validates the raw
// JSON, lays out all text and computes metrics, renders SVG, and rasterizes a 600 px PNG.
import { computeDesignMetrics, layoutDesign, loadDesignResources, renderSideSvg, validateDesign } from '@dcs/design';
import { renderSidePng } from '@dcs/design/node';
import { createTestProviders } from '../../packages/design/src/testing/design-fixtures.ts';

function element(side: string, index: number): Record<string, unknown> {
  const id = `${side}-${index}`;
  const transform = { x: 10 + (index % 3) * 60, y: 10 + Math.floor(index / 3) * 45, width: 55, height: 40, rotation: index % 4 === 0 ? 5 : 0 };
  const kinds: (() => Record<string, unknown>)[] = [
    () => ({ type: 'text', content: `Line ${index}: The quick brown fox jumps over the lazy dog`, fontFamily: 'Roboto', fontSize: 12, align: 'center' }),
    () => ({ type: 'shape', shape: 'rectangle', fill: '#A8DADC', stroke: { color: '#1D3557', width: 0.5 }, cornerRadius: 3 }),
    () => ({ type: 'text', content: `Name ${index}`, fontFamily: 'Roboto', fontWeight: 700, fontSize: 28, overflow: 'shrink', fill: { name: 'Red', hex: '#E63946', cmyk: [0, 90, 80, 0] } }),
    () => ({ type: 'clipart', clipart: 'star.json', colors: { star: '#2A9D8F' } }),
    () => ({ type: 'image', media: 'photo.png', crop: { x: 0.1, y: 0.1, width: 0.8, height: 0.8 } }),
    () => ({ type: 'text', content: 'مرحبا بالعالم', fontFamily: 'Noto Sans Arabic', fontSize: 16, align: 'right' }),
    () => ({
      type: 'group',
      children: [
        { id: `${id}-bg`, type: 'shape', shape: 'ellipse', transform: { x: 0, y: 0, width: 55, height: 40 }, fill: '#1D3557' },
        { id: `${id}-label`, type: 'text', transform: { x: 5, y: 12, width: 45, height: 16 }, content: 'Team 2025', fontFamily: 'Roboto', fontSize: 14, fill: '#FFFFFF', align: 'center' },
      ],
    }),
  ];
  return { id, transform, ...kinds[index % kinds.length]!() };
}

function benchDesign(): unknown {
  // 13 top-level elements per side plus two group children each: 30 elements in all.
  const side = (id: string) => ({
    id,
    trim: { width: 200, height: 280 },
    bleed: 3,
    safeMargin: 5,
    printAreas: [{ id: 'main', x: 5, y: 5, width: 190, height: 270 }],
    elements: Array.from({ length: 13 }, (_, index) => element(id, index)),
  });
  return { schemaVersion: 3, name: 'bench', sides: [side('front'), side('back')] };
}

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function measure(name: string, iterations: number, target: number, run: () => void): void {
  for (let index = 0; index < Math.min(20, iterations); index++) run();
  const samples: number[] = [];
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
