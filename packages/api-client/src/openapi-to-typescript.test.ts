import { describe, expect, it } from 'vitest';
import { openApiToTypeScript, schemaToType } from './openapi-to-typescript.ts';

describe('JSON Schema to TypeScript', () => {
  it('writes scalars, literals, unions, arrays, tuples and references', () => {
    expect(schemaToType({ type: 'string' })).toBe('string');
    expect(schemaToType({ type: 'string', format: 'binary' })).toBe('Blob');
    expect(schemaToType({ type: 'integer' })).toBe('number');
    expect(schemaToType({ type: ['string', 'null'] })).toBe('string | null');
    expect(schemaToType({ const: 'my_orders' })).toBe('"my_orders"');
    expect(schemaToType({ enum: ['a', 1, null] })).toBe('"a" | 1 | null');
    expect(schemaToType({ anyOf: [{ type: 'string' }, { type: 'number' }] })).toBe('string | number');
    expect(schemaToType({ anyOf: [{ type: 'string' }, {}] })).toBe('unknown');
    expect(schemaToType({ type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'null' }] } })).toBe('(string | null)[]');
    expect(schemaToType({ type: 'array', items: { const: 'a|b' } })).toBe('"a|b"[]');
    expect(schemaToType({ type: 'array', prefixItems: [{ type: 'number' }, { type: 'number' }], items: false })).toBe('[number, number]');
    expect(schemaToType({ $ref: '#/components/schemas/Error' })).toBe('SchemaError');
    expect(schemaToType({})).toBe('unknown');
    expect(schemaToType(false)).toBe('never');
  });

  it('writes objects with optional members, descriptions and index signatures', () => {
    expect(
      schemaToType({
        type: 'object',
        required: ['id'],
        additionalProperties: false,
        properties: { id: { type: 'integer', description: 'The id.' }, 'display-name': { type: 'string' } },
      }),
    ).toBe('{\n  /** The id. */\n  id: number;\n  "display-name"?: string;\n}');
    expect(schemaToType({ type: 'object', additionalProperties: { type: 'number' } })).toBe('{\n  [key: string]: number;\n}');
    // Open objects (no additionalProperties) keep their declared members only, so typos still fail to compile.
    expect(schemaToType({ type: 'object', properties: { a: { type: 'boolean' } } })).toBe('{\n  a?: boolean;\n}');
    expect(schemaToType({ type: 'object' })).toBe('{\n  [key: string]: unknown;\n}');
    expect(schemaToType({ type: 'object', additionalProperties: false })).toBe('Record<string, never>');
  });

  it('writes one entry per operation with path, query, body and response, sorted', () => {
    const source = openApiToTypeScript(
      {
        info: { title: 'Test API', version: '1' },
        paths: {
          '/things/{id}': {
            get: {
              summary: 'One thing.',
              parameters: [
                { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
                { name: 'expand', in: 'query', schema: { type: 'boolean' } },
              ],
              responses: { '200': { content: { 'application/json': { schema: { type: 'object', properties: { id: { type: 'string' } } } } } } },
            },
          },
          '/things': {
            post: {
              requestBody: { content: { 'multipart/form-data': { schema: { type: 'object' } } } },
              responses: { '2XX': { content: { 'application/json': { schema: { type: 'array', items: { type: 'string' } } } } }, default: {} },
            },
          },
        },
      },
      'TestApi',
    );
    expect(source).toContain('export interface TestApi {');
    expect(source.indexOf('"POST /things"')).toBeLessThan(source.indexOf('"GET /things/{id}"'));
    expect(source).toContain('  "POST /things": {\n    path: Record<never, never>;\n    query: Record<never, never>;\n    body: FormData;\n    response: string[];\n  };');
    expect(source).toContain('  /** One thing. */\n  "GET /things/{id}": {\n    path: {\n      id: string | number;\n    };\n    query: {\n      expand?: boolean;\n    };\n    body: never;');
  });
});
