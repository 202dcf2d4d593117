// The Medusa journey (issue #36): a customer designs a business card on the Medusa storefront page,
// adds it to Medusa's cart at dcs's price, checks out with the system payment provider; staff capture
// the payment in Medusa's admin API while dcs is down; dcs comes back, takes the order, prints and
// delivers the job to the hotfolder, and the Medusa order shows the job delivered. Tampered prices and
// a reused quote token are refused. Real Medusa (PostgreSQL), real dcs (SQLite), real Chromium.
import assert from 'node:assert/strict';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { chromium } from 'playwright-core';
import { freePort, startPair } from '../demo.mjs';
import { adminApi, storeApi, until } from './medusa-client.mjs';

const ARTIFACTS = join(import.meta.dirname, '..', '..', '..', 'test-results', 'medusa');

describe('dcs inside Medusa', () => {
  let pair;
  let browser;
  let store;
  let admin;
  let card;
  /** What the customer's add to cart sent (the design and its quote token) and Medusa answered. */
  let added;
  let orderId;
  /** dcs's id of the order once dcs took it. */
  let dcsOrderId;
  /** The order's captured payment. */
  let paymentId;
  let delivered = false;

  before(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    [pair, browser] = await Promise.all([
      startPair({ fresh: true, dataDir: join(tmpdir(), `dcs-medusa-journey-${process.pid}`), database: 'dcs_medusa_test', medusaPort: await freePort(), admin: false, webhookRetryMs: 500 }),
      chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] }),
    ]);
    console.log(`pair started: ${JSON.stringify(pair.timings)}; its output: ${pair.logFile}`);
    const seed = pair.state.medusaSeed;
    store = storeApi(pair.medusaUrl, seed.publishableKey);
    admin = await adminApi(pair.medusaUrl, seed.admin.email, seed.admin.password);
    card = seed.products.find((product) => /Business Cards/.test(product.title));
    assert.ok(card, 'the business card is linked');
  });
  after(async () => {
    await browser?.close();
    await pair?.stop();
    // Kept after a failure, with both processes' output (pair.log).
    if (delivered && pair) rmSync(pair.dataDir, { recursive: true, force: true });
  });

  it('designs a business card on the Medusa page and adds it to the Medusa cart at dcs’s price', { timeout: 180_000 }, async () => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    // The price the customer sees is the last quote the designer announced.
    await page.addInitScript(() => document.addEventListener('dcs-quote', (event) => (window.lastQuote = event.detail.quote)));
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${pair.shopUrl}?product=${card.id}`);
    const designer = page.locator('dcs-designer');
    await designer.locator('.canvas').waitFor();
    await designer.getByRole('button', { name: 'Use template Classic business card' }).click();
    await designer.getByRole('button', { name: 'Text: Ada Lovelace', exact: true }).click();
    await designer.getByRole('textbox', { name: 'Text content' }).fill('Grace Hopper');
    // The template has a back; the customer pays for printing it.
    await designer.getByRole('button', { name: /^Print the back too/ }).click();
    await until('a settled price', async () => (await designer.locator('[data-role="quoting"]').count()) === 0 && /\d/.test((await designer.locator('[data-role="total"]').textContent()) ?? ''));

    const answer = page.waitForResponse((response) => response.url().includes('/store/dcs/carts/') && response.request().method() === 'POST');
    await designer.getByRole('button', { name: 'Add to cart' }).first().click();
    const response = await answer;
    const sent = response.request().postDataJSON();
    assert.equal(response.status(), 200, JSON.stringify(await response.json()));
    const { cart } = await response.json();
    assert.equal(cart.items.length, 1);
    const [line] = cart.items;
    // The line costs what dcs quoted, in Medusa's units (dcs speaks cents).
    assert.equal(Number(line.unit_price) * 100, sent.unit_price);
    assert.equal(line.metadata.dcs_unit_price, sent.unit_price);
    assert.equal(line.metadata.dcs_quote_token, sent.quote_token);
    assert.match(JSON.stringify(line.metadata.dcs_design), /Grace Hopper/);
    const quote = await page.evaluate(() => window.lastQuote);
    assert.equal(sent.quote_token, quote.quote_token);
    assert.equal(sent.unit_price, quote.unit_price);
    await until('the page’s cart', async () => /Cart \(1\)/.test(await page.locator('#cart-count').textContent()));
    await page.screenshot({ path: join(ARTIFACTS, 'medusa-designer-added.png') });
    added = { cartId: cart.id, sent, page };
    assert.deepEqual(errors, []);
  });

  it('refuses a tampered price, a tampered design and a dcs product through Medusa’s own cart route', { timeout: 60_000 }, async () => {
    assert.ok(added, 'needs the line the customer added');
    const { body: { cart: other } } = await store('POST', '/carts', { region_id: pair.state.medusaSeed.regionId });
    const cheap = await store('POST', `/dcs/carts/${other.id}/line-items`, { ...added.sent, unit_price: 1 });
    assert.equal(cheap.status, 409);
    assert.equal(cheap.body.code, 'svc_connector_price_mismatch');
    assert.equal(cheap.body.data.verified, added.sent.unit_price);

    const otherDesign = JSON.parse(JSON.stringify(added.sent.design).replace('Grace Hopper', 'Someone Else'));
    const mismatch = await store('POST', `/dcs/carts/${other.id}/line-items`, { ...added.sent, design: otherDesign });
    assert.equal(mismatch.status, 409);
    assert.equal(mismatch.body.code, 'svc_pricing_quote_token_mismatch');

    const again = await store('POST', `/dcs/carts/${added.cartId}/line-items`, added.sent);
    assert.equal(again.status, 409);
    assert.equal(again.body.code, 'svc_connector_quote_reused');

    const core = await store('POST', `/carts/${other.id}/line-items`, { variant_id: card.variantId, quantity: 1 });
    assert.equal(core.status, 409);
    assert.equal(core.body.code, 'dcs_line_needs_design');
    const { body } = await store('GET', `/carts/${other.id}`);
    assert.equal(body.cart.items.length, 0);
  });

  it('checks out on the page, captures the payment while dcs is down, and dcs takes the order when it is back', { timeout: 240_000 }, async () => {
    assert.ok(added, 'needs the line the customer added');
    const { page } = added;
    await page.locator('#email').fill('ada@example.com');
    await page.getByRole('button', { name: 'Place order' }).click();
    await until('the placed order', async () => /Order #\d+ is placed/.test(await page.locator('#checkout-status').textContent()), 60_000);
    orderId = await page.locator('#checkout-status').getAttribute('data-order-id');
    await page.screenshot({ path: join(ARTIFACTS, 'medusa-order-placed.png') });

    // dcs goes away hard (no shutdown) before the payment is captured.
    await pair.dcs().kill();
    const { body: { order } } = await admin('GET', `/orders/${orderId}?fields=id,metadata,*payment_collections,*payment_collections.payments`);
    const payment = order.payment_collections[0].payments[0];
    paymentId = payment.id;
    const captured = await admin('POST', `/payments/${payment.id}/capture`, {});
    assert.equal(captured.status, 200, JSON.stringify(captured.body));
    // `pending` is written before the first send too (attempts 0); wait for the send that found dcs away.
    const pending = await until('the order pending for dcs after a failed send', async () => {
      const { body } = await admin('GET', `/orders/${orderId}?fields=id,metadata`);
      const sync = body.order.metadata?.dcs_sync;
      return sync?.status === 'pending' && sync.attempts > 0 && sync;
    });
    assert.ok(pending.message);

    await pair.startDcs();
    let sync;
    const sent = await until('dcs taking the order', async () => {
      const { body } = await admin('GET', `/orders/${orderId}?fields=id,metadata`);
      sync = body.order.metadata?.dcs_sync;
      if (sync?.status === 'refused') throw new Error(`dcs refused the order: ${JSON.stringify(sync)}`);
      return sync?.status === 'sent' && sync;
    }, 90_000).catch((error) => {
      throw new Error(`${error.message}; the order's dcs_sync: ${JSON.stringify(sync)}; output in ${pair.logFile}`);
    });
    assert.ok(Number.isInteger(sent.order_id));
    dcsOrderId = sent.order_id;
  });

  it('delivers the print job to the hotfolder and the Medusa order shows it delivered', { timeout: 240_000 }, async () => {
    assert.ok(dcsOrderId, 'needs the order in dcs');
    const ticket = await until('the job ticket in the hotfolder', async () => readdirSync(pair.hotfolder).find((name) => name.endsWith('.json') && !name.startsWith('.')), 180_000);
    const content = JSON.parse(readFileSync(join(pair.hotfolder, ticket), 'utf8'));
    assert.match(JSON.stringify(content), /Business Cards/);
    assert.ok(readdirSync(pair.hotfolder).some((name) => name.endsWith('.pdf')), readdirSync(pair.hotfolder).join(', '));
    const jobs = await until('the delivered job on the Medusa order', async () => {
      const { body } = await admin('GET', `/orders/${orderId}?fields=id,metadata,*items`);
      const state = body.order.metadata?.dcs_jobs?.[body.order.items[0].id];
      return state?.state === 'delivered' && body.order.metadata.dcs_jobs;
    }, 120_000);
    assert.equal(Object.keys(jobs).length, 1);
    delivered = true;
  });

  it('refuses the quote token of the paid line in a new cart, and a webhook with a forged signature', { timeout: 60_000 }, async () => {
    assert.ok(orderId, 'needs the paid order');
    const { body: { cart } } = await store('POST', '/carts', { region_id: pair.state.medusaSeed.regionId });
    const reused = await store('POST', `/dcs/carts/${cart.id}/line-items`, added.sent);
    assert.equal(reused.status, 409);
    assert.equal(reused.body.code, 'svc_connector_quote_reused');

    const forged = await fetch(`${pair.medusaUrl}/dcs/webhooks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'webhook-id': 'msg_forged', 'webhook-timestamp': String(Math.floor(Date.now() / 1000)), 'webhook-signature': 'v1,AAAA' },
      body: JSON.stringify({ type: 'print_job.delivered', timestamp: new Date().toISOString(), data: { shop_order_id: orderId, line_id: 'x', state: 'failed' } }),
    });
    assert.equal(forged.status, 401);
  });

  it('refunds the order in dcs when Medusa refunds its payment in full', { timeout: 60_000 }, async () => {
    assert.ok(dcsOrderId && paymentId, 'needs the order in dcs and its payment');
    const refunded = await admin('POST', `/payments/${paymentId}/refund`, {});
    assert.equal(refunded.status, 200, JSON.stringify(refunded.body));
    await until('the Medusa order marked refunded for dcs', async () => {
      const { body } = await admin('GET', `/orders/${orderId}?fields=id,metadata`);
      return body.order.metadata?.dcs_sync?.status === 'refunded';
    });
    // dcs's own record, read with the shop's key as any shop would: the order is refunded.
    const answer = await fetch(`${pair.dcsUrl}/api/v1/connector/orders/${encodeURIComponent(orderId)}`, { headers: { authorization: `Bearer ${pair.state.shopKey}` } });
    assert.equal(answer.status, 200);
    assert.equal((await answer.json()).status, 'refunded');
  });
});
