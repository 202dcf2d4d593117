import { Type } from 'typebox';
import { REST_NONCE_ACTION, RestResponse, createError, type AdminSession, type AuthService, type RestRequest, type RoutesService } from '@dcs/platform';

/**
 * How the host carries the admin session to the browser: the headers that set the cookie of a new
 * session's token, and those that clear it. The host owns the cookie's name and attributes.
 */
export interface AdminSessionCookie {
  set(token: string): Record<string, string>;
  clear(): Record<string, string>;
}

/** The public shape of the signed-in user. */
function userOut(session: AdminSession) {
  const { id, email, displayName, capabilities } = session.user;
  return { id, email, display_name: displayName, capabilities };
}

/**
 * Sign-in and sign-out of the admin app, under `api/v1/session`. The session id changes at every
 * sign-in (a new token), and the answer carries the nonce for state-changing requests.
 */
export function registerSessionRoutes(deps: { routes: RoutesService; auth: AuthService; cookie: AdminSessionCookie }): void {
  const { routes, auth, cookie } = deps;

  routes.registerAdminRoute({
    method: 'POST',
    path: '/session',
    summary: 'Sign in with email and password; sets the session cookie and returns the user and a nonce.',
    permission_callback: auth.permissions.public(),
    args: {
      email: { schema: Type.String({ minLength: 3, maxLength: 254 }), required: true },
      password: { schema: Type.String({ minLength: 1, maxLength: 1024 }), required: true },
    },
    callback: async (request) => {
      const { token, session } = await auth.signIn(String(request.params.email), String(request.params.password), { ip: request.ip });
      return new RestResponse(
        { user: userOut(session), nonce: auth.createNonce(REST_NONCE_ACTION, session) },
        { status: 201, headers: cookie.set(token) },
      );
    },
  });

  routes.registerAdminRoute({
    method: 'GET',
    path: '/session',
    summary: 'The signed-in user.',
    permission_callback: auth.permissions.admin(),
    callback: (request) => {
      const session = signedIn(request);
      return { user: userOut(session), nonce: auth.createNonce(REST_NONCE_ACTION, session) };
    },
  });

  routes.registerAdminRoute({
    method: 'DELETE',
    path: '/session',
    summary: 'Sign out: ends the session on the server and clears the cookie.',
    permission_callback: auth.permissions.admin(),
    callback: async (request) => {
      await auth.signOut(signedIn(request).id);
      return new RestResponse({ signed_out: true }, { headers: cookie.clear() });
    },
  });

  routes.registerAdminRoute({
    method: 'GET',
    path: '/session/nonce',
    summary: 'A fresh nonce, as plain text (the nonce endpoint of api-fetch-style clients).',
    permission_callback: auth.permissions.admin(),
    callback: (request) =>
      new RestResponse(auth.createNonce(REST_NONCE_ACTION, signedIn(request)), {
        headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
      }),
  });
}

function signedIn(request: RestRequest): AdminSession {
  if (!request.adminSession) throw createError('rest_not_logged_in');
  return request.adminSession;
}
