import { Type } from 'typebox';
import { RestResponse, createError, paginated, type AuthService } from '@dcs/platform';
import type { ApiRegistry } from '../common/api-registry.ts';
import { IdArg } from '../common/crud-routes.ts';
import { listQueryArgs, listQueryOf } from '../common/list-query.ts';
import { LicenseKeySchema, publicKey, type LicenseStore } from './license-store.ts';

const Status = Type.Object({
  slug: Type.String(),
  required: Type.Boolean({ description: 'False for an installed addon that needs no key (not an official paid one).' }),
  licensed: Type.Boolean({ description: "Installed: the addon's own key verifies today (what the runtime checks), or it needs none. Otherwise: an activated key covers it." }),
  licenseId: Type.Union([Type.String(), Type.Null()]),
  via: Type.Union([Type.Literal('bundle'), Type.Literal('product'), Type.Null()]),
  expiresAt: Type.Union([Type.String(), Type.Null()]),
  updatesUntil: Type.Union([Type.String(), Type.Null()]),
  problem: Type.Union([Type.String(), Type.Null()], { description: 'Error code of why an activated key does not cover it.' }),
});

/** License keys: activate, status per product slug and for the bundle, list, apply to addons, deactivate. */
export function registerLicenseRoutes(api: ApiRegistry, deps: { auth: AuthService; licenses: LicenseStore }): void {
  const { licenses } = deps;
  const admin = deps.auth.permissions.admin();
  api.add('license', {
    method: 'GET',
    path: '/license',
    summary: 'License status: the first-party bundle and every product slug (first-party, installed addons, named by a key).',
    permission_callback: admin,
    response: Type.Object({ bundle: Type.Intersect([Status, Type.Object({ active: Type.Boolean() })]), products: Type.Array(Status) }),
    callback: () => licenses.overview(),
  });
  api.add('license', {
    method: 'POST',
    path: '/license',
    summary: 'Activates a license key (verified offline against the trusted vendor license keys).',
    permission_callback: admin,
    bodySchema: Type.Object({ key: Type.String({ minLength: 1, maxLength: 4096 }) }, { additionalProperties: false }),
    response: Type.Object({ license: LicenseKeySchema, appliedTo: Type.Array(Type.String(), { description: 'Installed addons that now use this key.' }) }),
    callback: async (request) => {
      const { license, appliedTo } = await licenses.activate((request.body as { key: string }).key);
      return new RestResponse({ license: publicKey(license), appliedTo }, { status: 201 });
    },
  });
  api.add('license', {
    method: 'GET',
    path: '/license/products/{slug}',
    summary: 'Whether an activated key covers this product slug today; 404 svc_license_not_active when none does.',
    permission_callback: admin,
    args: { slug: { schema: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,63}$' }), required: true } },
    response: Status,
    callback: async (request) => {
      const status = await licenses.status(request.params.slug as string);
      if (!status.licensed) throw createError('svc_license_not_active', { params: { product: status.slug }, data: { problem: status.problem } });
      return status;
    },
  });
  api.add('license', {
    method: 'GET',
    path: '/license/keys',
    summary: 'Activated keys (without the keys themselves).',
    permission_callback: admin,
    args: listQueryArgs(['id', 'created_at', 'updated_at']),
    response: Type.Array(LicenseKeySchema),
    callback: async (request) => {
      const { items, total } = await licenses.records.list(listQueryOf(request.params));
      return paginated(items.map(publicKey), total, request.params);
    },
  });
  api.add('license', {
    method: 'POST',
    path: '/license/keys/{id}/apply',
    summary: 'Hands the key to installed official paid addons it covers that lack a valid key (e.g. uploaded after activation).',
    permission_callback: admin,
    args: IdArg,
    response: Type.Object({ appliedTo: Type.Array(Type.String()) }),
    callback: async (request) => ({ appliedTo: await licenses.apply(await licenses.records.get(request.params.id as number)) }),
  });
  api.add('license', {
    method: 'DELETE',
    path: '/license/keys/{id}',
    summary: 'Deactivates a key; addons holding it lose it and stop at their next activation.',
    permission_callback: admin,
    args: IdArg,
    response: Type.Object({ deleted: Type.Literal(true), previous: LicenseKeySchema, revokedFrom: Type.Array(Type.String()) }),
    callback: async (request) => {
      const previous = await licenses.records.get(request.params.id as number);
      return { deleted: true, previous: publicKey(previous), revokedFrom: await licenses.deactivate(previous.id) };
    },
  });
}
