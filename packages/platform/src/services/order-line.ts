import type { Product } from './shop-service.ts';

/** One chosen option as people read it: `Paper: Soft-touch 400 g/m²`. */
export interface OrderLineOption {
  name: string;
  label: string;
  value: string;
  valueLabel: string;
}

/** What the cart quantity means: `1 pack of 500 cards`, or `3 items`. */
export interface OrderLineQuantity {
  /** The cart quantity. */
  count: number;
  /** The unit the quantity counts, singular or plural as `count` wants (`pack`, `packs`, `item`). */
  unit: string;
  /** Pieces per unit (the pack size), null when a unit is one piece. */
  perUnit: number | null;
  /** Pieces to produce in all: `count × perUnit`, or `count`. */
  pieces: number;
  /** The piece's name for `pieces` (`cards`), null when the unit is the piece. */
  piece: string | null;
  /** The whole meaning in one phrase. */
  text: string;
}

/**
 * The order line as the shop sold it, written by core into a cart line's `meta.line` when it is added
 * (and again when its quantity changes), frozen into the order with the line: every file a print shop
 * receives is made from it, not from the product as it is later.
 */
export interface OrderLine {
  /** Every option of the product, in the product's order, with the chosen value. */
  options: OrderLineOption[];
  quantity: OrderLineQuantity;
  /** The option naming the paper or blank (`product.meta.mediaOption`), null without one. */
  media: OrderLineOption | null;
  /**
   * Sides the line pays for and that carry content: the pages of the print file, in the design's
   * order (`judgeSides(...).printed` of `@dcs/design`). Null for a line without a design.
   */
  printedSides: string[] | null;
  /** Sides with content the options do not pay for, left out at the customer's choice (`drop_unpaid_sides`). */
  droppedSides: string[];
  /** The customer accepted printing photos below the printing resolution (shop setting `lowResolutionPhotos: accept`). */
  lowResolutionAccepted: boolean;
}

/** The `meta` key of {@link OrderLine} on cart and order lines. */
export const ORDER_LINE_META = 'line';

/** The order line stored in a line's meta, or null for a line added before core wrote it. */
export function orderLineOf(meta: Readonly<Record<string, unknown>> | null | undefined): OrderLine | null {
  const line = meta?.[ORDER_LINE_META];
  return typeof line === 'object' && line !== null && Array.isArray((line as OrderLine).options) ? (line as OrderLine) : null;
}

/** The options of `product` as chosen (resolved: every option has a value) with their labels. */
export function describeOptions(product: Pick<Product, 'options'>, options: Readonly<Record<string, string>>): OrderLineOption[] {
  return product.options.map((option) => {
    const value = options[option.name] ?? option.values[0]?.value ?? '';
    return { name: option.name, label: option.label, value, valueLabel: option.values.find((candidate) => candidate.value === value)?.label ?? value };
  });
}

/** `product.meta.quantityUnit` as the products resource stores it. */
interface QuantityUnit {
  unit: string;
  unitPlural: string;
  piecesOption?: string | null;
  piece?: string;
  piecePlural?: string;
}

/** What `count` of the product means with these options (`product.meta.quantityUnit`). */
export function describeQuantity(product: Pick<Product, 'meta'>, options: Readonly<Record<string, string>>, count: number): OrderLineQuantity {
  const rule = product.meta.quantityUnit as QuantityUnit | undefined;
  if (!rule) {
    const unit = count === 1 ? 'item' : 'items';
    return { count, unit, perUnit: null, pieces: count, piece: null, text: `${count} ${unit}` };
  }
  const unit = count === 1 ? rule.unit : rule.unitPlural;
  const perUnit = rule.piecesOption ? Number(options[rule.piecesOption]) : NaN;
  if (!Number.isSafeInteger(perUnit) || perUnit < 1) return { count, unit, perUnit: null, pieces: count, piece: null, text: `${count} ${unit}` };
  const piece = (perUnit === 1 ? rule.piece : rule.piecePlural) ?? rule.piecePlural ?? 'pieces';
  const pieces = count * perUnit;
  const total = count === 1 ? '' : ` (${pieces} ${rule.piecePlural ?? piece})`;
  return { count, unit, perUnit, pieces, piece: rule.piecePlural ?? piece, text: `${count} ${unit} of ${perUnit} ${piece}${total}` };
}
