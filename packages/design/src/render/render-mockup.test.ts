import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readImageInfo, renderMockupSvg } from '../index.ts';
import { svgToPng } from '../node/index.ts';
import { FIXTURES_DIR } from '../testing/design-fixtures.ts';
import { readGolden } from '../testing/golden-file.ts';
import { decodePng, pixelAt, pixelDifference } from '../testing/png-diff.ts';
import { prepareDesign } from '../testing/prepare-fixture.ts';

const photoBytes = new Uint8Array(readFileSync(join(FIXTURES_DIR, 'assets', 'tshirt.png')));
const photo = { ...readImageInfo(photoBytes)!, bytes: photoBytes };

describe('renderMockupSvg', () => {
  it('draws the print area of a side onto the product photo', async () => {
    const layout = await prepareDesign('two-sides');
    const svg = renderMockupSvg(layout, 'back', { photo, placement: { x: 140, y: 120, width: 120, height: 150 } });
    expect(svg).toMatch(/^<svg [^>]*width="400" height="400"/);
    const png = svgToPng(svg, 400);
    const image = decodePng(png);
    // Photo background outside the shirt, shirt white outside the print, the red circle inside it.
    expect(pixelAt(image, 10, 10)).toEqual([0xe8, 0xe8, 0xe8, 255]);
    expect(pixelAt(image, 200, 360)).toEqual([255, 255, 255, 255]);
    const [red, green, blue] = pixelAt(image, 200, 195);
    expect(red).toBeGreaterThan(200);
    expect(green).toBeLessThan(80);
    expect(blue).toBeLessThan(90);
    expect(pixelDifference(image, decodePng(readGolden('mockup-two-sides-back.png', png)))).toBeLessThan(0.005);
  });

  it('refuses an unknown print area', async () => {
    const layout = await prepareDesign('two-sides');
    expect(() => renderMockupSvg(layout, 'back', { photo, placement: { x: 0, y: 0, width: 1, height: 1 }, printAreaId: 'sleeve' })).toThrow(/no print area "sleeve"/);
  });
});

describe('readImageInfo', () => {
  it('reads the size of a PNG and refuses other bytes', () => {
    expect(readImageInfo(photoBytes)).toEqual({ mimeType: 'image/png', widthPx: 400, heightPx: 400 });
    expect(readImageInfo(new Uint8Array([1, 2, 3]))).toBeNull();
  });
});
