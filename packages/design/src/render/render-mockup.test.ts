import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mockupPhotoRect, mockupTransform, readImageInfo, renderMockupPreviewSvg, renderMockupSvg } from '../index.ts';
import { toBase64 } from './svg-format.ts';
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

describe('a mockup in the product colour', () => {
  const placement = { x: 140, y: 120, width: 120, height: 150 };
  // A white garment on a transparent background, as a shop photographs one for tinting.
  const cutOut = svgToPng('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect x="100" y="80" width="200" height="300" fill="#FFFFFF"/></svg>', 400);
  const garment = { ...readImageInfo(cutOut)!, bytes: cutOut };

  it('multiplies the opaque photo by the colour, leaves its transparent surroundings, and draws the design unmultiplied on a dark colour', async () => {
    const layout = await prepareDesign('two-sides');
    const image = decodePng(svgToPng(renderMockupSvg(layout, 'back', { photo: garment, placement, tint: '#1F2A44' }), 400));
    expect(pixelAt(image, 200, 360)).toEqual([0x1f, 0x2a, 0x44, 255]);
    expect(pixelAt(image, 20, 20)[3]).toBe(0);
    // The red circle keeps its red on navy: multiplied, it would be near black.
    const [red, green, blue] = pixelAt(image, 200, 195);
    expect(red).toBeGreaterThan(200);
    expect(green).toBeLessThan(80);
    expect(blue).toBeLessThan(90);
    // On a light colour the design is multiplied onto the fabric as on the untinted photo.
    expect(renderMockupSvg(layout, 'back', { photo: garment, placement, tint: '#F2E6C9' })).toContain('mix-blend-mode:multiply');
    expect(renderMockupSvg(layout, 'back', { photo: garment, placement, tint: '#1F2A44' })).not.toContain('mix-blend-mode');
  });

  it('draws the same tinted picture in the browser as on the server', async () => {
    const layout = await prepareDesign('two-sides');
    const server = decodePng(svgToPng(renderMockupSvg(layout, 'back', { photo, placement, tint: '#9EA3A8' }), 400));
    const href = `data:${photo.mimeType};base64,${toBase64(photo.bytes)}`;
    const browser = decodePng(svgToPng(renderMockupPreviewSvg(layout, 'back', { photoHref: href, photo, placement, tint: '#9EA3A8' }), 400));
    expect(pixelDifference(browser, server)).toBeLessThan(0.002);
    expect(pixelAt(server, 10, 10).slice(0, 3).every((channel, i) => Math.abs(channel - Math.round((0xe8 * [0x9e, 0xa3, 0xa8][i]!) / 255)) <= 2)).toBe(true);
  });
});

describe('the browser\'s mockup geometry', () => {
  const placement = { x: 140, y: 120, width: 120, height: 150 };

  it('maps the print area into the placement, uniformly scaled and centred, and back', () => {
    const area = { x: 10, y: 20, width: 200, height: 100 };
    const { scale, offsetX, offsetY } = mockupTransform(area, placement);
    expect(scale).toBeCloseTo(0.6);
    // The area's corners land inside the placement, centred vertically.
    expect(area.x * scale + offsetX).toBeCloseTo(140);
    expect((area.x + area.width) * scale + offsetX).toBeCloseTo(260);
    expect(area.y * scale + offsetY).toBeCloseTo(120 + (150 - 60) / 2);
    const rect = mockupPhotoRect(area, placement, { widthPx: 400, heightPx: 300 });
    expect(rect.x * scale + offsetX).toBeCloseTo(0);
    expect((rect.y + rect.height) * scale + offsetY).toBeCloseTo(300);
  });

  it('draws what the server draws: the preview in side millimetres equals renderMockupSvg pixel for pixel', async () => {
    const layout = await prepareDesign('two-sides');
    const server = decodePng(svgToPng(renderMockupSvg(layout, 'back', { photo, placement }), 400));
    const href = `data:${photo.mimeType};base64,${toBase64(photo.bytes)}`;
    const browser = decodePng(svgToPng(renderMockupPreviewSvg(layout, 'back', { photoHref: href, photo, placement }), 400));
    expect(pixelDifference(browser, server)).toBeLessThan(0.002);
    // And not by accident: another placement is another picture.
    const moved = decodePng(svgToPng(renderMockupPreviewSvg(layout, 'back', { photoHref: href, photo, placement: { ...placement, x: 100 } }), 400));
    expect(pixelDifference(moved, server)).toBeGreaterThan(0.01);
  });
});

describe('readImageInfo', () => {
  it('reads the size of a PNG and refuses other bytes', () => {
    expect(readImageInfo(photoBytes)).toEqual({ mimeType: 'image/png', widthPx: 400, heightPx: 400 });
    expect(readImageInfo(new Uint8Array([1, 2, 3]))).toBeNull();
  });
});
