import { describe, expect, it } from 'vitest';
import { faceInFamily, faceToggles } from './font-faces.ts';
import type { CatalogFont } from './storefront-types.ts';

function family(name: string, faces: Array<[number, 'normal' | 'italic']>): CatalogFont {
  return { id: 1, family: name, variants: faces.map(([weight, style]) => ({ weight, style, url: `${name}-${weight}-${style}.woff2` })) };
}

const roboto = family('Roboto', [[300, 'normal'], [400, 'normal'], [700, 'normal'], [900, 'normal'], [400, 'italic'], [700, 'italic']]);
const oswald = family('Oswald', [[200, 'normal'], [400, 'normal'], [700, 'normal']]);
const bebas = family('Bebas Neue', [[400, 'normal']]);

describe('faceToggles', () => {
  it('switches to the family\'s bold and italic faces and back', () => {
    const regular = faceToggles(roboto, 400, 'normal');
    expect(regular).toMatchObject({ bold: false, italic: false, toggleBold: { face: { weight: 700, style: 'normal' } }, toggleItalic: { face: { weight: 400, style: 'italic' } } });
    const boldItalic = faceToggles(roboto, 700, 'italic');
    expect(boldItalic).toMatchObject({ bold: true, italic: true, toggleBold: { face: { weight: 400, style: 'italic' } }, toggleItalic: { face: { weight: 700, style: 'normal' } } });
    // Black (900) has no italic: Italic goes to the nearest bold italic.
    expect(faceToggles(roboto, 900, 'normal').toggleItalic).toEqual({ face: { weight: 700, style: 'italic' } });
  });

  it('says which face a family lacks instead of faking it', () => {
    expect(faceToggles(oswald, 400, 'normal').toggleItalic).toEqual({ face: null, missing: 'italic' });
    expect(faceToggles(oswald, 400, 'normal').toggleBold).toEqual({ face: { weight: 700, style: 'normal' } });
    expect(faceToggles(bebas, 400, 'normal').toggleBold).toEqual({ face: null, missing: 'bold' });
    expect(faceToggles(undefined, 400, 'normal').toggleBold).toEqual({ face: null, missing: 'bold' });
    // A template's bold Bebas Neue: drawn and printed in the regular face, which the panel says.
    expect(faceToggles(bebas, 700, 'normal')).toMatchObject({ exact: false, bold: true });
    expect(faceToggles(roboto, 700, 'italic').exact).toBe(true);
  });
});

describe('faceInFamily', () => {
  it('keeps the style and the nearest weight the new family has', () => {
    expect(faceInFamily(oswald, 700, 'italic')).toEqual({ weight: 700, style: 'normal' });
    expect(faceInFamily(bebas, 700, 'normal')).toEqual({ weight: 400, style: 'normal' });
    expect(faceInFamily(roboto, 700, 'italic')).toEqual({ weight: 700, style: 'italic' });
  });
});
