import type { PermissionCallback } from '@dcs/platform';

/** Who a route is for, as its permission callback tells: the host grants cross-origin access by it. */
export type PermissionAudience = 'admin' | 'customer' | 'public' | 'shop';

const AUDIENCE = Symbol('dcs.permission-audience');

/** Marks a permission callback made by the auth service with the audience it admits. */
export function withAudience(audience: PermissionAudience, callback: PermissionCallback): PermissionCallback {
  return Object.assign(callback, { [AUDIENCE]: audience });
}

/**
 * The audience of a route's permission callback. A callback the auth service did not make (a route's
 * own check) counts as `admin`: only routes declared customer or public are ever opened to other origins
 * (a shop route is for servers, which need no CORS grant).
 */
export function audienceOf(callback: PermissionCallback): PermissionAudience {
  return (callback as PermissionCallback & { [AUDIENCE]?: PermissionAudience })[AUDIENCE] ?? 'admin';
}
