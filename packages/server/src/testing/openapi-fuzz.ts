import fc from 'fast-check';
import { sql } from 'kysely';
import type { DcsSystem } from '../boot/create-system.ts';
import { TEST_ADMIN } from './test-system.ts';

/** One generated request. */
export interface FuzzRequest {
  operation: string;
  identity: 'anonymous' | 'customer' | 'admin' | 'admin-without-nonce';
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Options of {@link fuzzOpenApi}. */
export interface FuzzOptions {
  runs: number;
  /** Repeats a run; random when absent (the report says which). */
  seed?: number;
  /** Tables a refused request may write by design, with the reason (a failed sign-in is recorded for throttling). */
  expectedWrites?: Readonly<Record<string, string>>;
}

/** Tables that refused requests write on purpose. */
export const EXPECTED_REFUSED_WRITES: Readonly<Record<string, string>> = {
  svc_login_failures: 'a refused sign-in is recorded, so repeated guesses get throttled',
  customer_upload_budget: 'a refused upload counts against its address\'s hourly bytes: refused files cost the same CPU',
};

/** What a fuzz run found. */
export interface FuzzReport {
  seed: number;
  requests: number;
  operations: number;
  operationsHit: number;
  byStatusClass: Record<string, number>;
  byIdentity: Record<string, number>;
  /** Answers 5xx: each one is a bug. */
  serverErrors: Array<{ request: FuzzRequest; status: number; body: string }>;
  /** Refused answers (4xx) after which a table's row count or the storage changed. */
  refusedWrites: Array<{ request: FuzzRequest; status: number; changed: string[] }>;
  alive: boolean;
  ms: number;
}

interface Operation {
  id: string;
  method: string;
  /** Full path below the host, with `{name}` parameters. */
  path: string;
  params: Array<{ name: string; in: 'path' | 'query'; schema: any }>;
  body?: { type: 'json' | 'multipart' | 'form'; schema: any };
}

/** Every operation of a served OpenAPI document. */
function operationsOf(document: any): Operation[] {
  const prefix = new URL(document.servers[0].url).pathname.replace(/\/$/, '');
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries<any>(document.paths)) {
    for (const [method, op] of Object.entries<any>(methods)) {
      const content = op.requestBody?.content ?? {};
      const bodyType = content['multipart/form-data'] ? 'multipart' : content['application/json'] ? 'json' : content['application/x-www-form-urlencoded'] ? 'form' : undefined;
      operations.push({
        id: `${method.toUpperCase()} ${prefix}${path}`,
        method: method.toUpperCase(),
        path: `${prefix}${path}`,
        params: (op.parameters ?? []).map((p: any) => ({ name: p.name, in: p.in, schema: p.schema ?? {} })),
        body: bodyType ? { type: bodyType, schema: Object.values<any>(content)[0].schema ?? {} } : undefined,
      });
    }
  }
  return operations;
}

const NASTY_STRINGS = ['', ' ', '0', '-1', 'null', 'undefined', 'NaN', '1e999', '../../etc/passwd', '..', '%2e%2e%2f', '\u0000', '\uFFFF', '<svg onload=alert(1)>', "'; drop table x;--", '💥'.repeat(50), 'a'.repeat(70_000), '{"a":1}', '__proto__', 'constructor'];
const NASTY_NUMBERS = [0, -1, 1, 2, 3, 0.5, -0.5, 2 ** 31, 2 ** 31 - 1, 2 ** 53, -(2 ** 53), 1e300, -1e300];

/** Something of any JSON type: the wrong type for most fields. */
const anyJson = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.constantFrom(...NASTY_NUMBERS),
  fc.constantFrom(...NASTY_STRINGS),
  fc.constant([]),
  fc.constant({}),
  fc.jsonValue({ maxDepth: 2 }),
);

/** Values for a JSON Schema: mostly of its type near its bounds, sometimes of any type. */
function valueFor(schema: any, depth = 0): fc.Arbitrary<unknown> {
  const typed = typedValueFor(schema ?? {}, depth);
  return fc.oneof({ arbitrary: typed, weight: 4 }, { arbitrary: anyJson, weight: 1 });
}

