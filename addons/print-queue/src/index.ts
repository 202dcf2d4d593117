import { defineAddon } from '@dcs/addon-sdk/addon';
import { REGISTER_REST_ROUTES_ACTION, type RoutesService } from '@dcs/platform';

/**
 * Print queue: Print jobs with artifacts, tickets and barcodes, and hotfolder delivery.
 * Registers its extension routes under `svc/v1/print-queue`; later issues add the business routes.
 */
export default defineAddon({
  activate({ slug, version, services: { hooks, auth } }) {
    hooks.addAction(REGISTER_REST_ROUTES_ACTION, (routes: RoutesService) => {
      routes.registerRestRoute('svc/v1', '/print-queue/status', {
        methods: 'GET',
        summary: 'Whether the print queue addon is active, and its version.',
        permission_callback: auth.permissions.admin(),
        callback: () => ({ addon: slug, version, active: true }),
      });
    });
  },
});
