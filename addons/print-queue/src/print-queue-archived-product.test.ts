import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PlatformServices } from '@dcs/platform';
import type { AddonTestKit } from '@dcs/server/addon-testing';
import type { HttpTestClient } from '../../../packages/server/src/testing/http-test-client.ts';
import { describeEachEngine, type TestDatabase } from '../../../packages/server/src/testing/test-databases.ts';
import { runTool, toolsAvailable } from '../../../packages/print/src/testing/pdf-tools.ts';
import { drainQueue, installDynamicPricing, shapesDesign, startPrintQueueSystem } from './testing/print-queue-fixtures.ts';

const available = toolsAvailable('archived product print', ['pdfinfo', 'pdftotext']);

type Json = Record<string, any>;

describeEachEngine('an archived product: off the storefront, still printed and reprinted for the orders that bought it', (engine) => {
  let testDb: TestDatabase;
  let kit: AddonTestKit;
  let services: PlatformServices;
  let admin: HttpTestClient;
  let hotfolder: string;

  beforeAll(async () => {
    testDb = await engine.create();
    ({ kit, services, admin, hotfolder } = await startPrintQueueSystem({ database: testDb }));
    await installDynamicPricing(kit, admin);
    const settings = await admin.post('/wp-json/svc/v1/print-queue/settings', { enabled: true, directory: hotfolder });
    expect(settings.status, settings.text).toBe(200);
  }, 240_000);
  afterAll(async () => {
    await kit?.close();
    await testDb?.drop();
  });

  it.skipIf(!available)('refuses the product page, quote, add to cart and a waiting cart with svc_product_archived; the paid order prints and reprints; restoring sells it again', async () => {
    const created = await admin.post('/api/v1/products', { name: 'Archive postcard', sku: 'ARCH-POSTCARD', currency: 'EUR', basePrice: 120 });
    expect(created.status, created.text).toBe(201);
    const id = created.body.id as number;
    const line = { product_id: id, quantity: 50, design: shapesDesign('Archived', 'STILL PRINTS') };

    // Ann orders before the archive; Bob's line waits in his cart.
    // (No quote before the archive: the pricing engine keeps a product 5 s, so a quote may answer that
    // much late; the cart reads the product itself and is never late.)
    const ann = kit.t.client();
    expect((await ann.post('/wp-json/svc/v1/cart/items', line)).status).toBe(201);
    const order = await ann.post('/wp-json/svc/v1/checkout', { email: 'ann@example.com' });
    expect(order.status, order.text).toBe(201);
    const bob = kit.t.client();
    expect((await bob.post('/wp-json/svc/v1/cart/items', line)).status).toBe(201);

    const archived = await admin.request('PATCH', `/api/v1/products/${id}`, { json: { status: 'archived' } });
    expect(archived.status, archived.text).toBe(200);
    expect(archived.body).toMatchObject({ id, status: 'archived', name: 'Archive postcard' });

    // Off the storefront: the list leaves it out, everything that would sell it answers the one code.
    expect((await ann.get('/wp-json/svc/v1/products?search=ARCH-POSTCARD')).body).toEqual([]);
    const refusals = [
      await ann.get(`/wp-json/svc/v1/products/${id}`),
      await ann.post('/wp-json/svc/v1/pricing/quote', { product_id: id, quantity: 50 }),
      await ann.post('/wp-json/svc/v1/cart/items', line),
      await bob.post('/wp-json/svc/v1/checkout', { email: 'bob@example.com' }),
    ];
    for (const refused of refusals) {
      expect(refused.status, refused.text).toBe(410);
      expect(refused.body).toMatchObject({ code: 'svc_product_archived', message: `Product ${id} (Archive postcard) is no longer sold. Choose another product, or remove it from your cart to check out.` });
    }
    // Nothing is lost: Bob's line stays for him to remove, the order is untouched.
    expect((await bob.get('/wp-json/svc/v1/cart')).body.items).toHaveLength(1);
    expect((await admin.get(`/api/v1/orders/${order.body.id}`)).body).toMatchObject({ status: 'pending', items: [{ productId: id, productName: 'Archive postcard' }] });

    // The order bought before the archive is paid, printed and reprinted from the product as it is.
    expect((await admin.post(`/api/v1/orders/${order.body.id}/status`, { status: 'paid' })).status).toBe(200);
    await drainQueue(services);
    const jobs = ((await admin.get(`/wp-json/svc/v1/print-queue?search=${order.body.id}&per_page=100`)).body as Json[]).filter((job) => job.order.id === order.body.id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.state, JSON.stringify(jobs[0]!.error)).toBe('delivered');
    const artifact = join(hotfolder, jobs[0]!.files.artifact.name);
    expect(runTool('pdfinfo', [artifact])).toMatch(/^Pages:\s+1$/m);
    expect(runTool('pdftotext', [artifact, '-'])).toContain('STILL PRINTS');
    expect((await admin.post(`/wp-json/svc/v1/print-queue/${jobs[0]!.id}/reprint`, { reason: 'Smudged' })).status).toBe(200);
    await drainQueue(services);
    expect((await admin.get(`/wp-json/svc/v1/print-queue/${jobs[0]!.id}`)).body).toMatchObject({ state: 'delivered', round: 2 });

    // Restored: listed and sold again, Bob's waiting line checks out.
    expect((await admin.request('PATCH', `/api/v1/products/${id}`, { json: { status: 'active' } })).body.status).toBe('active');
    expect((await ann.get('/wp-json/svc/v1/products?search=ARCH-POSTCARD')).body).toMatchObject([{ id, status: 'active' }]);
    const bobsOrder = await bob.post('/wp-json/svc/v1/checkout', { email: 'bob@example.com' });
    expect(bobsOrder.status, bobsOrder.text).toBe(201);
  }, 180_000);
});
