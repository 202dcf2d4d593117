import { AxeBuilder } from '@axe-core/playwright';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { showPanelGrid, whenAllInteractive } from './quick-grid.ts';
import { plainPhoto, setUpPhotoShirt } from './quick-shirt.ts';
import { ARTIFACTS, browserAvailable, launchBrowser, openPage, startShop, until, type Shop } from './storefront-harness.ts';

/** The T-shirt card's panel on the demo grid, interactive. */
async function teePanel(page: Page, shop: Shop, productId: number): Promise<Locator> {
  await page.goto(`${shop.url}/#/`);
  const panel = page.locator(`dcs-quick-personalization[product-id="${productId}"]`);
  await panel.locator('[data-field="name"]').waitFor();
  await page.waitForFunction((id) => Number(document.querySelector(`dcs-quick-personalization[product-id="${id}"]`)?.getAttribute('data-preview') ?? 0) > 0, productId);
  return panel;
}

async function settledPrice(panel: Locator): Promise<string> {
  await panel.locator('[data-role="quoting"]').waitFor({ state: 'detached' });
  return (await panel.locator('[data-role="total"]').textContent()) ?? '';
}

async function previewCount(panel: Locator): Promise<number> {
  return Number(await panel.getAttribute('data-preview'));
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join('; ')})`);
}

/** Resolves with the cart of `dcs-added-to-cart`, or fails with the panel's `dcs-error`. */
async function addToCart(page: Page, panel: Locator, press: () => Promise<void>): Promise<unknown> {
  const productId = await panel.getAttribute('product-id');
  const outcome = page.evaluate((id) => new Promise<{ cart?: unknown; error?: unknown }>((resolve) => {
    const element = document.querySelector(`dcs-quick-personalization[product-id="${id}"]`)!;
    element.addEventListener('dcs-added-to-cart', (event) => resolve({ cart: (event as CustomEvent).detail.cart }), { once: true });
    element.addEventListener('dcs-error', (event) => resolve({ error: (event as CustomEvent).detail }), { once: true });
  }), productId);
  await press();
  const result = await outcome;
  if (result.error) throw new Error(`add to cart failed: ${JSON.stringify(result.error)}`);
  return result.cart;
}

/** This machine may be busy: a poll waits up to 20 s, not vitest's 1 s. */
describe.skipIf(!browserAvailable)('the quick personalization panel in a real browser', () => {
  let shop: Shop;
  let browser: Browser;
  let tee: number;

  beforeAll(async () => {
    [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
    tee = (await setUpPhotoShirt(shop)).productId;
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  it('personalizes the T-shirt on the grid with a name and a photo, on its mockup; the print has both where the template puts them', { timeout: 240_000 }, async () => {
    const { page, errors } = await openPage(browser);
    const panel = await teePanel(page, shop, tee);
    // The preview is the product photo with the design on it.
    await expect.poll(() => panel.locator('.preview svg image').first().getAttribute('href')).toMatch(/\/products\/\d+\/sides\/front\/mockup\?v=/);
    const firstPrice = await settledPrice(panel);
    expect(firstPrice).toMatch(/€/);

    const before = await previewCount(panel);
    await panel.getByRole('textbox', { name: 'Name on the shirt' }).fill('Ada Lovelace Byron');
    // maxLength 12 graphemes.
    await expect.poll(() => panel.getByRole('textbox', { name: 'Name on the shirt' }).inputValue()).toBe('Ada Lovelace');
    await expect.poll(() => previewCount(panel)).toBeGreaterThan(before);
    await panel.getByRole('button', { name: '#E63946' }).click();
    await expect.poll(() => panel.getByRole('button', { name: '#E63946' }).getAttribute('aria-pressed')).toBe('true');

    const afterName = await previewCount(panel);
    await panel.getByLabel('Photo for Your photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await plainPhoto(2600, 2400, '#D0309A') });
    await expect.poll(() => panel.locator('[data-crop="zoom"]').isVisible()).toBe(true);
    await expect.poll(() => previewCount(panel)).toBeGreaterThan(afterName);
    await expect.poll(() => panel.locator('.preview svg').innerHTML()).toContain('data:image/png');
    await panel.locator('[data-crop="zoom"]').fill('1.2');

    await panel.getByRole('combobox', { name: 'Size' }).selectOption('XL');
    await expect.poll(() => settledPrice(panel)).not.toBe(firstPrice);
    await page.screenshot({ path: join(ARTIFACTS, 'quick-grid-personalized.png'), fullPage: true });

    expect(await addToCart(page, panel, () => panel.getByRole('button', { name: 'Add to cart' }).click())).toMatchObject({ items: expect.any(Array) });
    await page.getByRole('link', { name: 'Go to the cart' }).click();
    await page.locator('.preview svg image').first().waitFor({ state: 'attached' });
    await page.screenshot({ path: join(ARTIFACTS, 'quick-cart.png'), fullPage: true });
    await page.getByRole('link', { name: 'Check out' }).click();
    await page.getByLabel('E-mail').fill('ada@example.com');
    await page.getByRole('button', { name: 'Place order' }).click();
    const orderId = Number(await page.locator('[data-order]').getAttribute('data-order'));
    expect(orderId).toBeGreaterThan(0);

    expect((await shop.admin.post(`/api/v1/orders/${orderId}/status`, { status: 'paid' })).status).toBe(200);
    const job = await until('the print job', async () => {
      const [found] = (await shop.admin.get(`/wp-json/svc/v1/print-queue?search=${orderId}`)).body as Array<{ id: number; state: string; holdReason: string | null }>;
      return found && !['queued', 'processing'].includes(found.state) && found;
    }, 120_000);
    expect(job.state, JSON.stringify(job)).toMatch(/^(completed|delivered)$/);

    const dir = mkdtempSync(join(tmpdir(), 'dcs-quick-'));
    const pdf = await fetch(`${shop.url}/wp-json/svc/v1/print-queue/${job.id}/download/artifact`, { headers: { cookie: [...shop.admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    expect(pdf.status).toBe(200);
    writeFileSync(join(dir, 'job.pdf'), Buffer.from(await pdf.arrayBuffer()));
    expect(execFileSync('pdftotext', ['-f', '1', '-l', '1', join(dir, 'job.pdf'), '-'], { encoding: 'utf8' })).toContain('Ada Lovelace');
    expect(execFileSync('pdfimages', ['-f', '1', '-l', '1', '-list', join(dir, 'job.pdf')], { encoding: 'utf8' }).split('\n').length).toBeGreaterThan(2);

    // The demo shirt prints with a garment method: page 1 is the chest print area (300 × 400 mm at x 100, y 120 of
    // the side) at real size, rendered at 1 px/mm: magenta inside the photo box (150–350 × 150–350 mm of the side),
    // no ink (white) around it.
    const dpi = 25.4;
    execFileSync('gs', ['-q', '-dSAFER', '-dBATCH', '-dNOPAUSE', '-sDEVICE=png16m', '-dUseTrimBox', `-r${dpi}`, '-dFirstPage=1', '-dLastPage=1', `-sOutputFile=${join(dir, 'front.png')}`, join(dir, 'job.pdf')]);
    const { data, info } = await sharp(join(dir, 'front.png')).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    writeFileSync(join(ARTIFACTS, 'quick-print-front.png'), await sharp(join(dir, 'front.png')).png().toBuffer());
    expect(info).toMatchObject({ width: 300, height: 400 });
    const at = (xMm: number, yMm: number): [number, number, number] => {
      const i = (Math.round(yMm - 120) * info.width + Math.round(xMm - 100)) * 3;
      return [data[i]!, data[i + 1]!, data[i + 2]!];
    };
    for (const [x, y] of [[250, 250], [160, 160], [340, 340]] as const) {
      const [r, g, b] = at(x, y);
      expect({ x, y, r, g, b }).toMatchObject({ r: expect.toSatisfy((v: number) => v > 150), g: expect.toSatisfy((v: number) => v < 110), b: expect.toSatisfy((v: number) => v > 90) });
    }
    for (const [x, y] of [[140, 250], [250, 360], [110, 130]] as const) {
      const [r, g, b] = at(x, y);
      expect({ x, y, white: r > 200 && g > 200 && b > 200 }).toEqual({ x, y, white: true });
    }
    expect(errors).toEqual([]);
  });

  it('loads a grid of twenty panels with the shared data fetched once, and renders previews only on screen', { timeout: 120_000 }, async () => {
    const { page, errors } = await openPage(browser);
    const requests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.includes('/wp-json/') || url.pathname.includes('/fonts/')) requests.push(`${request.method()} ${url.pathname}${url.search}`);
    });
    await showPanelGrid(page, shop.url, [tee, 2, 3], 20);
    await whenAllInteractive(page, 20);
    await expect.poll(() => page.locator('dcs-quick-personalization[data-preview]').count()).toBeGreaterThan(0);
    await page.waitForTimeout(1000);
    const counts = new Map<string, number>();
    for (const request of requests) counts.set(request, (counts.get(request) ?? 0) + 1);
    const repeated = [...counts].filter(([request, n]) => n > 1 && !request.startsWith('POST /wp-json/svc/v1/pricing/quote'));
    expect(repeated, requests.join('\n')).toEqual([]);
    expect(requests.filter((r) => r === 'GET /wp-json/svc/v1/catalog')).toHaveLength(1);
    expect(requests.filter((r) => r.startsWith('GET /wp-json/svc/v1/design-templates/quick-config'))).toHaveLength(3);
    // Panels below the fold have neither preview nor quote yet.
    const previews = await page.locator('dcs-quick-personalization[data-preview]').count();
    const quotes = requests.filter((r) => r.startsWith('POST /wp-json/svc/v1/pricing/quote')).length;
    expect(previews).toBeLessThan(20);
    expect(quotes).toBeLessThan(20);
    const last = page.locator('dcs-quick-personalization').nth(19);
    expect(await last.getAttribute('data-preview')).toBeNull();
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => last.getAttribute('data-preview')).not.toBeNull();
    await page.screenshot({ path: join(ARTIFACTS, 'quick-twenty-panels.png') });
    expect(errors).toEqual([]);
  });

  it('has no serious or critical axe-core violation on the grid, and works on a phone (390 × 844, touch)', { timeout: 180_000 }, async () => {
    const desktop = await openPage(browser);
    await teePanel(desktop.page, shop, tee);
    expect(await seriousViolations(desktop.page)).toEqual([]);

    const { page, errors } = await openPage(browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
    const panel = await teePanel(page, shop, tee);
    const box = (await panel.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const name = panel.getByRole('textbox', { name: 'Name on the shirt' });
    await name.tap();
    await name.fill('Grace');
    await panel.getByLabel('Photo for Your photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await plainPhoto(2600, 2400, '#2A9D8F') });
    await expect.poll(() => panel.locator('[data-crop="zoom"]').isVisible()).toBe(true);
    await settledPrice(panel);
    await panel.getByRole('button', { name: 'Add to cart' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(ARTIFACTS, 'quick-phone.png') });
    expect(await addToCart(page, panel, () => panel.getByRole('button', { name: 'Add to cart' }).tap())).toMatchObject({ items: expect.any(Array) });
    expect(await seriousViolations(page)).toEqual([]);
    expect([...desktop.errors, ...errors]).toEqual([]);
  });

  it('opens the designer with the same design from "Customize more", and speaks German with locale="de"', { timeout: 120_000 }, async () => {
    const { page, errors } = await openPage(browser);
    const panel = await teePanel(page, shop, tee);
    await panel.getByRole('textbox', { name: 'Name on the shirt' }).fill('Hedy');
    // The template's own sample photo is an admin media item the designer cannot read yet; the customer's photo it can.
    await panel.getByLabel('Photo for Your photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await plainPhoto(2600, 2400, '#F9C74F') });
    await expect.poll(() => panel.locator('[data-crop="zoom"]').isVisible()).toBe(true);
    await panel.getByRole('button', { name: 'Customize more' }).click();
    const designer = panel.locator('dcs-designer');
    await designer.locator('.canvas .design svg').waitFor();
    const texts = await page.evaluate(() => {
      const element = document.querySelector('dcs-quick-personalization')!.shadowRoot!.querySelector('dcs-designer') as unknown as { editor: { document: { sides: Array<{ elements: Array<{ id: string; content?: string }> }> } } };
      return element.editor.document.sides.flatMap((side) => side.elements).map((e) => e.content).filter(Boolean);
    });
    expect(texts).toContain('Hedy');
    // The designer draws the product photo under the design.
    await expect.poll(() => designer.locator('svg.canvas image.mockup').getAttribute('href')).toMatch(/sides\/front\/mockup/);
    await page.screenshot({ path: join(ARTIFACTS, 'quick-customize-more.png') });
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => designer.count()).toBe(0);

    await page.evaluate(() => document.querySelector('dcs-quick-personalization')!.setAttribute('locale', 'de'));
    await expect.poll(() => panel.getByRole('button', { name: 'In den Warenkorb' }).count()).toBe(1);
    await expect.poll(() => panel.getByRole('button', { name: 'Weiter gestalten' }).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('says why a field stops, shows option surcharges, and "Design your …" on the grid carries what was typed into the designer', { timeout: 120_000 }, async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1366, height: 900 } });
    const panel = await teePanel(page, shop, tee);
    const name = panel.getByRole('textbox', { name: 'Name on the shirt' });
    await name.fill('');
    await name.pressSequentially('ABCDEFGHIJKLMN');
    // The field holds 12; the 13th keystroke is refused with a sentence instead of silently.
    await expect.poll(() => name.inputValue()).toBe('ABCDEFGHIJKL');
    await expect.poll(() => panel.getByRole('status').filter({ hasText: 'Name on the shirt holds at most 12 characters.' }).count()).toBe(1);
    await name.press('Backspace');
    await expect.poll(() => panel.getByRole('status').filter({ hasText: 'holds at most' }).isVisible()).toBe(false);
    await name.fill('Lamarr');
    // A value with a surcharge says so where it is chosen.
    const labels = await panel.locator('select[data-option] option').allTextContents();
    expect(labels.some((label) => /\(\+€\d/.test(label)), labels.join(' | ')).toBe(true);
    await page.screenshot({ path: join(ARTIFACTS, 'quick-limit.png') });

    await page.locator('li.card', { has: panel }).getByRole('link', { name: /^Design your / }).click();
    const designer = page.locator('dcs-designer');
    await designer.locator('.canvas .design svg').waitFor();
    await expect.poll(() => page.evaluate(() => {
      const element = document.querySelector('dcs-designer') as unknown as { editor: { document: { sides: Array<{ elements: Array<{ content?: string }> }> } } | null };
      return element.editor?.document.sides.flatMap((side) => side.elements).map((e) => e.content).filter(Boolean) ?? [];
    })).toContain('Lamarr');
    expect(errors).toEqual([]);
  });
});
