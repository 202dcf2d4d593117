import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../packages/server/src/testing/spawn-dcs.ts';
import { assignClassicCard } from './card-template.ts';
import { LOCALES } from '../designer/i18n.ts';
import { ARTIFACTS, addToCart, browserAvailable, launchBrowser, openDesignerAt, openPage, settledTotal, startShop, type Shop } from './storefront-harness.ts';

/**
 * A shop's own page on another site than dcs (127.0.0.1 vs localhost: another host, so another site
 * and not only another origin), embedding the designer as docs/storefront.md tells a shop developer.
 */
function hostPage(dcs: string, locale = 'en'): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Corner Print Shop</title>
<style>body { font-family: Georgia, serif; background: #FFF8E7; margin: 0 2rem; } h1 { color: #7A1F1F; } button { all: unset; }</style>
<script type="module" src="${dcs}/designer.js"></script></head>
<body><h1>Corner Print Shop: business cards</h1>
<main><dcs-designer product-id="3" locale="${locale}"></dcs-designer></main>
</body></html>`;
}

function serve(port: number, pages: Record<string, string>): Promise<Server> {
  const server = createServer((request, response) => {
    const html = pages[(request.url ?? '/').split('?')[0]!];
    if (html !== undefined) response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    else response.writeHead(404).end();
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

describe.skipIf(!browserAvailable)('the designer embedded on another origin (DCS_ALLOWED_ORIGINS)', () => {
  let shop: Shop;
  let browser: Browser;
  let host: Server;
  let hostOrigin: string;

  beforeAll(async () => {
    const port = await freePort();
    hostOrigin = `http://127.0.0.1:${port}`;
    [shop, browser] = await Promise.all([startShop({ DCS_ALLOWED_ORIGINS: hostOrigin }), launchBrowser()]);
    host = await serve(port, { '/': hostPage(shop.url), '/de': hostPage(shop.url, 'de') });
    await assignClassicCard(shop.admin);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
    await new Promise((resolve) => host?.close(resolve));
  });

  it('designs and adds to the cart from the shop’s page; the cart belongs to that visitor’s session', { timeout: 180_000 }, async () => {
    const { page, errors } = await openPage(browser);
    const refused: string[] = [];
    page.on('console', (message) => message.type() === 'error' && refused.push(message.text()));
    const designer = await openDesignerAt(page, `${hostOrigin}/`);

    await designer.getByRole('button', { name: 'Use template Classic card' }).click();
    await designer.getByRole('button', { name: 'Text: Your name', exact: true }).click();
    await designer.getByRole('textbox', { name: 'Text content' }).fill('Ada Lovelace');
    // A photo upload (multipart, with the cookie) and its display from the customer-only route.
    await designer.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2A6FB0' } }).png().toBuffer() });
    await designer.getByRole('button', { name: 'Photo: logo.png', exact: true }).waitFor();
    await expect.poll(() => designer.locator('svg.canvas .design image').count()).toBe(1);
    const total = await settledTotal(designer);
    expect(total).toMatch(/\d/);
    await page.screenshot({ path: join(ARTIFACTS, 'embedding-host-page.png') });

    const cart = (await addToCart(page, designer)) as { items: Array<{ design: unknown }> };
    expect(cart.items).toHaveLength(1);
    expect(JSON.stringify(cart.items[0]!.design)).toContain('Ada Lovelace');
    expect(JSON.stringify(cart.items[0]!.design)).toMatch(/"upload:\d+"/);

    // The cookie the browser keeps for dcs is the cross-site one, and it is this visitor's cart.
    const cookies = await page.context().cookies(shop.url);
    const session = cookies.find((c) => c.name === 'dcs_session');
    expect(session, JSON.stringify(cookies)).toMatchObject({ sameSite: 'None', secure: true, httpOnly: true });
    const inPage = await page.evaluate(async (api) => {
      const response = await fetch(`${api}/wp-json/svc/v1/cart`, { credentials: 'include' });
      return { status: response.status, items: ((await response.json()) as { items: unknown[] }).items.length };
    }, shop.url);
    expect(inPage).toEqual({ status: 200, items: 1 });
    const otherVisitor = await openPage(browser);
    await otherVisitor.page.goto(`${hostOrigin}/`);
    const theirs = await otherVisitor.page.evaluate(async (api) => (await (await fetch(`${api}/wp-json/svc/v1/cart`, { credentials: 'include' })).json()) as { items: unknown[] }, shop.url);
    expect(theirs.items).toEqual([]);

    expect(errors).toEqual([]);
    expect(refused.filter((m) => /CORS|cross-origin|blocked/i.test(m))).toEqual([]);
  });
  it('speaks German with locale="de": panels, price, and the print check’s sentences, with no English of ours left', { timeout: 120_000 }, async () => {
    const { page, errors } = await openPage(browser);
    const designer = await openDesignerAt(page, `${hostOrigin}/de`);
    await designer.getByRole('button', { name: 'Vorlage Classic card verwenden' }).click();
    await designer.getByRole('button', { name: 'Text: Your name', exact: true }).click();
    await designer.getByRole('textbox', { name: 'Textinhalt' }).fill('Ada 中文');
    // No font of the demo shop has Chinese glyphs (the characters come bidi-isolated, U+2068 … U+2069).
    await expect.poll(() => designer.locator('[data-role="preflight"]').textContent()).toMatch(/Keine Schrift des Shops hat Zeichen für "\u2068?中\u2069?", "\u2068?文\u2069?"/);
    await expect.poll(async () => `${await settledTotal(designer)} | ${await designer.locator('.price').innerText()}`).toMatch(/^\d+,\d{2}\s€ \|/);
    for (const label of ['Vorlagen', 'Ebenen', 'Druckprüfung', 'Ausgewähltes Element', 'Optionen', 'Preis']) {
      await expect.poll(() => designer.getByRole('heading', { name: label }).count(), { message: label }).toBeGreaterThan(0);
    }
    await expect.poll(() => designer.getByRole('button', { name: 'In den Warenkorb' }).isDisabled()).toBe(true);
    await page.screenshot({ path: join(ARTIFACTS, 'designer-german.png') });

    // Whole English sentences of ours that German words differently must not show anywhere in the panel.
    const shown = await page.evaluate(() => (document.querySelector('dcs-designer')!.shadowRoot!.querySelector('.designer') as HTMLElement).innerText);
    const english = Object.entries(LOCALES.en!).filter(([key, text]) => text!.length > 8 && !/\{/.test(text!) && LOCALES.de![key as keyof typeof LOCALES.de] !== text).map(([, text]) => text!);
    expect(english.filter((text) => shown.includes(text))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
