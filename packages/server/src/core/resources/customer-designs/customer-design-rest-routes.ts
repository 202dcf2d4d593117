import { Type } from 'typebox';
import { RestResponse, camelCaseAliases, listArgs, pageOf, paginated, type AuthService, type RestRequest, type RoutesService } from '@dcs/platform';
import type { CustomerDesign, CustomerDesignStore } from './customer-design-store.ts';

const Id = { id: { schema: Type.Integer({ minimum: 1 }), required: true } };

/** What a storefront sends to save a design (`productId` is the deprecated name of `product_id`). */
const DesignBodySchema = camelCaseAliases(
  Type.Object(
    {
      name: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'Default: the design document\'s name.' })),
      product_id: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], { description: 'The shop product the design is for.' })),
      design: Type.Unknown({ description: 'The design document; migrated and validated by @dcs/design (svc_design_invalid names the failing JSON path).' }),
    },
    { additionalProperties: false },
  ),
  ['product_id'],
);
type DesignBody = { name?: string; product_id?: number | null; design: unknown };

/** A saved design as customers see their own (never whose session saved it). */
const OwnDesignSchema = camelCaseAliases(
  Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    product_id: Type.Union([Type.Integer(), Type.Null()]),
    sides: Type.Integer(),
    elements: Type.Integer({ description: 'Elements in the whole design, groups counted with their children.' }),
    design: Type.Unknown({ description: 'The design document (its own format, versioned by @dcs/design).' }),
    created_at: Type.Integer({ description: 'Epoch milliseconds.' }),
    updated_at: Type.Integer({ description: 'Epoch milliseconds.' }),
  }),
  ['product_id', 'created_at', 'updated_at'],
);

function ownDesign(d: CustomerDesign) {
  return { id: d.id, name: d.name, product_id: d.productId, sides: d.sides, elements: d.elements, design: d.design, created_at: d.createdAt, updated_at: d.updatedAt };
}

function designInput(body: DesignBody) {
  return { name: body.name, productId: body.product_id, design: body.design };
}

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
    bodySchema: DesignBodySchema,
    response: OwnDesignSchema,
    callback: async (request) => new RestResponse(ownDesign(await designs.save(await newOrOwnSession(request), designInput(request.body as DesignBody))), { status: 201 }),
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
    bodySchema: DesignBodySchema,
    response: OwnDesignSchema,
    callback: async (request) => ownDesign(await designs.replace(await ownSession(request), request.params.id as number, designInput(request.body as DesignBody))),
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
    response: Type.Object({ deleted: Type.Literal(true), previous: OwnDesignSchema }),
  });
}
