import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import sharp from 'sharp';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkout, paidJob } from './print-job.ts';
import { ARTIFACTS, addToCart, browserAvailable, openDesigner, openPage, settledTotal, type Shop, useShopAndBrowser } from './storefront-harness.ts';

const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
const DESKTOP: BrowserContextOptions = { viewport: { width: 1366, height: 900 } };

/** A photo whose left is blue and right is yellow, with a pale disc: a sepia print turns the blue brown. */
async function testPhoto(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1"><stop offset="0" stop-color="#2A6FB0"/><stop offset="1" stop-color="#E8B04A"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width * 0.3}" cy="${height * 0.4}" r="${height * 0.2}" fill="#F4F1E8"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

interface PlacedElement {
  id: string;
  type: string;
  transform: { x: number; y: number; width: number; height: number; rotation: number };
  crop?: { x: number; y: number; width: number; height: number };
  filter?: { tone: string; brightness: number; contrast: number };
  content?: { kind: string; url?: string };
}

/** The front side's elements as the designer's editor holds them. */
function elements(page: Page): Promise<PlacedElement[]> {
  return page.evaluate(() => (document.querySelector('dcs-designer') as unknown as { editor: { document: { sides: Array<{ elements: PlacedElement[] }> } } }).editor.document.sides[0]!.elements);
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join('; ')})`);
}

/** A drag as a person makes it: with the mouse on a desktop, with one finger (touch events) on a phone. */
function dragger(page: Page, touch: boolean) {
  return async (from: { x: number; y: number }, to: { x: number; y: number }) => {
    const steps = 10;
    if (!touch) {
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      for (let step = 1; step <= steps; step++) await page.mouse.move(from.x + ((to.x - from.x) * step) / steps, from.y + ((to.y - from.y) * step) / steps);
      await page.mouse.up();
      return;
    }
    const cdp = await page.context().newCDPSession(page);
    const send = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: Array<{ x: number; y: number }>) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((p) => ({ x: p.x, y: p.y, id: 0 })) });
    await send('touchStart', [from]);
    for (let step = 1; step <= steps; step++) await send('touchMove', [{ x: from.x + ((to.x - from.x) * step) / steps, y: from.y + ((to.y - from.y) * step) / steps }]);
    await send('touchEnd', []);
    await cdp.detach();
  };
}

/** Where an overlay shape of the canvas is on screen (read in one go: the overlay is redrawn often). */
async function boxOf(page: Page, selector: string): Promise<{ x: number; y: number; width: number; height: number; cx: number; cy: number }> {
  await page.locator('dcs-designer svg.canvas').scrollIntoViewIfNeeded();
  return page.evaluate((css) => {
    const node = document.querySelector('dcs-designer')!.shadowRoot!.querySelector(css)!;
    const r = node.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height, cx: r.x + r.width / 2, cy: r.y + r.height / 2 };
  }, selector);
}

/**
 * What the customer does in both journeys: a QR code with their address, a photo cropped by
 * dragging its right edge in and the photo along under the frame, sepia; then the order. Returns
 * the design as ordered.
 */
async function designWithImageTools(page: Page, designer: Locator, options: { touch: boolean; name: string }): Promise<PlacedElement[]> {
  const press = (locator: Locator) => (options.touch ? locator.tap() : locator.click());
  const drag = dragger(page, options.touch);
  await press(designer.getByRole('button', { name: 'Add QR code' }));
  // The web address field has focus with the sample selected: typing replaces it.
  const url = designer.getByRole('textbox', { name: 'Web address' });
  await expect.poll(() => url.evaluate((input) => input.getRootNode() instanceof ShadowRoot && (input.getRootNode() as ShadowRoot).activeElement === input)).toBe(true);
  await page.keyboard.type(`https://shop.example/${options.name}`);
  await expect.poll(async () => (await elements(page)).find((e) => e.type === 'qrcode')?.content?.url).toBe(`https://shop.example/${options.name}`);
  // An empty address is refused where it is typed; the code keeps its address.
  await url.fill('');
  await expect.poll(() => designer.locator('#dcs-qr-error').textContent()).toContain('cannot stay empty');
  await url.fill(`https://shop.example/${options.name}`);
  await expect.poll(() => designer.locator('#dcs-qr-error').textContent()).toBe('');
  await expect.poll(() => designer.getByRole('button', { name: `QR code: https://shop.example/${options.name}`, exact: true }).count()).toBe(1);
  await url.screenshot({ path: join(ARTIFACTS, `image-tools-${options.name}-qr-field.png`) });
  await page.screenshot({ path: join(ARTIFACTS, `image-tools-${options.name}-qr.png`), fullPage: true });
  const qrFields = await seriousViolations(page);
  expect(qrFields, qrFields.join('\n')).toEqual([]);

  await designer.locator('input[type="file"]').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: await testPhoto(1200, 800) });
  await designer.getByRole('button', { name: 'Photo: photo.png', exact: true }).waitFor();
  const start = (await elements(page)).find((e) => e.type === 'image')!;
  expect(start.crop).toEqual({ x: 0, y: 0, width: 1, height: 1 });

  await press(designer.getByRole('button', { name: 'Crop on the canvas' }));
  await designer.locator('svg.canvas .crop-handle.handle-e').waitFor();
  // The right edge dragged in by 40 % of the photo's width, cutting its yellow side away.
  const edge = await boxOf(page, 'svg.canvas .crop-handle.handle-e');
  const frame = await boxOf(page, 'svg.canvas .crop-frame');
  await drag({ x: edge.cx, y: edge.cy }, { x: edge.cx - frame.width * 0.4, y: edge.cy });
  const cut = (await elements(page)).find((e) => e.type === 'image')!;
  expect(cut.crop!.width).toBeCloseTo(0.6, 1);
  expect(cut.transform.width).toBeCloseTo(start.transform.width * 0.6, 0);
  // The photo dragged left under its frame: a part of the middle shows.
  const middle = await boxOf(page, 'svg.canvas .crop-frame');
  await drag({ x: middle.cx, y: middle.cy }, { x: middle.cx - frame.width * 0.25, y: middle.cy });
  const panned = (await elements(page)).find((e) => e.type === 'image')!;
  expect(panned.crop!.x).toBeGreaterThan(0.15);
  expect(panned.crop!.x + panned.crop!.width).toBeLessThanOrEqual(1);
  expect(panned.transform).toEqual(cut.transform);
  // The rest of the photo shows faintly around the frame while cropping.
  expect(await designer.locator('svg.canvas .crop-photo image').count()).toBe(1);
  await page.screenshot({ path: join(ARTIFACTS, `image-tools-${options.name}-cropping.png`) });

  await press(designer.getByRole('group', { name: 'Tone' }).getByRole('button', { name: 'Sepia' }));
  await page.screenshot({ path: join(ARTIFACTS, `image-tools-${options.name}-sepia.png`) });
  await expect.poll(async () => (await elements(page)).find((e) => e.type === 'image')?.filter?.tone).toBe('sepia');
  await expect.poll(() => designer.locator('svg.canvas .design feColorMatrix').count()).toBe(1);
  const cropButton = designer.getByRole('button', { name: 'Crop on the canvas' });
  expect(await cropButton.getAttribute('aria-pressed')).toBe('true');
  await press(cropButton);
  await expect.poll(() => designer.locator('svg.canvas .crop-handle').count()).toBe(0);
  await settledTotal(designer);
  return elements(page);
}

