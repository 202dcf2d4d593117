import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFuzzSystem } from '../../testing/fuzz-system.ts';
import type { TestSystem } from '../../testing/test-system.ts';

type Schema = Record<string, unknown>;
const SNAKE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;


/**
 * Every property name below `schema` that breaks the casing rule of svc/v1: snake_case, unless it is
 * a deprecated alias (which must name a sibling it stands for) or inside a value in @dcs/design's own
 * format (`x-dcs-format`), whose names are that package's.
 */
function offenders(schema: unknown, at: string, found: string[]): string[] {
  if (schema === null || typeof schema !== 'object') return found;
  const node = schema as Schema;
  if (node['x-dcs-format'] !== undefined) return found;
  const properties = (node.properties ?? {}) as Record<string, Schema>;
  for (const [name, child] of Object.entries(properties)) {
    if (child.deprecated === true) {
      const target = child['x-alias-of'];
      if (typeof target !== 'string' || !(target in properties)) found.push(`${at}.${name} (deprecated without an existing x-alias-of)`);
      continue;
    }
    if (!SNAKE.test(name)) found.push(`${at}.${name}`);
    offenders(child, `${at}.${name}`, found);
  }
  for (const key of ['items', 'additionalProperties', 'not']) if (node[key]) offenders(node[key], `${at}[]`, found);
  for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems']) for (const branch of (node[key] as unknown[] | undefined) ?? []) offenders(branch, at, found);
  for (const child of Object.values((node.patternProperties ?? {}) as Record<string, unknown>)) offenders(child, `${at}{}`, found);
  return found;
}

describe('svc/v1 speaks snake_case (the served OpenAPI document, core and the first-party addons)', () => {
  let t: TestSystem;
  let doc: { paths: Record<string, Record<string, Schema>> };
  beforeAll(async () => {
    t = await startFuzzSystem({ addons: true });
    doc = (await t.client().get('/api/v1/openapi/svc-v1.json')).body;
  }, 120_000);
  afterAll(() => t.close());

  it('names every parameter, body field and answer field in snake_case, except deprecated aliases', () => {
    const found: string[] = [];
    let operations = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        operations++;
        const where = `${method.toUpperCase()} ${path}`;
        for (const parameter of (op.parameters ?? []) as Schema[]) {
          const name = parameter.name as string;
          if (parameter.deprecated === true) continue;
          if (!SNAKE.test(name)) found.push(`${where} parameter ${name}`);
          offenders(parameter.schema, `${where} parameter ${name}`, found);
        }
        const content = ((op.requestBody as Schema | undefined)?.content ?? {}) as Record<string, Schema>;
        for (const media of Object.values(content)) offenders(media.schema, `${where} body`, found);
        for (const [status, answer] of Object.entries((op.responses ?? {}) as Record<string, Schema>)) {
          if (status === 'default') continue;
          for (const media of Object.values((answer.content ?? {}) as Record<string, Schema>)) offenders(media.schema, `${where} answer`, found);
        }
      }
    }
    // The walk saw the addons' routes too, not only core's.
    expect(operations).toBeGreaterThan(50);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/design-templates/{id}/assign', '/smart-configurator/apply', '/pricing/quote', '/print-queue/settings']));
    expect([...new Set(found)]).toEqual([]);
  });

  it('documents the camelCase names v1 took first as deprecated, beside the field they stand for', () => {
    const assign = doc.paths['/design-templates/{id}/assign']!.post!;
    const body = (assign.requestBody as { content: Record<string, { schema: { properties: Record<string, Schema>; required: string[] } }> }).content['application/json']!.schema;
    expect(body.required).toContain('shop_product_id');
    expect(body.required).not.toContain('shopProductId');
    expect(body.properties.shopProductId).toMatchObject({ deprecated: true, 'x-alias-of': 'shop_product_id' });
    // A stored settings document served through snakeCaseWireSchema: renamed, nested, with its v1 names deprecated.
    const settings = doc.paths['/print-queue/settings']!.get!;
    const stored = ((settings.responses as Record<string, { content: Record<string, { schema: { properties: Record<string, Schema & { properties: Record<string, Schema> }> } }> }>)['200']!).content['application/json']!.schema;
    expect(stored.properties.printing_method!.properties.color_mode).toBeDefined();
    expect(stored.properties.printing_method!.properties.colorMode).toMatchObject({ deprecated: true, 'x-alias-of': 'color_mode' });
    expect(stored.properties.fileNamePattern).toMatchObject({ deprecated: true, 'x-alias-of': 'file_name_pattern' });
    const quick = doc.paths['/design-templates/quick-config']!.get!;
    const answer = ((quick.responses as Record<string, { content: Record<string, { schema: { properties: Record<string, Schema> } }> }>)['200']!).content['application/json']!.schema;
    expect(answer.properties.template_id).toMatchObject({ type: 'integer' });
    expect(answer.properties.templateId).toMatchObject({ deprecated: true, 'x-alias-of': 'template_id' });
  });
});
