import { describe, expect, it } from 'vitest';
import { preflightDesign, type PreflightCheck } from '@dcs/design';
import { prepareDesign } from '../../../../packages/design/src/testing/prepare-fixture.ts';
import { LOCALES, createI18n, type MessageKey } from './i18n.ts';
import { issueText } from './preflight.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the designer strings', () => {
  const english = LOCALES.en!;

  it('has every English key in German, not empty, with the same {placeholders}', () => {
    const german = LOCALES.de!;
    for (const key of Object.keys(english) as MessageKey[]) {
      expect(german[key], key).toBeTruthy();
      expect(placeholders(german[key]!), key).toEqual(placeholders(english[key]!));
    }
    expect(Object.keys(german).sort()).toEqual(Object.keys(english).sort());
  });

  it('picks the language of a locale, writes numbers its way and falls back to English', () => {
    expect(createI18n('de-AT').t('addToCart')).toBe('In den Warenkorb');
    expect(createI18n('de').t('photoTooLarge', { size: 104.9, max: 20 })).toBe('Das Foto ist 104,9 MB groß; höchstens 20 MB sind erlaubt.');
    expect(createI18n('de').money(2140, 'EUR')).toMatch(/^21,40\s€$/);
    expect(createI18n('fr').t('addToCart')).toBe('Add to cart');
    expect(createI18n('fr').locale).toBe('en');
  });
});

describe('preflight sentences in the designer’s language', () => {
  /** A card with one finding of (nearly) every check of @dcs/design. */
  const card = {
    schemaVersion: 3,
    name: 'Card',
    sides: [{
      id: 'front', name: 'Front', trim: { width: 85, height: 55 }, bleed: 2, safeMargin: 3,
      printAreas: [{ id: 'full', name: 'Full card', x: 0, y: 0, width: 85, height: 55 }],
      elements: [
        { id: 'blurry', type: 'image', media: 'photo.png', transform: { x: 10, y: 10, width: 60, height: 40, rotation: 0 } },
        { id: 'soft', type: 'image', media: 'photo.png', transform: { x: 10, y: 10, width: 23, height: 15, rotation: 0 } },
        { id: 'hanzi', type: 'text', content: 'Hi 中文', fontFamily: 'Roboto', fontSize: 12, transform: { x: 10, y: 10, width: 40, height: 8, rotation: 0 } },
        { id: 'arabic', type: 'text', content: 'Hi سلام', fontFamily: 'Roboto', fontSize: 12, transform: { x: 10, y: 20, width: 40, height: 8, rotation: 0 } },
        { id: 'tiny', type: 'text', content: 'tiny', fontFamily: 'Roboto', fontSize: 4, transform: { x: 10, y: 30, width: 40, height: 5, rotation: 0 } },
        { id: 'long', type: 'text', content: 'a text far too long for its small box', fontFamily: 'Roboto', fontSize: 12, overflow: 'clip', transform: { x: 10, y: 40, width: 10, height: 4, rotation: 0 } },
        { id: 'hair', type: 'shape', shape: 'rectangle', fill: null, stroke: { color: '#000000', width: 0.02 }, transform: { x: 20, y: 20, width: 10, height: 10, rotation: 0 } },
        { id: 'out', type: 'shape', shape: 'rectangle', fill: '#FF0000', stroke: null, transform: { x: 70, y: 10, width: 25, height: 10, rotation: 0 } },
        { id: 'short', type: 'shape', shape: 'rectangle', fill: '#00FF00', stroke: null, transform: { x: 0, y: 45, width: 20, height: 10, rotation: 0 } },
        { id: 'edge', type: 'shape', shape: 'rectangle', fill: '#0000FF', stroke: null, transform: { x: 40, y: 1, width: 10, height: 5, rotation: 0 } },
        { id: 'gone', type: 'clipart', clipart: 'deleted-logo.json', transform: { x: 40, y: 20, width: 10, height: 10, rotation: 0 } },
        { id: 'blur', type: 'clipart', clipart: 'filtered-logo.json', transform: { x: 55, y: 20, width: 10, height: 10, rotation: 0 } },
        { id: 'qr-small', type: 'qrcode', content: { kind: 'url', url: 'example.com' }, transform: { x: 60, y: 35, width: 8, height: 8, rotation: 0 } },
        { id: 'qr-faint', type: 'qrcode', content: { kind: 'text', text: 'hi' }, color: '#AAAAAA', transform: { x: 40, y: 30, width: 16, height: 16, rotation: 0 } },
        { id: 'qr-inverted', type: 'qrcode', content: { kind: 'text', text: 'hi' }, color: '#FFFFFF', background: '#000000', transform: { x: 22, y: 30, width: 16, height: 16, rotation: 0 } },
      ],
    }],
  };

  it('says in English exactly what @dcs/design says, and in German every sentence differently', async () => {
    const layout = await prepareDesign(card, { tolerateMissingAssets: true });
    const report = preflightDesign(layout, {});
    const issues = [...report.errors, ...report.warnings];
    const checks = new Set<PreflightCheck>(issues.map((issue) => issue.check));
    expect([...checks].sort()).toEqual(['asset_missing', 'bleed_missing', 'crosses_safe_area', 'glyphs_fallback', 'glyphs_missing', 'hairline', 'image_resolution', 'outside_print_area', 'qr_low_contrast', 'qr_module_small', 'svg_feature_dropped', 'text_overflow', 'text_too_small']);
    const en = createI18n('en').t;
    const de = createI18n('de').t;
    for (const issue of issues) {
      const context = { design: layout.design, options: {} };
      // The designer isolates quoted characters for bidi; the words are @dcs/design's.
      expect(issueText(issue, en, context).replace(/[\u2068\u2069]/g, ''), `${issue.check} ${issue.elementId}`).toBe(issue.message);
      const german = issueText(issue, de, context);
      expect(german, issue.check).not.toBe(issue.message);
      expect(german, issue.check).not.toMatch(/\{\w+\}/);
    }
    const fallback = issues.find((issue) => issue.check === 'glyphs_fallback')!;
    expect(issueText(fallback, en, { design: layout.design, options: {} })).toBe('The font Roboto has no glyph for "\u2068س\u2069", "\u2068ل\u2069", "\u2068ا\u2069", "\u2068م\u2069"; they print in a fallback font.');
    const bleed = issues.find((issue) => issue.check === 'bleed_missing')!;
    expect(issueText(bleed, de, { design: layout.design, options: {} })).toContain('(links, unten)');
  });
});
