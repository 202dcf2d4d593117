/** The parts of an OpenAPI 3.1 document the generator reads (as dcs's documents write them). */
export interface OpenApiDocument {
  info: { title: string; version: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

interface OpenApiOperation {
  summary?: string;
  parameters?: Array<{ name: string; in: 'path' | 'query' | 'header' | 'cookie'; required?: boolean; description?: string; schema?: JsonSchema }>;
  requestBody?: { required?: boolean; content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

/** A JSON Schema 2020-12 (what TypeBox writes and OpenAPI 3.1 uses). */
export type JsonSchema = { [key: string]: any } | boolean;

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const key = (name: string) => (IDENTIFIER.test(name) ? name : JSON.stringify(name));
const refName = (ref: string) => `Schema${ref.split('/').at(-1)!.replace(/[^A-Za-z0-9]/g, '')}`;

/** The TypeScript type of a JSON Schema; `depth` indents nested object members. */
export function schemaToType(schema: JsonSchema | undefined, depth = 0): string {
  if (schema === undefined || schema === true) return 'unknown';
  if (schema === false) return 'never';
  if (typeof schema.$ref === 'string') return refName(schema.$ref);
  if ('const' in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map((v: unknown) => JSON.stringify(v)).join(' | ') || 'never';
  if (Array.isArray(schema.anyOf) || Array.isArray(schema.oneOf)) {
    return union((schema.anyOf ?? schema.oneOf).map((s: JsonSchema) => schemaToType(s, depth)));
  }
  if (Array.isArray(schema.allOf)) return schema.allOf.map((s: JsonSchema) => wrap(schemaToType(s, depth))).join(' & ') || 'unknown';
  if (Array.isArray(schema.type)) return union(schema.type.map((type: string) => schemaToType({ ...schema, type }, depth)));
  switch (schema.type) {
    case 'string':
      return schema.format === 'binary' ? 'Blob' : 'string';
    case 'integer':
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'null':
      return 'null';
    case 'array':
      if (Array.isArray(schema.prefixItems)) {
        const items = schema.prefixItems.map((s: JsonSchema) => schemaToType(s, depth));
        return `[${items.join(', ')}${schema.items === false || schema.items === undefined ? '' : `, ...${wrap(schemaToType(schema.items, depth))}[]`}]`;
      }
      return `${wrap(schemaToType(schema.items, depth))}[]`;
    case 'object':
      return objectType(schema, depth);
    default:
      return schema.properties ? objectType(schema, depth) : 'unknown';
  }
}

function objectType(schema: { [key: string]: any }, depth: number): string {
  const pad = '  '.repeat(depth + 1);
  const required = new Set<string>(schema.required ?? []);
  const members = Object.entries<JsonSchema>(schema.properties ?? {}).map(([name, property]) => {
    const doc = typeof property === 'object' && property.description ? `${pad}/** ${String(property.description).replace(/\*\//g, '*\\/')} */\n` : '';
    return `${doc}${pad}${key(name)}${required.has(name) ? '' : '?'}: ${schemaToType(property, depth + 1)};`;
  });
  const extra = schema.additionalProperties;
  if (extra !== false && (extra !== undefined || schema.patternProperties || members.length === 0)) {
    members.push(`${pad}[key: string]: ${extra === undefined || extra === true ? 'unknown' : schemaToType(extra, depth + 1)};`);
  }
  return members.length === 0 ? 'Record<string, never>' : `{\n${members.join('\n')}\n${'  '.repeat(depth)}}`;
}

function union(types: string[]): string {
  const unique = [...new Set(types)];
  return unique.includes('unknown') ? 'unknown' : unique.join(' | ') || 'never';
}

/** Parenthesises a type that has a `|` or `&` outside brackets, where it is an operand (`(A | B)[]`). */
function wrap(type: string): string {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < type.length; i++) {
    const c = type[i]!;
    if (c === '"' && type[i - 1] !== '\\') inString = !inString;
    else if (inString) continue;
    else if ('{[(<'.includes(c)) depth++;
    else if ('}])>'.includes(c)) depth--;
    else if (depth === 0 && (c === '|' || c === '&')) return `(${type})`;
  }
  return type;
}

function paramsType(parameters: NonNullable<OpenApiOperation['parameters']>, where: 'path' | 'query', depth: number): string {
  const list = parameters.filter((p) => p.in === where);
  if (list.length === 0) return 'Record<never, never>';
  const schema = {
    type: 'object',
    additionalProperties: false,
    required: list.filter((p) => p.required || where === 'path').map((p) => p.name),
    properties: Object.fromEntries(list.map((p) => [p.name, { ...(typeof p.schema === 'object' ? p.schema : {}), ...(p.description ? { description: p.description } : {}) }])),
  };
  const type = objectType(schema, depth);
  // Path values are text in the URL; numbers are accepted and written as text.
  return where === 'path' ? type.replace(/: string;/g, ': string | number;') : type;
}

function bodyType(body: OpenApiOperation['requestBody'], depth: number): string {
  if (!body) return 'never';
  if (body.content['multipart/form-data']) return 'FormData';
  return schemaToType(body.content['application/json']?.schema, depth);
}

function responseType(responses: OpenApiOperation['responses'], depth: number): string {
  const success = Object.entries(responses).find(([status]) => /^2/.test(status))?.[1];
  return schemaToType(success?.content?.['application/json']?.schema, depth);
}

/**
 * TypeScript source declaring one interface named `name` whose keys are the operations of the
 * document (`"GET /addons/{dir}"`), each with its `path` and `query` parameters, request `body` and
 * success `response`, plus the document's component schemas. Deterministic (paths and methods are
 * sorted), so a regenerated file differs only when the API did.
 */
export function openApiToTypeScript(document: OpenApiDocument, name: string): string {
  const lines: string[] = [
    `// Generated from the OpenAPI document "${document.info.title}" by npm run generate:api-client. Do not edit.`,
    '',
  ];
  for (const [schemaName, schema] of Object.entries(document.components?.schemas ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(`export type ${refName(`#/components/schemas/${schemaName}`)} = ${schemaToType(schema)};`, '');
  }
  lines.push(`/** The operations of ${document.info.title}, by "METHOD /path". */`, `export interface ${name} {`);
  for (const path of Object.keys(document.paths).sort()) {
    for (const method of Object.keys(document.paths[path]!).sort()) {
      const operation = document.paths[path]![method]!;
      const parameters = operation.parameters ?? [];
      if (operation.summary) lines.push(`  /** ${operation.summary.replace(/\*\//g, '*\\/')} */`);
      lines.push(
        `  ${JSON.stringify(`${method.toUpperCase()} ${path}`)}: {`,
        `    path: ${paramsType(parameters, 'path', 2)};`,
        `    query: ${paramsType(parameters, 'query', 2)};`,
        `    body: ${bodyType(operation.requestBody, 2)};`,
        `    response: ${responseType(operation.responses, 2)};`,
        '  };',
      );
    }
  }
  lines.push('}', '');
  return lines.join('\n');
}
