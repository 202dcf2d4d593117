import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS, addToCart, browserAvailable, openPage, settledTotal, useShopAndBrowser } from './storefront-harness.ts';

/**
 * The demo shop's product pages at real addresses (issue 38): `/products/{id}-{slug}` answers the
 * shop page with the product's own title, description and canonical link in its HTML (what a search
 * engine reads without running scripts), a short or old address redirects there, the grid links to
 * them, and the old `#/product/{id}` addresses keep working.
 */
describe.skipIf(!browserAvailable)('product pages at real addresses', () => {
  const started = useShopAndBrowser();

  it('serves each product its own title and description, and redirects other spellings of its address', { timeout: 60_000 }, async () => {
    const { shop } = started;
    const html = async (path: string) => {
      const response = await fetch(`${shop.url}${path}`, { redirect: 'manual', headers: { accept: 'text/html' } });
      return { status: response.status, location: response.headers.get('location'), text: await response.text() };
    };
    const card = await html('/products/3-business-cards-85-55-mm');
    expect(card.status).toBe(200);
    expect(card.text).toContain('<title>Business Cards 85 × 55 mm — dcs demo shop</title>');
    expect(card.text).toMatch(/<meta name="description" content="Design your Business Cards 85 × 55 mm online[^"]*">/);
    expect(card.text).toContain(`<link rel="canonical" href="${shop.url}/products/3-business-cards-85-55-mm">`);
    expect(card.text).toContain('<meta property="og:title" content="Business Cards 85 × 55 mm">');
    const shirt = await html('/products/1-organic-cotton-t-shirt');
    expect(shirt.text).toContain('<title>Organic Cotton T-Shirt — dcs demo shop</title>');

    expect(await html('/products/3')).toMatchObject({ status: 301, location: '/products/3-business-cards-85-55-mm' });
    expect(await html('/products/3-old-name?ref=mail')).toMatchObject({ status: 301, location: '/products/3-business-cards-85-55-mm?ref=mail' });
    const missing = await html('/products/999-nothing');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('<title>dcs demo shop</title>');
    expect((await html('/products/..%2Fadmin')).status).toBe(404);

    // Archived: the address answers 410 without the product's head, and the page says it is no longer sold.
    const { admin } = shop;
    const { page } = await openPage(started.browser);
    await page.goto(`${shop.url}/`);
    expect((await page.request.post(`${shop.url}/wp-json/svc/v1/cart/items`, { data: { product_id: 3 } })).status()).toBe(201);
    expect((await admin.request('PATCH', '/api/v1/products/3', { json: { status: 'archived' } })).body.status).toBe('archived');
    try {
      const gone = await html('/products/3-business-cards-85-55-mm');
      expect(gone.status).toBe(410);
      expect(gone.text).not.toContain('rel="canonical"');
      // The cart still names the line, says why it cannot check out, and lets it go.
      await page.goto(`${shop.url}/#/cart`);
      const line = page.locator('.cart-item').filter({ hasText: 'Business Cards 85 × 55 mm' });
      await line.getByText('No longer sold: remove this line to check out.').waitFor();
      await page.screenshot({ path: join(ARTIFACTS, 'cart-archived-line.png') });
      await line.getByRole('button', { name: 'Remove' }).click();
      await page.getByText('Your cart is empty.').waitFor();
      await page.goto(`${shop.url}/products/3-business-cards-85-55-mm`);
      await page.getByText('Product 3 (Business Cards 85 × 55 mm) is no longer sold.').waitFor();
      await page.screenshot({ path: join(ARTIFACTS, 'product-url-archived.png') });
      await page.goto(`${shop.url}/`);
      await page.locator('.grid li').first().waitFor();
      expect(await page.locator('.grid li').allTextContents()).not.toContainEqual(expect.stringContaining('Business Cards'));
      await page.screenshot({ path: join(ARTIFACTS, 'product-url-archived-grid.png') });
      await page.close();
    } finally {
      expect((await admin.request('PATCH', '/api/v1/products/3', { json: { status: 'active' } })).status).toBe(200);
    }
  });

  it('goes from the grid to a product address, designs and adds to the cart there; the old #/product address still opens the designer', { timeout: 120_000 }, async () => {
    const { shop, browser } = started;
    const { page, errors } = await openPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto(`${shop.url}/`);
    await page.getByRole('link', { name: 'Design your Business Cards 85 × 55 mm' }).click();
    await page.waitForURL(`${shop.url}/products/3-business-cards-85-55-mm`);
    const designer = page.locator('dcs-designer');
    await page.waitForFunction(() => document.querySelector('dcs-designer')?.shadowRoot?.querySelector('.canvas .design svg') !== null);
    await expect.poll(() => page.title()).toBe('Business Cards 85 × 55 mm — dcs demo shop');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Business Cards 85 × 55 mm');
    expect(await settledTotal(designer)).toMatch(/\d/);
    await page.screenshot({ path: join(ARTIFACTS, 'product-url-phone.png') });

    await addToCart(page, designer);
    // The notice's link leads to the cart at the shop's root, whatever the page's own address.
    await page.getByRole('link', { name: 'Go to the cart' }).click();
    await page.waitForURL(`${shop.url}/#/cart`);
    await page.locator('.cart-item').first().waitFor();
    expect(await page.locator('.cart-item').count()).toBe(1);
    await expect.poll(() => page.title()).toBe('dcs demo shop');

    // An address from before: the hash route opens the same designer.
    await page.goto(`${shop.url}/#/product/3`);
    await page.waitForFunction(() => document.querySelector('dcs-designer')?.shadowRoot?.querySelector('.canvas .design svg') !== null);
    await expect.poll(() => page.title()).toBe('Business Cards 85 × 55 mm — dcs demo shop');

    // An unknown product's address says so on the page.
    await page.goto(`${shop.url}/products/999-nothing`);
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toMatch(/could not load this page/);
    expect(errors).toEqual([]);
  });
});
