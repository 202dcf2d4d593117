import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpTestClient } from '../../../packages/server/src/testing/http-test-client.ts';
import { chromiumAvailable, openSignedIn, screenshotIfFailed, settledScreen, startAdminHarness, type AdminHarness } from './testing/admin-harness.ts';
import { businessCardWith } from './testing/staff-fixtures.ts';

const SUITE = 'effects-print';
const QR_URL = 'https://example.com/ann';
/** The photo's halves: the crop keeps the right (orange) one; sepia then browns it. */
const BLUE = '#1060E0';
const ORANGE = '#E8590C';

/** A business card with the tools at once: an arched bold text with a shadow, a QR code, a cropped sepia photo. */
async function orderWithEffects(h: AdminHarness): Promise<number> {
  const customer = new HttpTestClient(h.url);
  const half = (background: string) => sharp({ create: { width: 600, height: 900, channels: 3, background } }).png().toBuffer();
  const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: BLUE } })
    .composite([{ input: await half(ORANGE), left: 600, top: 0 }])
    .jpeg({ quality: 95 })
    .toBuffer();
  const photo = new FormData();
  photo.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'halves.jpg');
  const upload = await customer.request('POST', '/wp-json/svc/v1/uploads', { body: photo });
  expect(upload.status, upload.text).toBe(201);
  const design = businessCardWith([
    { id: 'photo', type: 'image', media: upload.body.ref, transform: { x: 4, y: 24, width: 24, height: 27, rotation: 0 }, crop: { x: 0.5, y: 0, width: 0.5, height: 1 }, filter: { tone: 'sepia', brightness: 0, contrast: 0 } },
    { id: 'qr', type: 'qrcode', content: { kind: 'url', url: QR_URL }, transform: { x: 52, y: 24, width: 27, height: 27, rotation: 0 } },
    { id: 'name', type: 'text', content: 'ANN EXAMPLE', fontFamily: 'Roboto', fontWeight: 700, fontSize: 16, curve: 40, shadow: { color: '#E03131', offsetX: 0.8, offsetY: 0.8 }, transform: { x: 6, y: 4, width: 73, height: 9, rotation: 0 }, fill: '#1A1A1A', align: 'center' },
  ]);
  const added = await customer.post('/wp-json/svc/v1/cart/items', { product_id: 3, quantity: 100, design });
  expect(added.status, added.text).toBe(201);
  const order = await customer.post('/wp-json/svc/v1/checkout', { email: 'ann@example.com' });
  expect(order.status, order.text).toBe(201);
  return order.body.id;
}

/** The QR codes zbarimg reads in a PNG. */
function qrCodesIn(png: Buffer, dir: string): string[] {
  const path = join(dir, 'qr.png');
  writeFileSync(path, png);
  try {
    return execFileSync('zbarimg', ['--quiet', '--raw', path], { encoding: 'utf8' }).trim().split('\n');
  } catch {
    return [];
  }
}

/** Sepia (the CSS `sepia(1)` matrix) of the photo's halves: the orange one kept, the blue one cropped away. */
const SEPIA_ORANGE = [162, 144, 112];
const SEPIA_BLUE = [122, 109, 85];

/** Share of the picture's pixels near the kept half, near the cut half, and of the shadow's red. */
async function census(png: Buffer): Promise<{ kept: number; cut: number; red: number }> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const near = (r: number, g: number, b: number, [R, G, B]: number[], tolerance = 14) => Math.abs(r - R!) <= tolerance && Math.abs(g - G!) <= tolerance && Math.abs(b - B!) <= tolerance;
  let kept = 0;
  let cut = 0;
  let red = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
    if (near(r, g, b, SEPIA_ORANGE)) kept++;
    if (near(r, g, b, SEPIA_BLUE)) cut++;
    if (r > 180 && g < 90 && b < 90) red++;
  }
  const all = info.width * info.height;
  return { kept: kept / all, cut: cut / all, red: red / all };
}

describe.skipIf(!chromiumAvailable)('the curve, shadow, QR code, crop and filter as staff see them and as they print', () => {
  let h: AdminHarness;
  let orderId: number;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'dcs-effects-'));
    h = await startAdminHarness({ name: SUITE });
    await openSignedIn(h);
    orderId = await orderWithEffects(h);
  }, 90_000);
  afterEach((context) => screenshotIfFailed(h.page, SUITE, context));
  afterAll(async () => {
    await h?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const expectEffects = async (preview: Locator) => {
    await preview.waitFor({ timeout: 30_000 });
    const png = await preview.screenshot();
    const seen = await census(png);
    // The photo's kept half, browned (about a seventh of the card); none of the half cropped away; the red shadow.
    expect(seen.kept, JSON.stringify(seen)).toBeGreaterThan(0.05);
    expect(seen.cut, JSON.stringify(seen)).toBeLessThan(0.002);
    expect(seen.red, JSON.stringify(seen)).toBeGreaterThan(0.002);
  };

  it('shows them on the order page and the job page, drawn by the print engine', async () => {
    const page = h.page;
    await page.goto(`${h.url}/admin/#/orders/${orderId}/show`);
    await expectEffects(page.locator('img[data-preview="ready"]').first());
    expect(await settledScreen(page, SUITE, 'order')).toEqual([]);

    expect((await h.api.post(`/api/v1/orders/${orderId}/status`, { status: 'paid' })).status).toBeLessThan(300);
    let job: { id: number; state: string } | undefined;
    await expect.poll(async () => ([job] = (await h.api.get(`/wp-json/svc/v1/print-queue?search=${orderId}`)).body, job?.state), { timeout: 90_000, interval: 250 }).toBe('completed');
    await page.goto(`${h.url}/admin/#/print-queue/${job!.id}/show`);
    await expectEffects(page.locator('img[data-preview="ready"]').first());
    expect(await settledScreen(page, SUITE, 'job')).toEqual([]);

    // The print PDF, downloaded as staff do: valid, the QR code vector and readable, the photo cropped and sepia.
    const saved = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download print PDF', exact: true }).click();
    const pdf = await (await saved).path();
    execFileSync('qpdf', ['--check', pdf]);
    execFileSync('pdftoppm', ['-r', '300', '-png', '-singlefile', pdf, join(dir, 'print')]);
    const printed = readFileSync(join(dir, 'print.png'));
    expect(qrCodesIn(printed, dir)).toEqual([QR_URL]);
    const seen = await census(printed);
    expect(seen.kept, JSON.stringify(seen)).toBeGreaterThan(0.05);
    expect(seen.cut, JSON.stringify(seen)).toBeLessThan(0.002);
    expect(seen.red, JSON.stringify(seen)).toBeGreaterThan(0.002);
    // The QR code is drawn as paths: the PDF holds one image (the photo), not a picture of the code.
    const images = execFileSync('pdfimages', ['-list', pdf], { encoding: 'utf8' }).trim().split('\n').slice(2);
    expect(images).toHaveLength(1);
  }, 180_000);
});
