import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { assignClassicCard } from './card-template.ts';
import { ARTIFACTS, addToCart, browserAvailable, openDesigner, openPage, until, type Shop, useShopAndBrowser } from './storefront-harness.ts';

/** The fallback chain's files, as the catalog names them. */
const FALLBACK_FILE = /\/fonts\/files\/\d+\/noto-(sans|emoji)[a-z0-9-]*\.woff2?$/;

/** The text of a print job's PDF, read by pdftotext. */
async function jobText(shop: Shop, jobId: number): Promise<string> {
  const pdf = await fetch(`${shop.url}/wp-json/svc/v1/print-queue/${jobId}/download/artifact`, { headers: { cookie: [...shop.admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
  expect(pdf.status).toBe(200);
  const dir = mkdtempSync(join(tmpdir(), 'dcs-fonts-'));
  try {
    writeFileSync(join(dir, 'job.pdf'), Buffer.from(await pdf.arrayBuffer()));
    return execFileSync('pdftotext', ['-raw', join(dir, 'job.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.skipIf(!browserAvailable)('every letter a customer types, in a real browser', () => {
  // The shop and browser of this describe (started before its tests, stopped after them).
  const started = useShopAndBrowser();
  let shop: Shop;
  let browser: Browser;

  beforeAll(async () => {
    ({ shop, browser } = started);
    await assignClassicCard(shop.admin);
  }, 60_000);

  it('loads ≤ 300 KB of JS and no fallback font for Latin text; other scripts come from the fallback fonts and print searchable without a hold', { timeout: 180_000 }, async () => {
    const { page, errors } = await openPage(browser);
    page.setDefaultTimeout(60_000);
    const fontFiles: string[] = [];
    const scripts: Promise<number>[] = [];
    page.on('response', (response) => {
      const url = response.url();
      if (/\/fonts\/files\//.test(url)) fontFiles.push(new URL(url).pathname);
      if (response.request().resourceType() === 'script') scripts.push(response.body().then((body) => gzipSync(body, { level: 9 }).length, () => 0));
    });
    const designer = await openDesigner(page, shop, 3);
    await designer.getByRole('button', { name: 'Use template Classic card' }).click();
    await designer.getByRole('button', { name: 'Text: Your name', exact: true }).click();
    await designer.getByRole('textbox', { name: 'Text content' }).fill('Ada Lovelace, naïve café');
    await expect.poll(() => designer.locator('[data-role="preflight-ok"]').count()).toBe(1);
    const jsGzip = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
    console.log(`[storefront] first load: ${(jsGzip / 1024).toFixed(1)} KB of JS (gzip -9), font files: ${fontFiles.map((path) => path.replace(/^.*\//, '')).join(', ')}`);
    expect(jsGzip).toBeLessThanOrEqual(300 * 1024);
    expect(fontFiles.length).toBeGreaterThan(0);
    expect(fontFiles.filter((path) => FALLBACK_FILE.test(path))).toEqual([]);
    expect(fontFiles.filter((path) => /-latin-ext-/.test(path))).toEqual([]);

    // Polish from Roboto's own latin-ext file; a check mark, Devanagari and Hebrew through the fallback chain.
    const typed = 'Łódź ✓ नमस्ते שלום';
    await designer.getByRole('textbox', { name: 'Text content' }).fill(typed);
    const issues = designer.locator('[data-role="preflight"] li');
    await expect.poll(() => issues.count()).toBeGreaterThan(0);
    const sentence = (await issues.first().textContent()) ?? '';
    // The quoted letters sit in bidi isolates, so Hebrew keeps the quotes and commas around it in place.
    expect(sentence).toContain('"\u2068ש\u2069"');
    expect(sentence).toMatch(/fallback font/);
    expect(fontFiles.some((path) => /roboto-latin-ext-/.test(path))).toBe(true);
    expect(fontFiles.filter((path) => FALLBACK_FILE.test(path)).length).toBeGreaterThan(0);
    await page.screenshot({ path: join(ARTIFACTS, 'fonts-fallback.png') });

    expect(await addToCart(page, designer)).toMatchObject({ items: expect.any(Array) });
    await page.goto(`${shop.url}/#/cart`);
    await page.locator('.preview svg').first().waitFor();
    await page.getByRole('link', { name: 'Check out' }).click();
    await page.getByLabel('E-mail').fill('ada@example.com');
    await page.getByRole('button', { name: 'Place order' }).click();
    const orderId = Number(await page.locator('[data-order]').getAttribute('data-order'));
    expect((await shop.admin.post(`/api/v1/orders/${orderId}/status`, { status: 'paid' })).status).toBe(200);
    const job = await until('the print job', async () => {
      const [found] = (await shop.admin.get(`/wp-json/svc/v1/print-queue?search=${orderId}`)).body as Array<{ id: number; state: string; holdReason: string | null }>;
      return found && !['queued', 'processing'].includes(found.state) && found;
    }, 90_000);
    expect(job.state, JSON.stringify(job)).toMatch(/^(completed|delivered)$/);
    expect(job.holdReason ?? null).toBeNull();
    const text = (await jobText(shop, job.id)).normalize('NFC');
    for (const word of typed.split(' ')) expect(text, word).toContain(word);
    expect(errors).toEqual([]);
  });
});
