/**
 * Design templates and smart layouts: reusable designs with thumbnails and placeholders, their
 * assignment to shop products (re-fitted to each product's print areas by per-element smart-layout
 * rules, with a captured mockup), and the designer and quick personalization configs. Routes under
 * `svc/v1/design-templates` (see docs/templates.md).
 */
declare const _default: import("@dcs/addon-sdk/addon").AddonDefinition<"assets" | "auth" | "clock" | "database" | "hooks" | "media" | "routes" | "shop" | "storage">;
export default _default;
