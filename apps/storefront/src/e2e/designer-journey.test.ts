import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignClassicCard } from './card-template.ts';
import { paidJob } from './shop-orders.ts';
import { ARTIFACTS, addToCart, browserAvailable, launchBrowser, openDesigner, openPage, settledTotal, startShop, until, type Shop } from './storefront-harness.ts';

/** A photo-like test image: a gradient with a few shapes, drawn here. */
async function testPhoto(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#2A6FB0"/><stop offset="1" stop-color="#E8B04A"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width * 0.3}" cy="${height * 0.4}" r="${height * 0.2}" fill="#F4F1E8"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function checkout(page: import('playwright-core').Page, shop: Shop): Promise<number> {
  await page.goto(`${shop.url}/#/cart`);
  await page.locator('.preview svg').first().waitFor();
  // The line is named after the product, not its number.
  const names = await shop.admin.get('/wp-json/svc/v1/products?per_page=100');
  const productNames = (names.body as Array<{ name: string }>).map((product) => product.name);
  expect(productNames).toContain(await page.locator('.cart-item .line-name').first().textContent());
  await page.getByRole('link', { name: 'Check out' }).click();
  await page.getByLabel('E-mail').fill('ada@example.com');
  await page.getByRole('button', { name: 'Place order' }).click();
  return Number(await page.locator('[data-order]').getAttribute('data-order'));
}

