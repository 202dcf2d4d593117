import { defineErrors } from '../error-definition.ts';

/**
 * The connector that shops on other platforms call: API keys, server-to-server orders and outgoing
 * webhooks (`docs/connector.md`).
 */
export const connectorErrors = defineErrors({
  // Shop API keys.
  svc_shop_key_invalid: {
    status: 401,
    message: 'The API key is unknown or revoked. Send a live key of this installation as "Authorization: Bearer <key>".',
  },
  svc_shop_key_scope_missing: { status: 403, message: 'The API key lacks the scope "{scope}" this request needs.' },
  svc_shop_key_input_invalid: { status: 400, message: 'The API key cannot be created: {reason}' },
  svc_shop_key_not_found: { status: 404, message: 'There is no API key {id}.' },
  // Server-to-server orders.
  svc_connector_order_invalid: { status: 400, message: 'The order cannot be taken: {reason}' },
  svc_connector_order_conflict: {
    status: 409,
    message: 'The shop order {shop_order_id} was sent before with other lines; an order is taken once and never changed.',
  },
  svc_connector_order_not_found: { status: 404, message: 'There is no order {shop_order_id} of the shop "{shop}".' },
  svc_connector_price_mismatch: {
    status: 409,
    message: 'Line {line_id}: the shop charged {charged} per unit, but the verified price is {verified}.',
  },
  svc_connector_quote_reused: {
    status: 409,
    message: 'Line {line_id}: the quote token was already used for another order line (order {used_by}); each quote pays for one line.',
  },
  svc_connector_quote_unverifiable: {
    status: 409,
    message: 'Line {line_id}: the line carries a quote token, but no pricing addon is active to verify it.',
  },
  svc_connector_design_not_found: { status: 404, message: 'Line {line_id}: there is no saved design {design_id}.' },
  // Outgoing webhooks.
  svc_webhook_input_invalid: { status: 400, message: 'The webhook endpoint cannot be saved: {reason}' },
  svc_webhook_not_found: { status: 404, message: 'There is no webhook endpoint {id}.' },
  svc_webhook_delivery_not_found: { status: 404, message: 'There is no webhook delivery {id}.' },
  svc_webhook_delivery_failed: { status: 502, message: 'The webhook endpoint answered {status}: {reason}' },
});
