/**
 * Dynamic pricing: rules over the server-measured design metrics, product, options, printing
 * method and quantity; customer quotes with a signed token; every cart line repriced and every
 * quote re-verified at add-to-cart and checkout. See `docs/pricing.md`.
 */
declare const _default: import("@dcs/addon-sdk/addon").AddonDefinition<keyof import("@dcs/platform").PlatformServices>;
export default _default;
