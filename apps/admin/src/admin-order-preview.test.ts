import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpTestClient } from '../../../packages/server/src/testing/http-test-client.ts';
import { chromiumAvailable, openSignedIn, screenshotIfFailed, settledScreen, startAdminHarness, type AdminHarness } from './testing/admin-harness.ts';
import { STAR_SVG, businessCardWith } from './testing/staff-fixtures.ts';

const SUITE = 'order-preview';
const ORANGE = [0xe8, 0x59, 0x0c];
const STAR_YELLOW = [0xff, 0xcc, 0x00];
/** The sketch's fill for photos and cliparts: a preview showing it is the wireframe, not the print. */
const WIREFRAME_BLUE = [0xe3, 0xec, 0xf5];

/** Share of the element's pixels (as on screen) within `tolerance` of `[r, g, b]`. */
async function shareOn(element: Locator, [r, g, b]: number[], tolerance = 20): Promise<number> {
  const { data, info } = await sharp(await element.screenshot()).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let hits = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    if (Math.abs(data[i]! - r!) <= tolerance && Math.abs(data[i + 1]! - g!) <= tolerance && Math.abs(data[i + 2]! - b!) <= tolerance) hits++;
  }
  return hits / (info.width * info.height);
}

/** A business card with the customer's own photo (orange), a clipart of the shop (a yellow star) and a name in Roboto. */
async function orderWithPhotoAndClipart(h: AdminHarness): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([STAR_SVG], { type: 'image/svg+xml' }), 'star.svg');
  const clipart = await h.api.request('POST', '/api/v1/cliparts', { body: form });
  expect(clipart.status, clipart.text).toBe(201);
  const customer = new HttpTestClient(h.url);
  const photo = new FormData();
  photo.append('file', new Blob([new Uint8Array(await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#e8590c' } }).jpeg().toBuffer())], { type: 'image/jpeg' }), 'sunset.jpg');
  const upload = await customer.request('POST', '/wp-json/svc/v1/uploads', { body: photo });
  expect(upload.status, upload.text).toBe(201);
  const design = businessCardWith([
    { id: 'photo', type: 'image', media: upload.body.ref, transform: { x: 0, y: 0, width: 40, height: 30, rotation: 0 } },
    { id: 'star', type: 'clipart', clipart: `clipart:${clipart.body.id}`, transform: { x: 50, y: 5, width: 25, height: 25, rotation: 0 } },
    { id: 'name', type: 'text', content: 'Real Preview', fontFamily: 'Roboto', fontWeight: 700, fontSize: 14, transform: { x: 4, y: 38, width: 78, height: 10, rotation: 0 }, fill: '#1A1A1A', align: 'left' },
  ]);
  const added = await customer.post('/wp-json/svc/v1/cart/items', { product_id: 3, quantity: 100, design });
  expect(added.status, added.text).toBe(201);
  const order = await customer.post('/wp-json/svc/v1/checkout', { email: 'ann@example.com' });
  expect(order.status, order.text).toBe(201);
  return order.body.id;
}

/** The preview the server drew (not the sketch in its place while it loads) shows the photo and the clipart. */
async function expectRealPreview(page: Page): Promise<void> {
  const preview = page.locator('img[data-preview="ready"]').first();
  await preview.waitFor({ timeout: 30_000 });
  // The photo covers 40 × 30 of the card's 85 × 55 mm (26 %), the star about 8 % of it.
  expect(await shareOn(preview, ORANGE)).toBeGreaterThan(0.18);
  expect(await shareOn(preview, STAR_YELLOW)).toBeGreaterThan(0.03);
  expect(await shareOn(preview, WIREFRAME_BLUE, 6)).toBeLessThan(0.005);
}

describe.skipIf(!chromiumAvailable)('the order and the job page show the design as it prints', () => {
  let h: AdminHarness;
  let orderId: number;

  beforeAll(async () => {
    h = await startAdminHarness({ name: SUITE });
    await openSignedIn(h);
    orderId = await orderWithPhotoAndClipart(h);
  }, 90_000);
  afterEach((context) => screenshotIfFailed(h.page, SUITE, context));
  afterAll(() => h?.close());

  it("draws the customer's photo, the shop's clipart and the text on the order page, not a wireframe", async () => {
    const page = h.page;
    await page.goto(`${h.url}/admin/#/orders/${orderId}/show`);
    await expectRealPreview(page);
    expect(await settledScreen(page, SUITE, 'desktop-order')).toEqual([]);
  }, 90_000);

  it('draws it on the print job page too, with the preflight beside it', async () => {
    expect((await h.api.post(`/api/v1/orders/${orderId}/status`, { status: 'paid' })).status).toBeLessThan(300);
    let job: { id: number } | undefined;
    await expect.poll(async () => ([job] = (await h.api.get(`/wp-json/svc/v1/print-queue?search=${orderId}`)).body, job?.id), { timeout: 60_000 }).toBeDefined();
    await h.page.goto(`${h.url}/admin/#/print-queue/${job!.id}/show`);
    await expectRealPreview(h.page);
    expect(await settledScreen(h.page, SUITE, 'desktop-job')).toEqual([]);
  }, 120_000);

  it('shows the real preview on a 390 px phone, within the screen', async () => {
    const phone = await h.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    try {
      const page = await phone.newPage();
      await openSignedIn({ ...h, page });
      await page.goto(`${h.url}/admin/#/orders/${orderId}/show`);
      await expectRealPreview(page);
      // Drawn for the phone's pixel density: the picture asked for is twice its width on screen.
      // Page-side script as text: this file is type-checked for Node, without the DOM's types.
      const { natural, shown } = (await page.evaluate(`(() => { const img = document.querySelector('img[data-preview="ready"]'); return { natural: img.naturalWidth, shown: img.getBoundingClientRect().width }; })()`)) as { natural: number; shown: number };
      expect(natural).toBeGreaterThanOrEqual(Math.floor(shown * 2) - 2);
      expect(await settledScreen(page, SUITE, 'phone-order')).toEqual([]);
      expect(await page.evaluate<number>('document.scrollingElement.scrollWidth')).toBeLessThanOrEqual(390);
    } finally {
      await phone.close();
    }
  }, 90_000);
});
