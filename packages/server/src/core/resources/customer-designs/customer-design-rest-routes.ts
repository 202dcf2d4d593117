import { Type } from 'typebox';
import { RestResponse, listArgs, pageOf, paginated, type AuthService, type RestRequest, type RoutesService } from '@dcs/platform';
import { CustomerDesignInputSchema, OwnDesignSchema, ownDesign, type CustomerDesignStore } from './customer-design-store.ts';

const Id = { id: { schema: Type.Integer({ minimum: 1 }), required: true } };

/**
 * The storefront's saved designs in `svc/v1`, scoped to the customer session: a customer sees,
 * replaces and deletes only the designs their own session saved (others answer 404). Every saved
 * document is migrated and validated by `@dcs/design`. Called inside `svc_register_rest_routes`.
 */
export function registerCustomerDesignRestRoutes(routes: RoutesService, deps: { auth: AuthService; designs: CustomerDesignStore }): void {
  const { designs } = deps;
  const customer = deps.auth.permissions.customer();
  // Saving starts the session; everything else reads the caller's (none before its first save: nothing is theirs).
  const newOrOwnSession = async (request: RestRequest) => (await request.customerSession({ create: true })).id;
  const ownSession = async (request: RestRequest) => (await request.customerSession())?.id ?? null;

  routes.registerRestRoute('svc/v1', '/designs', {
    methods: 'POST',
    summary: 'Saves a design for the current customer session.',
    permission_callback: customer,
    bodySchema: CustomerDesignInputSchema,
    response: OwnDesignSchema,
    callback: async (request) => new RestResponse(ownDesign(await designs.save(await newOrOwnSession(request), request.body as never)), { status: 201 }),
  });
  routes.registerRestRoute('svc/v1', '/designs', {
    methods: 'GET',
    summary: "The current session's saved designs, newest first.",
    permission_callback: customer,
    args: listArgs,
    response: Type.Array(OwnDesignSchema),
    callback: async (request) => {
      const { page, perPage, offset } = pageOf(request.params);
      const session = await ownSession(request);
      if (session === null) return paginated([], 0, request.params);
      const { items, total } = await designs.records.list({ page, perPage, offset, search: undefined, orderby: 'created_at', order: 'desc' }, { session_id: session });
      return paginated(items.map(ownDesign), total, request.params);
    },
  });
  routes.registerRestRoute('svc/v1', '/designs/{id}', {
    methods: 'GET',
    summary: 'One saved design of the current session.',
    permission_callback: customer,
    args: Id,
    response: OwnDesignSchema,
    callback: async (request) => ownDesign(await designs.own(await ownSession(request), request.params.id as number)),
  });
  routes.registerRestRoute('svc/v1', '/designs/{id}', {
    methods: 'PUT',
    summary: 'Replaces a saved design of the current session.',
    permission_callback: customer,
    args: Id,
    bodySchema: CustomerDesignInputSchema,
    response: OwnDesignSchema,
    callback: async (request) => ownDesign(await designs.replace(await ownSession(request), request.params.id as number, request.body as never)),
  });
  routes.registerRestRoute('svc/v1', '/designs/{id}', {
    methods: 'DELETE',
    summary: 'Deletes a saved design of the current session.',
    permission_callback: customer,
    args: Id,
    callback: async (request) => {
      const design = await designs.own(await ownSession(request), request.params.id as number);
      await designs.records.delete(design.id);
      return { deleted: true, previous: ownDesign(design) };
    },
  });
}
