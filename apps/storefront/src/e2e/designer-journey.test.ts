import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { assignClassicCard } from './card-template.ts';
import { canvasVersusPrint, checkout, paidJob, renderJobPage, screenshotTrimBox } from './print-job.ts';
import { ARTIFACTS, addToCart, browserAvailable, openDesigner, openPage, settledTotal, type Shop, useShopAndBrowser } from './storefront-harness.ts';

/** A photo-like test image: a gradient with a few shapes, drawn here. */
async function testPhoto(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#2A6FB0"/><stop offset="1" stop-color="#E8B04A"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width * 0.3}" cy="${height * 0.4}" r="${height * 0.2}" fill="#F4F1E8"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe.skipIf(!browserAvailable)('the storefront designer in a real browser', () => {
  // The shop and browser of this describe (started before its tests, stopped after them).
  const started = useShopAndBrowser();
  let shop: Shop;
  let browser: Browser;

  beforeAll(async () => {
    ({ shop, browser } = started);
    await assignClassicCard(shop.admin);
  }, 60_000);

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
    const trimShot = await screenshotTrimBox(page, designer, { width: 85, height: 55 });
    writeFileSync(join(ARTIFACTS, 'preview-canvas.png'), trimShot.shot);

    expect(await addToCart(page, designer)).toMatchObject({ items: expect.any(Array) });
    const job = await paidJob(shop, await checkout(page, shop));
    expect(job.state).toMatch(/^(completed|delivered)$/);

    const { share, width, height } = await canvasVersusPrint(shop, job.id, trimShot, 85, join(ARTIFACTS, 'preview-print.png'));
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
