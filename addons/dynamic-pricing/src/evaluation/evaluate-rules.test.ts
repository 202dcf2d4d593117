import { describe, expect, it } from 'vitest';
import { normalizeRule } from '../rules/rule-semantics.ts';
import type { PricingRule, PricingRuleInput } from '../rules/rule-schema.ts';
import { compileRules, evaluatePricing, type PriceResult } from './evaluate-rules.ts';
import { EMPTY_FIGURES, type ElementFigures, type Figures, type PricingSubject } from './pricing-subject.ts';
import { roundHalfAwayFromZero } from './money.ts';

const NOW = Date.parse('2026-06-15T12:00:00Z');
let nextId = 1;

function rule(fields: Partial<PricingRuleInput> & Pick<PricingRuleInput, 'action'>): PricingRule {
  const input: PricingRuleInput = {
    name: `rule ${nextId}`,
    description: '',
    enabled: true,
    priority: 100,
    scope: 'design',
    match: 'all',
    conditions: [],
    stacking: 'continue',
    exclusive_group: null,
    starts_at: null,
    ends_at: null,
    ...fields,
  };
  return { ...normalizeRule(input), id: nextId++, created_at: '', updated_at: '' };
}

const figures = (fields: Partial<Figures> = {}): Figures => ({ ...EMPTY_FIGURES, ...fields });
const text = (id: string, characters: number, side = 'front'): ElementFigures => ({
  id,
  type: 'text',
  side,
  figures: figures({ characters, texts: 1, elements: 1, words: 1, lines: 1, distinct_colors: 1, covered_area_mm2: 100 }),
});
const image = (id: string, mm2: number, side = 'front'): ElementFigures => ({
  id,
  type: 'image',
  side,
  figures: figures({ images: 1, elements: 1, covered_area_mm2: mm2 }),
});

/** A line of 10 × 1000 (base 10 000) with a design of two texts (12 + 30 characters) and an image of 12.34 cm². */
function subject(fields: Partial<PricingSubject> = {}): PricingSubject {
  const elements = [text('t1', 12), text('t2', 30, 'back'), image('i1', 1234)];
  return {
    productId: 7,
    options: { size: 'L', printing_method: 'dtg' },
    printingMethod: 'dtg',
    method: null,
    quantity: 10,
    baseUnitPrice: 1000,
    design: {
      figures: figures({ characters: 42, texts: 2, images: 1, elements: 3, lines: 2, words: 2, distinct_colors: 2, covered_area_mm2: 1434 }),
      printedSides: ['front', 'back'],
      elements: () => elements,
    },
    ...fields,
  };
}

function price(rules: PricingRule[], over: Partial<PricingSubject> = {}, now = NOW): PriceResult {
  return evaluatePricing(compileRules(rules), subject(over), now);
}
const amounts = (result: PriceResult) => result.lines.map((line) => line.amount);

describe('conditions (design scope), each with a fixed 100 per unit', () => {
  const fixed = { type: 'fixed', amount: 100 } as const;
  it.each<[string, PricingRuleInput['conditions'], boolean]>([
    ['no condition', [], true],
    ['characters gt 40', [{ subject: 'characters', op: 'gt', value: 40 }], true],
    ['characters gt 42', [{ subject: 'characters', op: 'gt', value: 42 }], false],
    ['characters gte 42', [{ subject: 'characters', op: 'gte', value: 42 }], true],
    ['lines lt 2', [{ subject: 'lines', op: 'lt', value: 2 }], false],
    ['lines lte 2', [{ subject: 'lines', op: 'lte', value: 2 }], true],
    ['images eq 1', [{ subject: 'images', op: 'eq', value: 1 }], true],
    ['cliparts ne 0', [{ subject: 'cliparts', op: 'ne', value: 0 }], false],
    ['words between [1, 2]', [{ subject: 'words', op: 'between', value: [1, 2] }], true],
    ['distinct_colors between [3, 9]', [{ subject: 'distinct_colors', op: 'between', value: [3, 9] }], false],
    ['covered_area_cm2 gt 14.3', [{ subject: 'covered_area_cm2', op: 'gt', value: 14.3 }], true],
    ['covered_area_mm2 gt 1434', [{ subject: 'covered_area_mm2', op: 'gt', value: 1434 }], false],
    ['sides_used eq 2', [{ subject: 'sides_used', op: 'eq', value: 2 }], true],
    ['quantity gte 10', [{ subject: 'quantity', op: 'gte', value: 10 }], true],
    ['base_unit_price lt 1000', [{ subject: 'base_unit_price', op: 'lt', value: 1000 }], false],
    ['product in [7]', [{ subject: 'product', op: 'in', value: [7] }], true],
    ['product not_in [7]', [{ subject: 'product', op: 'not_in', value: [7] }], false],
    ['option size in [L, XL]', [{ subject: 'option', name: 'size', op: 'in', value: ['L', 'XL'] }], true],
    ['option color in [red] (option absent)', [{ subject: 'option', name: 'color', op: 'in', value: ['red'] }], false],
    ['option color not_in [red] (option absent)', [{ subject: 'option', name: 'color', op: 'not_in', value: ['red'] }], true],
    ['printing_method in [screen]', [{ subject: 'printing_method', op: 'in', value: ['screen'] }], false],
    ['printing_method not_in [screen]', [{ subject: 'printing_method', op: 'not_in', value: ['screen'] }], true],
    ['side in [back]: a printed side', [{ subject: 'side', op: 'in', value: ['back'] }], true],
    ['side in [sleeve]', [{ subject: 'side', op: 'in', value: ['sleeve'] }], false],
  ])('%s → applies: %s', (_name, conditions, applies) => {
    expect(amounts(price([rule({ conditions, action: fixed })]))).toEqual(applies ? [1000] : []);
  });

  it.each<['all' | 'any', boolean]>([
    ['all', false],
    ['any', true],
  ])('match %s of (characters > 40, images > 5) → applies: %s', (match, applies) => {
    const conditions: PricingRuleInput['conditions'] = [
      { subject: 'characters', op: 'gt', value: 40 },
      { subject: 'images', op: 'gt', value: 5 },
    ];
    expect(price([rule({ match, conditions, action: fixed })]).lines.length).toBe(applies ? 1 : 0);
  });
});

