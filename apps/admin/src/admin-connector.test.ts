import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startWebhookReceiver } from '../../../packages/server/src/testing/webhook-receiver.ts';
import { chromiumAvailable, openSignedIn, screenshotIfFailed, settledScreen, startAdminHarness, type AdminHarness } from './testing/admin-harness.ts';

/**
 * Staff connect a shop: a key made on its screen (shown once) places an order until it is revoked there,
 * and an endpoint registered on the webhooks screen gets signed messages, logged and resent from there.
 */
describe.skipIf(!chromiumAvailable)('admin app: connected shops (keys, webhooks) in Chromium', () => {
  let h: AdminHarness;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let orderNumber = 0;
  const shopCall = async (secret: string, path: string, body: unknown) => {
    const response = await fetch(`${h.url}/api/v1/connector${path}`, { method: 'POST', headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as Record<string, any> };
  };
  /** A paid order of the first demo product, at the price dcs verifies for it. */
  const placeOrder = async (secret: string) => {
    const [product] = (await h.api.get('/api/v1/products?per_page=1')).body;
    const line = { product_id: product.id, quantity: 2 };
    const verified = await shopCall(secret, '/quotes/verify', line);
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    return shopCall(secret, '/orders', { shop_order_id: `UI-${++orderNumber}`, lines: [{ line_id: '1', ...line, unit_price: verified.body.unit_price }] });
  };

  beforeAll(async () => {
    h = await startAdminHarness({ name: 'connector' });
    receiver = await startWebhookReceiver();
    await openSignedIn(h);
  }, 90_000);
  afterEach((context) => screenshotIfFailed(h.page, 'connector', context));
  afterAll(async () => {
    await receiver?.close();
    await h?.close();
  });

  it('creates a key shown once, which places orders and records its use, until it is revoked on the screen', async () => {
    const { page } = h;
    await page.goto(`${h.url}/admin/#/shop-keys`);
    await page.getByRole('heading', { name: 'Shop API keys', level: 1 }).waitFor();
    await page.getByLabel('Name').fill('Woo server');
    await page.getByLabel('Shop', { exact: true }).fill('woo');
    await page.getByRole('button', { name: 'Create key' }).click();
    const secret = (await page.getByTestId('new-key-secret').textContent())!.trim();
    expect(secret).toMatch(/^dcsk_/);
    expect(await settledScreen(page, 'connector', 'shop-key-created')).toEqual([]);
    expect((await placeOrder(secret)).status).toBe(201);

    await page.reload();
    const row = page.getByRole('row').filter({ hasText: 'Woo server' });
    await row.getByText(secret.slice(0, 13)).waitFor();
    expect(await page.getByTestId('new-key-secret').count()).toBe(0);
    expect(await row.getByRole('cell').nth(4).textContent()).not.toBe('—');
    await row.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await row.getByText('Revoked').waitFor();
    const refused = await placeOrder(secret).catch((error: Error) => error);
    expect(refused).toBeInstanceOf(Error);
    expect((await shopCall(secret, '/orders', { shop_order_id: 'x', lines: [] })).body.code).toBe('svc_shop_key_invalid');
    expect(await settledScreen(page, 'connector', 'shop-key-revoked')).toEqual([]);

    // Staff see where the order came from, in the list and on the order.
    await page.goto(`${h.url}/admin/#/orders`);
    await page.getByRole('cell', { name: 'woo #UI-1' }).click();
    await page.getByText(/From woo #UI-1/).waitFor();
    expect(await settledScreen(page, 'connector', 'order-from-shop')).toEqual([]);
  }, 90_000);

  it('registers an endpoint whose signed messages are logged on the screen and resent from it', async () => {
    const { page } = h;
    await page.goto(`${h.url}/admin/#/webhooks`);
    await page.getByLabel('Endpoint URL').fill(receiver.url('/shop'));
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const card = page.locator('.MuiCard-root').filter({ hasText: receiver.url('/shop') });
    const secret = (await card.locator('code').textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);

    const key = (await h.api.post('/api/v1/shop-keys', { name: 'API', scopes: ['orders:write', 'quotes:verify'] })).body.secret;
    const placed = await placeOrder(key);
    expect(placed.status).toBe(201);
    await expect.poll(() => receiver.delivered('/shop').length, { timeout: 30_000 }).toBe(1);
    const [first] = receiver.delivered('/shop');
    expect(new Webhook(secret).verify(first!.body, first!.headers)).toMatchObject({ type: 'order.received', data: { shop_order_id: placed.body.shop_order_id } });

    await card.getByRole('button', { name: 'Delivery log' }).click();
    const logRow = card.getByRole('row').filter({ hasText: 'order.received' });
    await logRow.getByText('delivered').waitFor();
    await logRow.getByRole('button', { name: 'Resend' }).click();
    await expect.poll(() => receiver.delivered('/shop').length, { timeout: 30_000 }).toBe(2);
    expect(receiver.delivered('/shop')[1]!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    // The log follows the resent message until it is delivered.
    await expect.poll(() => logRow.filter({ hasText: 'delivered' }).count(), { timeout: 30_000 }).toBe(2);
    expect(await settledScreen(page, 'connector', 'webhooks')).toEqual([]);
  }, 90_000);
});
