import { describe, expect, it } from 'vitest';
import { createTestProviders } from '../testing/design-fixtures.ts';
import { layoutDesign, loadDesignResources, preflightDesign, renderSideSvg, validateDesign } from '../index.ts';

const box = (x: number) => ({ x, y: 5, width: 20, height: 20, rotation: 0 });
const area = { id: 'all', name: 'All', x: 0, y: 0, width: 85, height: 55 };
/** A card naming a clipart and a photo that do not exist, and the fixtures' star. */
const design = validateDesign({
  schemaVersion: 3,
  name: 'Card',
  sides: [{ id: 'front', name: 'Front', trim: { width: 85, height: 55 }, bleed: 0, safeMargin: 0, printAreas: [area], elements: [
    { id: 'gone', type: 'clipart', clipart: 'deleted.json', transform: box(5) },
    { id: 'photo', type: 'image', media: 'lost.png', transform: box(30) },
    { id: 'star', type: 'clipart', clipart: 'star.json', transform: box(55) },
  ] }],
});

describe('loadDesignResources with assets that cannot be loaded', () => {
  it('fails the design by default, naming the asset', async () => {
    await expect(loadDesignResources(design, createTestProviders())).rejects.toMatchObject({ code: 'svc_design_asset_missing' });
  });

  it('tolerated (the designer): marks them missing, draws placeholders and the rest, and preflight refuses them', async () => {
    const failing = { ...createTestProviders().assets!, loadImage: async () => { throw new Error('network down'); } };
    const resources = await loadDesignResources(design, { ...createTestProviders(), assets: { ...failing, loadClipart: createTestProviders().assets!.loadClipart } }, { tolerateMissingAssets: true });
    expect([resources.isMissing('deleted.json'), resources.isMissing('lost.png'), resources.isMissing('star.json')]).toEqual([true, true, false]);
    const layout = layoutDesign(design, resources);
    const svg = renderSideSvg(layout, 'front');
    expect(svg.match(/dcs-missing-asset/g)).toHaveLength(2);
    expect(svg).toContain('e-star');
    const report = preflightDesign(layout);
    expect(report.errors.map((issue) => [issue.check, issue.elementId])).toEqual([['asset_missing', 'gone'], ['asset_missing', 'photo']]);
    // Asked again (the designer's next refresh), a missing asset is not fetched again.
    let asked = 0;
    await loadDesignResources(design, { fonts: createTestProviders().fonts, assets: { loadImage: async () => (asked++, null), loadClipart: async () => (asked++, null) } }, { reuse: resources, tolerateMissingAssets: true });
    expect(asked).toBe(0);
  });
});
