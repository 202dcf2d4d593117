import { describe, expect, it } from 'vitest';
import { MUG_PHOTO, MUG_PLACEMENT, cylinderWrap, mugPhotoSvg, readImageInfo, renderMockupPreviewSvg, renderMockupSvg } from '../index.ts';
import { svgToPng } from '../node/index.ts';
import { decodePng, pixelAt, type RgbaImage } from '../testing/png-diff.ts';
import { prepareDesign } from '../testing/prepare-fixture.ts';

const AREA = { x: 0, y: 0, width: 210, height: 95 };
/** Seven bars of equal width, black, white gaps between: how wide each is drawn shows the wrap. */
const BARS = 7;
function barsDesign() {
  const bar = AREA.width / (BARS * 2);
  return {
    schemaVersion: 3,
    name: 'Bars',
    sides: [{
      id: 'wrap', name: 'Wrap', trim: { width: AREA.width, height: AREA.height }, bleed: 0, safeMargin: 0,
      printAreas: [{ id: 'wrap', name: 'Wrap', ...AREA }],
      elements: Array.from({ length: BARS }, (_, i) => ({ id: `bar-${i}`, type: 'shape', shape: 'rectangle', fill: '#000000', transform: { x: bar / 2 + i * 2 * bar, y: 10, width: bar, height: 75, rotation: 0 } })),
    }],
  };
}

/** The widths in pixels of the dark runs along row `y`. */
function darkRuns(image: RgbaImage, y: number): number[] {
  const runs: number[] = [];
  let run = 0;
  for (let x = 0; x < image.width; x++) {
    const [r, g, b, a] = pixelAt(image, x, y);
    if (a > 200 && r + g + b < 330) run++;
    else if (run > 0) runs.push(run), (run = 0);
  }
  return runs;
}

describe('a design wrapped around a mug', () => {
  it('draws the middle at full width and the edges narrower (cos 70°), symmetric about the middle', () => {
    const wrap = cylinderWrap(AREA, MUG_PLACEMENT);
    const widths = wrap.strips.map((strip) => strip.right - strip.left);
    const middle = widths[widths.length / 2]!;
    expect(widths[0]! / middle).toBeCloseTo(Math.cos((70 * Math.PI) / 180), 1);
    expect(widths[0]).toBeCloseTo(widths.at(-1)!, 6);
    for (let i = 1; i < widths.length / 2; i++) expect(widths[i]).toBeGreaterThan(widths[i - 1]!);
    // The band is centred on the mug's front and stays inside it.
    expect((wrap.left + wrap.right) / 2).toBeCloseTo(MUG_PLACEMENT.x + MUG_PLACEMENT.width / 2, 6);
    expect(wrap.left).toBeGreaterThanOrEqual(MUG_PLACEMENT.x);
    expect(wrap.right).toBeLessThanOrEqual(MUG_PLACEMENT.x + MUG_PLACEMENT.width);
    expect(wrap.top - wrap.rise).toBeGreaterThanOrEqual(MUG_PLACEMENT.y);
    expect(wrap.top + wrap.height).toBeLessThanOrEqual(MUG_PLACEMENT.y + MUG_PLACEMENT.height);
    // Seen from slightly above: a line round the mug curves up toward the sides, the middle is lowest.
    expect(wrap.strips[0]!.liftLeft).toBeGreaterThan(wrap.strips[12]!.liftLeft);
    expect(wrap.strips[12]!.liftLeft).toBeGreaterThan(wrap.strips[24]!.liftLeft);
    expect(wrap.strips[24]!.liftLeft).toBeCloseTo(0, 9);
    expect(wrap.strips[0]!.liftLeft).toBeCloseTo(wrap.strips.at(-1)!.liftRight, 6);
    // Strips meet: each one's right edge is where the next one's left edge is, at the same height.
    for (let i = 1; i < wrap.strips.length; i++) expect([wrap.strips[i]!.left, wrap.strips[i]!.liftLeft]).toEqual([wrap.strips[i - 1]!.right, wrap.strips[i - 1]!.liftRight]);
    // A band taller than the target is scaled down until it fits, ends and all.
    const tall = cylinderWrap({ x: 0, y: 0, width: 100, height: 200 }, MUG_PLACEMENT);
    expect(tall.top - tall.rise).toBeGreaterThanOrEqual(MUG_PLACEMENT.y - 1e-9);
    expect(tall.top + tall.height).toBeLessThanOrEqual(MUG_PLACEMENT.y + MUG_PLACEMENT.height + 1e-9);
  });

  it('renders equal bars narrower toward both edges on the drawn mug, with its handle, in the browser and on the server alike', async () => {
    const layout = await prepareDesign(barsDesign());
    const mugPng = svgToPng(mugPhotoSvg(), MUG_PHOTO.widthPx);
    const photo = { ...readImageInfo(mugPng)!, bytes: mugPng };
    const server = decodePng(svgToPng(renderMockupSvg(layout, 'wrap', { photo, placement: MUG_PLACEMENT, kind: 'mug' }), MUG_PHOTO.widthPx));
    const y = Math.round(MUG_PLACEMENT.y + MUG_PLACEMENT.height / 2);
    const runs = darkRuns(server, y);
    expect(runs).toHaveLength(BARS);
    const middle = runs[3]!;
    expect(runs[0]! / middle).toBeLessThan(0.6);
    expect(runs[6]! / middle).toBeLessThan(0.6);
    expect(Math.abs(runs[0]! - runs[6]!)).toBeLessThanOrEqual(2);
    expect(runs[1]!).toBeGreaterThan(runs[0]!);
    expect(runs[2]!).toBeGreaterThan(runs[1]!);
    // The handle, right of the body, is drawn; the background beyond it is transparent.
    expect(pixelAt(server, MUG_PLACEMENT.x + MUG_PLACEMENT.width + 60, MUG_PLACEMENT.y + 40)[3]).toBe(255);
    expect(pixelAt(server, MUG_PHOTO.widthPx - 10, 10)[3]).toBe(0);

    // The browser's preview (side millimetres, the photo by URL) draws the same picture.
    const href = `data:image/png;base64,${Buffer.from(mugPng).toString('base64')}`;
    const preview = decodePng(svgToPng(renderMockupPreviewSvg(layout, 'wrap', { photoHref: href, photo: MUG_PHOTO, placement: MUG_PLACEMENT, kind: 'mug' }), MUG_PHOTO.widthPx));
    expect(darkRuns(preview, y).map((width, i) => Math.abs(width - runs[i]!) <= 2)).toEqual(Array(BARS).fill(true));
  });

  it('keeps a flat mockup flat: equal bars stay equal', async () => {
    const layout = await prepareDesign(barsDesign());
    const mugPng = svgToPng(mugPhotoSvg(), MUG_PHOTO.widthPx);
    const photo = { ...readImageInfo(mugPng)!, bytes: mugPng };
    const flat = decodePng(svgToPng(renderMockupSvg(layout, 'wrap', { photo, placement: MUG_PLACEMENT }), MUG_PHOTO.widthPx));
    const runs = darkRuns(flat, Math.round(MUG_PLACEMENT.y + MUG_PLACEMENT.height / 2));
    expect(runs).toHaveLength(BARS);
    expect(Math.max(...runs) - Math.min(...runs)).toBeLessThanOrEqual(2);
  });
});
