import { join } from 'node:path';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkOut, downloadProof, jobPdf, paidJob, pdfPages, productIdNamed } from './shop-orders.ts';
import { ARTIFACTS, browserAvailable, openDesigner, openPage, settledTotal, type Shop, useShopAndBrowser } from './storefront-harness.ts';

const DESKTOP: BrowserContextOptions = { viewport: { width: 1366, height: 900 } };
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };

/** Adds a text to the side on screen and types into it, as a person does. */
async function addText(designer: Locator, text: string, press: 'click' | 'tap'): Promise<void> {
  await designer.getByRole('button', { name: 'Add text' })[press]();
  await designer.getByRole('textbox', { name: 'Text content' }).fill(text);
}

/** Chooses option values by their labels in the designer's lists. */
async function choose(designer: Locator, choices: Record<string, string>): Promise<void> {
  for (const [list, value] of Object.entries(choices)) await designer.getByRole('combobox', { name: list }).selectOption({ label: value });
}

/** The texts of the cart's or the order's breakdown of the first line, row by row. */
function breakdownRows(page: Page): Promise<string[]> {
  return page.locator('.cart-item').first().locator('.breakdown tr').evaluateAll((rows) => rows.map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent?.trim()).join(' ')));
}

describe.skipIf(!browserAvailable)('ordering a T-shirt designed from scratch, as a person, on desktop and phone', () => {
  // The shop and browser of this describe (started before its tests, stopped after them).
  const started = useShopAndBrowser();
  let shop: Shop;
  let browser: Browser;
  let tee: number;

  beforeAll(async () => {
    ({ shop, browser } = started);
    tee = await productIdNamed(shop, /T-Shirt/);
  }, 60_000);

  for (const [device, options, press] of [['desktop', DESKTOP, 'click'], ['phone', PHONE, 'tap']] as const) {
    it(`${device}: front and back, XXL, black, both sides printed: €26.40 in the cart (edited, quantity changed), a proof, and a print job of two pages`, { timeout: 300_000 }, async () => {
      const { page, errors } = await openPage(browser, options);
      const shot = (name: string) => page.screenshot({ path: join(ARTIFACTS, `order-${device}-${name}.png`), fullPage: true });
      const designer = await openDesigner(page, shop, tee);
      await addText(designer, 'ADA', press);
      await designer.getByRole('tab', { name: 'Back' })[press]();
      await addText(designer, 'LOVELACE 23', press);
      expect(await settledTotal(designer)).toBe('€14.90');

      // Every option change asks for a price; the mapping's layers are not in this design, which changes nothing.
      await choose(designer, { Size: 'XL (+€2.00)', Color: 'Black (+€1.50)', 'Printed sides': 'Front and back (+€6.00)' });
      await expect.poll(() => settledTotal(designer), { timeout: 30_000 }).toBe('€24.40');
      // The shirt on screen is black: its photo tinted with the colour's swatch, the design drawn on it unmultiplied.
      await expect.poll(() => designer.locator('svg.canvas feFlood').getAttribute('flood-color')).toBe('#232326');
      expect(await designer.locator('svg.canvas image.mockup').getAttribute('filter')).toMatch(/^url\(#dcs-mockup-tint-\d+\)$/);
      expect(await designer.locator('svg.canvas').getAttribute('class')).toContain('dark-mockup');
      await shot('designer');
      await designer.getByRole('button', { name: 'Add to cart' })[press]();
      await page.getByRole('link', { name: 'Go to the cart' }).waitFor();
      await expect.poll(() => page.locator('#cart-link').textContent()).toBe('Cart (1)');

      // The cart speaks the product's words and shows every charge.
      await page.getByRole('link', { name: 'Go to the cart' })[press]();
      await page.locator('.cart-item .preview svg').first().waitFor();
      expect(await page.locator('.cart-item .preview svg feFlood').getAttribute('flood-color')).toBe('#232326');
      const line = page.locator('.cart-item').first();
      await expect.poll(() => line.locator('.line-options').innerText()).toMatch(/Size\s+XL\s+Color\s+Black\s+Printed sides\s+Front and back/);
      expect(await breakdownRows(page)).toEqual(['Base price €14.90', 'Size: XL €2.00', 'Color: Black €1.50', 'Printed sides: Front and back €6.00', 'Line total €24.40']);
      await shot('cart');

      // Edit: the design reopens with its options; the size changes and the line is replaced.
      await line.getByRole('link', { name: 'Edit design' })[press]();
      const editor = page.locator('dcs-designer');
      await editor.getByRole('button', { name: 'Update cart line' }).waitFor();
      expect(await editor.getByRole('combobox', { name: 'Color' }).inputValue()).toBe('black');
      await editor.getByRole('tab', { name: 'Back' })[press]();
      await expect.poll(() => editor.getByRole('button', { name: /^Text: LOVELACE 23/ }).count()).toBe(1);
      await choose(editor, { Size: 'XXL (+€4.00)' });
      await expect.poll(() => settledTotal(editor), { timeout: 30_000 }).toBe('€26.40');
      await editor.getByRole('button', { name: 'Update cart line' })[press]();
      await page.getByRole('heading', { name: 'Your cart' }).waitFor();
      await expect.poll(() => page.locator('.cart-item').count()).toBe(1);
      await expect.poll(() => breakdownRows(page)).toEqual(['Base price €14.90', 'Size: XXL €4.00', 'Color: Black €1.50', 'Printed sides: Front and back €6.00', 'Line total €26.40']);

      // Quantity: two shirts, then one again; a second line removed.
      const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
      await quantity.fill('2');
      await quantity.press('Enter');
      await expect.poll(() => page.locator('[data-role="cart-total"]').textContent()).toBe('Total: €52.80');
      expect(await breakdownRows(page)).toContain('Base price (2 × €14.90) €29.80');
      await shot('cart-two');
      await page.getByRole('spinbutton', { name: 'Quantity' }).fill('1');
      await page.getByRole('spinbutton', { name: 'Quantity' }).press('Enter');
      await expect.poll(() => page.locator('[data-role="cart-total"]').textContent()).toBe('Total: €26.40');
      expect((await page.request.post(`${shop.url}/wp-json/svc/v1/cart/items`, { data: { product_id: tee } })).status()).toBe(201);
      await page.reload();
      await expect.poll(() => page.locator('.cart-item').count()).toBe(2);
      await expect.poll(() => page.locator('#cart-link').textContent()).toBe('Cart (2)');
      await page.locator('.cart-item').nth(1).getByRole('button', { name: 'Remove' })[press]();
      await expect.poll(() => page.locator('.cart-item').count()).toBe(1);
      await expect.poll(() => page.locator('#cart-link').textContent()).toBe('Cart (1)');

      // Checkout: the summary shows both sides and the price; the proof is the design, two pages.
      const orderId = await checkOut(page, press);
      await expect.poll(() => page.locator('.order-items .preview svg').count()).toBe(2);
      expect(await page.locator('[data-role="order-total"]').textContent()).toBe('Total: €26.40');
      await expect.poll(() => page.locator('#cart-link').textContent()).toBe('Cart');
      await shot('order');
      expect(pdfPages(await downloadProof(page))).toBe(2);

      // The shop receives what was ordered: paid, the print job's PDF has the front and the back.
      const job = await paidJob(shop, orderId);
      expect(job.state, JSON.stringify(job)).toMatch(/^(completed|delivered)$/);
      expect(pdfPages(await jobPdf(shop, job.id))).toBe(2);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
