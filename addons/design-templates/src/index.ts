import { defineAddon } from '@dcs/addon-sdk/addon';
import { REGISTER_REST_ROUTES_ACTION, type RoutesService } from '@dcs/platform';

/**
 * Design templates and smart layouts: Reusable design templates, their assignment to shop products and the designer and quick personalization configs.
 * Registers its extension routes under `svc/v1/design-templates`; later issues add the business routes.
 */
export default defineAddon({
  activate({ slug, version, services: { hooks, auth } }) {
    hooks.addAction(REGISTER_REST_ROUTES_ACTION, (routes: RoutesService) => {
      routes.registerRestRoute('svc/v1', '/design-templates/status', {
        methods: 'GET',
        summary: 'Whether the design templates and smart layouts addon is active, and its version.',
        permission_callback: auth.permissions.admin(),
        callback: () => ({ addon: slug, version, active: true }),
      });
    });
  },
});
