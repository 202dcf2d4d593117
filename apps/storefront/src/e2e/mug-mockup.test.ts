import { AxeBuilder } from '@axe-core/playwright';
import { join } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { productIdNamed } from './shop-orders.ts';
import { ARTIFACTS, addToCart, browserAvailable, openDesignerAt, openPage, settledTotal, useShopAndBrowser } from './storefront-harness.ts';

const BARS = 7;
const DEVICES = [
  ['desktop', { viewport: { width: 1366, height: 900 } }],
  ['phone', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 }],
] as const;
/** Seven red bars of equal width across the mug's 210 × 95 mm wrap, white between: how wide each is drawn shows the wrap. */
function barsDesign(): unknown {
  const bar = 210 / (BARS * 2);
  return {
    schemaVersion: 3,
    name: 'Bars',
    sides: [{
      id: 'wrap', name: 'Wrap-around', trim: { width: 210, height: 95 }, bleed: 2, safeMargin: 4,
      printAreas: [{ id: 'wrap', name: 'Wrap-around', x: 0, y: 0, width: 210, height: 95 }],
      elements: Array.from({ length: BARS }, (_, i) => ({ id: `bar-${i}`, type: 'shape', shape: 'rectangle', fill: '#E63946', transform: { x: bar / 2 + i * 2 * bar, y: 8, width: bar, height: 79, rotation: 0 } })),
    }],
  };
}

const isRed = (r: number, g: number, b: number) => r > 110 && r - g > 60 && r - b > 50;

/** The element as on screen, as RGB pixels. */
async function pixelsOf(element: Locator, file: string) {
  const png = await element.screenshot({ path: join(ARTIFACTS, file) });
  return sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
}

/**
 * Widths in pixels of the red runs along the row where most red is (the bars' middle), and the largest
 * step of green between neighbouring pixels inside a bar there: a seam between the wrap's strips (the
 * mug showing through) is a jump where the bar should be even.
 */
async function bars(element: Locator, file: string): Promise<{ widths: number[]; step: number }> {
  const { data, info } = await pixelsOf(element, file);
  let best = { widths: [] as number[], step: 0 };
  for (let y = Math.floor(info.height * 0.2); y < info.height * 0.8; y += 2) {
    const runs: Array<{ start: number; width: number }> = [];
    let run = 0;
    for (let x = 0; x <= info.width; x++) {
      const at = (y * info.width + x) * 3;
      if (x < info.width && isRed(data[at]!, data[at + 1]!, data[at + 2]!)) run++;
      else if (run > 0) runs.push({ start: x - run, width: run }), (run = 0);
    }
    const widths = runs.map((r) => r.width);
    if (runs.length !== BARS || widths.reduce((a, b) => a + b, 0) <= best.widths.reduce((a, b) => a + b, 0)) continue;
    let step = 0;
    for (const { start, width } of runs) {
      for (let x = start + 2; x < start + width - 3; x++) step = Math.max(step, Math.abs(data[(y * info.width + x) * 3 + 1]! - data[(y * info.width + x + 1) * 3 + 1]!));
    }
    best = { widths, step };
  }
  return best;
}
const barWidths = async (element: Locator, file: string) => (await bars(element, file)).widths;

/** Equal bars drawn narrower toward both edges, alike on the left and the right, without seams: the design is wrapped. */
function expectWrapped({ widths, step }: { widths: number[]; step: number }): void {
  expect(step, 'no seam between the strips').toBeLessThan(24);
  expect(widths, 'seven bars in one row').toHaveLength(BARS);
  const middle = widths[3]!;
  expect(widths[0]! / middle).toBeLessThan(0.65);
  expect(widths[6]! / middle).toBeLessThan(0.65);
  expect(Math.abs(widths[0]! - widths[6]!)).toBeLessThanOrEqual(Math.max(2, middle * 0.12));
  expect(widths[1]!).toBeGreaterThan(widths[0]!);
  expect(widths[5]!).toBeGreaterThan(widths[6]!);
}

