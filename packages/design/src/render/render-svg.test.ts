import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { renderSideSvg } from '../index.ts';
import { renderSidePng, svgToPng } from '../node/index.ts';
import { readFixtureDesigns } from '../testing/design-fixtures.ts';
import { readGolden } from '../testing/golden-file.ts';
import { decodePng, pixelAt, pixelDifference } from '../testing/png-diff.ts';
import { prepareDesign } from '../testing/prepare-fixture.ts';

const sides = await Promise.all(
  [...readFixtureDesigns().keys()].map(async (name) => {
    const layout = await prepareDesign(name);
    return layout.design.sides.map((side) => ({ name: `${name}-${side.id}`, layout, sideId: side.id }));
  }),
).then((lists) => lists.flat());

describe('renderSideSvg', () => {
  it.each(sides.map((entry) => [entry.name, entry] as const))('matches the golden SVG of %s', (name, { layout, sideId }) => {
    const svg = renderSideSvg(layout, sideId, { background: '#FFFFFF' });
    const golden = new TextDecoder().decode(readGolden(`${name}.svg`, svg));
    expect(svg).toBe(golden);
  });

  it('draws text as outlines, so no <text> and no font is needed', async () => {
    const layout = await prepareDesign('accents-arabic');
    const svg = renderSideSvg(layout, 'front');
    expect(svg).not.toMatch(/<text/);
    expect(svg).toMatch(/<path id="g0-\d+" d="M/);
    expect(svg).toMatch(/^<svg [^>]*width="200mm" height="250mm" viewBox="0 0 200 250"/);
  });

  it('includes the bleed, guides and a region on request', async () => {
    const layout = await prepareDesign('two-sides');
    expect(renderSideSvg(layout, 'back', { bleed: true })).toMatch(/width="206mm" height="256mm" viewBox="-3 -3 206 256"/);
    expect(renderSideSvg(layout, 'back', { guides: true })).toContain('class="guides"');
    expect(renderSideSvg(layout, 'back', { region: { x: 10, y: 10, width: 50, height: 20 } })).toMatch(/viewBox="10 10 50 20"/);
    expect(() => renderSideSvg(layout, 'left-sleeve')).toThrow(/no side "left-sleeve"/);
  });

  it('gives the same SVG for the same design every time', async () => {
    const first = renderSideSvg(await prepareDesign('every-element'), 'front');
    const second = renderSideSvg(await prepareDesign('every-element'), 'front');
    expect(first).toBe(second);
  });
});

describe('renderSidePng', () => {
  it.each(sides.map((entry) => [entry.name, entry] as const))('matches the golden PNG of %s within 0.5 %% of pixels', (name, { layout, sideId }) => {
    const png = renderSidePng(layout, sideId, { widthPx: 300 }, { background: '#FFFFFF' });
    const actual = decodePng(png);
    const golden = decodePng(readGolden(`${name}.png`, png));
    expect(pixelDifference(actual, golden)).toBeLessThan(0.005);
  });

  it('renders at a DPI from the physical size', async () => {
    const layout = await prepareDesign('two-sides');
    const image = decodePng(renderSidePng(layout, 'front', { dpi: 72 }));
    expect(image.width).toBe(Math.round((200 / 25.4) * 72));
    expect(image.height).toBe(Math.round((250 / 25.4) * 72));
  });

  it('draws what the document says where it says it', async () => {
    // two-sides/back: a red ellipse (#E63946) centred at (100, 100) mm on a 200 mm wide side.
    const layout = await prepareDesign('two-sides');
    const image = decodePng(renderSidePng(layout, 'back', { widthPx: 200 }, { background: '#FFFFFF' }));
    expect(pixelAt(image, 100, 100)).toEqual([0xe6, 0x39, 0x46, 255]);
    expect(pixelAt(image, 5, 240)).toEqual([255, 255, 255, 255]);
  });

  it('renders the text of a detailed render as dark ink', async () => {
    const layout = await prepareDesign('text-only');
    const image = decodePng(renderSidePng(layout, 'front', { widthPx: 800 }, { background: '#FFFFFF' }));
    let dark = 0;
    for (let index = 0; index < image.data.length; index += 4) if (image.data[index]! < 128) dark++;
    expect(dark).toBeGreaterThan(1000);
  });

  it('parses every golden SVG with resvg', () => {
    for (const { layout, sideId } of sides) {
      expect(new Resvg(renderSideSvg(layout, sideId)).width).toBeGreaterThan(0);
    }
    expect(svgToPng('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>', 20).length).toBeGreaterThan(0);
  });
});
