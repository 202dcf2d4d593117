/**
 * Hooks of the storefront API. Filter `storefront.saved_design` (value `null`, extra arguments the
 * customer session id and a saved design id) answers the document of a design that session saved
 * through `svc/v1/designs`; core answers it, and throws `svc_resource_not_found` for a design of
 * another session or none. An addon that prices or checks designs (the quote's `design_id`) calls it
 * instead of reading core's tables.
 *
 * @example
 * const design = await services.hooks.applyFilters<unknown>(STOREFRONT_HOOKS.savedDesign, null, session.id, 42);
 */
export const STOREFRONT_HOOKS = {
  savedDesign: 'storefront.saved_design',
} as const;
