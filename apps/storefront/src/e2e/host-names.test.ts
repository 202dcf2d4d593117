import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS, browserAvailable, openDesignerAt, openPage, useShopAndBrowser } from './storefront-harness.ts';

/**
 * The shop under another host name than the one dcs announces (`http://localhost:<port>`, no
 * DCS_BASE_URL): opened as http://127.0.0.1:<port>/, its fonts and clipart thumbnails load, and the
 * page's own Content-Security-Policy blocks nothing (their URLs used to name localhost).
 */
describe.skipIf(!browserAvailable)('the shop opened under another host name', () => {
  const started = useShopAndBrowser();

  it('loads fonts and clipart thumbnails at http://127.0.0.1:<port>/', { timeout: 120_000 }, async () => {
    const { shop, browser } = started;
    const { page, errors } = await openPage(browser);
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to (load|connect)/i.test(message.text())) refused.push(message.text());
    });
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(request.url()));
    const fonts: Array<{ url: string; status: number }> = [];
    page.on('response', (response) => {
      if (/\/fonts\/files\//.test(response.url())) fonts.push({ url: response.url(), status: response.status() });
    });
    const origin = `http://127.0.0.1:${new URL(shop.url).port}`;
    const designer = await openDesignerAt(page, `${origin}/#/product/3`);
    // A template with text: laying it out needs its fonts.
    await designer.getByRole('button', { name: /^Use template Classic/ }).click();
    await designer.getByRole('button', { name: /^Text: / }).first().waitFor();

    // The designer fetches the very font files the server lays text out with, from the host the page came from.
    await expect.poll(() => fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((font) => font.status !== 200 || !font.url.startsWith(`${origin}/`))).toEqual([]);

    await designer.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Shapes (4)' });
    const star = designer.getByRole('listitem', { name: 'Star' });
    await star.waitFor();
    await expect.poll(() => star.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(await star.locator('img').getAttribute('src')).toMatch(new RegExp(`^${origin.replace(/\./g, '\\.')}/`));

    await page.screenshot({ path: join(ARTIFACTS, 'host-name-127.png') });
    expect(await designer.getByText(/not available|svc_design_font_missing/).count()).toBe(0);
    expect(refused).toEqual([]);
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
  });
});
