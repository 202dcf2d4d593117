import { defineAddon } from '@dcs/addon-sdk/addon';
import { MEDIA_HOOKS, REGISTER_REST_ROUTES_ACTION, type MediaUse, type RoutesService } from '@dcs/platform';
import { configuratorMigrations } from './configurator-migrations.ts';
import { registerConfiguratorRoutes } from './configurator-routes.ts';
import { createMappingStore } from './mapping-store.ts';

/**
 * Smart configurator: per product, option values → layer changes (show, hide, text, color, image,
 * clipart, font, move to a named anchor), applied to a design by `applyConfiguratorMapping` of
 * `@dcs/design`, the same function the storefront runs. Routes under `svc/v1/smart-configurator`
 * (see docs/configurator.md).
 */
export default defineAddon<'routes' | 'hooks' | 'auth' | 'database' | 'shop' | 'clock'>({
  migrations: configuratorMigrations,
  activate({ slug, version, services: { hooks, auth, database, shop, clock } }) {
    const store = createMappingStore({ database, clock });
    // A picture an option swaps in is shown to customers: a published use of the media item.
    hooks.addFilter<MediaUse[]>(MEDIA_HOOKS.usage, async (uses: MediaUse[], id: number) => {
      const products = await store.productsUsingMedia(id);
      const named = await Promise.all(products.map(async (productId) => (await shop.getProduct(productId).catch(() => null))?.name ?? `Product ${productId}`));
      return [...uses, ...products.map((productId, i) => ({ type: 'configurator_mapping', id: productId, name: `Options of ${named[i]}`, published: true }))];
    });
    hooks.addAction(REGISTER_REST_ROUTES_ACTION, (routes: RoutesService) => {
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
