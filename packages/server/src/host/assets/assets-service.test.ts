import { describe, expect, it } from 'vitest';
import { createAssetsService } from './assets-service.ts';

describe('assets service', () => {
  it('asks its sources in order, first answer wins, and forgets a removed source', async () => {
    const assets = createAssetsService();
    expect(await assets.loadFont({ family: 'Roboto', weight: 400, style: 'normal' })).toBeNull();
    const removeA = assets.addSource({ loadFont: async ({ family }) => (family === 'Roboto' ? new Uint8Array([1]) : null) });
    assets.addSource({
      loadFont: async () => new Uint8Array([2]),
      loadImage: async (ref) => (ref === 'media/1' ? { bytes: new Uint8Array([9]), mimeType: 'image/png', widthPx: 1, heightPx: 1 } : null),
    });
    expect(await assets.loadFont({ family: 'Roboto', weight: 400, style: 'normal' })).toEqual(new Uint8Array([1]));
    expect(await assets.loadFont({ family: 'Lobster', weight: 400, style: 'normal' })).toEqual(new Uint8Array([2]));
    expect((await assets.loadImage('media/1'))?.widthPx).toBe(1);
    expect(await assets.loadImage('media/2')).toBeNull();
    expect(await assets.loadClipart('c/1')).toBeNull();
    removeA();
    expect(await assets.loadFont({ family: 'Roboto', weight: 400, style: 'normal' })).toEqual(new Uint8Array([2]));
  });
});
