import type { Product } from '@dcs/platform';
import type { DesignDocument, DesignElement } from '../document/design-document.ts';

/**
 * A product's printed-sides rule (`product.meta.printedSides`): the option whose value decides which
 * sides are printed (and paid), and for each of its values the side ids it prints. A product without
 * the rule prints (and charges for) every side of its design.
 */
export interface PrintedSidesRule {
  option: string;
  values: Record<string, string[]>;
}

/** The cheapest value of the rule's option that prints every side a design uses. */
export interface SideUpgrade {
  option: string;
  value: string;
  label: string;
  /** Per item, minor units: the new value's price delta minus the chosen one's. */
  priceDelta: number;
  /** The sides the new value prints. */
  sides: string[];
}

/** Which sides a line pays for, which its design uses, and what to do about the difference. */
export interface SidesVerdict {
  /** The rule's option, null without a rule. */
  option: string | null;
  /** Sides the chosen options pay for (every side of the design without a rule). */
  paid: string[];
  /** Sides whose elements put ink on paper (see {@link sidesWithContent}). */
  withContent: string[];
  /** Sides that print: paid and with content, in the design's order. */
  printed: string[];
  /** Sides with content the options do not pay for: a cart refuses such a line. */
  unpaid: string[];
  /** The option value that would pay for every side with content; null when nothing is unpaid or no value does. */
  upgrade: SideUpgrade | null;
}

/** The rule in `product.meta`, or null when the product has none (or a malformed one). */
export function printedSidesRuleOf(product: Pick<Product, 'meta'>): PrintedSidesRule | null {
  const rule = (product.meta as { printedSides?: unknown }).printedSides;
  if (typeof rule !== 'object' || rule === null) return null;
  const { option, values } = rule as Partial<PrintedSidesRule>;
  if (typeof option !== 'string' || typeof values !== 'object' || values === null) return null;
  return { option, values };
}

/** Whether an element puts anything on the side: visible, not fully transparent, not an empty text or group. */
function hasInk(element: DesignElement): boolean {
  if (!element.visible || element.opacity <= 0) return false;
  if (element.type === 'text') return element.content.trim() !== '';
  if (element.type === 'group') return element.children.some(hasInk);
  return true;
}

/** Ids of the design's sides that have at least one element that prints, in the design's order. */
export function sidesWithContent(design: Pick<DesignDocument, 'sides'>): string[] {
  return design.sides.filter((side) => side.elements.some(hasInk)).map((side) => side.id);
}

/**
 * The sides a product's options pay for: the rule's list for the chosen value of its option (the
 * option's first value when none is chosen, as the cart resolves it); every side in `sideIds`
 * without a rule, or when the chosen value has no entry.
 */
export function paidSides(product: Pick<Product, 'meta' | 'options'>, options: Readonly<Record<string, string>>, sideIds: readonly string[]): string[] {
  const rule = printedSidesRuleOf(product);
  if (!rule) return [...sideIds];
  const value = options[rule.option] ?? product.options.find((option) => option.name === rule.option)?.values[0]?.value;
  const listed = value === undefined ? undefined : rule.values[value];
  return listed ? sideIds.filter((id) => listed.includes(id)) : [...sideIds];
}

/**
 * Judges a line: the sides it pays for against the sides its design uses, and the cheapest upgrade
 * of the rule's option that pays for all of them (ties: the first value in the option's order).
 *
 * @example
 * const verdict = judgeSides(product, { print: 'front' }, design);
 * if (verdict.unpaid.length > 0) offer(`Print the back too, +${verdict.upgrade?.priceDelta}`);
 */
export function judgeSides(product: Pick<Product, 'meta' | 'options'>, options: Readonly<Record<string, string>>, design: Pick<DesignDocument, 'sides'>): SidesVerdict {
  const sideIds = design.sides.map((side) => side.id);
  const rule = printedSidesRuleOf(product);
  const paid = paidSides(product, options, sideIds);
  const withContent = sidesWithContent(design);
  const printed = withContent.filter((id) => paid.includes(id));
  const unpaid = withContent.filter((id) => !paid.includes(id));
  let upgrade: SideUpgrade | null = null;
  const option = rule && product.options.find((candidate) => candidate.name === rule.option);
  if (rule && option && unpaid.length > 0) {
    const chosen = option.values.find((value) => value.value === (options[rule.option] ?? option.values[0]?.value));
    for (const value of option.values) {
      const sides = rule.values[value.value] ?? sideIds;
      if (!withContent.every((id) => sides.includes(id))) continue;
      const priceDelta = value.priceDelta - (chosen?.priceDelta ?? 0);
      if (!upgrade || priceDelta < upgrade.priceDelta) upgrade = { option: rule.option, value: value.value, label: value.label, priceDelta, sides: sideIds.filter((id) => sides.includes(id)) };
    }
  }
  return { option: rule?.option ?? null, paid, withContent, printed, unpaid, upgrade };
}
