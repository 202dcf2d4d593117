// The quote benchmark's design (the same 30-element design bench/design measures) and its 50 pricing
// rules (every condition and action kind, both scopes, exclusive groups, date ranges).

import type { AssetsService } from '@dcs/platform';
import { createTestProviders } from '../../packages/design/src/testing/design-fixtures.ts';

export { benchDesign } from '../design/bench-design.ts';

/** The facade's assets service as the measurer reads it, answered by the design fixtures' fonts and assets. */
export function benchAssetsService(): AssetsService {
  const { fonts, assets } = createTestProviders();
  if (!assets) throw new Error('the design fixtures have no asset resolver');
  return {
    loadFont: (request) => fonts.loadFont(request),
    loadImage: (ref) => assets.loadImage(ref),
    loadClipart: (ref) => assets.loadClipart(ref),
    addSource: () => () => {},
  };
}

const METRICS = ['characters', 'lines', 'words', 'images', 'cliparts', 'texts', 'shapes', 'distinct_colors', 'covered_area_cm2', 'elements'] as const;

/** 50 rules; `productId` is the benchmark product (some rules name another one and never match). */
export function benchRules(productId: number): Record<string, unknown>[] {
  const rules: Record<string, unknown>[] = [];
  METRICS.forEach((metric, i) => {
    rules.push({ name: `Per ${metric}`, priority: 10 + i, conditions: [{ subject: metric, op: 'gt', value: i }], action: { type: 'per_metric', metric, rate: 1.5 + i, free: i } });
  });
  METRICS.forEach((metric, i) => {
    rules.push({
      name: `Element ${metric}`,
      priority: 30 + i,
      scope: 'element',
      match: 'any',
      conditions: [{ subject: 'element_type', op: 'in', value: [['text', 'image', 'clipart', 'shape', 'group'][i % 5]] }, { subject: metric, op: 'gte', value: 100 }],
      action: { type: 'per_metric', metric, rate: 0.25, per: 'line' },
    });
  });
  for (let i = 0; i < 10; i++) {
    const conditions = [
      [{ subject: 'product', op: 'in', value: [productId] }],
      [{ subject: 'product', op: 'not_in', value: [productId + 1000] }],
      [{ subject: 'option', name: 'size', op: 'in', value: ['L', 'XL'] }],
      [{ subject: 'printing_method', op: 'in', value: ['screen'] }],
      [{ subject: 'side', op: 'in', value: ['back'] }],
      [{ subject: 'quantity', op: 'between', value: [10, 100] }],
      [{ subject: 'sides_used', op: 'eq', value: 2 }],
      [{ subject: 'base_unit_price', op: 'gte', value: 1000 }],
      [{ subject: 'product', op: 'in', value: [productId + 1000] }],
      [],
    ][i];
    rules.push({ name: `Fixed ${i}`, priority: 50 + i, conditions, action: { type: 'fixed', amount: 10 + i, per: i % 2 ? 'line' : 'unit' } });
  }
  for (let i = 0; i < 10; i++) {
    const basis = i < 5 ? 'quantity' : METRICS[i];
    rules.push({
      name: `Tiers ${basis} ${i}`,
      priority: 70 + i,
      exclusive_group: i < 5 ? 'volume' : null,
      action: { type: 'tiers', basis, tiers: [{ min: 0, amount: 0 }, { min: 10, amount: -5 - i }, { min: 50, percent: -2 - i }] },
    });
  }
  for (let i = 0; i < 5; i++) {
    rules.push({ name: `Percent ${i}`, priority: 85 + i, exclusive_group: i < 3 ? 'promo' : null, action: { type: 'percent', percent: i % 2 ? -2.5 : 1.25, of: i < 3 ? 'base' : 'subtotal' } });
  }
  rules.push({ name: 'Past sale', priority: 95, ends_at: '2020-01-01T00:00:00Z', action: { type: 'percent', percent: -50, of: 'base' } });
  rules.push({ name: 'Future sale', priority: 96, starts_at: '2099-01-01T00:00:00Z', action: { type: 'percent', percent: -50, of: 'base' } });
  rules.push({ name: 'Disabled', priority: 97, enabled: false, action: { type: 'fixed', amount: 1 } });
  rules.push({ name: 'Minimum', priority: 98, action: { type: 'minimum', amount: 2500, per: 'line' } });
  rules.push({ name: 'Maximum', priority: 99, action: { type: 'maximum', amount: 100_000 } });
  return rules;
}

/** `prefix` and `n` in base 26 with the letters a–z: a word the fonts can shape, different for every `n`. */
export function newWord(n: number, prefix = ''): string {
  let word = prefix;
  do {
    word += String.fromCharCode(97 + (n % 26));
    n = Math.floor(n / 26);
  } while (n > 0);
  return word;
}
