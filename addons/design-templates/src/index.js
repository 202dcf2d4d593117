import { defineAddon } from '@dcs/addon-sdk/addon';
import { REGISTER_REST_ROUTES_ACTION } from '@dcs/platform';
import { registerAssignmentRoutes, removeMediaQuietly } from './assignment-routes.js';
import { registerConfigRoutes } from './config-routes.js';
import { templateMigrations } from './template-migrations.js';
import { registerTemplateRoutes } from './template-routes.js';
import { createTemplateService } from './template-service.js';
import { createTemplateStore } from './template-store.js';
/**
 * Design templates and smart layouts: reusable designs with thumbnails and placeholders, their
 * assignment to shop products (re-fitted to each product's print areas by per-element smart-layout
 * rules, with a captured mockup), and the designer and quick personalization configs. Routes under
 * `svc/v1/design-templates` (see docs/templates.md).
 */
export default defineAddon({
    migrations: templateMigrations,
    activate({ slug, version, services }) {
        const { hooks, auth, database, storage, shop, assets, media, clock } = services;
        const store = createTemplateStore({ database, clock });
        const service = createTemplateService({ store, storage, assets, shop });
        hooks.addAction(REGISTER_REST_ROUTES_ACTION, (routes) => {
            routes.registerRestRoute('svc/v1', '/design-templates/status', {
                methods: 'GET',
                summary: 'Whether the design templates and smart layouts addon is active, and its version.',
                permission_callback: auth.permissions.admin(),
                callback: () => ({ addon: slug, version, active: true }),
            });
            registerTemplateRoutes(routes, { auth, storage, store, service, removeMedia: (id) => removeMediaQuietly(media, id) });
            registerAssignmentRoutes(routes, { auth, store, service, media });
            registerConfigRoutes(routes, { auth, shop, store });
        });
    },
});
