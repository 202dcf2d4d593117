import { applyPriceLines, priceLineTotal, sumPriceLines, type HooksService, type PriceLine as SharedLine, type PriceLineContext } from '@dcs/platform';
import type { PriceLine, PriceResult } from '../evaluation/evaluate-rules.ts';

/** This addon's name on the lines it hands to other addons. */
const SOURCE = 'dynamic-pricing';

/** The shared id of one of this addon's breakdown lines: `rule:<id>` or `printing_method:<charge>`. */
function lineId(line: PriceLine): string {
  return line.rule_id === null ? `${line.scope}:${line.action}` : `rule:${line.rule_id}`;
}

/** The breakdown as the `pricing.price_lines` filter sees it: whole-line amounts, in order. */
export function sharedLines(result: PriceResult): SharedLine[] {
  return result.lines.map((line) => ({ id: lineId(line), label: line.name, scope: 'line', amount: line.amount, source: SOURCE }));
}

/**
 * Lets other addons add, change or remove lines of the price (`pricing.price_lines`, see
 * `@dcs/platform`'s `PRICING_HOOKS`) after the printing method and the rules, and sums the price
 * again from what they return. Lines of this addon keep their details (rule id, units, tier) with
 * the amount they were given; other addons' lines become `scope: "addon"` lines with their `id` and
 * `source`. The quote, the cart filter and checkout all price through here, so they agree.
 */
export async function withAddonLines(hooks: HooksService, result: PriceResult, context: PriceLineContext): Promise<{ result: PriceResult; lines: SharedLine[] }> {
  const given = sharedLines(result);
  const lines = await applyPriceLines(hooks, given, context);
  if (lines === given || (lines.length === given.length && lines.every((line, i) => sameLine(line, given[i]!)))) {
    return { result, lines: given };
  }
  const own = new Map(result.lines.map((line) => [lineId(line), line]));
  const breakdown = lines.map((line): PriceLine => {
    const total = priceLineTotal(line, context.quantity);
    const mine = line.source === SOURCE ? own.get(line.id) : undefined;
    if (mine) return { ...mine, name: line.label, amount: total };
    return { rule_id: null, name: line.label, scope: 'addon', action: 'addon', amount: total, id: line.id, source: line.source };
  });
  const sum = sumPriceLines(result.base_unit_price, context.quantity, lines);
  return { result: { ...result, lines: breakdown, subtotal: sum.subtotal, unit_price: sum.unitPrice, total: sum.total, rounding: sum.rounding }, lines };
}

function sameLine(a: SharedLine, b: SharedLine): boolean {
  return a.id === b.id && a.label === b.label && a.scope === b.scope && a.amount === b.amount && a.source === b.source;
}
