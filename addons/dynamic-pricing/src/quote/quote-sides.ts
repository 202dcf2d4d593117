import { judgeSides } from '@dcs/design';
import type { PricedLine, PricingEngine } from './pricing-engine.ts';

/** The `sides` part of a quote (snake_case, as the storefront contract has it); see `docs/storefront.md`. */
export interface QuoteSides {
  option: string | null;
  paid: string[];
  with_content: string[];
  printed: string[];
  unpaid: string[];
  upgrade: {
    option: string;
    value: string;
    label: string;
    /** Per item, the option values' price deltas apart (minor units). */
    price_delta: number;
    sides: string[];
    /** The line's total with the upgrade, every rule applied; `difference` = that − this quote's total. */
    total: number;
    difference: number;
  } | null;
}

/**
 * Which sides the line pays for and which its design uses (`judgeSides` of `@dcs/design`, the rule the
 * cart applies), and for unpaid sides with content the cheapest value of the product's printed-sides
 * option that pays for them, priced in full (the same design, quantity and rules), so the designer can
 * offer "Print the back too, +€5.00" (the session's addon price lines included). Null without a design.
 */
export async function quoteSides(engine: PricingEngine, line: PricedLine, sessionId: string | null): Promise<QuoteSides | null> {
  if (!line.design) return null;
  const verdict = judgeSides(line.product, line.options, line.design.design);
  let upgrade: QuoteSides['upgrade'] = null;
  if (verdict.upgrade) {
    const { option, value, label, priceDelta, sides } = verdict.upgrade;
    const upgraded = await engine.price({ product: line.product, options: { ...line.options, [option]: value }, quantity: line.quantity, design: line.design.design, measured: line.design, cached: true, sessionId });
    upgrade = { option, value, label, price_delta: priceDelta, sides, total: upgraded.result.total, difference: upgraded.result.total - line.result.total };
  }
  return { option: verdict.option, paid: verdict.paid, with_content: verdict.withContent, printed: verdict.printed, unpaid: verdict.unpaid, upgrade };
}