/** The job's print PDF, written next to the screenshots, and a pdftoppm render of its first page at `dpi`. */
async function printOf(shop: Shop, jobId: number, name: string, dpi: number): Promise<{ pdf: string; png: string; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'dcs-image-tools-'));
  const response = await fetch(`${shop.url}/wp-json/svc/v1/print-queue/${jobId}/download/artifact`, { headers: { cookie: [...shop.admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
  expect(response.status).toBe(200);
  const pdf = join(dir, 'job.pdf');
  writeFileSync(pdf, Buffer.from(await response.arrayBuffer()));
  writeFileSync(join(ARTIFACTS, `image-tools-${name}-print.pdf`), readFileSync(pdf));
  execFileSync('pdftoppm', ['-r', String(dpi), '-png', '-singlefile', '-f', '1', '-l', '1', pdf, join(dir, 'page')]);
  const png = join(dir, 'page.png');
  writeFileSync(join(ARTIFACTS, `image-tools-${name}-print.png`), readFileSync(png));
  return { pdf, png, dir };
}

/** The print shows the QR code (zbarimg reads it; it is no image), the cropped photo alone, in sepia. */
async function checkPrint(shop: Shop, jobId: number, ordered: PlacedElement[], name: string): Promise<void> {
  const dpi = 300;
  const { pdf, png, dir } = await printOf(shop, jobId, name, dpi);
  try {
    expect(execFileSync('zbarimg', ['--quiet', '--raw', png]).toString()).toContain(`https://shop.example/${name}`);
    // One image in the PDF, the photo, with only its cropped pixels; the QR code is vector.
    const images = execFileSync('pdfimages', ['-list', pdf]).toString().trim().split('\n').slice(2);
    expect(images).toHaveLength(1);
    const photo = ordered.find((e) => e.type === 'image')!;
    const width = Number(images[0]!.trim().split(/\s+/)[3]);
    expect(width).toBeLessThanOrEqual(Math.ceil(1200 * photo.crop!.width) + 1);
    // Sepia in print: the photo's blue left edge prints brown (red above blue). The page has crop
    // marks around the trim box: positions count from the trim box's top-left corner.
    const boxes = execFileSync('pdfinfo', ['-box', pdf]).toString();
    const box = (name: string) => new RegExp(`${name}:\\s+([\\d.]+)\\s+([\\d.]+)\\s+([\\d.]+)\\s+([\\d.]+)`).exec(boxes)!.slice(1).map(Number);
    const [trimLeft, , , trimTop] = box('TrimBox') as [number, number, number, number];
    const mediaHeight = box('MediaBox')[3]!;
    const origin = { x: (trimLeft / 72) * dpi, y: ((mediaHeight - trimTop) / 72) * dpi };
    const pxX = (mm: number) => Math.round(origin.x + (mm / 25.4) * dpi);
    const pxY = (mm: number) => Math.round(origin.y + (mm / 25.4) * dpi);
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const at = (xMm: number, yMm: number) => {
      const i = (pxY(yMm) * info.width + pxX(xMm)) * 3;
      return [data[i]!, data[i + 1]!, data[i + 2]!] as const;
    };
    const t = photo.transform;
    const left = at(t.x + t.width * 0.05, t.y + t.height * 0.9);
    console.log(`[storefront] ${name}: photo's left edge prints ${left.join(',')} (sepia of a blue)`);
    expect(left[0]).toBeGreaterThan(left[2] + 20);
    expect(left[0]).toBeGreaterThanOrEqual(left[1]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.skipIf(!browserAvailable)('QR codes, crop by dragging and photo filters in the storefront designer', () => {
  const started = useShopAndBrowser();
  let shop: Shop;
  let browser: Browser;

  beforeAll(() => {
    ({ shop, browser } = started);
  });

  it('on a desktop: adds a QR code, crops a photo by dragging, applies sepia, orders; the print PDF has them', { timeout: 240_000 }, async () => {
    const { page, errors } = await openPage(browser, DESKTOP);
    const designer = await openDesigner(page, shop, 3);
    const ordered = await designWithImageTools(page, designer, { touch: false, name: 'desk' });
    // Undo and redo go through the crop and the filter.
    await designer.locator('.canvas').focus();
    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await elements(page)).find((e) => e.type === 'image')?.filter?.tone).toBe('none');
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(async () => (await elements(page)).find((e) => e.type === 'image')?.filter?.tone).toBe('sepia');
    // Keyboard: the Crop button, then arrows move the photo in its frame, Enter finishes.
    const photoLayer = designer.getByRole('button', { name: 'Photo: photo.png', exact: true });
    await photoLayer.click();
    await designer.getByRole('button', { name: 'Crop on the canvas' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => designer.locator('svg.canvas .crop-handle').count()).toBe(8);
    const before = (await elements(page)).find((e) => e.type === 'image')!.crop!.x;
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await elements(page)).find((e) => e.type === 'image')!.crop!.x).toBeGreaterThan(before);
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await elements(page)).find((e) => e.type === 'image')!.crop!.x).toBeCloseTo(before, 5);
    const cropping = await seriousViolations(page);
    expect(cropping, cropping.join('\n')).toEqual([]);
    await designer.locator('.canvas').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => designer.locator('svg.canvas .crop-handle').count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.screenshot({ path: join(ARTIFACTS, 'image-tools-desk-designer.png') });
    expect(await seriousViolations(page)).toEqual([]);

    expect(await addToCart(page, designer)).toMatchObject({ items: expect.any(Array) });
    const job = await paidJob(shop, await checkout(page, shop));
    expect(job.state, JSON.stringify(job)).toMatch(/^(completed|delivered)$/);
    await checkPrint(shop, job.id, ordered, 'desk');
    expect(errors).toEqual([]);
  });

  it('keeps a press whose panel re-renders under it: the button still takes the click', { timeout: 120_000 }, async () => {
    const { page, errors } = await openPage(browser, DESKTOP);
    const designer = await openDesigner(page, shop, 3);
    await designer.locator('input[type="file"]').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: await testPhoto(600, 400) });
    await designer.getByRole('button', { name: 'Photo: photo.png', exact: true }).waitFor();
    const photo = (await elements(page)).find((e) => e.type === 'image')!;
    const sepia = designer.getByRole('group', { name: 'Tone' }).getByRole('button', { name: 'Sepia' });
    const box = (await sepia.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    // While the button is held, the photo changes (as a quote's answer or the end of a drag lands) and
    // two frames pass, in which the properties panel would have been rebuilt with a new button.
    await page.evaluate(
      ({ id, x }) => {
        const editor = (document.querySelector('dcs-designer') as unknown as { editor: { setTransform(id: string, t: { x: number }): void } }).editor;
        editor.setTransform(id, { x });
        return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      },
      { id: photo.id, x: photo.transform.x + 1 },
    );
    await page.mouse.up();
    await expect.poll(async () => (await elements(page)).find((e) => e.type === 'image')?.filter?.tone).toBe('sepia');
    // The rebuild that waited comes right after: the panel shows both the new tone and the move.
    await expect.poll(() => sepia.getAttribute('aria-pressed')).toBe('true');
    expect((await elements(page)).find((e) => e.type === 'image')!.transform.x).toBeCloseTo(photo.transform.x + 1, 5);
    expect(errors).toEqual([]);
  });

  it('on a phone (390 × 844, touch): the same with taps and a finger', { timeout: 240_000 }, async () => {
    const { page, errors } = await openPage(browser, PHONE);
    const designer = await openDesigner(page, shop, 3);
    const ordered = await designWithImageTools(page, designer, { touch: true, name: 'phone' });
    await page.screenshot({ path: join(ARTIFACTS, 'image-tools-phone-designer.png') });
    expect(await seriousViolations(page)).toEqual([]);
    expect(await addToCart(page, designer, () => designer.locator('.phone-bar').getByRole('button', { name: 'Add to cart' }).tap())).toMatchObject({ items: expect.any(Array) });
    const job = await paidJob(shop, await checkout(page, shop));
    expect(job.state, JSON.stringify(job)).toMatch(/^(completed|delivered)$/);
    await checkPrint(shop, job.id, ordered, 'phone');
    expect(errors).toEqual([]);
  });
});