describe('actions', () => {
  it.each<[string, PricingRuleInput['action'], number[]]>([
    ['fixed per unit', { type: 'fixed', amount: 150 }, [1500]],
    ['fixed per line (setup fee)', { type: 'fixed', amount: 2500, per: 'line' }, [2500]],
    ['fixed discount', { type: 'fixed', amount: -50 }, [-500]],
    ['per character per unit', { type: 'per_metric', metric: 'characters', rate: 5 }, [2100]],
    ['per character, first 10 free', { type: 'per_metric', metric: 'characters', rate: 5, free: 10 }, [1600]],
    ['per character, more free than used', { type: 'per_metric', metric: 'characters', rate: 5, free: 100 }, [0]],
    ['per image per line', { type: 'per_metric', metric: 'images', rate: 300, per: 'line' }, [300]],
    ['per cm² (14.34 cm² × 2.5 × 10 = 358.5 → 359)', { type: 'per_metric', metric: 'covered_area_cm2', rate: 2.5 }, [359]],
    ['per cm² with a fractional rate (14.34 × 0.0125 × 10 = 1.7925 → 2)', { type: 'per_metric', metric: 'covered_area_cm2', rate: 0.0125 }, [2]],
    ['per color per line', { type: 'per_metric', metric: 'distinct_colors', rate: 1200, per: 'line' }, [2400]],
    ['percent of base', { type: 'percent', percent: 12.5, of: 'base' }, [1250]],
    ['percent discount of base', { type: 'percent', percent: -10, of: 'base' }, [-1000]],
    ['minimum not reached: no line', { type: 'minimum', amount: 900 }, []],
    ['minimum per unit raises', { type: 'minimum', amount: 1200 }, [2000]],
    ['minimum per line raises', { type: 'minimum', amount: 15_000, per: 'line' }, [5000]],
    ['maximum per line lowers', { type: 'maximum', amount: 8000, per: 'line' }, [-2000]],
    ['maximum not reached: no line', { type: 'maximum', amount: 5000 }, []],
  ])('%s', (_name, action, expected) => {
    expect(amounts(price([rule({ action })]))).toEqual(expected);
  });

  it('percent of the subtotal sees the lines before it', () => {
    const result = price([
      rule({ priority: 1, action: { type: 'fixed', amount: 1000, per: 'line' } }),
      rule({ priority: 2, action: { type: 'percent', percent: -10, of: 'subtotal' } }),
    ]);
    expect(amounts(result)).toEqual([1000, -1100]);
    expect(result.total).toBe(9900);
  });
});

