/**
 * The codes the storefront elements raise themselves, in the browser, before or instead of a server
 * answer. A host page sees them in `dcs-error` events beside the server's catalogue codes
 * (`docs/errors.md`), so they are as stable as those and `docs/storefront.md` lists every one (a
 * test keeps the three in sync). A check the browser makes ahead of the server (a photo too large
 * before uploading) raises the server's own code instead.
 */
export const CLIENT_ERRORS = {
  network: 'The shop cannot be reached (offline, blocked or cross-origin without a grant).',
  error: 'An unexpected failure in the element; the message says what.',
  svc_designer_product_missing: 'The product-id attribute is missing or not a product id.',
  svc_designer_product_not_designable: 'The product has no designable sides.',
  svc_designer_not_ready: 'The host page called the element before `element.ready` settled.',
  svc_designer_quote_missing: 'Add to cart before the price of the latest change is known.',
  svc_designer_price_updated: 'Add to cart found the price changed since it was shown (a rule or the catalogue changed); the new price is on screen for the customer to confirm.',
  svc_designer_host_cart_failed: "The host page's own cart (`hostCart`) failed without a code of its own; the message is its error's.",
  svc_quick_font_refused: 'A font the personalization field does not offer.',
  svc_quick_color_refused: 'A colour the personalization field does not offer.',
  svc_quick_field_unknown: 'The host page named a field the template does not have.',
  svc_quick_preflight_errors: 'Add to cart while the print check reports errors.',
} as const;

/** A code raised by the storefront elements themselves. */
export type ClientErrorCode = keyof typeof CLIENT_ERRORS;
