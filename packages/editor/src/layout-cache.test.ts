import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { layoutDesign, loadDesignResources, createStaticFontProvider, renderSideSvg } from '@dcs/design';
import { LayoutCache } from './layout-cache.ts';
import { cardEditor } from './testing.ts';

describe('layout cache', () => {
  it('gives what layoutDesign gives, and re-lays out only texts whose layout inputs changed', async () => {
    const roboto = createRequire(import.meta.url).resolve('@fontsource/roboto/files/roboto-latin-400-normal.woff');
    const fonts = createStaticFontProvider([{ family: 'Roboto', weight: 400, style: 'normal', bytes: new Uint8Array(readFileSync(roboto)) }]);
    const editor = cardEditor({ role: 'admin' });
    const resources = await loadDesignResources(editor.document, { fonts });
    const cache = new LayoutCache();
    const first = cache.layout(editor.document, resources);
    expect(renderSideSvg(first, 'front')).toBe(renderSideSvg(layoutDesign(editor.document, resources), 'front'));

    editor.setTransform('name', { rotation: 10 }, {});
    const moved = cache.layout(editor.document, resources);
    expect(moved.texts.get('name')).toBe(first.texts.get('name'));

    editor.setText('name', 'Ada Lovelace');
    const edited = cache.layout(editor.document, resources);
    expect(edited.texts.get('name')).not.toBe(first.texts.get('name'));
    expect(renderSideSvg(edited, 'front')).toBe(renderSideSvg(layoutDesign(editor.document, resources), 'front'));
  });
});
