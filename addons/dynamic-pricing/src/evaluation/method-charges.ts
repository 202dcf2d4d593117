import type { PriceLine } from './evaluate-rules.ts';
import { decimalFraction, roundHalfAwayFromZero } from './money.ts';
import type { PricingSubject, SubjectMethod } from './pricing-subject.ts';

/** What a printing method charges for, in the order its breakdown lines come. */
export type MethodChargeKind = 'setup_fee' | 'per_side' | 'per_color' | 'per_area' | 'quantity_tier';

const LABELS: Record<MethodChargeKind, string> = {
  setup_fee: 'setup fee',
  per_side: 'per side',
  per_color: 'per color',
  per_area: 'per cm²',
  quantity_tier: 'quantity discount',
};

/**
 * The breakdown lines of the line's printing method, charged before any rule (see `docs/pricing.md`):
 * the setup fee once per cart line; per printed side, per distinct color and per cm² of covered area
 * for every item; then the quantity tier reached lowers the unit prices (base and those three charges,
 * not the setup fee) by its percentage. A price input of 0 gives no line; a line's amount may still be
 * 0 (per side on a line without a design). Each line is rounded on its own, half away from zero.
 */
export function methodCharges(method: SubjectMethod, subject: PricingSubject, baseTotal: bigint): PriceLine[] {
  const { pricing } = method;
  const quantity = BigInt(subject.quantity);
  const { distinct_colors: colors, covered_area_mm2: areaMm2 } = subject.design.figures;
  const lines: PriceLine[] = [];
  let unitCharges = baseTotal;
  const push = (action: MethodChargeKind, amount: bigint, extra: { units?: number; tier?: number } = {}) => {
    lines.push({ rule_id: null, name: `${method.name}: ${LABELS[action]}`, scope: 'printing_method', action, amount: Number(amount), ...extra });
    if (action !== 'setup_fee' && action !== 'quantity_tier') unitCharges += amount;
  };
  if (pricing.setupFee > 0) push('setup_fee', BigInt(pricing.setupFee));
  if (pricing.perSide > 0) {
    const sides = subject.design.printedSides.length;
    push('per_side', BigInt(pricing.perSide) * BigInt(sides) * quantity, { units: sides });
  }
  if (pricing.perColor > 0) push('per_color', BigInt(pricing.perColor) * BigInt(colors) * quantity, { units: colors });
  if (pricing.perAreaCm2 > 0) {
    const rate = decimalFraction(pricing.perAreaCm2);
    push('per_area', roundHalfAwayFromZero(rate.num * BigInt(areaMm2) * quantity, rate.den * 100n), { units: areaMm2 / 100 });
  }
  let tier: SubjectMethod['pricing']['quantityTiers'][number] | undefined;
  for (const candidate of pricing.quantityTiers) if (candidate.minQuantity <= subject.quantity && (!tier || candidate.minQuantity > tier.minQuantity)) tier = candidate;
  if (tier) {
    const percent = decimalFraction(tier.discountPercent);
    push('quantity_tier', -roundHalfAwayFromZero(percent.num * unitCharges, percent.den * 100n), { tier: tier.minQuantity });
  }
  return lines;
}
