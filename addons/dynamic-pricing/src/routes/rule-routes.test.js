import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPricingTestSystem } from '../testing/pricing-test-system.js';
const RULE = { name: 'Per character', action: { type: 'per_metric', metric: 'characters', rate: 5 } };
describe('pricing rules over HTTP (admin)', () => {
    let s;
    beforeAll(async () => {
        s = await startPricingTestSystem();
    });
    afterAll(() => s.close());
    it('creates with defaults, lists in evaluation order, reads, replaces with POST id, deletes', async () => {
        const created = await s.admin.post('/wp-json/svc/v1/pricing/rules', RULE);
        expect(created.status).toBe(201);
        expect(created.body).toMatchObject({
            id: expect.any(Number),
            name: 'Per character',
            enabled: true,
            priority: 100,
            scope: 'design',
            match: 'all',
            conditions: [],
            action: { type: 'per_metric', metric: 'characters', rate: 5, free: 0, per: 'unit' },
            stacking: 'continue',
            exclusive_group: null,
            starts_at: null,
            ends_at: null,
        });
        const first = await s.admin.post('/wp-json/svc/v1/pricing/rules', { name: 'Setup', priority: 5, action: { type: 'fixed', amount: 500, per: 'line' }, starts_at: '2026-01-01T00:00:00+02:00' });
        expect(first.body.starts_at).toBe('2025-12-31T22:00:00.000Z');
        const list = await s.admin.get('/wp-json/svc/v1/pricing/rules');
        expect(list.status).toBe(200);
        expect(list.body.map((rule) => rule.name)).toEqual(['Setup', 'Per character']);
        expect(list.headers.get('x-wp-total')).toBe('2');
        const id = created.body.id;
        expect((await s.admin.get(`/wp-json/svc/v1/pricing/rules/${id}`)).body.name).toBe('Per character');
        const replaced = await s.admin.post('/wp-json/svc/v1/pricing/rules', { id, name: 'Per word', action: { type: 'per_metric', metric: 'words', rate: 20 } });
        expect(replaced.status).toBe(200);
        expect(replaced.body).toMatchObject({ id, name: 'Per word', action: { metric: 'words' }, created_at: created.body.created_at });
        const deleted = await s.admin.post('/wp-json/svc/v1/pricing/rules/delete', { id });
        expect(deleted.status).toBe(200);
        expect(deleted.body).toMatchObject({ deleted: true, previous: { id, name: 'Per word' } });
        expect((await s.admin.get(`/wp-json/svc/v1/pricing/rules/${id}`)).body.code).toBe('svc_pricing_rule_not_found');
        expect((await s.admin.post('/wp-json/svc/v1/pricing/rules/delete', { id })).status).toBe(404);
        expect((await s.admin.post('/wp-json/svc/v1/pricing/rules', { ...RULE, id })).status).toBe(404);
        await s.admin.post('/wp-json/svc/v1/pricing/rules/delete', { id: first.body.id });
    });
    it.each([
        ['no action', { name: 'x' }, 'rest_missing_callback_param', 400],
        ['unknown action type', { name: 'x', action: { type: 'free-beer' } }, 'rest_invalid_param', 400],
        ['unknown metric', { name: 'x', action: { type: 'per_metric', metric: 'vibes', rate: 1 } }, 'rest_invalid_param', 400],
        ['unknown field', { ...RULE, colour: 'red' }, 'rest_invalid_param', 400],
        ['minimum in element scope', { name: 'x', scope: 'element', action: { type: 'minimum', amount: 1 } }, 'svc_pricing_rule_invalid', 400],
        ['rate with too many decimals', { name: 'x', action: { type: 'per_metric', metric: 'lines', rate: 0.00001 } }, 'svc_pricing_rule_invalid', 400],
    ])('refuses %s (%s), storing nothing', async (_name, body, code, status) => {
        const answer = await s.admin.post('/wp-json/svc/v1/pricing/rules', body);
        expect(answer.status).toBe(status);
        expect(answer.body.code).toBe(code);
        expect((await s.admin.get('/wp-json/svc/v1/pricing/rules')).body).toEqual([]);
    });
    it('documents the pricing routes in the svc/v1 OpenAPI document', async () => {
        const doc = (await s.kit.t.client().get('/api/v1/openapi/svc-v1.json')).body;
        const create = doc.paths['/pricing/rules'].post;
        expect(create.requestBody.content['application/json'].schema.required).toEqual(expect.arrayContaining(['name', 'action']));
        expect(create.requestBody.content['application/json'].schema.properties.action.anyOf).toHaveLength(6);
        const quote = doc.paths['/pricing/quote'].post;
        expect(quote.requestBody.content['application/json'].schema.properties).toHaveProperty('design');
        expect(JSON.stringify(quote.responses)).toContain('quote_token');
        expect(doc.paths['/pricing/rules/delete'].post).toBeDefined();
    });
    describe('auth matrix', () => {
        const routes = [
            ['GET', '/wp-json/svc/v1/pricing/rules', undefined],
            ['GET', '/wp-json/svc/v1/pricing/rules/1', undefined],
            ['POST', '/wp-json/svc/v1/pricing/rules', RULE],
            ['POST', '/wp-json/svc/v1/pricing/rules/delete', { id: 1 }],
        ];
        it.each(routes)('%s %s: anonymous 401, customer session 401', async (method, path, json) => {
            expect((await s.kit.t.client().request(method, path, { json })).status).toBe(401);
            const customer = s.kit.t.client();
            await customer.post('/wp-json/svc/v1/pricing/quote', { product_id: s.product.id });
            expect(customer.cookies.size).toBeGreaterThan(0);
            expect((await customer.request(method, path, { json })).status).toBe(401);
        });
        it.each(routes.filter(([method]) => method === 'POST'))('%s %s: admin without nonce 401, with a bad nonce 403', async (method, path, json) => {
            const admin = await s.kit.t.admin();
            expect((await admin.request(method, path, { json, nonce: false })).status).toBe(401);
            const bad = await admin.request(method, path, { json, headers: { 'x-wp-nonce': 'bad' } });
            expect(bad.status).toBe(403);
            expect(bad.body.code).toBe('rest_cookie_invalid_nonce');
            expect((await s.admin.get('/wp-json/svc/v1/pricing/rules')).body).toEqual([]);
        });
    });
});
