import { defineErrors } from '../error-definition.ts';

/** The host's commerce: products, carts, orders. */
export const shopErrors = defineErrors({
  svc_product_not_found: { status: 404, message: 'Product {id} was not found.' },
  svc_product_archived: {
    status: 410,
    message: 'Product {id} ({name}) is no longer sold. Choose another product, or remove it from your cart to check out.',
  },
  svc_product_sku_taken: { status: 409, message: 'A product with the SKU {sku} already exists.' },
  svc_product_invalid: { status: 400, message: 'The product is invalid: {reason}' },
  svc_product_option_invalid: { status: 400, message: 'Option "{option}" has no value "{value}" on this product.' },
  svc_cart_item_not_found: { status: 404, message: 'Cart item {id} was not found in your cart.' },
  svc_cart_item_invalid: { status: 400, message: 'The cart item is invalid: {reason}' },
  svc_cart_currency_mismatch: {
    status: 409,
    message: 'Your cart holds prices in {cart}; a product priced in {currency} cannot be added to it.',
  },
  svc_cart_empty: { status: 409, message: 'The cart is empty.' },
  svc_cart_repriced: {
    status: 409,
    message: 'The prices in your cart changed (total {previous} → {current}); your cart now shows the current prices. Please review it and check out again.',
  },
  svc_cart_side_unpaid: {
    status: 422,
    message: 'The design prints on {sides}, which "{chosen}" does not include; {remedy}',
  },
  svc_cart_low_resolution_refused: {
    status: 422,
    message: 'This shop prints only photos at full resolution; lower quality cannot be accepted. Please use a larger photo.',
  },
  svc_checkout_invalid: { status: 400, message: 'The checkout details are invalid: {reason}' },
  svc_shop_query_invalid: { status: 400, message: 'The list query is invalid: {reason}' },
  svc_order_not_found: { status: 404, message: 'Order {id} was not found.' },
  svc_order_item_not_found: { status: 404, message: 'Order {id} has no designed item {item}.' },
  svc_order_transition_invalid: {
    status: 409,
    message: 'An order in status "{from}" cannot move to "{to}".',
  },
});
