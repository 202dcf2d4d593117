import { describe, expect, it } from 'vitest';
import { applyColorMatrix, imageFilterMatrix, renderSideSvg, validateDesign, type ImageFilter } from '../../index.ts';
import { renderSidePng } from '../../node/render-png.ts';
import { decodePng, pixelAt } from '../../testing/png-diff.ts';
import { prepareDesign } from '../../testing/prepare-fixture.ts';

const side = (elements: unknown[]) => ({
  schemaVersion: 3,
  name: 'Photo',
  sides: [{ id: 'front', name: 'Front', trim: { width: 80, height: 60 }, bleed: 0, safeMargin: 0, printAreas: [{ id: 'a', name: 'A', x: 0, y: 0, width: 80, height: 60 }], elements }],
});
const photo = (fields: Record<string, unknown> = {}) => ({ id: 'p', type: 'image', media: 'photo.png', transform: { x: 0, y: 0, width: 80, height: 60, rotation: 0 }, ...fields });

describe('photo filters', () => {
  it('are one colour matrix: tone, then brightness, then contrast', () => {
    const none: ImageFilter = { tone: 'none', brightness: 0, contrast: 0 };
    expect(applyColorMatrix(imageFilterMatrix(none), [12, 200, 255])).toEqual([12, 200, 255]);
    // Rec. 709 luma for greyscale; CSS sepia(1) for sepia.
    expect(applyColorMatrix(imageFilterMatrix({ ...none, tone: 'greyscale' }), [255, 0, 0])).toEqual([54, 54, 54]);
    expect(applyColorMatrix(imageFilterMatrix({ ...none, tone: 'sepia' }), [128, 128, 128])).toEqual([173, 154, 120]);
    expect(applyColorMatrix(imageFilterMatrix({ ...none, brightness: 50 }), [100, 200, 0])).toEqual([150, 255, 0]);
    expect(applyColorMatrix(imageFilterMatrix({ ...none, contrast: 100 }), [64, 128, 192])).toEqual([0, 129, 255]);
    expect(applyColorMatrix(imageFilterMatrix({ ...none, contrast: -100 }), [0, 90, 255])).toEqual([128, 128, 128]);
  });

  it('default to none and refuse values out of range', () => {
    const design = validateDesign(side([photo()]));
    expect(design.sides[0]!.elements[0]).toMatchObject({ filter: { tone: 'none', brightness: 0, contrast: 0 } });
    expect(() => validateDesign(side([photo({ filter: { tone: 'sepia', brightness: 101 } })]))).toThrow(/filter\.brightness/);
    expect(() => validateDesign(side([photo({ filter: { tone: 'blur' } })]))).toThrow(/filter\.tone/);
  });

  it('preview as an sRGB feColorMatrix whose pixels are the matrix applied to the photo', async () => {
    const plain = await prepareDesign(side([photo()]));
    const filter: ImageFilter = { tone: 'sepia', brightness: 10, contrast: 20 };
    const filtered = await prepareDesign(side([photo({ filter })]));
    const svg = renderSideSvg(filtered, 'front');
    expect(svg).toContain('color-interpolation-filters="sRGB"');
    expect(svg).toContain('<feColorMatrix type="matrix"');
    expect(renderSideSvg(plain, 'front')).not.toContain('<filter');
    const before = decodePng(renderSidePng(plain, 'front', { widthPx: 160 }));
    const after = decodePng(renderSidePng(filtered, 'front', { widthPx: 160 }));
    const matrix = imageFilterMatrix(filter);
    let worst = 0;
    for (let y = 5; y < after.height; y += 11) {
      for (let x = 5; x < after.width; x += 13) {
        const [r, g, b, a] = pixelAt(before, x, y);
        if (a !== 255) continue;
        const expected = applyColorMatrix(matrix, [r, g, b]);
        const actual = pixelAt(after, x, y);
        worst = Math.max(worst, ...expected.map((value, index) => Math.abs(value - actual[index]!)));
      }
    }
    expect(worst).toBeLessThanOrEqual(2);
  });
});
