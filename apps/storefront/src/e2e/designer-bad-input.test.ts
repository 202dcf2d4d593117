import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, browserAvailable, launchBrowser, openDesigner, openPage, settledTotal, startShop, type Shop } from './storefront-harness.ts';

/** The design as the element's editor holds it, as JSON (to compare before and after). */
function designJson(page: Page): Promise<string> {
  return page.evaluate(() => JSON.stringify((document.querySelector('dcs-designer') as unknown as { editor: { document: unknown } }).editor.document));
}

/** The sentence of the designer's status line. */
function status(designer: Locator): Promise<string> {
  return designer.locator('.status').textContent().then((text) => text ?? '');
}

describe.skipIf(!browserAvailable)('the storefront designer refuses bad input with a message and changes nothing', () => {
  let shop: Shop;
  let browser: Browser;
  let page: Page;
  let designer: Locator;
  let errors: string[];
  const dir = mkdtempSync(join(tmpdir(), 'dcs-bad-input-'));

  beforeAll(async () => {
    [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
    ({ page, errors } = await openPage(browser));
    designer = await openDesigner(page, shop, 3);
    await designer.getByRole('button', { name: 'Add text' }).click();
    await designer.getByRole('textbox', { name: 'Text content' }).fill('Stays as it is');
    await settledTotal(designer);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  async function upload(file: string | { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await designer.locator('input[type="file"]').setInputFiles(file);
  }

  it('a 60-megapixel photo: the server refuses it, the panel says so', { timeout: 120_000 }, async () => {
    const before = await designJson(page);
    const buffer = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: '#808080' } }).png({ compressionLevel: 9 }).toBuffer();
    await upload({ name: 'huge.png', mimeType: 'image/png', buffer });
    await expect.poll(() => status(designer), { timeout: 60_000 }).toMatch(/pixel|megapixel|too large|limit/i);
    expect(await designJson(page)).toBe(before);
  });

  it('a 100 MB file: refused before it is sent', { timeout: 60_000 }, async () => {
    const before = await designJson(page);
    const path = join(dir, 'big.jpg');
    const big = Buffer.alloc(100 * 1024 * 1024);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    writeFileSync(path, big);
    let uploads = 0;
    page.on('request', (request) => request.method() === 'POST' && request.url().endsWith('/uploads') && uploads++);
    await upload(path);
    await expect.poll(() => status(designer)).toMatch(/100(\.0)? MB|at most/);
    expect(uploads).toBe(0);
    expect(await designJson(page)).toBe(before);
  });

  it('an SVG with a script: placed as a logo without its script, and no script runs', async () => {
    const before = await designJson(page);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>window.parent.pwned = true; window.pwned = true</script><rect width="10" height="10" onclick="window.pwned = true"/></svg>';
    await upload({ name: 'evil.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) });
    const logo = designer.getByRole('button', { name: 'Clipart: evil.svg', exact: true });
    await logo.waitFor();
    const canvas = designer.locator('svg.canvas .design');
    await expect.poll(() => canvas.locator('path').count()).toBeGreaterThan(0);
    expect(await canvas.evaluate((node) => /script|onclick/i.test(node.innerHTML))).toBe(false);
    expect(await page.evaluate(() => (window as unknown as { pwned?: boolean }).pwned ?? false)).toBe(false);
    // Undone, the design is as it was; the text is selected again for the next case.
    await designer.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => designJson(page)).toBe(before);
    await designer.getByRole('button', { name: /^Text: Stays as it is/ }).click();
  });

  it('20 000 characters of text: refused, the field keeps the text', async () => {
    const before = await designJson(page);
    const field = designer.getByRole('textbox', { name: 'Text content' });
    await field.evaluate((textarea: HTMLTextAreaElement) => {
      textarea.value = 'x'.repeat(20_000);
      textarea.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await expect.poll(() => status(designer)).toMatch(/limited to 2000 characters/);
    await expect.poll(() => field.inputValue()).toBe('Stays as it is');
    expect(await designJson(page)).toBe(before);
  });

  it('Chinese text in a Latin font: the print check names the missing glyphs and add to cart is blocked', async () => {
    const field = designer.getByRole('textbox', { name: 'Text content' });
    await field.fill('你好');
    await expect.poll(() => designer.locator('[data-role="preflight"]').textContent()).toMatch(/No font of the shop has a glyph for "\u2068?你\u2069?", "\u2068?好\u2069?"/); // bidi-isolated characters
    await expect.poll(() => designer.getByRole('button', { name: 'Add to cart' }).isDisabled()).toBe(true);
    await page.screenshot({ path: join(ARTIFACTS, 'bad-input-glyphs.png') });
    await field.fill('Stays as it is');
    await expect.poll(() => designer.getByRole('button', { name: 'Add to cart' }).isDisabled()).toBe(false);
  });

  it('the server unreachable while editing: the panel says so, and the draft survives a reload', { timeout: 60_000 }, async () => {
    await page.route('**/wp-json/**', (route) => route.abort('connectionrefused'));
    await designer.getByRole('textbox', { name: 'Text content' }).fill('Written offline');
    await expect.poll(() => designer.locator('.price [role="alert"]').textContent()).toMatch(/cannot be reached/);
    await page.unroute('**/wp-json/**');
    await page.reload();
    await designer.locator('svg.canvas').waitFor();
    await expect.poll(() => designJson(page)).toContain('Written offline');
    await expect.poll(() => status(designer)).toMatch(/draft was restored/);
    expect(errors).toEqual([]);
  });
});
