import { describe, expect, it } from 'vitest';
import type { Product } from '@dcs/platform';
import { judgeSides, paidSides, sidesWithContent } from './printed-sides.ts';

const card: Pick<Product, 'meta' | 'options'> = {
  options: [
    { name: 'paper', label: 'Paper', values: [{ value: 'matte', label: 'Matte', priceDelta: 0 }] },
    {
      name: 'print',
      label: 'Printed sides',
      values: [
        { value: 'front', label: 'Front only', priceDelta: 0 },
        { value: 'back', label: 'Back only', priceDelta: 700 },
        { value: 'both', label: 'Front and back', priceDelta: 500 },
      ],
    },
  ],
  meta: { printedSides: { option: 'print', values: { front: ['front'], back: ['back'], both: ['front', 'back'] } } },
};

const base = { transform: { x: 0, y: 0, width: 10, height: 10, rotation: 0 }, opacity: 1, visible: true };
const text = (content: string, extra = {}) => ({ ...base, id: `t${content}`, type: 'text', content, ...extra });
const design = (front: unknown[], back: unknown[]) => ({ sides: [{ id: 'front', elements: front }, { id: 'back', elements: back }] }) as never;

describe('printed sides', () => {
  it('counts a side with visible ink only: no hidden, transparent, blank text or empty group', () => {
    expect(sidesWithContent(design([text('Hi')], []))).toEqual(['front']);
    expect(sidesWithContent(design([text('  ')], [text('x', { visible: false }), text('y', { opacity: 0 }), { ...base, id: 'g', type: 'group', children: [text('')] }]))).toEqual([]);
    expect(sidesWithContent(design([], [{ ...base, id: 'g', type: 'group', children: [text('z')] }]))).toEqual(['back']);
  });

  it('pays for the sides of the chosen value, the first value when none is chosen, all sides without a rule', () => {
    expect(paidSides(card, { print: 'both' }, ['front', 'back'])).toEqual(['front', 'back']);
    expect(paidSides(card, {}, ['front', 'back'])).toEqual(['front']);
    expect(paidSides({ ...card, meta: {} }, { print: 'front' }, ['front', 'back'])).toEqual(['front', 'back']);
  });

  it('names the unpaid sides with content and the cheapest value that pays for them', () => {
    const verdict = judgeSides(card, { print: 'front' }, design([text('Ann')], [text('23')]));
    expect(verdict).toEqual({
      option: 'print',
      paid: ['front'],
      withContent: ['front', 'back'],
      printed: ['front'],
      unpaid: ['back'],
      upgrade: { option: 'print', value: 'both', label: 'Front and back', priceDelta: 500, sides: ['front', 'back'] },
    });
    // An empty back is neither printed nor unpaid.
    expect(judgeSides(card, { print: 'both' }, design([text('Ann')], []))).toMatchObject({ printed: ['front'], unpaid: [], upgrade: null });
    // From "back only", printing the front too is cheaper: a negative delta.
    expect(judgeSides(card, { print: 'back' }, design([text('Ann')], [text('23')])).upgrade).toMatchObject({ value: 'both', priceDelta: -200 });
  });
});
