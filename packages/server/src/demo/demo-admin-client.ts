import type { DcsSystem } from '../boot/create-system.ts';

/** What a demo request answered. */
export interface DemoResponse {
  status: number;
  body: any;
}

/**
 * Talks to a system's own HTTP API in process (no socket), signed in as an admin with the nonce,
 * so the demo data goes through the same public routes (and checks) as an admin's would: the
 * addons' templates, rules and mappings included, whose storage only their routes know.
 */
export class DemoAdminClient {
  readonly #http: DcsSystem['http'];
  readonly #cookie: string;
  readonly #nonce: string;

  private constructor(http: DcsSystem['http'], cookie: string, nonce: string) {
    this.#http = http;
    this.#cookie = cookie;
    this.#nonce = nonce;
  }

  static async signIn(system: Pick<DcsSystem, 'http'>, email: string, password: string): Promise<DemoAdminClient> {
    const response = await system.http.inject({ method: 'POST', url: '/api/v1/session', payload: { email, password } });
    if (response.statusCode !== 201) throw new Error(`The demo could not sign in as ${email}: ${response.body}`);
    const cookie = response.cookies.find((c) => c.name === 'dcs_admin');
    if (!cookie) throw new Error('The sign-in answered no admin cookie.');
    return new DemoAdminClient(system.http, `dcs_admin=${cookie.value}`, (response.json() as { nonce: string }).nonce);
  }

  /** A JSON request, or a multipart one when `body` is a `FormData`. */
  async request(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown): Promise<DemoResponse> {
    const headers: Record<string, string> = { cookie: this.#cookie, 'x-wp-nonce': this.#nonce };
    let payload: string | Buffer | undefined;
    if (body instanceof FormData) {
      const encoded = new Response(body);
      headers['content-type'] = encoded.headers.get('content-type')!;
      payload = Buffer.from(await encoded.arrayBuffer());
    } else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await this.#http.inject({ method, url, headers, payload });
    const text = response.body;
    return { status: response.statusCode, body: text === '' ? null : JSON.parse(text) };
  }

  /** Like {@link request}, but a status outside 2xx throws with the answer. */
  async expect(method: Parameters<DemoAdminClient['request']>[0], url: string, body?: unknown): Promise<any> {
    const response = await this.request(method, url, body);
    if (response.status < 200 || response.status > 299) throw new Error(`${method} ${url} answered ${response.status}: ${JSON.stringify(response.body)}`);
    return response.body;
  }
}