/** The red shapes' bounding boxes, left to right, by runs of columns that hold red. */
async function redClusters(element: Locator, file: string): Promise<Array<{ width: number; height: number }>> {
  const { data, info } = await pixelsOf(element, file);
  const red = (x: number, y: number) => {
    const at = (y * info.width + x) * 3;
    return isRed(data[at]!, data[at + 1]!, data[at + 2]!);
  };
  const clusters: Array<{ left: number; right: number }> = [];
  for (let x = 0; x < info.width; x++) {
    let any = false;
    for (let y = 0; y < info.height && !any; y++) any = red(x, y);
    if (!any) continue;
    const last = clusters.at(-1);
    if (last && last.right === x - 1) last.right = x;
    else clusters.push({ left: x, right: x });
  }
  return clusters.map(({ left, right }) => {
    let top = info.height;
    let bottom = -1;
    for (let y = 0; y < info.height; y++) for (let x = left; x <= right; x++) if (red(x, y)) (top = Math.min(top, y)), (bottom = Math.max(bottom, y));
    return { width: right - left + 1, height: bottom - top + 1 };
  });
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join('; ')})`);
}

describe.skipIf(!browserAvailable)('the mug mockup: the design wrapped around the mug', () => {
  const started = useShopAndBrowser();

  for (const [device, options] of DEVICES) {
    it(`shows it in the designer beside the flat canvas, and in the cart (${device})`, { timeout: 120_000 }, async () => {
      const { shop, browser } = started;
      const mug = await productIdNamed(shop, /Mug/);
      const { page, errors } = await openPage(browser, options);
      // A design shared by link, as a customer opens one: seven equal bars around the mug.
      const designer = await openDesignerAt(page, `${shop.url}/#/product/${mug}?dcs-design=${deflateRawSync(Buffer.from(JSON.stringify(barsDesign()))).toString('base64url')}`);
      const preview = designer.getByRole('img', { name: 'Your design on the mug' });
      await preview.locator('svg').waitFor();
      await preview.scrollIntoViewIfNeeded();
      await expect.poll(async () => (await barWidths(preview, `mug-designer-${device}.png`)).length).toBe(BARS);
      expectWrapped(await bars(preview, `mug-designer-${device}.png`));
      // The canvas stays flat for editing: its bars are equal.
      const flat = await barWidths(designer.locator('svg.canvas'), `mug-canvas-${device}.png`);
      expect(flat).toHaveLength(BARS);
      expect(Math.max(...flat) - Math.min(...flat)).toBeLessThanOrEqual(2);
      await page.screenshot({ path: join(ARTIFACTS, `mug-designer-page-${device}.png`) });
      if (device === 'desktop') expect(await seriousViolations(page)).toEqual([]);

      await settledTotal(designer);
      await addToCart(page, designer);
      await page.goto(`${shop.url}/#/cart`);
      const line = page.locator('.preview[data-side="wrap"]').first();
      await line.locator('svg').waitFor();
      await line.scrollIntoViewIfNeeded();
      await expect.poll(async () => (await barWidths(line, `mug-cart-${device}.png`)).length).toBe(BARS);
      expectWrapped(await bars(line, `mug-cart-${device}.png`));
      await page.screenshot({ path: join(ARTIFACTS, `mug-cart-page-${device}.png`), fullPage: true });
      if (device === 'desktop') expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  for (const [device, options] of DEVICES) {
    it(`shows the grid's quick panel of the mug with its template wrapped: the two hearts alike and narrowed (${device})`, { timeout: 120_000 }, async () => {
      const { shop, browser } = started;
      const mug = await productIdNamed(shop, /Mug/);
      const { page, errors } = await openPage(browser, options);
      await page.goto(`${shop.url}/`);
      const panel = page.locator(`dcs-quick-personalization[product-id="${mug}"]`);
      await panel.scrollIntoViewIfNeeded();
      const preview = panel.locator('.preview[role="img"]');
      await preview.locator('svg').waitFor();
      // Drawn on the mug's picture, through the wrap's strips: the panel shows the product's photo first and
      // draws the design once its engine has loaded (after the photos, without a touch).
      await expect.poll(() => preview.locator('svg clipPath[id$="-wrap-0"]').count()).toBe(1);
      expect(await preview.locator('svg image').first().getAttribute('href')).toMatch(/\/sides\/wrap\/mockup\?v=mug-1$/);
      await expect.poll(async () => (await redClusters(preview, `mug-grid-${device}.png`)).length).toBeGreaterThanOrEqual(3);
      const clusters = await redClusters(preview, `mug-grid-${device}.png`);
      const [left, right] = [clusters[0]!, clusters.at(-1)!];
      expect(Math.abs(left.width - right.width)).toBeLessThanOrEqual(3);
      // The Heart clipart is 100 × 90 (1.11 wide for its height) flat; wrapped away from the middle it is narrower.
      expect(left.width / left.height).toBeLessThan(1.04);
      expect(right.width / right.height).toBeLessThan(1.04);
      await page.screenshot({ path: join(ARTIFACTS, `mug-grid-page-${device}.png`) });
      if (device === 'desktop') expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
