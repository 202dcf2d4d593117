/**
 * Smart configurator: per product, option values → layer changes (show, hide, text, color, image,
 * clipart, font, move to a named anchor), applied to a design by `applyConfiguratorMapping` of
 * `@dcs/design`, the same function the storefront runs. Routes under `svc/v1/smart-configurator`
 * (see docs/configurator.md).
 */
declare const _default: import("@dcs/addon-sdk/addon").AddonDefinition<"auth" | "clock" | "database" | "hooks" | "routes" | "shop">;
export default _default;