describe('quantity tier tables', () => {
  const tiers = (per?: 'unit' | 'line') =>
    ({
      type: 'tiers',
      basis: 'quantity',
      ...(per ? { per } : {}),
      tiers: [
        { min: 1, amount: 0 },
        { min: 10, amount: -100 },
        { min: 50, percent: -20 },
      ],
    }) as const;
  it.each<[number, number[], number | undefined]>([
    [1, [0], 1],
    [9, [0], 1],
    [10, [-1000], 10],
    [49, [-4900], 10],
    [50, [-10_000], 50],
    [500, [-100_000], 50],
  ])('quantity %i → %j (tier %s)', (quantity, expected, tier) => {
    const result = price([rule({ action: tiers() })], { quantity });
    expect(amounts(result)).toEqual(expected);
    expect(result.lines[0]?.tier).toBe(tier);
  });
  it('no tier at or below the basis: the rule does not apply', () => {
    const action = { type: 'tiers', basis: 'characters', tiers: [{ min: 100, amount: 50 }] } as const;
    expect(price([rule({ action })]).lines).toEqual([]);
  });
  it('a tier amount per line is charged once', () => {
    expect(amounts(price([rule({ action: tiers('line') })], { quantity: 20 }))).toEqual([-100]);
  });
});

describe('element scope', () => {
  it('conditions per element; the action is charged per matching element', () => {
    const result = price([
      rule({ scope: 'element', conditions: [{ subject: 'element_type', op: 'in', value: ['text'] }], action: { type: 'fixed', amount: 10 } }),
    ]);
    expect(result.lines[0]).toMatchObject({ amount: 200, elements: ['t1', 't2'] });
  });
  it('per character over 20 per text element', () => {
    const action = { type: 'per_metric', metric: 'characters', rate: 10, free: 20, per: 'line' } as const;
    const result = price([rule({ scope: 'element', conditions: [{ subject: 'characters', op: 'gt', value: 20 }], action })]);
    expect(result.lines[0]).toMatchObject({ amount: 100, units: 10, elements: ['t2'] });
  });
  it('per cm² of each image, and element side conditions', () => {
    const action = { type: 'per_metric', metric: 'covered_area_cm2', rate: 100, per: 'line' } as const;
    expect(amounts(price([rule({ scope: 'element', conditions: [{ subject: 'element_type', op: 'in', value: ['image'] }], action })]))).toEqual([1234]);
    const back = [rule({ scope: 'element', conditions: [{ subject: 'side', op: 'in', value: ['back'] }], action: { type: 'fixed', amount: 1, per: 'line' } })];
    expect(price(back).lines[0]?.elements).toEqual(['t2']);
  });
  it('no matching element: no line', () => {
    const conditions = [{ subject: 'element_type', op: 'in', value: ['clipart'] }] as const;
    expect(price([rule({ scope: 'element', conditions: [...conditions], action: { type: 'fixed', amount: 10 } })]).lines).toEqual([]);
  });
  it('tiers by an element figure', () => {
    const action = { type: 'tiers', basis: 'characters', per: 'line', tiers: [{ min: 0, amount: 0 }, { min: 20, amount: 500 }] } as const;
    expect(amounts(price([rule({ scope: 'element', conditions: [{ subject: 'element_type', op: 'in', value: ['text'] }], action })]))).toEqual([500]);
  });
});

describe('priority and stacking', () => {
  const fee = (amount: number, fields: Partial<PricingRuleInput> = {}) => rule({ action: { type: 'fixed', amount, per: 'line' }, ...fields });
  it('runs by priority, then by id', () => {
    const [a, b, c] = [fee(1, { priority: 20 }), fee(2, { priority: 10 }), fee(3, { priority: 20 })];
    expect(amounts(price([a!, b!, c!]))).toEqual([2, 1, 3]);
  });
  it('stop: later rules do not apply; a stop rule that does not match stops nothing', () => {
    expect(amounts(price([fee(1, { priority: 1 }), fee(2, { priority: 2, stacking: 'stop' }), fee(3, { priority: 3 })]))).toEqual([1, 2]);
    const unmatched = fee(2, { priority: 2, stacking: 'stop', conditions: [{ subject: 'images', op: 'gt', value: 9 }] });
    expect(amounts(price([fee(1, { priority: 1 }), unmatched, fee(3, { priority: 3 })]))).toEqual([1, 3]);
  });
  it('exclusive group: only the first applying rule of a group counts', () => {
    const rules = [
      fee(10, { priority: 1, exclusive_group: 'promo', conditions: [{ subject: 'images', op: 'gt', value: 9 }] }),
      fee(20, { priority: 2, exclusive_group: 'promo' }),
      fee(30, { priority: 3, exclusive_group: 'promo' }),
      fee(40, { priority: 4, exclusive_group: 'other' }),
    ];
    expect(amounts(price(rules))).toEqual([20, 40]);
  });
  it('a minimum placed last sees every surcharge and discount before it', () => {
    const rules = [fee(-9000, { priority: 1 }), rule({ priority: 99, action: { type: 'minimum', amount: 200 } })];
    expect(amounts(price(rules))).toEqual([-9000, 1000]);
    expect(price(rules).total).toBe(2000);
  });
  it('disabled rules and rules outside their date range are skipped', () => {
    const rules = [
      fee(1, { enabled: false }),
      fee(2, { starts_at: '2026-06-15T12:00:00Z' }),
      fee(3, { starts_at: '2026-06-15T12:00:01Z' }),
      fee(4, { ends_at: '2026-06-15T12:00:00Z' }),
      fee(5, { starts_at: '2026-01-01T00:00:00Z', ends_at: '2026-06-15T12:00:01Z' }),
    ];
    expect(amounts(price(rules))).toEqual([2, 5]);
  });
});

