import { defineAddon } from '@dcs/addon-sdk/addon';
import { REGISTER_REST_ROUTES_ACTION, type RoutesService } from '@dcs/platform';

/**
 * Dynamic pricing: Pricing rules evaluated server-side into price quotes for customized designs.
 * Registers its extension routes under `svc/v1/pricing`; later issues add the business routes.
 */
export default defineAddon({
  activate({ slug, version, services: { hooks, auth } }) {
    hooks.addAction(REGISTER_REST_ROUTES_ACTION, (routes: RoutesService) => {
      routes.registerRestRoute('svc/v1', '/pricing/status', {
        methods: 'GET',
        summary: 'Whether the dynamic pricing addon is active, and its version.',
        permission_callback: auth.permissions.admin(),
        callback: () => ({ addon: slug, version, active: true }),
      });
    });
  },
});
