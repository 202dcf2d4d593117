// The plugin's pure helpers, run as Node loads them (type stripping), without Medusa.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { toMedusaAmount, toMinorUnits } from '../plugin/src/lib/money.ts';
import { dcsLineOf, linkedDcsProduct } from '../plugin/src/lib/dcs-line.ts';

describe('@dcs/medusa helpers', () => {
  it('converts dcs minor units and Medusa amounts with the currency’s own decimals', () => {
    assert.equal(toMedusaAmount(2540, 'eur'), 25.4);
    assert.equal(toMinorUnits(25.4, 'EUR'), 2540);
    assert.equal(toMinorUnits('19.90', 'eur'), 1990);
    // 0.1 + 0.2 style float noise does not leak into a price.
    assert.equal(toMinorUnits(0.1 + 0.2, 'eur'), 30);
    assert.equal(toMedusaAmount(1500, 'jpy'), 1500);
    assert.equal(toMinorUnits(12.345, 'kwd'), 12345);
  });

  it('reads a dcs line only from the metadata the store route writes, and a product link only when it is an id', () => {
    assert.equal(dcsLineOf(null), null);
    assert.equal(dcsLineOf({ dcs_quote_token: 'dpq1.x' }), null);
    assert.equal(dcsLineOf({ dcs_product_id: '3', dcs_quote_token: 'dpq1.x' }), null);
    assert.deepEqual(dcsLineOf({ dcs_product_id: 3, dcs_quote_token: 'dpq1.x', dcs_unit_price: 1990 }), { dcs_product_id: 3, dcs_quote_token: 'dpq1.x', dcs_unit_price: 1990 });
    assert.equal(linkedDcsProduct({ dcs_product_id: 3 }), 3);
    assert.equal(linkedDcsProduct({ dcs_product_id: '3' }), 3);
    assert.equal(linkedDcsProduct({ dcs_product_id: 'x' }), null);
    assert.equal(linkedDcsProduct({ dcs_product_id: 0 }), null);
    assert.equal(linkedDcsProduct(undefined), null);
  });
});
