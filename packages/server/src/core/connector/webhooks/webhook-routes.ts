import { Type } from 'typebox';
import { RestResponse, listArgs, pageOf, paginated, type AuthService } from '@dcs/platform';
import type { ApiRegistry } from '../../resources/common/api-registry.ts';
import { IdArg } from '../../resources/common/crud-routes.ts';
import type { WebhookSender } from './webhook-sender.ts';
import { WEBHOOK_EVENTS, type WebhookInput, type WebhookStore } from './webhook-store.ts';

const Event = Type.Union(WEBHOOK_EVENTS.map((event) => Type.Literal(event)));
const Fields = {
  url: Type.String({ minLength: 8, maxLength: 2000, description: 'Where the signed POSTs go (http or https).' }),
  description: Type.Optional(Type.String({ maxLength: 500 })),
  events: Type.Array(Event, { minItems: 1, maxItems: WEBHOOK_EVENTS.length, uniqueItems: true }),
  enabled: Type.Optional(Type.Boolean()),
};
const EndpointSchema = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  description: Type.String(),
  events: Type.Array(Event),
  secret: Type.String({ description: 'whsec_… : the key receivers verify the webhook-signature header with.' }),
  enabled: Type.Boolean(),
  createdAt: Type.Integer(),
  updatedAt: Type.Integer(),
});
const DeliverySchema = Type.Object({
  id: Type.Integer(),
  webhookId: Type.Integer(),
  messageId: Type.String({ description: 'The webhook-id header; a resend keeps it.' }),
  event: Type.String(),
  payload: Type.Unknown(),
  state: Type.Union([Type.Literal('pending'), Type.Literal('delivered'), Type.Literal('failed')]),
  attempts: Type.Integer(),
  lastStatus: Type.Union([Type.Integer(), Type.Null()]),
  lastError: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.Integer(),
  updatedAt: Type.Integer(),
  deliveredAt: Type.Union([Type.Integer(), Type.Null()]),
});

/** Webhook endpoints, their delivery log and resends, for staff under `api/v1/webhooks`. */
export function registerWebhookRoutes(api: ApiRegistry, deps: { auth: AuthService; store: WebhookStore; sender: WebhookSender }): void {
  const { store, sender } = deps;
  const admin = deps.auth.permissions.admin();
  api.add('webhooks', { method: 'GET', path: '/webhooks', summary: 'Webhook endpoints.', permission_callback: admin, response: Type.Array(EndpointSchema), callback: () => store.list() });
  api.add('webhooks', {
    method: 'POST',
    path: '/webhooks',
    summary: 'Registers an endpoint for events; its signing secret is made here.',
    permission_callback: admin,
    bodySchema: Type.Object(Fields, { additionalProperties: false }),
    response: EndpointSchema,
    callback: async (request) => new RestResponse(await store.create(request.body as WebhookInput), { status: 201 }),
  });
  api.add('webhooks', { method: 'GET', path: '/webhooks/{id}', summary: 'One endpoint.', permission_callback: admin, args: IdArg, response: EndpointSchema, callback: (request) => store.endpoint(request.params.id as number) });
  api.add('webhooks', {
    method: 'PATCH',
    path: '/webhooks/{id}',
    summary: 'Changes an endpoint (URL, events, on or off).',
    permission_callback: admin,
    args: IdArg,
    bodySchema: Type.Partial(Type.Object(Fields), { additionalProperties: false, minProperties: 1 }),
    response: EndpointSchema,
    callback: (request) => store.update(request.params.id as number, request.body as Partial<WebhookInput>),
  });
  api.add('webhooks', {
    method: 'DELETE',
    path: '/webhooks/{id}',
    summary: 'Removes an endpoint and its delivery log.',
    permission_callback: admin,
    args: IdArg,
    callback: async (request) => {
      await store.remove(request.params.id as number);
      return { deleted: true };
    },
  });
  api.add('webhooks', {
    method: 'GET',
    path: '/webhooks/{id}/deliveries',
    summary: "The endpoint's delivery log, newest first: each message, its attempts and the last answer.",
    permission_callback: admin,
    args: { ...IdArg, ...listArgs },
    response: Type.Array(DeliverySchema),
    callback: async (request) => {
      const id = request.params.id as number;
      await store.endpoint(id);
      const { perPage, offset } = pageOf(request.params);
      const { items, total } = await store.deliveries(id, { limit: perPage, offset });
      return paginated(items, total, request.params);
    },
  });
  api.add('webhooks', {
    method: 'POST',
    path: '/webhook-deliveries/{id}/resend',
    summary: 'Sends a delivered or failed message again, as a new delivery with the same webhook-id.',
    permission_callback: admin,
    args: IdArg,
    response: DeliverySchema,
    callback: async (request) => new RestResponse(await sender.resend(request.params.id as number), { status: 201 }),
  });
}
