import { Type } from 'typebox';
import type { AuthService, DatabaseService } from '@dcs/platform';
import type { ApiRegistry } from '../common/api-registry.ts';
import { patchOf, registerCrudRoutes } from '../common/crud-routes.ts';
import type { UsageRegistry } from '../common/usage-registry.ts';
import { ColorInputSchema, ColorSchema, type ColorStore } from './color-store.ts';

/** The color palette: CRUD, reordering and groups. */
export function registerColorRoutes(api: ApiRegistry, deps: { auth: AuthService; colors: ColorStore; usage: UsageRegistry; database: DatabaseService }): void {
  const { colors, usage } = deps;
  const admin = deps.auth.permissions.admin();
  // Literal paths match before `/colors/{id}`, so these two never collide with an id.
  api.add('colors', {
    method: 'GET',
    path: '/colors/groups',
    summary: 'Group names of the palette with their number of colors.',
    permission_callback: admin,
    response: Type.Array(Type.Object({ name: Type.String(), count: Type.Integer() })),
    callback: () => colors.groups(deps.database),
  });
  api.add('colors', {
    method: 'POST',
    path: '/colors/reorder',
    summary: 'Sets the palette order: the listed ids get positions 0, 1, 2… in that order.',
    permission_callback: admin,
    bodySchema: Type.Object({ ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 1000, uniqueItems: true }) }, { additionalProperties: false }),
    response: Type.Object({ reordered: Type.Integer() }),
    callback: async (request) => {
      const { ids } = request.body as { ids: number[] };
      await colors.reorder(ids);
      return { reordered: ids.length };
    },
  });
  registerCrudRoutes(api, deps.auth, {
    path: '/colors',
    tag: 'colors',
    resource: 'Color',
    item: ColorSchema,
    createBody: ColorInputSchema,
    updateBody: patchOf(ColorInputSchema),
    sortable: ['position', 'name', 'group', 'id', 'created_at', 'updated_at'],
    filters: { group: { schema: Type.String({ maxLength: 60 }), description: 'Only colors of this group.' } },
    handlers: {
      list: (query, params) => colors.records.list(query, { group_name: params.group as string | undefined }),
      get: (id) => colors.records.get(id),
      create: (body) => colors.create(body),
      update: (id, body) => colors.update(id, body),
      usage: (id) => usage.of('color', id),
      remove: (id) => colors.records.delete(id),
    },
  });
}
