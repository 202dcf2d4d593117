import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { until, type Shop } from './storefront-harness.ts';

/** Cart → checkout → order placed: the order's id. */
export async function checkout(page: import('playwright-core').Page, shop: Shop): Promise<number> {
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

/** Marks the order paid and waits for its print job to finish (or be held). */
export async function paidJob(shop: Shop, orderId: number) {
  const paid = await shop.admin.post(`/api/v1/orders/${orderId}/status`, { status: 'paid' });
  expect(paid.status).toBe(200);
  return until('the print job', async () => {
    const [job] = (await shop.admin.get(`/wp-json/svc/v1/print-queue?search=${orderId}`)).body as Array<{ id: number; state: string; holdReason: string | null }>;
    return job && !['queued', 'processing'].includes(job.state) && job;
  }, 90_000);
}

/** The first page of a print job's PDF, rendered by Ghostscript at `dpi` over its trim box (PNG). */
export async function renderJobPage(shop: Shop, jobId: number, dpi: number): Promise<Buffer> {
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
export function countDifferingPixels(a: Buffer, b: Buffer, width: number, height: number): number {
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

/** Where the canvas's trim box lies on screen, and its screenshot from the first whole pixel inside it. */
export interface TrimShot {
  shot: Buffer;
  clip: { x: number; y: number; width: number; height: number };
}

/**
 * Hides the guides and screenshots the canvas's trim box (`trim` in millimetres), located by the
 * canvas's own mapping of millimetres to pixels.
 */
export async function screenshotTrimBox(page: Page, designer: Locator, trim: { width: number; height: number }): Promise<TrimShot> {
  await designer.getByRole('button', { name: 'Guides' }).click();
  await expect.poll(() => designer.locator('.guides rect').count()).toBe(0);
  const clip = await page.evaluate((size) => {
    const svg = document.querySelector('dcs-designer')!.shadowRoot!.querySelector('svg.canvas') as SVGSVGElement;
    const m = svg.getScreenCTM()!;
    const a = new DOMPoint(0, 0).matrixTransform(m);
    const b = new DOMPoint(size.width, size.height).matrixTransform(m);
    return { x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y };
  }, trim);
  const shot = await page.screenshot({ clip: { x: Math.ceil(clip.x), y: Math.ceil(clip.y), width: Math.floor(clip.width) - 1, height: Math.floor(clip.height) - 1 } });
  return { shot, clip };
}

/**
 * The share of a trim box screenshot's pixels that differ ({@link countDifferingPixels}) from the job's
 * print rendered by Ghostscript at the screen's resolution, cut at the same sub-pixel offset.
 */
export async function canvasVersusPrint(shop: Shop, jobId: number, { shot, clip }: TrimShot, trimWidth: number, printArtifact: string): Promise<{ share: number; width: number; height: number }> {
  const print = await renderJobPage(shop, jobId, (clip.width / trimWidth) * 25.4);
  writeFileSync(printArtifact, print);
  const { width, height } = (await sharp(shot).metadata()) as { width: number; height: number };
  const offset = { left: Math.round(Math.ceil(clip.x) - clip.x), top: Math.round(Math.ceil(clip.y) - clip.y) };
  const a = await sharp(shot).removeAlpha().raw().toBuffer();
  const b = await sharp(print).extract({ ...offset, width, height }).removeAlpha().raw().toBuffer();
  return { share: countDifferingPixels(a, b, width, height) / (width * height), width, height };
}
