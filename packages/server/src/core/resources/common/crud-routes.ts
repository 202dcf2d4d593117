import { Type, type TSchema } from 'typebox';
import { RestResponse, createError, paginated, type ArgDefinition, type AuthService, type RestRequest } from '@dcs/platform';
import type { ApiRegistry } from './api-registry.ts';
import { listQueryArgs, listQueryOf, type ListQuery } from './list-query.ts';

/** Something that uses a record and keeps it from being deleted (a card using a color…). */
export interface ResourceUse {
  type: string;
  id: number | string;
  name: string;
  /** Customers see the used record through this one (see `MediaUse` of `@dcs/platform`). */
  published?: boolean;
}

export const ResourceUseSchema = Type.Object({
  type: Type.String(),
  id: Type.Union([Type.Integer(), Type.String()]),
  name: Type.String(),
  published: Type.Optional(Type.Boolean({ description: 'Customers see the item through this record (a template places it), so the storefront serves it.' })),
});

/** Path id of every resource. */
export const IdArg = { id: { schema: Type.Integer({ minimum: 1 }), required: true, description: 'Id of the record.' } } satisfies Record<string, ArgDefinition>;

/** What a resource implements; the routes around it are the same for every resource. */
export interface CrudHandlers<T> {
  list(query: ListQuery, params: Readonly<Record<string, unknown>>): Promise<{ items: T[]; total: number }>;
  get(id: number): Promise<T>;
  create?(body: any, request: RestRequest): Promise<T>;
  update?(id: number, body: any, request: RestRequest): Promise<T>;
  /** Who uses the record; a delete is refused while this is not empty, unless forced. */
  usage?(id: number): Promise<ResourceUse[]>;
  remove(id: number): Promise<void>;
}

/** The shape of one resource's routes. */
export interface CrudSpec<T> {
  /** `/colors` */
  path: string;
  tag: string;
  /** Singular, for summaries and errors: `Color`. */
  resource: string;
  item: TSchema;
  createBody?: TSchema;
  updateBody?: TSchema;
  sortable: readonly [string, ...string[]];
  defaultSort?: { orderby?: string; order?: 'asc' | 'desc' };
  /** Extra list filters (`group`, `parent`…). */
  filters?: Record<string, ArgDefinition>;
  handlers: CrudHandlers<T>;
}

/**
 * Registers list, get, create, update (PATCH), usage and delete for one resource, all behind
 * `auth.permissions.admin()` (the host adds the nonce check on state-changing methods).
 *
 * A delete of a record still in use answers `svc_resource_in_use` (409) with `data.usedBy`; adding
 * `force=true` deletes it anyway and leaves the users' references dangling (they fail visibly where
 * they are rendered), which is what an admin cleaning up wants after reading the list.
 */
export function registerCrudRoutes<T>(api: ApiRegistry, auth: AuthService, spec: CrudSpec<T>): void {
  const admin = auth.permissions.admin();
  const { path, tag, resource, handlers } = spec;
  api.add(tag, {
    method: 'GET',
    path,
    summary: `Lists ${tag}: paged, searchable, sortable.`,
    permission_callback: admin,
    args: { ...listQueryArgs(spec.sortable, spec.defaultSort), ...spec.filters },
    response: Type.Array(spec.item),
    callback: async (request) => {
      const { items, total } = await handlers.list(listQueryOf(request.params), request.params);
      return paginated(items, total, request.params);
    },
  });
  api.add(tag, {
    method: 'GET',
    path: `${path}/{id}`,
    summary: `One ${resource.toLowerCase()}.`,
    permission_callback: admin,
    args: IdArg,
    response: spec.item,
    callback: (request) => handlers.get(request.params.id as number),
  });
  if (handlers.create && spec.createBody) {
    const create = handlers.create;
    api.add(tag, {
      method: 'POST',
      path,
      summary: `Creates a ${resource.toLowerCase()}.`,
      permission_callback: admin,
      bodySchema: spec.createBody,
      response: spec.item,
      callback: async (request) => new RestResponse(await create(request.body, request), { status: 201 }),
    });
  }
  if (handlers.update && spec.updateBody) {
    const update = handlers.update;
    api.add(tag, {
      method: 'PATCH',
      path: `${path}/{id}`,
      summary: `Changes the given fields of a ${resource.toLowerCase()}.`,
      permission_callback: admin,
      args: IdArg,
      bodySchema: spec.updateBody,
      response: spec.item,
      callback: (request) => update(request.params.id as number, request.body, request),
    });
  }
  const usage = handlers.usage;
  if (usage) {
    api.add(tag, {
      method: 'GET',
      path: `${path}/{id}/usage`,
      summary: `What uses the ${resource.toLowerCase()} (and keeps a plain delete from happening).`,
      permission_callback: admin,
      args: IdArg,
      response: Type.Object({ usedBy: Type.Array(ResourceUseSchema) }),
      callback: async (request) => {
        await handlers.get(request.params.id as number);
        return { usedBy: await usage(request.params.id as number) };
      },
    });
  }
  api.add(tag, {
    method: 'DELETE',
    path: `${path}/{id}`,
    summary: `Deletes a ${resource.toLowerCase()}; refused while in use unless force=true.`,
    permission_callback: admin,
    args: { ...IdArg, force: { schema: Type.Boolean(), default: false, description: 'Delete even while in use.' } },
    response: Type.Object({ deleted: Type.Literal(true), previous: spec.item }),
    callback: async (request) => {
      const id = request.params.id as number;
      const previous = await handlers.get(id);
      if (usage && request.params.force !== true) {
        const usedBy = await usage(id);
        if (usedBy.length > 0) {
          throw createError('svc_resource_in_use', { params: { resource, id, count: usedBy.length }, data: { usedBy } });
        }
      }
      await handlers.remove(id);
      return { deleted: true, previous };
    },
  });
}

/** A PATCH schema: every field of `create` optional, at least one present. */
export function patchOf<S extends TSchema>(create: S) {
  return Type.Partial(create, { minProperties: 1, additionalProperties: false });
}

/** Fields every stored record answers with. */
export const StoredFields = {
  id: Type.Integer(),
  createdAt: Type.Integer({ description: 'Epoch milliseconds.' }),
  updatedAt: Type.Integer({ description: 'Epoch milliseconds.' }),
};
