import type { DesignDocument, SidesVerdict } from '@dcs/design';
import {
  ORDER_LINE_META,
  SHOP_HOOKS,
  createError,
  describeOptions,
  describeQuantity,
  orderLineOf,
  type CartItemDraft,
  type HooksService,
  type OrderLine,
  type Product,
  type Setting,
} from '@dcs/platform';

/** The cart line's meta key for the customer's `accept_low_resolution` (written by the cart route). */
export const ACCEPT_LOW_RESOLUTION_META = 'acceptLowResolution';
/** The cart line's meta key for the customer's `drop_unpaid_sides` (written by the cart route). */
export const DROP_UNPAID_SIDES_META = 'dropUnpaidSides';

/**
 * The design validated, or null when it is not a valid document: refusing it is the design addons'
 * business (pricing validates every line); such a line has no printed sides to judge.
 */
function validDesign(validate: (input: unknown) => DesignDocument, input: unknown): DesignDocument | null {
  try {
    return validate(input);
  } catch {
    return null;
  }
}

/** `svc_cart_side_unpaid`: the sides by name, the value chosen, and the cheapest upgrade to offer. */
function unpaidSides(verdict: SidesVerdict, design: DesignDocument, product: Product, options: Readonly<Record<string, string>>) {
  const names = verdict.unpaid.map((id) => design.sides.find((side) => side.id === id)?.name ?? id);
  const option = product.options.find((candidate) => candidate.name === verdict.option);
  const chosen = option?.values.find((value) => value.value === options[option.name]);
  const { upgrade } = verdict;
  const those = names.length === 1 ? 'that side' : 'those sides';
  const remedy = upgrade ? `choose "${upgrade.label}" (${signedMoney(upgrade.priceDelta, product.currency)} per item) or clear ${those}.` : `clear ${those}.`;
  return createError('svc_cart_side_unpaid', {
    params: { sides: names.join(', '), chosen: chosen?.label ?? options[verdict.option ?? ''] ?? '', remedy },
    data: {
      sides: verdict.unpaid,
      option: verdict.option,
      value: chosen?.value ?? null,
      paid: verdict.paid,
      upgrade: upgrade && { option: upgrade.option, value: upgrade.value, label: upgrade.label, price_delta: upgrade.priceDelta, currency: product.currency },
    },
  });
}

/** What {@link registerCartLineRules} needs. */
export interface CartLineRulesDeps {
  hooks: HooksService;
  lowResolutionPhotos: Setting<'block' | 'accept'>;
}

/** `+5.00 EUR`: a price difference as the refusal names it. */
function signedMoney(amount: number, currency: string): string {
  let digits = 2;
  try {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    // Not an ISO code: two decimals, as most currencies have.
  }
  return `${amount < 0 ? '-' : '+'}${(Math.abs(amount) / 10 ** digits).toFixed(digits)} ${currency}`;
}

/**
 * The shop's own rules of a cart line, applied on add and on quantity change (`shop.cart_item`):
 * - printed sides (`product.meta.printedSides`, `judgeSides` of `@dcs/design`): a design with content
 *   on a side the chosen options do not pay for is refused with `svc_cart_side_unpaid`, naming the
 *   sides and the cheapest option value that prints them (`data.upgrade`), so the storefront offers it,
 *   unless the customer chose to print the paid sides only (`drop_unpaid_sides`: those sides are left out);
 * - low resolution: `accept_low_resolution` is taken only when the shop lets customers accept lower
 *   quality (setting `lowResolutionPhotos: accept`), else `svc_cart_low_resolution_refused`;
 * - the order line (`meta.line`, {@link OrderLine}): option labels, what the quantity means, the media,
 *   the sides that print and the acceptance, frozen into the order for the print files.
 */
export function registerCartLineRules({ hooks, lowResolutionPhotos }: CartLineRulesDeps): void {
  hooks.addFilter<CartItemDraft>(SHOP_HOOKS.cartItemFilter, async (draft: CartItemDraft, product: Product) => {
    const accepted = draft.meta[ACCEPT_LOW_RESOLUTION_META] === true;
    // Checked when the line is added; a later quantity change keeps what was accepted then.
    if (accepted && orderLineOf(draft.meta) === null && (await lowResolutionPhotos.get()) !== 'accept') throw createError('svc_cart_low_resolution_refused');
    let printedSides: string[] | null = null;
    let droppedSides: string[] = [];
    // Loaded on first use: `dcs start` does not carry the design engine before a request needs it.
    const engine = draft.design === null || draft.design === undefined ? null : await import('@dcs/design');
    const design = engine && validDesign(engine.validateDesign, draft.design);
    if (engine && design) {
      const { judgeSides } = engine;
      const verdict = judgeSides(product, draft.options, design);
      // The customer chose to print the paid sides only (a template's back they keep but do not buy).
      const dropped = draft.meta[DROP_UNPAID_SIDES_META] === true ? verdict.unpaid : [];
      if (verdict.unpaid.length > 0 && dropped.length === 0) throw unpaidSides(verdict, design, product, draft.options);
      printedSides = verdict.printed;
      droppedSides = dropped;
    }
    const options = describeOptions(product, draft.options);
    const mediaOption = product.meta.mediaOption;
    const line: OrderLine = {
      options,
      quantity: describeQuantity(product, draft.options, draft.quantity),
      media: options.find((option) => option.name === mediaOption) ?? null,
      printedSides,
      droppedSides,
      lowResolutionAccepted: accepted,
    };
    return { ...draft, meta: { ...draft.meta, [ORDER_LINE_META]: line } };
  });
}
