import { join } from 'node:path';
import sharp from 'sharp';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainPhoto, setUpPhotoShirt } from './quick-shirt.ts';
import { productIdNamed } from './shop-orders.ts';
import { ARTIFACTS, addToCart, browserAvailable, launchBrowser, openDesigner, openPage, settledTotal, startShop, type Shop } from './storefront-harness.ts';

/** Whether the element is on screen, whole (not below the fold), to the pixel (scrolling lands on fractions). */
function inView(locator: Locator): Promise<boolean> {
  return locator.evaluate((node) => {
    const box = node.getBoundingClientRect();
    return box.height > 0 && box.top >= -1 && box.bottom <= window.innerHeight + 1;
  });
}

describe.skipIf(!browserAvailable)('no path to the cart ends where the customer cannot go on', () => {
  let shop: Shop;
  let browser: Browser;
  let card: number;
  let tee: number;

  beforeAll(async () => {
    [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
    card = await productIdNamed(shop, /Business Cards/);
    tee = await productIdNamed(shop, /T-Shirt/);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  async function designerWithText(page: Page, product: number): Promise<Locator> {
    const designer = await openDesigner(page, shop, product);
    await designer.getByRole('button', { name: 'Add text' }).click();
    await designer.getByRole('textbox', { name: 'Text content' }).fill('Still for sale');
    return designer;
  }

  it('a price changed after it was shown: the new price is on screen beside the button, and the next press adds the line', { timeout: 120_000 }, async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1366, height: 900 } });
    const designer = await designerWithText(page, card);
    expect(await settledTotal(designer)).toBe('€19.90');
    // The shop raises the price while the customer looks at the old one.
    expect((await shop.admin.request('PATCH', `/api/v1/products/${card}`, { json: { basePrice: 2090 } })).status).toBe(200);
    try {
      await designer.getByRole('button', { name: 'Add to cart' }).click();
      const reason = designer.locator('[data-role="cart-error"]');
      await expect.poll(() => reason.textContent()).toBe('The price is now €20.90. Check it and press the button again.');
      await expect.poll(() => inView(reason)).toBe(true);
      await expect.poll(() => inView(designer.getByRole('button', { name: 'Add to cart' }))).toBe(true);
      expect(await settledTotal(designer)).toBe('€20.90');
      await page.screenshot({ path: join(ARTIFACTS, 'sale-price-changed.png') });
      expect(await addToCart(page, designer)).toMatchObject({ items: [{ unit_price: 2090 }] });
      await expect.poll(() => reason.count()).toBe(0);
    } finally {
      await shop.admin.request('PATCH', `/api/v1/products/${card}`, { json: { basePrice: 1990 } });
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the configurator failing on an option change: the option and its price stand, the sale goes on', { timeout: 120_000 }, async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1366, height: 900 } });
    await page.route('**/smart-configurator/apply', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'svc_internal_error', message: 'Something went wrong on the server.', data: { status: 500 } }) }));
    const designer = await designerWithText(page, tee);
    expect(await settledTotal(designer)).toBe('€14.90');
    await designer.getByRole('combobox', { name: 'Size' }).selectOption('XL');
    await expect.poll(() => designer.locator('[data-role="option-notice"]').textContent()).toContain('The design could not be adapted to this choice');
    await expect.poll(() => settledTotal(designer)).toBe('€16.90');
    expect(await addToCart(page, designer)).toMatchObject({ items: [{ unit_price: 1690, options: { size: 'XL' } }] });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a photo below the print resolution: where the shop allows it, the customer accepts lower quality beside the button, and the line says so', { timeout: 120_000 }, async () => {
    expect((await shop.admin.request('PATCH', '/api/v1/settings', { json: { lowResolutionPhotos: 'accept' } })).status).toBe(200);
    try {
      const { page, errors } = await openPage(browser, { viewport: { width: 1366, height: 900 } });
      const designer = await openDesigner(page, shop, card);
      const photo = await sharp({ create: { width: 90, height: 60, channels: 3, background: '#2A6FB0' } }).png().toBuffer();
      await designer.locator('input[type="file"]').setInputFiles({ name: 'tiny.png', mimeType: 'image/png', buffer: photo });
      const accept = designer.getByRole('checkbox', { name: /Print my photo at lower quality/ });
      await accept.waitFor();
      await settledTotal(designer);
      const add = designer.getByRole('button', { name: 'Add to cart' });
      expect(await add.isDisabled()).toBe(true);
      await accept.check();
      await expect.poll(() => add.isDisabled()).toBe(false);
      // The panel redraws when the new price arrives: scroll to the checkbox as it is then.
      await expect.poll(() => accept.scrollIntoViewIfNeeded().then(() => true, () => false)).toBe(true);
      await page.screenshot({ path: join(ARTIFACTS, 'sale-low-resolution.png') });
      const cart = (await addToCart(page, designer)) as { items: Array<{ meta: { acceptLowResolution?: boolean } }> };
      expect(cart.items.at(-1)!.meta.acceptLowResolution).toBe(true);
      await page.goto(`${shop.url}/#/cart`);
      await expect.poll(() => page.locator('.cart-item').last().locator('.line-options').innerText()).toMatch(/Photo quality\s+Lower quality accepted/);
      expect(errors).toEqual([]);
      await page.context().close();
    } finally {
      await shop.admin.request('PATCH', '/api/v1/settings', { json: { lowResolutionPhotos: 'block' } });
    }
  });

  // Last: it makes the photo template the T-shirt's default.
  it('the same acceptance in the quick panel on the shop grid', { timeout: 120_000 }, async () => {
    await setUpPhotoShirt(shop);
    expect((await shop.admin.request('PATCH', '/api/v1/settings', { json: { lowResolutionPhotos: 'accept' } })).status).toBe(200);
    try {
      const { page, errors } = await openPage(browser, { viewport: { width: 1366, height: 900 } });
      await page.goto(`${shop.url}/#/`);
      const panel = page.locator(`dcs-quick-personalization[product-id="${tee}"]`);
      // As a person does: once the panel shows its preview.
      await page.waitForFunction((id) => Number(document.querySelector(`dcs-quick-personalization[product-id="${id}"]`)?.getAttribute('data-preview') ?? 0) > 0, tee);
      await panel.getByLabel('Photo for Your photo').setInputFiles({ name: 'tiny.png', mimeType: 'image/png', buffer: await plainPhoto(120, 120, '#D0309A') });
      const accept = panel.getByRole('checkbox', { name: /Print my photo at lower quality/ });
      await accept.waitFor();
      const add = panel.getByRole('button', { name: 'Add to cart' });
      expect(await add.isDisabled()).toBe(true);
      await accept.check();
      await expect.poll(() => add.isDisabled()).toBe(false);
      const added = page.evaluate((id) => new Promise<unknown>((resolve) => document.querySelector(`dcs-quick-personalization[product-id="${id}"]`)!.addEventListener('dcs-added-to-cart', (event) => resolve((event as CustomEvent).detail.cart), { once: true })), tee);
      await add.click();
      const cart = (await added) as { items: Array<{ meta: { acceptLowResolution?: boolean; line?: { lowResolutionAccepted: boolean } } }> };
      expect(cart.items.at(-1)!.meta).toMatchObject({ acceptLowResolution: true, line: { lowResolutionAccepted: true } });
      expect(errors).toEqual([]);
      await page.context().close();
    } finally {
      await shop.admin.request('PATCH', '/api/v1/settings', { json: { lowResolutionPhotos: 'block' } });
    }
  });
});