/** The first page of a print job's PDF, rendered by Ghostscript at `dpi` over its trim box (PNG). */
async function renderJobPage(shop: Shop, jobId: number, dpi: number): Promise<Buffer> {
  const dir = mkdtempSync(join(tmpdir(), 'dcs-print-'));
  const pdf = await fetch(`${shop.url}/wp-json/svc/v1/print-queue/${jobId}/download/artifact`, { headers: { cookie: [...shop.admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
  expect(pdf.status).toBe(200);
  writeFileSync(join(dir, 'job.pdf'), Buffer.from(await pdf.arrayBuffer()));
  execFileSync('gs', ['-q', '-dSAFER', '-dBATCH', '-dNOPAUSE', '-sDEVICE=png16m', '-dUseTrimBox', `-r${dpi.toFixed(3)}`, '-dTextAlphaBits=4', '-dGraphicsAlphaBits=4', '-dFirstPage=1', '-dLastPage=1', `-sOutputFile=${join(dir, 'print.png')}`, join(dir, 'job.pdf')]);
  const png = readFileSync(join(dir, 'print.png'));
  rmSync(dir, { recursive: true, force: true });
  return png;
}

/**
 * Pixels of `a` that differ by more than 48/255 in a channel from every pixel of `b` in the 3 × 3
 * neighbourhood: a glyph edge anti-aliased half a pixel apart is not a difference, a missing or
 * moved glyph, a wrong colour or a shifted line is.
 */
function countDifferingPixels(a: Buffer, b: Buffer, width: number, height: number): number {
  let differing = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      let matched = false;
      for (let dy = -1; dy <= 1 && !matched; dy++) {
        for (let dx = -1; dx <= 1 && !matched; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const j = (ny * width + nx) * 3;
          matched = Math.abs(a[i]! - b[j]!) <= 48 && Math.abs(a[i + 1]! - b[j + 1]!) <= 48 && Math.abs(a[i + 2]! - b[j + 2]!) <= 48;
        }
      }
      if (!matched) differing++;
    }
  }
  return differing;
}

describe.skipIf(!browserAvailable)('the storefront designer in a real browser', () => {
  let shop: Shop;
  let browser: Browser;

  beforeAll(async () => {
    [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
    await assignClassicCard(shop.admin);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  it('designs a business card: template, text, font, photo, undo, a recoloured clipart, price, cart, checkout; paid, the print queue prints it without a hold', { timeout: 180_000 }, async () => {
    const { page, errors } = await openPage(browser);
    const designer = await openDesigner(page, shop, 3);
    await designer.getByRole('button', { name: 'Use template Classic card' }).click();
    await designer.getByRole('button', { name: 'Text: Your name', exact: true }).click();
    await designer.getByRole('textbox', { name: 'Text content' }).fill('Ada Lovelace');
    await designer.getByRole('combobox', { name: 'Font' }).selectOption('Lato');
    await designer.locator('input[type="file"]').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: await testPhoto(1200, 800) });
    const photoLayer = designer.getByRole('button', { name: 'Photo: photo.png', exact: true });
    await photoLayer.waitFor();

    await designer.locator('.canvas').focus();
    await page.keyboard.press('Control+z');
    await expect.poll(() => photoLayer.count()).toBe(0);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => photoLayer.count()).toBe(1);
    await expect.poll(() => designer.locator('svg.canvas .design image').count()).toBe(1);

    // A clipart from a category, recoloured from its sunflower yellow to the palette's deep blue.
    await designer.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Shapes (4)' });
    await designer.getByRole('listitem', { name: 'Star' }).click();
    const star = designer.getByRole('button', { name: 'Clipart: Star', exact: true });
    await star.waitFor();
    const region = designer.getByRole('group', { name: /^Colour 1: / });
    await expect.poll(() => region.count()).toBe(1);
    await region.getByRole('button', { name: 'Deep blue' }).click();
    const clipart = await page.evaluate(() => {
      const editor = (document.querySelector('dcs-designer') as unknown as { editor: { document: { sides: Array<{ elements: Array<{ type: string; clipart?: string; colors?: Record<string, unknown>; transform: { x: number; y: number; width: number; height: number } }> }> } } }).editor;
      return editor.document.sides[0]!.elements.find((e) => e.type === 'clipart')!;
    });
    expect(clipart.clipart).toMatch(/^clipart:\d+$/);
    expect(Object.values(clipart.colors ?? {})).toHaveLength(1);
    // The canvas draws the clipart's paths from catalog/cliparts/{id}/asset, in the new colour.
    await expect.poll(() => designer.locator('svg.canvas .design').evaluate((node) => /#1D4E89/i.test(node.innerHTML))).toBe(true);

    const before = await settledTotal(designer);
    await designer.getByRole('combobox', { name: 'Cards per pack' }).selectOption('250');
    await expect.poll(() => settledTotal(designer)).not.toBe(before);
    await page.screenshot({ path: join(ARTIFACTS, 'journey-designer.png') });

    expect(await addToCart(page, designer)).toMatchObject({ items: expect.any(Array) });

    const orderId = await checkout(page, shop);
    expect(orderId).toBeGreaterThan(0);
    const job = await paidJob(shop, orderId);
    expect(job.state, JSON.stringify(job)).toMatch(/^(completed|delivered)$/);
    expect(job.holdReason ?? null).toBeNull();

    // The recoloured star is in the print: deep blue inside its box, none of its original yellow.
    const dpi = 150;
    const print = await renderJobPage(shop, job.id, dpi);
    writeFileSync(join(ARTIFACTS, 'journey-print.png'), print);
    const box = { left: Math.round((clipart.transform.x / 25.4) * dpi), top: Math.round((clipart.transform.y / 25.4) * dpi), width: Math.round((clipart.transform.width / 25.4) * dpi), height: Math.round((clipart.transform.height / 25.4) * dpi) };
    const pixels = await sharp(print).extract(box).removeAlpha().raw().toBuffer();
    let blue = 0;
    let yellow = 0;
    for (let i = 0; i < pixels.length; i += 3) {
      const [r, g, b] = [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!];
      if (b > r + 60 && b > g + 20) blue++;
      if (r > 200 && g > 150 && b < 120) yellow++;
    }
    const total = pixels.length / 3;
    console.log(`[storefront] star box in the print: ${((blue / total) * 100).toFixed(1)} % deep blue, ${((yellow / total) * 100).toFixed(1)} % yellow`);
    expect(blue / total).toBeGreaterThan(0.2);
    expect(yellow / total).toBeLessThan(0.005);
    expect(errors).toEqual([]);
  });

  it('previews what prints: the canvas and the job PDF rendered by Ghostscript differ in at most 1 % of the pixels of the trim box', { timeout: 180_000 }, async () => {
    const { page, errors } = await openPage(browser);
    await page.evaluate(() => localStorage.clear()).catch(() => undefined);
    const designer = await openDesigner(page, shop, 3);
    await designer.getByRole('button', { name: 'Use template Classic card' }).click();
    await designer.getByRole('button', { name: 'Text: Your name', exact: true }).click();
    await designer.getByRole('textbox', { name: 'Text content' }).fill('Grace Hopper');
    await designer.getByRole('button', { name: 'Text: Your job title', exact: true }).click();
    await designer.getByRole('textbox', { name: 'Text content' }).fill('Rear Admiral, Computer Scientist');
    await designer.locator('.canvas').focus();
    await page.keyboard.press('Escape');
    await designer.getByRole('button', { name: 'Guides' }).click();
    await expect.poll(() => designer.locator('.guides rect').count()).toBe(0);

    // The trim box on screen, from the canvas's own mapping of millimetres to pixels.
    const clip = await page.evaluate(() => {
      const svg = document.querySelector('dcs-designer')!.shadowRoot!.querySelector('svg.canvas') as SVGSVGElement;
      const m = svg.getScreenCTM()!;
      const a = new DOMPoint(0, 0).matrixTransform(m);
      const b = new DOMPoint(85, 55).matrixTransform(m);
      return { x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y };
    });
    const shot = await page.screenshot({ clip: { x: Math.ceil(clip.x), y: Math.ceil(clip.y), width: Math.floor(clip.width) - 1, height: Math.floor(clip.height) - 1 } });
    writeFileSync(join(ARTIFACTS, 'preview-canvas.png'), shot);

    expect(await addToCart(page, designer)).toMatchObject({ items: expect.any(Array) });
    const job = await paidJob(shop, await checkout(page, shop));
    expect(job.state).toMatch(/^(completed|delivered)$/);

    const dpi = (clip.width / 85) * 25.4;
    const print = await renderJobPage(shop, job.id, dpi);
    writeFileSync(join(ARTIFACTS, 'preview-print.png'), print);

    // The screenshot starts at the first whole pixel inside the trim box; the print is cut at the same offset.
    const { width, height } = (await sharp(shot).metadata()) as { width: number; height: number };
    const a = await sharp(shot).removeAlpha().raw().toBuffer();
    const offset = { left: Math.round(Math.ceil(clip.x) - clip.x), top: Math.round(Math.ceil(clip.y) - clip.y) };
    const b = await sharp(print).extract({ ...offset, width, height }).removeAlpha().raw().toBuffer();
    const differing = countDifferingPixels(a, b, width, height);
    const share = differing / (width * height);
    console.log(`[storefront] preview vs print: ${(share * 100).toFixed(2)} % of ${width}×${height} pixels differ by more than 48/255`);
    expect(share).toBeLessThanOrEqual(0.01);
    expect(errors).toEqual([]);
  });
  it('draws a template’s image from the media library (media:<id>), read through the public template media route', { timeout: 120_000 }, async () => {
    const violet = { r: 122, g: 63, b: 184 };
    const png = await sharp({ create: { width: 600, height: 600, channels: 3, background: violet } }).png().toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
    const media = await shop.admin.request('POST', '/api/v1/media', { body: form });
    expect(media.status, media.text).toBe(201);
    const logo = { x: 58, y: 8, width: 20, height: 20 };
    await assignClassicCard(shop.admin, { name: 'Logo card', extra: [{ id: 'logo', type: 'image', media: `media:${media.body.id}`, transform: { ...logo, rotation: 0 } }] });

    const { page, errors } = await openPage(browser);
    const designer = await openDesigner(page, shop, 3);
    await designer.getByRole('button', { name: 'Use template Logo card' }).click();
    await expect.poll(() => designer.locator('svg.canvas .design image').count()).toBe(1);
    await designer.locator('.canvas').focus();
    await page.keyboard.press('Escape');
    await page.screenshot({ path: join(ARTIFACTS, 'journey-media-image.png') });
    const box = await page.evaluate((mm) => {
      const svg = document.querySelector('dcs-designer')!.shadowRoot!.querySelector('svg.canvas') as SVGSVGElement;
      const m = svg.getScreenCTM()!;
      const a = new DOMPoint(mm.x, mm.y).matrixTransform(m);
      const b = new DOMPoint(mm.x + mm.width, mm.y + mm.height).matrixTransform(m);
      return { x: a.x + 3, y: a.y + 3, width: b.x - a.x - 6, height: b.y - a.y - 6 };
    }, logo);
    const { data, info } = await sharp(await page.screenshot({ clip: box })).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    let matching = 0;
    for (let i = 0; i < data.length; i += 3) {
      if (Math.abs(data[i]! - violet.r) < 24 && Math.abs(data[i + 1]! - violet.g) < 24 && Math.abs(data[i + 2]! - violet.b) < 24) matching++;
    }
    expect(matching / (info.width * info.height)).toBeGreaterThan(0.95);
    expect(errors).toEqual([]);
  });
});
