import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDemoCatalog } from '../../../demo/demo-catalog.ts';
import type { HttpTestClient } from '../../../testing/http-test-client.ts';
import { describeEachEngine } from '../../../testing/test-databases.ts';
import { startTestSystem, type TestSystem } from '../../../testing/test-system.ts';
import { designWith, textElement } from '../../resources/common/testing/design-fixtures.ts';

describeEachEngine('order proofs (svc/v1, customer)', (engine) => {
  let t: TestSystem;
  let alice: HttpTestClient;
  let productId: number;
  const dir = mkdtempSync(join(tmpdir(), 'dcs-proof-'));
  /** The proof as the browser downloads it, bytes intact. */
  const download = (client: HttpTestClient, path: string) =>
    fetch(`${t.url}${path}`, { headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });

  beforeAll(async () => {
    t = await startTestSystem({ database: await engine.create() });
    await seedDemoCatalog(t.system.services.shop);
    productId = (await (await t.admin()).get('/api/v1/products')).body[0].id;
    alice = t.client();
  });
  afterAll(() => t.close());

  it("answers the customer's own ordered design as an RGB proof PDF that poppler reads, and nothing to anyone else", async () => {
    expect((await alice.post('/wp-json/svc/v1/cart/items', { product_id: productId, design: designWith([textElement('Proof for Alice')]) })).status).toBe(201);
    expect((await alice.post('/wp-json/svc/v1/cart/items', { product_id: productId })).status).toBe(201);
    const order = await alice.post('/wp-json/svc/v1/checkout', { email: 'alice@example.com' });
    expect(order.status, order.text).toBe(201);
    const [designed, plain] = order.body.items as Array<{ id: number }>;

    const proof = await download(alice, `/wp-json/svc/v1/orders/${order.body.id}/items/${designed!.id}/proof`);
    expect(proof.status).toBe(200);
    expect(proof.headers.get('content-type')).toBe('application/pdf');
    expect(proof.headers.get('content-disposition')).toBe(`attachment; filename="order-${order.body.id}-item-${designed!.id}-proof.pdf"`);
    const file = join(dir, `proof-${engine.name}.pdf`);
    writeFileSync(file, Buffer.from(await proof.arrayBuffer()));
    expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).toMatch(/Pages:\s+1\n/);
    expect(execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })).toContain('Proof for Alice');

    const path = `/wp-json/svc/v1/orders/${order.body.id}/items/${designed!.id}/proof`;
    for (const stranger of [t.client(), alice]) {
      const answer = await stranger.get(stranger === alice ? `/wp-json/svc/v1/orders/${order.body.id + 1}/items/${designed!.id}/proof` : path);
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('svc_order_not_found');
    }
    const bob = t.client();
    await bob.post('/wp-json/svc/v1/cart/items', { product_id: productId });
    expect((await bob.get(path)).body.code).toBe('svc_order_not_found');
    for (const item of [plain!.id, 999_999]) {
      const missing = await alice.get(`/wp-json/svc/v1/orders/${order.body.id}/items/${item}/proof`);
      expect(missing.status).toBe(404);
      expect(missing.body.code).toBe('svc_order_item_not_found');
    }
  }, 60_000);

  it('has a page per side that prints: an empty back is left out, a paid back is in', async () => {
    const bob = t.client();
    const twoSides = (back: unknown[]) => {
      const design = designWith([textElement('Front text')]) as { sides: Array<Record<string, unknown>> };
      return { ...design, sides: [design.sides[0]!, { ...design.sides[0]!, id: 'back', name: 'Back', elements: back }] };
    };
    const tee = (await bob.get(`/wp-json/svc/v1/products/${productId}`)).body as { meta: { printedSides?: { option: string } } };
    expect(tee.meta.printedSides?.option).toBe('print');
    expect((await bob.post('/wp-json/svc/v1/cart/items', { product_id: productId, options: { print: 'front' }, design: twoSides([]) })).status).toBe(201);
    expect((await bob.post('/wp-json/svc/v1/cart/items', { product_id: productId, options: { print: 'front-back' }, design: twoSides([textElement('Back text', { id: 'back-title' })]) })).status).toBe(201);
    const order = (await bob.post('/wp-json/svc/v1/checkout', {})).body as { id: number; items: Array<{ id: number }> };
    const pages = [];
    for (const item of order.items) {
      const proof = await download(bob, `/wp-json/svc/v1/orders/${order.id}/items/${item.id}/proof`);
      expect(proof.status).toBe(200);
      const file = join(dir, `sides-${engine.name}-${item.id}.pdf`);
      writeFileSync(file, Buffer.from(await proof.arrayBuffer()));
      pages.push([Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]), execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).includes('Back text')]);
    }
    expect(pages).toEqual([[1, false], [2, true]]);
  }, 60_000);
});
