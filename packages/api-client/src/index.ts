import { createApiClient, type ApiClient, type ClientSession } from './api-client.ts';
import type { AdminApi } from './generated/admin-api.ts';
import type { SvcApi } from './generated/svc-api.ts';

export * from './api-client.ts';
export type { AdminApi } from './generated/admin-api.ts';
export type { SvcApi } from './generated/svc-api.ts';

/** Options of {@link createDcsClient}. */
export interface DcsClientOptions {
  /** The installation's base URL (`DCS_BASE_URL`), e.g. `http://localhost:8080`; `''` for the page's own origin in a browser. */
  baseUrl: string;
  /** A nonce the page already has (the admin app gets one with its session). */
  nonce?: string;
  /**
   * A shop API key (`dcsk_…`, docs/connector.md): every request is then the shop server's, sent with
   * `Authorization: Bearer`, for the `/connector` routes. Server side only: never give a key to a page.
   */
  apiKey?: string;
  fetch?: typeof fetch;
}

/** Both APIs of one installation, sharing one session. */
export interface DcsClient {
  /** The portable admin API, `{base_url}/api/v1`. */
  readonly admin: ApiClient<AdminApi>;
  /** The extension API, `{base_url}/wp-json/svc/v1` (core's and the active addons' routes). */
  readonly svc: ApiClient<SvcApi>;
  readonly session: ClientSession;
  /** Signs an admin in (`POST /api/v1/session`); later requests carry the session and its nonce. */
  signIn(email: string, password: string): Promise<void>;
  /** Ends the admin session on the server. */
  signOut(): Promise<void>;
}

/**
 * A typed client of a dcs installation, for browser apps and for addon authors' tests (Node.js keeps
 * no cookies, so the client keeps the session cookies itself there). Errors reject with
 * `DcsApiError` carrying the server's `code`, `message` and `data`.
 *
 * @example
 * const dcs = createDcsClient({ baseUrl: 'http://localhost:8080' });
 * await dcs.signIn('admin@dcs.local', password);
 * const { data: addons } = await dcs.admin.request('GET /addons');
 * await dcs.admin.request('POST /addons/state', { body: ['print-queue'] });
 *
 * @example
 * // A connected shop's server (docs/connector.md)
 * const dcs = createDcsClient({ baseUrl: 'https://dcs.example', apiKey: process.env.DCS_API_KEY });
 * await dcs.admin.request('POST /connector/orders', { body: { shop_order_id: '1001', lines } });
 */
export function createDcsClient(options: DcsClientOptions): DcsClient {
  const base = options.baseUrl.replace(/\/+$/, '') || ((globalThis as { location?: { origin: string } }).location?.origin ?? '');
  const session: ClientSession = { nonce: options.nonce ?? null, cookies: new Map() };
  const shared = {
    session,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.apiKey ? { headers: { authorization: `Bearer ${options.apiKey}` } } : {}),
  };
  const admin = createApiClient<AdminApi>({ root: `${base}/api/v1`, ...shared });
  const svc = createApiClient<SvcApi>({ root: `${base}/wp-json/svc/v1`, ...shared });
  return {
    admin,
    svc,
    session,
    async signIn(email, password) {
      const { data } = await admin.request('POST /session', { body: { email, password } });
      session.nonce = (data as { nonce?: string }).nonce ?? session.nonce;
    },
    async signOut() {
      await admin.request('DELETE /session');
      session.nonce = null;
    },
  };
}
