import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { createStaticFontProvider, loadDesignResources, preflightDesign, type TextElement } from '@dcs/design';
import { LayoutCache } from './layout-cache.ts';
import { cardEditor } from './testing.ts';

const roboto = createRequire(import.meta.url).resolve('@fontsource/roboto/files/roboto-latin-400-normal.woff');
const fonts = createStaticFontProvider([{ family: 'Roboto', weight: 400, style: 'normal', bytes: new Uint8Array(readFileSync(roboto)) }]);

/** Lays the editor's document out and lets it grow text boxes until they hold, as the designer does. */
async function settle(editor: ReturnType<typeof cardEditor>, cache: LayoutCache) {
  for (;;) {
    const resources = await loadDesignResources(editor.document, { fonts });
    const layout = cache.layout(editor.document, resources);
    if (!editor.growTextBoxes(layout)) return layout;
  }
}

describe('text boxes', () => {
  it('of a curved text grow to hold its ink, so the arc\'s ends do not hang out of the box', async () => {
    const editor = cardEditor();
    const cache = new LayoutCache();
    const text = editor.addElement('text', { content: 'TEAM FALCONS', fontFamily: 'Roboto', fontSize: 18, verticalAlign: 'middle', transform: { x: 5, y: 20, width: 70, height: 8, rotation: 0 } });
    await settle(editor, cache);
    expect(editor.element(text.id).transform.height).toBe(8);
    editor.updateElement(text.id, { curve: 60 } as Partial<TextElement>);
    const layout = await settle(editor, cache);
    const box = editor.element(text.id).transform;
    const ink = layout.texts.get(text.id)!.inkBounds!;
    expect(box.height).toBeGreaterThan(12);
    expect(ink.y).toBeGreaterThanOrEqual(0);
    expect(ink.y + ink.height).toBeLessThanOrEqual(box.height);
    expect(layout.texts.get(text.id)!.overflowed).toBe(false);
  });

  it('grow with their text, widen with the size, and the print check finds nothing spilling out', async () => {
    const editor = cardEditor();
    const cache = new LayoutCache();
    const text = editor.addElement('text', { content: 'TEAM NAME', fontFamily: 'Roboto', fontSize: 12, transform: { x: 10, y: 20, width: 40, height: 6, rotation: 0 } });
    await settle(editor, cache);
    editor.updateElement(text.id, { fontSize: 36 } as Partial<TextElement>);
    // The width follows the size around the centre (40 mm × 3, capped at the card with bleed: 89 mm, kept on it).
    expect(editor.element(text.id).transform).toMatchObject({ width: 89, x: -2 });
    let layout = await settle(editor, cache);
    const grown = editor.element(text.id).transform;
    expect(grown.height).toBeGreaterThan(15);
    expect(grown.y).toBe(20);
    expect(layout.texts.get(text.id)!.overflowed).toBe(false);
    expect(preflightDesign(layout).warnings.filter((issue) => issue.check === 'text_overflow')).toEqual([]);
    // Undo goes back to the 12 pt text in its 6 mm box in one step.
    editor.undo();
    expect(editor.element(text.id)).toMatchObject({ fontSize: 12, transform: { width: 40, height: 6 } });

    // A long text wraps and grows downwards; a fixed box (shrink) keeps its size and shrinks the text instead.
    editor.setText(text.id, 'A much longer team name that needs three or four lines');
    layout = await settle(editor, cache);
    expect(editor.element(text.id).transform.height).toBeGreaterThan(10);
    const fixed = editor.addElement('text', { content: 'A much longer team name that needs three or four lines', fontFamily: 'Roboto', fontSize: 12, overflow: 'shrink', transform: { x: 10, y: 40, width: 40, height: 6, rotation: 0 } });
    layout = await settle(editor, cache);
    expect(editor.element(fixed.id).transform.height).toBe(6);
    expect(layout.texts.get(fixed.id)!.fontSize).toBeLessThan(12);
    expect(layout.texts.get(fixed.id)!.overflowed).toBe(false);
    expect(preflightDesign(layout).warnings.filter((issue) => issue.elementId === fixed.id && issue.check === 'text_overflow')).toEqual([]);
  });

  it('keeps the box of a template text the customer may not resize', async () => {
    const editor = cardEditor();
    editor.updateElement('name', { fontSize: 48 } as Partial<TextElement>);
    await settle(editor, new LayoutCache());
    expect(editor.element('name').transform).toMatchObject({ width: 50, height: 10 });
  });
});

describe('new elements', () => {
  it('land where they cover nothing: the centre first, then the free spot nearest it', () => {
    const editor = cardEditor();
    const size = { width: 20, height: 10, rotation: 0 };
    const first = editor.addElement('shape', { shape: 'rectangle', transform: { x: 0, y: 0, ...size } }, { findRoom: true });
    // The locked background covers the card and does not count; the logo at (65, 35) is not in the way.
    expect(first.transform).toMatchObject({ x: 32.5, y: 22.5 });
    const second = editor.addElement('shape', { shape: 'rectangle', transform: { x: 0, y: 0, ...size } }, { findRoom: true });
    const boxes = editor.side.elements.filter((element) => element.id !== 'background' && element.id !== second.id).map((element) => element.transform);
    for (const box of boxes) {
      const t = second.transform;
      const apart = t.x + t.width <= box.x || box.x + box.width <= t.x || t.y + t.height <= box.y || box.y + box.height <= t.y;
      expect(apart).toBe(true);
    }
  });
});