function typedValueFor(schema: any, depth: number): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum)) return fc.oneof(fc.constantFrom(...schema.enum), fc.constantFrom(...NASTY_STRINGS));
  if (schema.const !== undefined) return fc.constant(schema.const);
  const options = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(options) && options.length > 0) return fc.oneof(...options.map((s: any) => valueFor(s, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number': {
      const bounds = [schema.minimum, schema.maximum, schema.exclusiveMinimum, schema.exclusiveMaximum].filter((b) => typeof b === 'number');
      return fc.oneof(fc.constantFrom(...NASTY_NUMBERS, ...bounds.flatMap((b) => [b - 1, b, b + 1])), type === 'integer' ? fc.integer() : fc.double({ noNaN: true, noDefaultInfinity: true }));
    }
    case 'string': {
      const lengths = [schema.minLength, schema.maxLength].filter((l) => typeof l === 'number');
      return fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom(...NASTY_STRINGS, ...lengths.flatMap((l) => ['x'.repeat(Math.max(0, l - 1)), 'x'.repeat(l + 1)])));
    }
    case 'boolean':
      return fc.oneof(fc.boolean(), fc.constantFrom('true', 0, 1));
    case 'array':
      return depth > 3 ? fc.constant([]) : fc.array(valueFor(schema.items ?? {}, depth + 1), { maxLength: 4 });
    case 'object': {
      if (depth > 3) return fc.constant({});
      const properties = Object.entries<any>(schema.properties ?? {});
      const known = properties.length === 0 ? fc.constant({}) : fc.record(Object.fromEntries(properties.map(([k, s]) => [k, valueFor(s, depth + 1)])), { requiredKeys: [] });
      // Sometimes a field the schema does not know.
      return fc.tuple(known, fc.option(fc.tuple(fc.constantFrom('extra', '__proto__', 'id'), anyJson), { freq: 4 })).map(([value, extra]) =>
        extra ? { ...(value as object), [extra[0]]: extra[1] } : value,
      );
    }
    default:
      return anyJson;
  }
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');

const MALFORMED_JSON = ['{', '[1,2', '{"a":', 'null', '"text"', '{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"polluted":1}}}', '\u0000', '[]', '1e999999'];

