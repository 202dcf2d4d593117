/**
 * Hooks of the storefront API.
 *
 * Filter `storefront.design_assets` (value a design document, extra argument the customer session id)
 * answers the design unchanged when a customer may use every asset it names, and throws what the cart
 * would throw otherwise: `svc_upload_not_yours` for an `upload:<id>` that is not this session's (another
 * session's and a missing one alike, so ids cannot be probed), `svc_media_not_published` for a
 * `media:<id>` that no template or option offers. An addon that works on a customer's design before it
 * reaches the cart (the quote) calls it first, so it sees only what the cart would accept.
 *
 * Filter `storefront.saved_design` (value `null`, extra arguments the
 * customer session id and a saved design id) answers the document of a design that session saved
 * through `svc/v1/designs`; core answers it, and throws `svc_resource_not_found` for a design of
 * another session or none. An addon that prices or checks designs (the quote's `design_id`) calls it
 * instead of reading core's tables.
 *
 * @example
 * const design = await services.hooks.applyFilters<unknown>(STOREFRONT_HOOKS.savedDesign, null, session.id, 42);
 * await services.hooks.applyFilters<unknown>(STOREFRONT_HOOKS.designAssets, design, session.id);
 */
export const STOREFRONT_HOOKS = {
  designAssets: 'storefront.design_assets',
  savedDesign: 'storefront.saved_design',
} as const;
