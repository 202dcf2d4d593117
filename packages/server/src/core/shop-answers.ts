import { Type } from 'typebox';
import { camelCaseAliases, type Cart, type CartItem, type Order, type OrderItem, type Product } from '@dcs/platform';

/*
 * The shop's records as `svc/v1` answers them: snake_case fields, with the camelCase names v1 answered
 * first as deprecated aliases (added by the dispatcher from these schemas). `options`, `meta` and
 * `design` are the records' open data (option names, addons' data, the design document) and keep their
 * own keys.
 */

const Money = (description: string) => Type.Integer({ description: `${description}, in minor units of the currency.` });
const Epoch = Type.Integer({ description: 'Epoch milliseconds.' });
const OpenData = (description: string) => Type.Record(Type.String(), Type.Unknown(), { description });

const OptionValueSchema = camelCaseAliases(
  Type.Object({ value: Type.String(), label: Type.String(), price_delta: Money('Added to the base price'), swatch: Type.Optional(Type.String()) }),
  ['price_delta'],
);

export const ProductAnswerSchema = camelCaseAliases(
  Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    sku: Type.String(),
    base_price: Money('Unit price before options'),
    currency: Type.String(),
    options: Type.Array(Type.Object({ name: Type.String(), label: Type.String(), values: Type.Array(OptionValueSchema) })),
    meta: OpenData('The designable configuration (sides, print areas), as the products resource keeps it.'),
    status: Type.Union([Type.Literal('active'), Type.Literal('archived')], { description: 'Always `active` here: archived products are not sold.' }),
    created_at: Epoch,
    updated_at: Epoch,
  }),
  ['base_price', 'created_at', 'updated_at'],
);

const lineFields = {
  product_id: Type.Integer(),
  quantity: Type.Integer(),
  options: Type.Record(Type.String(), Type.String(), { description: 'Chosen value per option name.' }),
  design: Type.Unknown({ description: 'The design document of a customized line, or null.' }),
  meta: OpenData('Data addons attach (the verified quote, price lines).'),
  unit_price: Money('Price of one unit'),
  line_total: Money('unit_price × quantity'),
};

export const CartItemAnswerSchema = camelCaseAliases(Type.Object({ id: Type.Integer(), ...lineFields }), ['product_id', 'unit_price', 'line_total']);

export const CartAnswerSchema = camelCaseAliases(
  Type.Object({
    session_id: Type.String({ description: 'The customer session (empty before its first write).' }),
    currency: Type.Union([Type.String(), Type.Null()]),
    items: Type.Array(CartItemAnswerSchema),
    total: Money('Sum of the lines'),
  }),
  ['session_id'],
);

const OrderItemAnswerSchema = camelCaseAliases(
  Type.Object({ id: Type.Integer(), ...lineFields, product_name: Type.String(), sku: Type.String() }),
  ['product_id', 'unit_price', 'line_total', 'product_name'],
);

export const OrderAnswerSchema = camelCaseAliases(
  Type.Object({
    id: Type.Integer(),
    session_id: Type.String(),
    source: Type.Union([Type.String(), Type.Null()], { description: 'The connected shop the order came from; null for this shop.' }),
    external_id: Type.Union([Type.String(), Type.Null()]),
    status: Type.String(),
    currency: Type.String(),
    total: Money('Order total'),
    email: Type.Union([Type.String(), Type.Null()]),
    items: Type.Array(OrderItemAnswerSchema),
    created_at: Epoch,
    updated_at: Epoch,
  }),
  ['session_id', 'external_id', 'created_at', 'updated_at'],
);

export function productAnswer(p: Product) {
  return {
    id: p.id,
    name: p.name,
    sku: p.sku,
    base_price: p.basePrice,
    currency: p.currency,
    options: p.options.map((o) => ({
      name: o.name,
      label: o.label,
      values: o.values.map((v) => ({ value: v.value, label: v.label, price_delta: v.priceDelta, ...(v.swatch === undefined ? {} : { swatch: v.swatch }) })),
    })),
    meta: p.meta,
    status: p.status,
    created_at: p.createdAt,
    updated_at: p.updatedAt,
  };
}

function lineAnswer(item: CartItem | OrderItem) {
  return {
    id: item.id,
    product_id: item.productId,
    quantity: item.quantity,
    options: item.options,
    design: item.design,
    meta: item.meta,
    unit_price: item.unitPrice,
    line_total: item.lineTotal,
  };
}

export function cartAnswer(cart: Cart) {
  return { session_id: cart.sessionId, currency: cart.currency, items: cart.items.map(lineAnswer), total: cart.total };
}

export function orderAnswer(order: Order) {
  return {
    id: order.id,
    session_id: order.sessionId,
    source: order.source,
    external_id: order.externalId,
    status: order.status,
    currency: order.currency,
    total: order.total,
    email: order.email,
    items: order.items.map((item) => ({ ...lineAnswer(item), product_name: item.productName, sku: item.sku })),
    created_at: order.createdAt,
    updated_at: order.updatedAt,
  };
}
