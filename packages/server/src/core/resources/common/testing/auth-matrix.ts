import { expect } from 'vitest';
import type { HttpTestClient } from '../../../../testing/http-test-client.ts';
import type { TestSystem } from '../../../../testing/test-system.ts';

/** One request of a resource, for {@link expectAuthMatrix}. */
export interface MatrixRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  json?: unknown;
  body?: FormData;
}

function send(client: HttpTestClient, r: MatrixRequest, options: { nonce?: boolean; headers?: Record<string, string> } = {}) {
  return client.request(r.method, r.path, { json: r.json, body: r.body, ...options });
}

/**
 * The admin API's access rules for each request: no session → 401 `rest_forbidden`; on
 * state-changing methods a signed-in admin without a nonce → 401 `rest_missing_nonce`, with a wrong nonce → 403
 * `rest_cookie_invalid_nonce`. Nothing is changed by any of them.
 */
export async function expectAuthMatrix(t: TestSystem, admin: HttpTestClient, requests: readonly MatrixRequest[]): Promise<void> {
  for (const r of requests) {
    const anonymous = await send(t.client(), r);
    expect(anonymous.status, `${r.method} ${r.path} without a session`).toBe(401);
    expect(anonymous.body.code).toBe('rest_forbidden');
    if (r.method === 'GET') continue;
    const noNonce = await send(admin, r, { nonce: false });
    expect(noNonce.status, `${r.method} ${r.path} without a nonce`).toBe(401);
    expect(noNonce.body.code, `${r.method} ${r.path} without a nonce`).toBe('rest_missing_nonce');
    const badNonce = await send(admin, r, { nonce: false, headers: { 'x-wp-nonce': 'f'.repeat(24) } });
    expect(badNonce.status, `${r.method} ${r.path} with a bad nonce`).toBe(403);
    expect(badNonce.body.code).toBe('rest_cookie_invalid_nonce');
  }
}
