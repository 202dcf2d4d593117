import { defineAddon } from '@dcs/addon-sdk/addon';
import { MEDIA_HOOKS, REGISTER_REST_ROUTES_ACTION, type MediaUse, type RoutesService } from '@dcs/platform';
import { registerAssignmentRoutes, removeMediaQuietly } from './assignment-routes.ts';
import { registerConfigRoutes } from './config-routes.ts';
import { templateMigrations } from './template-migrations.ts';
import { registerTemplateMediaRoutes } from './template-media-routes.ts';
import { registerTemplateRoutes } from './template-routes.ts';
import { createTemplateService } from './template-service.ts';
import { createTemplateStore } from './template-store.ts';

/**
 * Design templates and smart layouts: reusable designs with thumbnails and placeholders, their
 * assignment to shop products (re-fitted to each product's print areas by per-element smart-layout
 * rules, with a captured mockup), and the designer and quick personalization configs. Routes under
 * `svc/v1/design-templates` (see docs/templates.md).
 */
export default defineAddon<'routes' | 'hooks' | 'auth' | 'database' | 'storage' | 'shop' | 'assets' | 'media' | 'clock'>({
  migrations: templateMigrations,
  activate({ slug, version, services }) {
    const { hooks, auth, database, storage, shop, assets, media, clock } = services;
    const store = createTemplateStore({ database, clock });
    const service = createTemplateService({ store, storage, assets, shop });
    // Templates and assignments are media users: listed for the admin, blocking deletes, published to customers.
    hooks.addFilter<MediaUse[]>(MEDIA_HOOKS.usage, async (uses: MediaUse[], id: number) => [...uses, ...(await store.mediaUses(id))]);
    hooks.addAction(REGISTER_REST_ROUTES_ACTION, (routes: RoutesService) => {
      routes.registerRestRoute('svc/v1', '/design-templates/status', {
        methods: 'GET',
        summary: 'Whether the design templates and smart layouts addon is active, and its version.',
        permission_callback: auth.permissions.admin(),
        callback: () => ({ addon: slug, version, active: true }),
      });
      registerTemplateRoutes(routes, { auth, storage, store, service, removeMedia: (id) => removeMediaQuietly(media, id) });
      registerAssignmentRoutes(routes, { auth, store, service, media });
      registerConfigRoutes(routes, { auth, shop, store });
      registerTemplateMediaRoutes(routes, { auth, hooks, media });
    });
  },
});
