import { aliasTarget, type HttpMethod, type RouteInfo } from '@dcs/platform';
import type { TSchema } from 'typebox';

type TSchemaLike = TSchema;

/** One operation as the generator sees it, from the admin registry or from a route table's description. */
export interface OperationSource {
  method: HttpMethod;
  /** Path below the server URL, with `{name}` parameters. */
  path: string;
  tag: string;
  summary?: string;
  args: Record<string, { required?: boolean; description?: string; schema: TSchemaLike }>;
  bodySchema?: TSchemaLike;
  multipart?: { maxFileBytes: number; maxFiles?: number };
  response?: TSchemaLike;
  /** Admin routes need the session cookie (and a nonce when they change state); `route` routes decide in their permission callback. */
  security: 'admin' | 'route';
}

/** Title, version and where the API lives. */
export interface OpenApiInfo {
  title: string;
  version: string;
  description: string;
  serverUrl: string;
}

const ERROR_SCHEMA = {
  type: 'object',
  required: ['code', 'message', 'data'],
  properties: {
    code: { type: 'string', description: 'A stable code from docs/errors.md.' },
    message: { type: 'string' },
    data: { type: 'object', required: ['status'], properties: { status: { type: 'integer' } } },
  },
};

const PAGINATION_HEADERS = {
  'X-WP-Total': { description: 'Number of matching records.', schema: { type: 'integer' } },
  'X-WP-TotalPages': { description: 'Number of pages.', schema: { type: 'integer' } },
  Link: { description: 'rel="prev" and rel="next" page links.', schema: { type: 'string' } },
};

/** JSON copy of a TypeBox schema (drops its symbol keys and functions). */
function plain(schema: TSchemaLike): object {
  return JSON.parse(JSON.stringify(schema)) as object;
}

function pathParams(path: string): string[] {
  return [...path.matchAll(/\{([a-z_][a-z0-9_]*)\}/g)].map((m) => m[1]!);
}

function operation(source: OperationSource): object {
  const inPath = new Set(pathParams(source.path));
  const changes = source.method !== 'GET' && source.method !== 'DELETE';
  const parameters: object[] = [];
  const bodyFields: Record<string, object> = {};
  const bodyRequired: string[] = [];
  for (const [name, arg] of Object.entries(source.args)) {
    const schema = plain(arg.schema);
    // A deprecated alias (`shopProductId` of `shop_product_id`) says so on the parameter too.
    const deprecated = aliasTarget(arg.schema) !== undefined ? { deprecated: true } : {};
    if (inPath.has(name)) {
      parameters.push({ name, in: 'path', required: true, description: arg.description, schema });
    } else if (changes && !source.bodySchema) {
      bodyFields[name] = { ...schema, ...(arg.description ? { description: arg.description } : {}) };
      if (arg.required) bodyRequired.push(name);
    } else {
      parameters.push({ name, in: 'query', required: !!arg.required, description: arg.description, ...deprecated, schema });
    }
  }
  let requestBody: object | undefined;
  if (source.multipart) {
    const files = source.multipart.maxFiles ?? 1;
    requestBody = {
      required: true,
      description: `multipart/form-data; at most ${files} file(s) of ${source.multipart.maxFileBytes} bytes.`,
      content: {
        'multipart/form-data': {
          schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' }, ...bodyFields }, required: ['file', ...bodyRequired] },
        },
      },
    };
  } else if (source.bodySchema) {
    requestBody = { required: true, content: { 'application/json': { schema: plain(source.bodySchema) } } };
  } else if (Object.keys(bodyFields).length > 0) {
    const schema = { type: 'object', properties: bodyFields, required: bodyRequired, additionalProperties: false };
    requestBody = { required: bodyRequired.length > 0, content: { 'application/json': { schema }, 'application/x-www-form-urlencoded': { schema } } };
  }
  const isList = source.method === 'GET' && parameters.some((p) => (p as { name: string }).name === 'per_page');
  // A POST creates (201) or acts on a record (200); the range says both.
  const responses: Record<string, object> = {
    [source.method === 'POST' ? '2XX' : '200']: {
      description: 'Success.',
      ...(isList ? { headers: PAGINATION_HEADERS } : {}),
      content: { 'application/json': { schema: source.response ? plain(source.response) : {} } },
    },
    default: { description: 'An error (see docs/errors.md).', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
  };
  return {
    tags: [source.tag],
    summary: source.summary,
    operationId: `${source.method.toLowerCase()}${source.path.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
    security: source.security === 'admin' ? [{ adminCookie: [], nonce: [] }] : [],
  };
}

/**
 * An OpenAPI 3.1 document from route definitions. TypeBox schemas are JSON Schema 2020-12, which is
 * what OpenAPI 3.1 uses, so the schemas that validate requests are the ones documented.
 */
export function buildOpenApiDocument(info: OpenApiInfo, sources: readonly OperationSource[]): object {
  const paths: Record<string, Record<string, object>> = {};
  for (const source of [...sources].sort((a, b) => a.path.localeCompare(b.path))) {
    (paths[source.path] ??= {})[source.method.toLowerCase()] = operation(source);
  }
  const tags = [...new Set(sources.map((s) => s.tag))].sort().map((name) => ({ name }));
  return {
    openapi: '3.1.0',
    info: { title: info.title, version: info.version, description: info.description },
    servers: [{ url: info.serverUrl }],
    tags,
    paths,
    components: {
      schemas: { Error: ERROR_SCHEMA },
      securitySchemes: {
        adminCookie: { type: 'apiKey', in: 'cookie', name: 'dcs_admin', description: 'Admin session from POST /api/v1/session.' },
        nonce: { type: 'apiKey', in: 'header', name: 'X-WP-Nonce', description: 'Required on POST, PUT, PATCH and DELETE.' },
      },
    },
  };
}

/** Operation sources from a route table's description (routes registered outside the admin registry). */
export function sourcesFromRouteInfo(routes: readonly RouteInfo[], prefix: string, security: 'admin' | 'route'): OperationSource[] {
  return routes.flatMap((route) =>
    route.methods.map((method) => {
      const path = route.route.startsWith(prefix) ? route.route.slice(prefix.length) || '/' : route.route;
      return {
        method,
        path,
        tag: path.split('/')[1] || 'root',
        summary: route.summary,
        args: route.args,
        security,
        ...(route.bodySchema ? { bodySchema: route.bodySchema } : {}),
        ...(route.response ? { response: route.response } : {}),
        ...(route.multipart ? { multipart: route.multipart } : {}),
      };
    }),
  );
}
