import { afterAll, beforeAll, expect, it, describe } from 'vitest';
import { startFuzzSystem } from '../../testing/fuzz-system.ts';

/** A value a parameter's schema accepts, so the request reaches the route's callback. */
function sample(schema: any): string {
  const one = schema?.anyOf?.[0] ?? schema?.oneOf?.[0] ?? schema ?? {};
  if (one.enum) return String(one.enum[0]);
  if (one.const !== undefined) return String(one.const);
  if (one.type === 'integer' || one.type === 'number') return String(Math.max(1, one.minimum ?? 1));
  if (one.type === 'boolean') return 'true';
  if (one.type === 'array') return sample(one.items);
  return 'a';
}

/**
 * A read never starts a customer session: every GET (and its HEAD) of both served OpenAPI documents,
 * core and first-party addons, called without a cookie answers without `Set-Cookie`. A read that started
 * one would use up the per-client session budget, so shoppers behind one address (an office, a NAT)
 * would be refused their first quote.
 */
describe('reads without a cookie', () => {
  let t: Awaited<ReturnType<typeof startFuzzSystem>>;
  beforeAll(async () => {
    t = await startFuzzSystem({ addons: true });
  }, 120_000);
  afterAll(async () => t?.close());

  it('set no cookie, on any GET or HEAD of svc/v1 and api/v1', async () => {
    const app = t.system.http;
    const cookies: string[] = [];
    let reads = 0;
    for (const url of ['/api/v1/openapi/svc-v1.json', '/api/v1/openapi.json']) {
      const document = JSON.parse((await app.inject({ method: 'GET', url })).body);
      const prefix = new URL(document.servers[0].url).pathname.replace(/\/$/, '');
      for (const [template, methods] of Object.entries<any>(document.paths)) {
        const operation = methods.get;
        if (!operation) continue;
        let path = `${prefix}${template}`;
        const query = new URLSearchParams();
        for (const parameter of operation.parameters ?? []) {
          if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encodeURIComponent(sample(parameter.schema)));
          else if (parameter.in === 'query' && parameter.required) query.set(parameter.name, sample(parameter.schema));
        }
        const target = query.size > 0 ? `${path}?${query}` : path;
        for (const method of ['GET', 'HEAD'] as const) {
          const answer = await app.inject({ method, url: target, headers: { 'x-forwarded-for': '203.0.113.9' } });
          reads++;
          if (answer.headers['set-cookie']) cookies.push(`${method} ${target} → ${answer.statusCode} ${String(answer.headers['set-cookie'])}`);
        }
      }
    }
    expect(reads).toBeGreaterThan(100);
    expect(cookies).toEqual([]);
  }, 120_000);
});
