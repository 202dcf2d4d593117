/** One operation of a generated API interface (`AdminApi`, `SvcApi`). */
export interface ApiOperation {
  path: object;
  query: object;
  body: unknown;
  response: unknown;
}

/** What {@link ApiClient.request} takes besides the operation: path parameters are required when the path has any. */
export type RequestOptions<O extends ApiOperation> = (keyof O['path'] extends never ? { path?: O['path'] } : { path: O['path'] }) & {
  query?: Partial<O['query']>;
  /** JSON (an object or array), or `FormData` for uploads. */
  body?: O['body'];
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/** A successful answer. */
export interface ApiAnswer<T> {
  status: number;
  headers: Headers;
  data: T;
}

/** An error answer, as the server said it: `{ code, message, data: { status, … } }` (docs/errors.md). */
export class DcsApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly data: Record<string, unknown>;

  constructor(code: string, message: string, status: number, data: Record<string, unknown> = {}) {
    super(message);
    this.name = 'DcsApiError';
    this.code = code;
    this.status = status;
    this.data = data;
  }
}

/** A typed client of one API; operations are named `"METHOD /path"` as in the OpenAPI document. */
export interface ApiClient<Api> {
  request<K extends keyof Api & string>(
    operation: K,
    ...options: Api[K] extends ApiOperation
      ? Record<never, never> extends RequestOptions<Api[K]>
        ? [options?: RequestOptions<Api[K]>]
        : [options: RequestOptions<Api[K]>]
      : never
  ): Promise<ApiAnswer<Api[K] extends ApiOperation ? Api[K]['response'] : never>>;
}

/** The session state a client keeps between requests. */
export interface ClientSession {
  /** The nonce state-changing admin requests carry (from sign-in, refreshed from `X-WP-Nonce` answers). */
  nonce: string | null;
  /**
   * Cookies kept by the client itself where the runtime does not keep them (Node.js); a browser keeps
   * its own and never shows them to scripts, so this stays empty there.
   */
  readonly cookies: Map<string, string>;
}

/** Options of {@link createApiClient}. */
export interface ApiClientOptions {
  /** The API root, e.g. `http://localhost:8080/api/v1` or `http://localhost:8080/wp-json/svc/v1`. */
  root: string;
  session: ClientSession;
  fetch?: typeof fetch;
  /** Headers sent with every request (a shop server's `authorization`); a request's own win. */
  headers?: Record<string, string>;
}

const CHANGES_STATE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A client of the API at `options.root`, typed by a generated interface such as `AdminApi`. */
export function createApiClient<Api>(options: ApiClientOptions): ApiClient<Api> {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const { session } = options;
  const root = options.root.replace(/\/+$/, '');
  return {
    async request(operation: string, given: Partial<RequestOptions<ApiOperation>> = {}) {
      const space = operation.indexOf(' ');
      const method = operation.slice(0, space);
      const pathParams = (given.path ?? {}) as Record<string, string | number>;
      const path = operation.slice(space + 1).replace(/\{([a-z_][a-z0-9_]*)\}/g, (_m, name: string) => {
        if (pathParams[name] === undefined) throw new TypeError(`${operation}: path parameter "${name}" is missing.`);
        return encodeURIComponent(String(pathParams[name]));
      });
      const url = new URL(`${root}${path}`);
      for (const [name, value] of Object.entries((given.query ?? {}) as Record<string, unknown>)) {
        for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined) url.searchParams.append(name, String(one));
      }
      const headers: Record<string, string> = { accept: 'application/json', ...options.headers, ...given.headers };
      if (session.cookies.size > 0) headers.cookie = [...session.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      if (session.nonce && CHANGES_STATE.has(method)) headers['x-wp-nonce'] ??= session.nonce;
      let body: RequestInit['body'];
      if (given.body instanceof FormData) body = given.body;
      else if (given.body !== undefined) {
        headers['content-type'] ??= 'application/json';
        body = JSON.stringify(given.body);
      }
      const response = await doFetch(url, { method, headers, body, credentials: 'same-origin', ...(given.signal ? { signal: given.signal } : {}) });
      keepCookies(session, response.headers);
      session.nonce = response.headers.get('x-wp-nonce') ?? session.nonce;
      const text = await response.text();
      let data: unknown = text;
      if (/json/.test(response.headers.get('content-type') ?? '') && text !== '') data = JSON.parse(text);
      if (!response.ok) throw toError(response.status, data);
      return { status: response.status, headers: response.headers, data } as ApiAnswer<never>;
    },
  } as ApiClient<Api>;
}

function keepCookies(session: ClientSession, headers: Headers): void {
  // getSetCookie exists in Node.js and returns nothing in browsers (Set-Cookie is hidden from scripts).
  for (const line of headers.getSetCookie?.() ?? []) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const name = pair.slice(0, at).trim();
    if (/;\s*max-age=0\b/i.test(line)) session.cookies.delete(name);
    else session.cookies.set(name, pair.slice(at + 1).trim());
  }
}

function toError(status: number, data: unknown): DcsApiError {
  if (typeof data === 'object' && data !== null && typeof (data as { code?: unknown }).code === 'string') {
    const body = data as { code: string; message?: string; data?: Record<string, unknown> };
    return new DcsApiError(body.code, body.message ?? body.code, status, body.data ?? { status });
  }
  return new DcsApiError(`http_${status}`, `The server answered ${status}${typeof data === 'string' && data ? `: ${data.slice(0, 200)}` : '.'}`, status, { status });
}