describe('rounding', () => {
  it.each<[bigint, bigint, bigint]>([
    [5n, 2n, 3n],
    [-5n, 2n, -3n],
    [7n, 3n, 2n],
    [8n, 3n, 3n],
    [-8n, 3n, -3n],
    [1n, 4n, 0n],
    [2n, 4n, 1n],
  ])('%i / %i → %i (half away from zero)', (num, den, expected) => {
    expect(roundHalfAwayFromZero(num, den)).toBe(expected);
  });
  it('each line is rounded on its own; the unit price is the subtotal spread over the quantity', () => {
    // 3 × 999: +12.5% of base = 374.625 → 375; setup fee 100 per line → subtotal 3472; 3472 / 3 = 1157.33 → 1157.
    const rules = [rule({ priority: 1, action: { type: 'percent', percent: 12.5, of: 'base' } }), rule({ priority: 2, action: { type: 'fixed', amount: 100, per: 'line' } })];
    const result = price(rules, { quantity: 3, baseUnitPrice: 999 });
    expect(result).toMatchObject({ base_total: 2997, subtotal: 3472, unit_price: 1157, total: 3471, rounding: -1 });
    expect(amounts(result)).toEqual([375, 100]);
  });
  it('half a cent per unit rounds up, half a cent discount rounds down', () => {
    expect(price([rule({ action: { type: 'percent', percent: 0.05, of: 'base' } })], { quantity: 1 }).lines[0]?.amount).toBe(1);
    expect(price([rule({ action: { type: 'percent', percent: -0.05, of: 'base' } })], { quantity: 1 }).lines[0]?.amount).toBe(-1);
  });
  it('the unit price never goes below zero', () => {
    const result = price([rule({ action: { type: 'fixed', amount: -5000 } })]);
    expect(result).toMatchObject({ subtotal: -40_000, unit_price: 0, total: 0, rounding: 40_000 });
  });
});

describe('rule checks', () => {
  it.each<[string, Partial<PricingRuleInput> & Pick<PricingRuleInput, 'action'>, string]>([
    ['minimum in element scope', { scope: 'element', action: { type: 'minimum', amount: 1 } }, '$.action.type'],
    ['element_type in design scope', { conditions: [{ subject: 'element_type', op: 'in', value: ['text'] }], action: { type: 'fixed', amount: 1 } }, '$.conditions[0]'],
    ['between upside down', { conditions: [{ subject: 'lines', op: 'between', value: [5, 1] }], action: { type: 'fixed', amount: 1 } }, '$.conditions[0].value'],
    ['rate with 5 decimals', { action: { type: 'per_metric', metric: 'lines', rate: 0.00001 } }, '$.action.rate'],
    ['percent with 3 decimals', { action: { type: 'percent', percent: 1.005, of: 'base' } }, '$.action.percent'],
    ['tier with amount and percent', { action: { type: 'tiers', basis: 'quantity', tiers: [{ min: 1, amount: 1, percent: 1 }] } }, '$.action.tiers[0]'],
    ['tier with neither', { action: { type: 'tiers', basis: 'quantity', tiers: [{ min: 1 }] } }, '$.action.tiers[0]'],
    ['repeated tier', { action: { type: 'tiers', basis: 'quantity', tiers: [{ min: 1, amount: 1 }, { min: 1, amount: 2 }] } }, '$.action.tiers[1].min'],
    ['dates upside down', { starts_at: '2026-02-01T00:00:00Z', ends_at: '2026-01-01T00:00:00Z', action: { type: 'fixed', amount: 1 } }, '$.ends_at'],
    ['blank name', { name: '  ', action: { type: 'fixed', amount: 1 } }, '$.name'],
  ])('%s is refused at %s', (_name, fields, path) => {
    expect(() => rule(fields)).toThrow(expect.objectContaining({ code: 'svc_pricing_rule_invalid', data: expect.objectContaining({ path }) }));
  });
});