function multipartBody(file: Uint8Array, name: string, type: string, fields: Record<string, string>): { payload: Buffer; contentType: string } {
  const boundary = `----dcsfuzz${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`), Buffer.from(file), Buffer.from('\r\n'));
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Requests for one operation: path and query parameters, body, method, headers and identity, all fuzzed. */
function requestsFor(op: Operation): fc.Arbitrary<FuzzRequest> {
  const pathValue = fc.oneof(fc.constantFrom('1', '2', '3', '0', '-1', '2147483648', '9007199254740993', '99999999999999999999', '1.5', 'abc', '%00', '%2F', '..', 'x'.repeat(300)), fc.string({ minLength: 1, maxLength: 12 }).map(encodeURIComponent));
  const pathParams = fc.record(Object.fromEntries(op.params.filter((p) => p.in === 'path').map((p) => [p.name, pathValue])));
  const query = fc.record(Object.fromEntries(op.params.filter((p) => p.in === 'query').map((p) => [p.name, valueFor(p.schema).map(asText)])), { requiredKeys: [] });
  const bodySchema = op.body?.schema ?? { type: 'object' };
  const body = fc.oneof(
    { weight: 5, arbitrary: valueFor(bodySchema).map((v) => ({ contentType: 'application/json', payload: JSON.stringify(v) as string | Buffer })) },
    { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_JSON).map((payload) => ({ contentType: 'application/json', payload: payload as string | Buffer })) },
    { weight: 1, arbitrary: valueFor(bodySchema).map((v) => ({ contentType: 'application/x-www-form-urlencoded', payload: new URLSearchParams(Object.entries(typeof v === 'object' && v ? v : { v }).map(([k, x]): [string, string] => [k, asText(x)])).toString() as string | Buffer })) },
    { weight: 1, arbitrary: fc.constantFrom('text/plain', 'application/xml', 'multipart/form-data', 'application/json; charset=utf-16').map((contentType) => ({ contentType, payload: 'x=1' as string | Buffer })) },
    {
      weight: op.body?.type === 'multipart' ? 6 : 1,
      arbitrary: fc
        .tuple(fc.uint8Array({ maxLength: 2048 }), fc.constantFrom('a.png', 'a.svg', '../../evil.png', 'a\u0000.jpg', 'x'.repeat(300), ''), fc.constantFrom('image/png', 'image/svg+xml', 'application/octet-stream', 'text/html'))
        .map(([file, name, type]) => multipartBody(file, name, type, {})),
    },
    { weight: 1, arbitrary: fc.constant({ contentType: '', payload: '' as string | Buffer }) },
  );
  const method = fc.oneof({ weight: 9, arbitrary: fc.constant(op.method) }, { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD') });
  const identity = fc.constantFrom<FuzzRequest['identity']>('anonymous', 'customer', 'admin', 'admin', 'admin-without-nonce');
  const extraHeaders = fc.option(
    fc.constantFrom<Record<string, string>>({ 'x-http-method-override': 'DELETE' }, { 'x-http-method-override': 'BOGUS' }, { origin: 'http://evil.example' }, { 'x-wp-nonce': 'forged' }, { 'x-request-id': 'bad id\r\nx: y' }),
    { freq: 5 },
  );
  return fc.record({ pathParams, query, body, method, identity, extraHeaders }).map(({ pathParams, query, body, method, identity, extraHeaders }) => {
    const path = op.path.replace(/\{([a-z_][a-z0-9_]*)\}/g, (_m, name: string) => pathParams[name] ?? '1');
    const search = new URLSearchParams(query as Record<string, string>).toString();
    const headers: Record<string, string> = { ...(extraHeaders ?? {}) };
    if (body.contentType !== '') headers['content-type'] = body.contentType;
    const hasBody = method !== 'GET' && method !== 'HEAD' && body.contentType !== '';
    return { operation: op.id, identity, method, url: search ? `${path}?${search}` : path, headers, payload: hasBody ? body.payload : undefined };
  });
}

/** Row counts of every table, and the storage's object count and bytes: what a refused request must not change. */
async function snapshot(system: DcsSystem): Promise<Map<string, number>> {
  const database = system.services.database;
  const db = database.db<any>();
  const tables =
    database.dialect === 'sqlite'
      ? (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db)).rows.map((r) => r.name)
      : (await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)).rows.map((r) => r.name);
  const counts = new Map<string, number>();
  if (tables.length > 0) {
    const union = sql.join(tables.map((t) => sql`select ${t} as name, count(*) as n from ${sql.table(t)}`), sql` union all `);
    for (const row of (await sql<{ name: string; n: number | string }>`${union}`.execute(db)).rows) counts.set(`table ${row.name}`, Number(row.n));
  }
  let objects = 0;
  let bytes = 0;
  for await (const object of system.services.storage.list('')) {
    objects += 1;
    bytes += object.size;
  }
  counts.set('storage objects', objects);
  counts.set('storage bytes', bytes);
  return counts;
}

function changes(before: Map<string, number>, after: Map<string, number>): string[] {
  const keys = new Set([...before.keys(), ...after.keys()]);
  return [...keys].filter((k) => before.get(k) !== after.get(k)).map((k) => `${k}: ${before.get(k) ?? 'none'} → ${after.get(k) ?? 'none'}`);
}

const cookieOf = (setCookie: string | string[] | undefined, name: string): string | null => {
  for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
    const match = new RegExp(`^${name}=([^;]*)`).exec(line);
    if (match) return match[1]!;
  }
  return null;
};

/**
 * Fuzzes both APIs of a running system in process (Fastify inject, no sockets): `runs` requests drawn by
 * fast-check from the served OpenAPI documents, as anonymous, customer and admin callers. Every answer
 * must be below 500, and every refused one (4xx) must leave the tables' row counts and the storage as
 * they were.
 */
