import type { AuthService } from '@dcs/platform';
import type { ApiRegistry } from '../common/api-registry.ts';
import { patchOf, registerCrudRoutes } from '../common/crud-routes.ts';
import type { UsageRegistry } from '../common/usage-registry.ts';
import { PrintingMethodInputSchema, PrintingMethodSchema, type PrintingMethodStore } from './printing-method-store.ts';

/** Printing methods under `/printing/methods`; an ICC profile they name counts as in use. */
export function registerPrintingRoutes(api: ApiRegistry, deps: { auth: AuthService; methods: PrintingMethodStore; usage: UsageRegistry }): void {
  const { methods, usage } = deps;
  usage.add('icc_profile', async (id) =>
    (await methods.records.findBy('icc_profile_id', id)).map((m) => ({ type: 'printing_method', id: m.id, name: m.name })),
  );
  registerCrudRoutes(api, deps.auth, {
    path: '/printing/methods',
    tag: 'printing',
    resource: 'Printing method',
    item: PrintingMethodSchema,
    createBody: PrintingMethodInputSchema,
    updateBody: patchOf(PrintingMethodInputSchema),
    sortable: ['name', 'code', 'id', 'created_at', 'updated_at'],
    handlers: {
      list: (query) => methods.records.list(query),
      get: (id) => methods.records.get(id),
      create: (body) => methods.create(body),
      update: (id, body) => methods.update(id, body),
      usage: (id) => usage.of('printing_method', id),
      remove: (id) => methods.records.delete(id),
    },
  });
}
