import { describe, expect, it } from 'vitest';
import { clipartRegions, layoutDesign, loadDesignResources, preflightDesign, renderSideSvg, validateDesign, type ClipartAsset, type ClipartGroupNode, type ClipartNode, type ClipartPathNode } from '../../index.ts';
import { clipartFromSvg, SvgClipartError } from './svg-clipart.ts';

const DEJAVU = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const svg = (body: string, root = 'viewBox="0 0 100 100" width="100" height="100"') => `<svg xmlns="http://www.w3.org/2000/svg" ${root}>${body}</svg>`;

/** Every path of a drawing, depth first. */
function paths(nodes: readonly ClipartNode[] | undefined): ClipartPathNode[] {
  return (nodes ?? []).flatMap((node) => (node.kind === 'path' ? [node] : node.kind === 'group' ? paths(node.children) : []));
}

async function layoutWith(asset: ClipartAsset, element: Record<string, unknown>) {
  const design = validateDesign({
    schemaVersion: 3,
    name: 'logo',
    sides: [{ id: 'front', name: 'Front', trim: { width: 100, height: 100 }, bleed: 0, safeMargin: 0, printAreas: [{ id: 'all', name: 'All', x: 0, y: 0, width: 100, height: 100 }], elements: [{ id: 'logo', type: 'clipart', clipart: 'logo', transform: { x: 0, y: 0, width: 100, height: 100, rotation: 0 }, ...element }] }],
  });
  return layoutDesign(design, await loadDesignResources(design, { fonts: { loadFont: async () => null }, assets: { loadImage: async () => null, loadClipart: async () => asset } }));
}

describe('clipartFromSvg', () => {
  it('carries strokes with their style, CSS rules and <use>, and resolves bounding-box gradients into user space', () => {
    const asset = clipartFromSvg(svg(
      '<style>.ring{fill:none;stroke:#0A9396;stroke-width:6;stroke-dasharray:4 2;stroke-linecap:round}</style>' +
      '<defs><linearGradient id="g"><stop offset="0" stop-color="red"/><stop offset="1" stop-color="blue"/></linearGradient><rect id="r" width="10" height="10" fill="#123456"/></defs>' +
      '<circle class="ring" cx="50" cy="50" r="30"/><rect x="20" y="40" width="60" height="20" fill="url(#g)"/><use href="#r" x="5" y="5"/>',
    ), { regions: 'detect' });
    const all = paths(asset.nodes);
    expect(all[0]!.stroke).toMatchObject({ paint: { kind: 'color', color: '#0A9396' }, width: 6, cap: 'round', dash: [4, 2] });
    expect(all[0]!.fill).toBeUndefined();
    const gradient = all[1]!.fill!.paint;
    expect(gradient).toMatchObject({ kind: 'linear', coords: [0, 0, 1, 0], matrix: [60, 0, 0, 20, 20, 40] });
    expect(JSON.stringify(asset.nodes)).toContain('#123456');
    expect(clipartRegions(asset).map((region) => region.color)).toEqual(['#0A9396', '#FF0000', '#0000FF', '#123456']);
    expect(asset.dropped).toBeUndefined();
  });

  it('turns text into outlines with a font it has, and refuses text it has no font for', () => {
    const text = '<text x="10" y="50" font-family="DejaVu Sans" font-size="20">Logo</text>';
    const asset = clipartFromSvg(svg(text), { fontFiles: [DEJAVU] });
    expect(paths(asset.nodes).length).toBeGreaterThan(0);
    expect(() => clipartFromSvg(svg(text), { fontFiles: [] })).toThrow(SvgClipartError);
    expect(() => clipartFromSvg(svg(text), { fontFiles: [] })).toThrow(/convert the text to outlines/);
  });

  it('names what it cannot carry: filters, alpha masks and patterns', () => {
    const asset = clipartFromSvg(svg(
      '<defs><filter id="f"><feGaussianBlur stdDeviation="2"/></filter><pattern id="p" width="4" height="4" patternUnits="userSpaceOnUse"><rect width="2" height="2"/></pattern></defs>' +
      '<mask id="m" style="mask-type:alpha"><rect width="100" height="100" fill="white"/></mask>' +
      '<rect width="50" height="50" filter="url(#f)"/><rect x="50" width="50" height="50" fill="url(#p)"/><rect y="50" width="50" height="50" style="mix-blend-mode:multiply" mask="url(#m)"/>',
    ));
    expect(asset.dropped).toEqual(['filter (blur, shadow…)', 'mask-type alpha (drawn as a luminance mask)', 'pattern fill']);
    // A blend mode is carried (PDF has every one of CSS's).
    expect(JSON.stringify(asset.nodes)).toContain('"blend":"multiply"');
  });

  it('maps the viewBox into the size by preserveAspectRatio, clipping a slice', () => {
    const asset = clipartFromSvg(svg('<rect width="50" height="50"/>', 'viewBox="0 0 50 50" width="200" height="100" preserveAspectRatio="xMaxYMid slice"'));
    expect(asset).toMatchObject({ width: 200, height: 100 });
    const outer = asset.nodes![0] as ClipartGroupNode;
    expect(outer.clip?.paths).toHaveLength(1);
    expect((outer.children[0] as ClipartGroupNode).matrix).toEqual([4, 0, 0, 4, 0, -50]);
  });
});

describe('a clipart drawing in a design', () => {
  it('draws the same tree as SVG, recolored by region, and preflight warns about what was left out', async () => {
    const asset = clipartFromSvg(svg('<rect width="100" height="100" fill="#F2C14E" stroke="#222222" stroke-width="4"/><defs><filter id="f"><feGaussianBlur stdDeviation="1"/></filter></defs><rect width="10" height="10" filter="url(#f)"/>'), { regions: 'detect' });
    const layout = await layoutWith(asset, { colors: { r1: '#1D4E89' } });
    const out = renderSideSvg(layout, 'front');
    expect(out).toContain('fill="#1D4E89"');
    expect(out).toContain('stroke="#222222" stroke-width="4"');
    expect(out).not.toContain('#F2C14E');
    const report = preflightDesign(layout);
    expect(report.warnings.map((issue) => [issue.check, issue.data.feature])).toEqual([['svg_feature_dropped', 'filter (blur, shadow…)']]);
  });

  it('checks the resolution of an image inside the SVG at its printed size', async () => {
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    const asset = clipartFromSvg(svg(`<image x="0" y="0" width="100" height="100" href="data:image/png;base64,${png}"/>`));
    const report = preflightDesign(await layoutWith(asset, {}));
    // One pixel over 100 mm: far below any print resolution.
    expect(report.errors).toMatchObject([{ check: 'image_resolution', data: { ppi: 0 } }]);
  });

  it('warns about a stroke that prints thinner than a hairline at the logo’s size', async () => {
    const asset = clipartFromSvg(svg('<circle cx="50" cy="50" r="40" fill="none" stroke="#000000" stroke-width="0.5"/>'));
    // 0.5 units of 100 on a 10 mm logo: 0.05 mm, about 0.14 pt.
    const small = preflightDesign(await layoutWith(asset, { transform: { x: 0, y: 0, width: 10, height: 10, rotation: 0 } }));
    expect(small.warnings).toMatchObject([{ check: 'hairline', data: { widthPt: 0.14 } }]);
    expect(preflightDesign(await layoutWith(asset, {})).warnings).toEqual([]);
  });
});
