import { describe, expect, it } from 'vitest';
import { optionLabels, priceRows } from './line-summary.ts';
import type { Line, Product } from './shop-api.ts';

const tee: Product = {
  id: 1,
  name: 'Organic Cotton T-Shirt',
  base_price: 1490,
  currency: 'EUR',
  options: [
    { name: 'size', label: 'Size', values: [{ value: 'S', label: 'S', price_delta: 0 }, { value: 'XXL', label: 'XXL', price_delta: 400 }] },
    { name: 'color', label: 'Color', values: [{ value: 'white', label: 'White', price_delta: 0 }, { value: 'black', label: 'Black', price_delta: 150 }] },
    { name: 'print', label: 'Printed sides', values: [{ value: 'front', label: 'Front only', price_delta: 0 }, { value: 'front-back', label: 'Front and back', price_delta: 600 }] },
  ],
};

function line(fields: Partial<Line>): Line {
  return { id: 7, product_id: 1, quantity: 1, options: {}, design: null, meta: {}, unit_price: 0, line_total: 0, ...fields };
}

describe('a cart line for people', () => {
  it('names the options as the product words them, in its order, keeping a key it no longer has', () => {
    const options = { print: 'front-back', color: 'black', size: 'XXL', gift: 'yes' };
    expect(optionLabels(line({ options }), tee)).toEqual([
      { label: 'Size', value: 'XXL' },
      { label: 'Color', value: 'Black' },
      { label: 'Printed sides', value: 'Front and back' },
      { label: 'gift', value: 'yes' },
    ]);
    expect(optionLabels(line({ options: { print: 'front' } }), undefined)).toEqual([{ label: 'print', value: 'front' }]);
    // What the line froze when it was added wins over the product as it is now.
    const frozen = { options: [{ name: 'print', label: 'Printed sides', value: 'front', valueLabel: 'Front only' }], quantity: { count: 1, perUnit: null, text: '1 item' }, printedSides: ['front'], lowResolutionAccepted: false };
    expect(optionLabels(line({ options: { print: 'front' }, meta: { line: frozen } }), undefined)).toEqual([{ label: 'Printed sides', value: 'Front only' }]);
  });

  it('lists base, each surcharge and each pricing line for all units, leaves out zero rows, and adds up to the line total', () => {
    const priced = line({
      quantity: 10,
      options: { size: 'XXL', color: 'black', print: 'front-back' },
      unit_price: 2508,
      line_total: 25_080,
      meta: { price_lines: [{ id: 'rule:1', label: 'Setup', scope: 'line', amount: 0 }, { id: 'rule:4', label: 'Volume discount', scope: 'line', amount: -1320 }] },
    });
    const rows = priceRows(priced, tee);
    expect(rows).toEqual([
      { label: 'Base price', amount: 14_900, unit: 1490 },
      { label: 'Size: XXL', amount: 4000, unit: 400 },
      { label: 'Color: Black', amount: 1500, unit: 150 },
      { label: 'Printed sides: Front and back', amount: 6000, unit: 600 },
      { label: 'Volume discount', amount: -1320 },
    ]);
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(priced.line_total);
    const one = priceRows(line({ options: { size: 'S', color: 'white', print: 'front' }, unit_price: 1490, line_total: 1490 }), tee);
    expect(one).toEqual([{ label: 'Base price', amount: 1490 }]);
  });

  it('counts a unit line for every item, and shows the rounding and what it cannot explain (a product changed or gone) as one row', () => {
    const lines = [{ id: 'rule:4', label: 'Volume discount', scope: 'line' as const, amount: -100 }, { id: 'gift-wrap:box', label: 'Gift box', scope: 'unit' as const, amount: 50 }];
    const rounded = line({ quantity: 3, unit_price: 1507, line_total: 4521, meta: { price_lines: lines } });
    expect(priceRows(rounded, { ...tee, options: [] })).toEqual([
      { label: 'Base price', amount: 4470, unit: 1490 },
      { label: 'Volume discount', amount: -100 },
      { label: 'Gift box', amount: 150, unit: 50 },
      { label: 'Rounding', amount: 1 },
    ]);
    expect(priceRows(line({ unit_price: 999, line_total: 999 }), undefined)).toEqual([{ label: 'Price', amount: 999 }]);
    expect(priceRows(line({ unit_price: 1600, line_total: 1600 }), tee)).toEqual([{ label: 'Base price', amount: 1490 }, { label: 'Other charges', amount: 110 }]);
  });
});
