import { defineAddon } from '@dcs/addon-sdk/addon';
import { REGISTER_REST_ROUTES_ACTION, type RoutesService } from '@dcs/platform';

/**
 * Smart configurator: Maps product options to design layers and applies a selected option to a design.
 * Registers its extension routes under `svc/v1/smart-configurator`; later issues add the business routes.
 */
export default defineAddon({
  activate({ slug, version, services: { hooks, auth } }) {
    hooks.addAction(REGISTER_REST_ROUTES_ACTION, (routes: RoutesService) => {
      routes.registerRestRoute('svc/v1', '/smart-configurator/status', {
        methods: 'GET',
        summary: 'Whether the smart configurator addon is active, and its version.',
        permission_callback: auth.permissions.admin(),
        callback: () => ({ addon: slug, version, active: true }),
      });
    });
  },
});
