/** What a test request answered. */
export interface TestResponse {
  status: number;
  headers: Headers;
  body: any;
  text: string;
}

/**
 * A small HTTP client with a cookie jar, so tests talk to a real listening server the way a browser
 * would (Node's fetch keeps no cookies).
 */
export class HttpTestClient {
  readonly baseUrl: string;
  readonly cookies = new Map<string, string>();
  nonce: string | null = null;

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl;
  }

  async request(
    method: string,
    path: string,
    options: { json?: unknown; body?: RequestInit['body']; headers?: Record<string, string>; nonce?: boolean } = {},
  ): Promise<TestResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (options.nonce !== false && this.nonce && method !== 'GET') headers['x-wp-nonce'] ??= this.nonce;
    let body = options.body;
    if (options.json !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(options.json);
    }
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      if (/max-age=0/i.test(line)) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value.join('='));
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON (a nonce, a file): the text stays the body.
    }
    return { status: response.status, headers: response.headers, body: parsed, text };
  }

  get(path: string, options?: Parameters<HttpTestClient['request']>[2]) {
    return this.request('GET', path, options);
  }

  post(path: string, json?: unknown, options?: Parameters<HttpTestClient['request']>[2]) {
    return this.request('POST', path, { ...options, json });
  }

  async signIn(email: string, password: string): Promise<TestResponse> {
    const response = await this.post('/api/v1/session', { email, password });
    if (response.status === 201) this.nonce = response.body.nonce;
    return response;
  }
}
