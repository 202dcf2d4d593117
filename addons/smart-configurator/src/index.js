import { defineAddon } from '@dcs/addon-sdk/addon';
import { REGISTER_REST_ROUTES_ACTION } from '@dcs/platform';
import { configuratorMigrations } from './configurator-migrations.js';
import { registerConfiguratorRoutes } from './configurator-routes.js';
import { createMappingStore } from './mapping-store.js';
/**
 * Smart configurator: per product, option values → layer changes (show, hide, text, color, image,
 * clipart, font, move to a named anchor), applied to a design by `applyConfiguratorMapping` of
 * `@dcs/design`, the same function the storefront runs. Routes under `svc/v1/smart-configurator`
 * (see docs/configurator.md).
 */
export default defineAddon({
    migrations: configuratorMigrations,
    activate({ slug, version, services: { hooks, auth, database, shop, clock } }) {
        const store = createMappingStore({ database, clock });
        hooks.addAction(REGISTER_REST_ROUTES_ACTION, (routes) => {
            routes.registerRestRoute('svc/v1', '/smart-configurator/status', {
                methods: 'GET',
                summary: 'Whether the smart configurator addon is active, and its version.',
                permission_callback: auth.permissions.admin(),
                callback: () => ({ addon: slug, version, active: true }),
            });
            registerConfiguratorRoutes(routes, { auth, shop, store });
        });
    },
});
