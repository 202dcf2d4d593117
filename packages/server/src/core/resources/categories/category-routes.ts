import { Type, type TSchema } from 'typebox';
import type { AuthService } from '@dcs/platform';
import type { ApiRegistry } from '../common/api-registry.ts';
import { patchOf, registerCrudRoutes } from '../common/crud-routes.ts';
import type { UsageRegistry } from '../common/usage-registry.ts';
import { CategoryInputSchema, CategorySchema, type CategoryStore } from './category-store.ts';

const TreeNode: TSchema = Type.Object({ id: Type.Integer(), name: Type.String(), parentId: Type.Union([Type.Integer(), Type.Null()]), children: Type.Array(Type.Object({}, { description: 'The same shape, nested.' })) });

/** Clipart categories: CRUD, the whole tree, and refusal to delete a category with children or cliparts. */
export function registerCategoryRoutes(api: ApiRegistry, deps: { auth: AuthService; categories: CategoryStore; usage: UsageRegistry }): void {
  const { categories, usage } = deps;
  usage.add('category', async (id) =>
    (await categories.records.findBy('parent_id', id)).map((c) => ({ type: 'category', id: c.id, name: c.name })),
  );
  api.add('categories', {
    method: 'GET',
    path: '/categories/tree',
    summary: 'Every category as a tree.',
    permission_callback: deps.auth.permissions.admin(),
    response: Type.Array(TreeNode),
    callback: () => categories.tree(),
  });
  registerCrudRoutes(api, deps.auth, {
    path: '/categories',
    tag: 'categories',
    resource: 'Category',
    item: CategorySchema,
    createBody: CategoryInputSchema,
    updateBody: patchOf(CategoryInputSchema),
    sortable: ['position', 'name', 'id', 'created_at', 'updated_at'],
    filters: { parent: { schema: Type.Integer({ minimum: 0 }), description: 'Only children of this category; 0 for top-level ones.' } },
    handlers: {
      list: (query, params) =>
        categories.records.list(query, { parent_id: params.parent === undefined ? undefined : params.parent === 0 ? null : (params.parent as number) }),
      get: (id) => categories.records.get(id),
      create: (body) => categories.create(body),
      update: (id, body) => categories.update(id, body),
      usage: (id) => usage.of('category', id),
      remove: async (id) => {
        // A forced delete lifts the children one level up rather than leaving them without a parent.
        const category = await categories.records.get(id);
        for (const child of await categories.records.findBy('parent_id', id)) await categories.update(child.id, { parentId: category.parentId });
        await categories.records.delete(id);
      },
    },
  });
}
