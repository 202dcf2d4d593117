/**
 * The one small client of the admin app. It speaks only the public APIs: the portable admin API
 * (`api/v1`) and the admin routes of the extension namespace (`wp-json/svc/v1`), with the cookie
 * session and the WordPress nonce (`X-WP-Nonce`) on state-changing requests.
 */

/** An answer of the API that is not a success: the catalogue's `{ code, message, data }`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly data: Record<string, unknown>;

  constructor(status: number, code: string, message: string, data: Record<string, unknown> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.data = data;
  }

  /**
   * Field messages of a `rest_invalid_param` answer, keyed by the form's dotted path: `data.details`
   * names each failing JSON path (`body` + `/output/resolutionDpi` → `output.resolutionDpi`),
   * `data.params` each failing parameter.
   */
  get fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    const details = this.data.details as Record<string, Array<{ path: string; message: string }>> | undefined;
    for (const [param, problems] of Object.entries(details ?? {})) {
      for (const problem of problems) {
        const field = (param === 'body' ? problem.path.slice(1) : `${param}${problem.path}`).replace(/\//g, '.');
        if (field) out[field] ??= problem.message;
      }
    }
    for (const [param, message] of Object.entries((this.data.params as Record<string, string> | undefined) ?? {})) {
      // `options[0].values[1].priceDelta` (the shop's own checks) → the form's `options.0.values.1.priceDelta`.
      const field = param.replace(/^body\//, '').replace(/\//g, '.').replace(/\[(\d+)\]/g, '.$1');
      out[field] ??= message;
    }
    return out;
  }
}

export type Api = 'admin' | 'svc';

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined | null>;
  /** A JSON body, or FormData for uploads. */
  body?: unknown;
  signal?: AbortSignal;
  /** Sign-in has no session yet, so no nonce to send. */
  anonymous?: boolean;
}

export interface ApiResponse<T> {
  status: number;
  headers: Headers;
  body: T;
}

/** Where the APIs live: the folder above the app's own (`{base_url}/admin/` → `{base_url}/`). */
export function apiRootOf(location: Location): string {
  return new URL('../', `${location.origin}${location.pathname}`).href;
}

/**
 * An svc/v1 answer without the deprecated camelCase aliases it still carries for v1 clients
 * (`minPpi` beside `min_ppi`, see docs/platform.md): the app reads and sends the snake_case names only,
 * so a form never sends back a stale alias beside the field it edited (the API refuses that pair).
 */
function withoutAliases(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutAliases);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const snake = key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    if (snake !== key && snake in value) continue;
    out[key] = withoutAliases(child);
  }
  return out;
}

export interface ApiClientOptions {
  root: string;
  fetch?: typeof fetch;
}

export function createApiClient(options: ApiClientOptions) {
  const fetcher = options.fetch ?? globalThis.fetch.bind(globalThis);
  let nonce: string | null = null;
  const unauthorizedListeners = new Set<() => void>();

  const prefix = (api: Api) => (api === 'admin' ? 'api/v1' : 'wp-json/svc/v1');

  function url(api: Api, path: string, query?: RequestOptions['query']): string {
    const target = new URL(`${prefix(api)}${path}`, options.root);
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null && value !== '') target.searchParams.set(key, String(value));
    }
    return target.href;
  }

  async function raw(method: string, api: Api, path: string, request: RequestOptions = {}): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (method !== 'GET' && !request.anonymous) headers['x-wp-nonce'] = await ensureNonce();
    let body: BodyInit | undefined;
    if (request.body instanceof FormData) body = request.body;
    else if (request.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.body);
    }
    const response = await fetcher(url(api, path, request.query), { method, headers, body, credentials: 'same-origin', signal: request.signal });
    // Every answer to a signed-in admin carries a fresh nonce.
    const fresh = response.headers.get('x-wp-nonce');
    if (fresh) nonce = fresh;
    if (!response.ok) throw await errorOf(response);
    return response;
  }

  async function errorOf(response: Response): Promise<ApiError> {
    let parsed: { code?: string; message?: string; data?: Record<string, unknown> } = {};
    try {
      parsed = await response.json();
    } catch {
      // Not the API's JSON (a proxy page): the status says enough.
    }
    if (response.status === 401) for (const listener of unauthorizedListeners) listener();
    return new ApiError(response.status, parsed.code ?? `http_${response.status}`, parsed.message ?? response.statusText, parsed.data ?? {});
  }

  /** The current nonce, fetched from the session when the app has none yet (after a reload). */
  async function ensureNonce(): Promise<string> {
    nonce ??= String((await request<string>('GET', 'admin', '/session/nonce')).body).trim();
    return nonce;
  }

  async function request<T = any>(method: string, api: Api, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const response = await raw(method, api, path, options);
    const type = response.headers.get('content-type') ?? '';
    const parsed: unknown = type.includes('json') ? await response.json() : await response.text();
    const body = (api === 'svc' ? withoutAliases(parsed) : parsed) as T;
    return { status: response.status, headers: response.headers, body };
  }

  return {
    /** The base URL the APIs live under (`{base_url}/`). */
    root: options.root,
    url,
    raw,
    request,
    get: <T = any>(api: Api, path: string, query?: RequestOptions['query']) => request<T>('GET', api, path, { query }),
    post: <T = any>(api: Api, path: string, body?: unknown) => request<T>('POST', api, path, { body }),
    setNonce(value: string | null) {
      nonce = value;
    },
    ensureNonce,
    /** Called on every 401 (the session ended). */
    onUnauthorized(listener: () => void): () => void {
      unauthorizedListeners.add(listener);
      return () => unauthorizedListeners.delete(listener);
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** A refusal as staff read it: the API's message, with its stable code unless `withCode` is false. */
export function describeError(error: unknown, withCode = true): string {
  if (error instanceof ApiError) return withCode ? `${error.message} (${error.code})` : error.message;
  return error instanceof Error ? error.message : String(error);
}
