import type { ClientErrorCode } from './client-errors.ts';

/**
 * An error the designer shows: the server's `{ code, message }` (its catalogue code), or one of the
 * elements' own codes (`CLIENT_ERRORS`).
 */
export class DesignerError extends Error {
  readonly code: ClientErrorCode | (string & {});
  readonly status: number;
  readonly data: Record<string, unknown>;

  constructor(code: ClientErrorCode | (string & {}), message: string, status = 0, data: Record<string, unknown> = {}) {
    super(message);
    this.code = code;
    this.status = status;
    this.data = data;
  }
}

/** A JSON answer with the pagination headers of list routes. */
export interface ApiPage<T> {
  items: T;
  total: number;
}

/**
 * The designer's calls to `svc/v1`. When the API root is another origin than the page (a shop that
 * embeds the designer, dcs listing it in `DCS_ALLOWED_ORIGINS`), requests carry the customer cookie
 * with `credentials: 'include'`, so the session follows the shopper; on dcs's own origin the
 * browser's default (`same-origin`) does the same.
 */
export class ApiClient {
  readonly root: string;
  readonly #credentials: RequestCredentials;

  constructor(root: string, pageOrigin: string = globalThis.location?.origin ?? '') {
    this.root = root.endsWith('/') ? root : `${root}/`;
    this.#credentials = credentialsFor(this.root, pageOrigin);
  }

  /** An absolute URL for `path` (relative to the API root) or for a URL the server answered. */
  url(path: string): string {
    return new URL(path.replace(/^\//, ''), this.root).href;
  }

  get<T>(path: string, init: RequestInit = {}): Promise<T> {
    return this.#json<T>(path, { ...init, method: 'GET' });
  }

  async getPage<T>(path: string): Promise<ApiPage<T>> {
    const response = await this.#fetch(path, { method: 'GET' });
    return { items: (await response.json()) as T, total: Number(response.headers.get('x-wp-total') ?? 0) };
  }

  post<T>(path: string, body: unknown, init: RequestInit = {}): Promise<T> {
    return this.#json<T>(path, { ...init, method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
  }

  put<T>(path: string, body: unknown): Promise<T> {
    return this.#json<T>(path, { method: 'PUT', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
  }

  delete<T>(path: string): Promise<T> {
    return this.#json<T>(path, { method: 'DELETE' });
  }

  /**
   * Raw bytes (fonts, images). Public files go without cookies (`public: true`): font routes answer
   * `Access-Control-Allow-Origin: *`, which browsers refuse together with credentials.
   */
  async bytes(url: string, options: { public?: boolean } = {}): Promise<{ bytes: Uint8Array; type: string }> {
    const response = await this.#fetch(url, { method: 'GET', ...(options.public ? { credentials: 'omit' as const } : {}) });
    return { bytes: new Uint8Array(await response.arrayBuffer()), type: response.headers.get('content-type') ?? '' };
  }

  /**
   * Uploads `file` as multipart field `file`, reporting progress (0–1); XMLHttpRequest because fetch
   * cannot report upload progress.
   */
  upload<T>(path: string, file: Blob, onProgress: (fraction: number) => void): Promise<T> {
    return new Promise((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open('POST', this.url(path));
      request.withCredentials = this.#credentials === 'include';
      request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
      request.onerror = () => reject(new DesignerError('network', 'The shop cannot be reached.'));
      request.onload = () => {
        let body: unknown = null;
        try {
          body = JSON.parse(request.responseText);
        } catch {
          body = null;
        }
        if (request.status >= 200 && request.status < 300) resolve(body as T);
        else reject(errorFrom(body, request.status));
      };
      const form = new FormData();
      form.append('file', file);
      request.send(form);
    });
  }

  async #json<T>(path: string, init: RequestInit): Promise<T> {
    const response = await this.#fetch(path, init);
    return (await response.json()) as T;
  }

  async #fetch(path: string, init: RequestInit): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(this.url(path), { credentials: this.#credentials, ...init });
    } catch {
      throw new DesignerError('network', 'The shop cannot be reached.');
    }
    if (!response.ok) throw errorFrom(await response.json().catch(() => null), response.status);
    return response;
  }
}

/** `include` when the API lives on another origin than the page, else `same-origin`. */
export function credentialsFor(apiRoot: string, pageOrigin: string): RequestCredentials {
  if (pageOrigin === '' || pageOrigin === 'null') return 'include';
  return new URL(apiRoot, pageOrigin).origin === pageOrigin ? 'same-origin' : 'include';
}

function errorFrom(body: unknown, status: number): DesignerError {
  const b = (body ?? {}) as { code?: unknown; message?: unknown; data?: unknown };
  return new DesignerError(
    typeof b.code === 'string' ? b.code : 'http_error',
    typeof b.message === 'string' ? b.message : `The shop answered ${status}.`,
    status,
    b.data && typeof b.data === 'object' ? (b.data as Record<string, unknown>) : {},
  );
}
