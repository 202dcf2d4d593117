import type { DesignDocument } from '@dcs/design';
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
 *   sides and the cheapest option value that prints them (`data.upgrade`), so the storefront offers it;
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
    // Loaded on first use: `dcs start` does not carry the design engine before a request needs it.
    const engine = draft.design === null || draft.design === undefined ? null : await import('@dcs/design');
    const design = engine && validDesign(engine.validateDesign, draft.design);
    if (engine && design) {
      const { judgeSides } = engine;
      const verdict = judgeSides(product, draft.options, design);
      if (verdict.unpaid.length > 0) {
        const names = verdict.unpaid.map((id) => design.sides.find((side) => side.id === id)?.name ?? id);
        const option = product.options.find((candidate) => candidate.name === verdict.option);
        const chosen = option?.values.find((value) => value.value === draft.options[option.name]);
        const { upgrade } = verdict;
        const remedy = upgrade
          ? `choose "${upgrade.label}" (${signedMoney(upgrade.priceDelta, product.currency)} per item) or clear ${names.length === 1 ? 'that side' : 'those sides'}.`
          : `clear ${names.length === 1 ? 'that side' : 'those sides'}.`;
        throw createError('svc_cart_side_unpaid', {
          params: { sides: names.join(', '), chosen: chosen?.label ?? draft.options[verdict.option ?? ''] ?? '', remedy },
          data: {
            sides: verdict.unpaid,
            option: verdict.option,
            value: chosen?.value ?? null,
            paid: verdict.paid,
            upgrade: upgrade && { option: upgrade.option, value: upgrade.value, label: upgrade.label, price_delta: upgrade.priceDelta, currency: product.currency },
          },
        });
      }
      printedSides = verdict.printed;
    }
    const options = describeOptions(product, draft.options);
    const mediaOption = product.meta.mediaOption;
    const line: OrderLine = {
      options,
      quantity: describeQuantity(product, draft.options, draft.quantity),
      media: options.find((option) => option.name === mediaOption) ?? null,
      printedSides,
      lowResolutionAccepted: accepted,
    };
    return { ...draft, meta: { ...draft.meta, [ORDER_LINE_META]: line } };
  });
}
