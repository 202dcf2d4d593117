import { Type } from 'typebox';
import { RestResponse, SHOP_KEY_SCOPES, type AuthService, type ShopKeyScope } from '@dcs/platform';
import type { ApiRegistry } from '../resources/common/api-registry.ts';
import { IdArg } from '../resources/common/crud-routes.ts';

const Scope = Type.Union(SHOP_KEY_SCOPES.map((scope) => Type.Literal(scope)));
const Time = Type.Union([Type.Integer(), Type.Null()]);
export const ShopKeySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  shop: Type.String({ description: 'The shop the key speaks for; its order ids are unique per shop.' }),
  prefix: Type.String({ description: 'The first characters of the secret, to tell keys apart.' }),
  scopes: Type.Array(Scope),
  createdAt: Type.Integer(),
  lastUsedAt: Time,
  revokedAt: Time,
});

/**
 * Shop API keys under `api/v1/shop-keys`, for staff: create (the secret is in that answer only), list,
 * revoke. Only staff signed in with their cookie manage keys; a key never manages keys.
 */
export function registerShopKeyRoutes(api: ApiRegistry, deps: { auth: AuthService }): void {
  const { auth } = deps;
  const admin = auth.permissions.admin();
  api.add('shop-keys', {
    method: 'GET',
    path: '/shop-keys',
    summary: 'Shop API keys, newest first, revoked ones included (never their secrets).',
    permission_callback: admin,
    response: Type.Array(ShopKeySchema),
    callback: () => auth.listShopKeys(),
  });
  api.add('shop-keys', {
    method: 'POST',
    path: '/shop-keys',
    summary: 'Creates a key; the answer holds its secret, shown this once and stored only as a hash.',
    permission_callback: admin,
    bodySchema: Type.Object(
      {
        name: Type.String({ minLength: 1, maxLength: 100 }),
        shop: Type.Optional(Type.String({ pattern: '^[a-z0-9][a-z0-9_-]{0,39}$' })),
        scopes: Type.Array(Scope, { minItems: 1, maxItems: SHOP_KEY_SCOPES.length, uniqueItems: true }),
      },
      { additionalProperties: false },
    ),
    response: Type.Object({ key: ShopKeySchema, secret: Type.String({ description: 'Send as "Authorization: Bearer <secret>".' }) }),
    callback: async (request) => {
      const body = request.body as { name: string; shop?: string; scopes: ShopKeyScope[] };
      return new RestResponse(await auth.createShopKey(body), { status: 201, headers: { 'cache-control': 'no-store' } });
    },
  });
  api.add('shop-keys', {
    method: 'DELETE',
    path: '/shop-keys/{id}',
    summary: 'Revokes a key: it authenticates nothing from now on. The record stays for the log.',
    permission_callback: admin,
    args: IdArg,
    response: ShopKeySchema,
    callback: (request) => auth.revokeShopKey(request.params.id as number),
  });
}
