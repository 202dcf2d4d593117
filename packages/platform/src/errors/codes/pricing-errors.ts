import { defineErrors } from '../error-definition.ts';

/** Errors of the Dynamic pricing addon. */
export const pricingErrors = defineErrors({
  svc_pricing_rule_invalid: { status: 400, message: 'The pricing rule is invalid: {reason}' },
  svc_pricing_rule_not_found: { status: 404, message: 'Pricing rule {id} was not found.' },
  svc_pricing_rule_limit: { status: 409, message: 'There can be at most {max} pricing rules.' },
  svc_pricing_quote_token_invalid: {
    status: 400,
    message: 'The price quote is not valid (unreadable or altered); please ask for a new quote.',
  },
  svc_pricing_quote_token_foreign: { status: 403, message: 'This price quote was made for another session.' },
  svc_pricing_quote_token_mismatch: {
    status: 409,
    message: 'This price quote was made for another {field}; please ask for a new quote.',
  },
  svc_pricing_quote_token_expired: { status: 409, message: 'This price quote expired; please ask for a new quote.' },
  svc_pricing_price_changed: {
    status: 409,
    message: 'The price of this item changed from {quoted} to {current}; please review it and ask for a new quote.',
  },
  svc_pricing_price_out_of_range: {
    status: 422,
    message: 'The prices of this item (its rules and price lines) give a unit price of {unitPrice}, outside what the shop accepts (0 to {max}).',
  },
});