export async function fuzzOpenApi(system: DcsSystem, options: FuzzOptions): Promise<FuzzReport> {
  const started = performance.now();
  const seed = options.seed ?? Date.now() % 2 ** 31;
  const app = system.http;
  const expected = options.expectedWrites ?? EXPECTED_REFUSED_WRITES;
  const fetchJson = async (url: string) => JSON.parse((await app.inject({ method: 'GET', url })).body);
  const operations = [...operationsOf(await fetchJson('/api/v1/openapi.json')), ...operationsOf(await fetchJson('/api/v1/openapi/svc-v1.json'))];

  let admin = { cookie: '', nonce: '' };
  async function signIn(): Promise<void> {
    let answer = await app.inject({ method: 'POST', url: '/api/v1/session', payload: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } });
    if (answer.statusCode !== 201) {
      // The fuzz may have changed the admin's password or removed it: a fresh admin then.
      const email = `fuzz-${Date.now()}-${Math.random().toString(16).slice(2)}@example.com`;
      await system.services.auth.createUser({ email, password: TEST_ADMIN.password });
      answer = await app.inject({ method: 'POST', url: '/api/v1/session', payload: { email, password: TEST_ADMIN.password } });
    }
    admin = { cookie: `dcs_admin=${cookieOf(answer.headers['set-cookie'], 'dcs_admin')}`, nonce: JSON.parse(answer.body).nonce };
  }
  async function customerCookie(): Promise<string> {
    // A real cart line: a session exists then, however lazily the shop starts them.
    const answer = await app.inject({ method: 'POST', url: '/wp-json/svc/v1/cart/items', payload: { product_id: 1, quantity: 1 } });
    const token = cookieOf(answer.headers['set-cookie'], 'dcs_session');
    return token ? `dcs_session=${token}` : '';
  }
  await signIn();
  let customer = await customerCookie();

  const requests = fc.sample(fc.constantFrom(...operations).chain(requestsFor), { numRuns: options.runs, seed });
  const report: FuzzReport = {
    seed,
    requests: 0,
    operations: operations.length,
    operationsHit: new Set(requests.map((r) => r.operation)).size,
    byStatusClass: {},
    byIdentity: {},
    serverErrors: [],
    refusedWrites: [],
    alive: false,
    ms: 0,
  };
  for (const request of requests) {
    const headers = { ...request.headers };
    if (request.identity === 'customer' && customer) headers.cookie = customer;
    if (request.identity.startsWith('admin')) headers.cookie = admin.cookie;
    if (request.identity === 'admin') headers['x-wp-nonce'] ??= admin.nonce;
    const before = await snapshot(system);
    const answer = await app.inject({ method: request.method as 'GET', url: request.url, headers, payload: request.payload });
    report.requests += 1;
    const statusClass = `${Math.floor(answer.statusCode / 100)}xx`;
    report.byStatusClass[statusClass] = (report.byStatusClass[statusClass] ?? 0) + 1;
    report.byIdentity[request.identity] = (report.byIdentity[request.identity] ?? 0) + 1;
    if (answer.statusCode >= 500) report.serverErrors.push({ request: { ...request, payload: truncate(request.payload) }, status: answer.statusCode, body: answer.body.slice(0, 300) });
    if (answer.statusCode >= 400 && answer.statusCode < 500) {
      const changed = changes(before, await snapshot(system)).filter((c) => !Object.hasOwn(expected, /^table (\S+):/.exec(c)?.[1] ?? ''));
      if (changed.length > 0) report.refusedWrites.push({ request: { ...request, payload: truncate(request.payload) }, status: answer.statusCode, changed });
    }
    // Signed out by the fuzz (DELETE /session, a changed password): sign in again for the next ones.
    if (request.identity === 'admin' && answer.statusCode === 401) await signIn();
    if (request.identity === 'customer' && !customer) customer = await customerCookie();
  }
  const health = await app.inject({ method: 'GET', url: '/healthz' });
  const ready = await app.inject({ method: 'GET', url: '/readyz' });
  report.alive = health.statusCode === 200 && ready.statusCode === 200;
  report.ms = Math.round(performance.now() - started);
  return report;
}

function truncate(payload: string | Buffer | undefined): string | undefined {
  if (payload === undefined) return undefined;
  const text = typeof payload === 'string' ? payload : payload.toString('latin1');
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text;
}
