import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { assignClassicCard } from './card-template.ts';
import { canvasVersusPrint, checkout, paidJob, screenshotTrimBox } from './print-job.ts';
import { ARTIFACTS, addToCart, browserAvailable, openDesigner, openPage, type Shop, useShopAndBrowser } from './storefront-harness.ts';

/**
 * A customer's logo as drawing programs write it: a yellow badge (a solid region to recolour), a
 * teal stroked ring, and a red→violet gradient bar, styled by a CSS class. Its colors lie inside the
 * CMYK gamut, so the canvas (sRGB) and the CMYK print can be compared pixel by pixel.
 */
const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100" width="200" height="100">
<style>.ring{fill:none;stroke:#2A9D8F;stroke-width:8}</style>
<defs><linearGradient id="bar"><stop offset="0" stop-color="#D62828"/><stop offset="1" stop-color="#3A0CA3"/></linearGradient></defs>
<rect x="4" y="4" width="92" height="92" rx="8" fill="#F2C14E"/>
<circle class="ring" cx="50" cy="50" r="30"/>
<rect x="110" y="30" width="86" height="40" fill="url(#bar)"/>
</svg>`;

type Rgb = [number, number, number];

describe.skipIf(!browserAvailable)('an SVG logo in the storefront designer', () => {
  // The shop and browser of this describe (started before its tests, stopped after them).
  const started = useShopAndBrowser();
  let shop: Shop;
  let browser: Browser;

  beforeAll(async () => {
    ({ shop, browser } = started);
    await assignClassicCard(shop.admin);
  }, 60_000);

  it('uploads an SVG logo through the file picker, recolours it, orders it; the job PDF has its stroke and gradient', { timeout: 180_000 }, async () => {
    const { page, errors } = await openPage(browser);
    const designer = await openDesigner(page, shop, 3);
    await designer.getByRole('button', { name: 'Use template Classic card' }).click();
    await designer.locator('input[type="file"]').setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(LOGO_SVG) });
    const logoLayer = designer.getByRole('button', { name: 'Clipart: logo.svg', exact: true });
    await logoLayer.waitFor();
    // The canvas draws the server's drawing of the upload: the gradient and the ring's stroke.
    const canvas = designer.locator('svg.canvas .design');
    await expect.poll(() => canvas.evaluate((node) => node.querySelectorAll('linearGradient').length)).toBe(1);
    expect(await canvas.evaluate((node) => [...node.querySelectorAll('path')].some((path) => path.getAttribute('stroke') === '#2A9D8F' && path.getAttribute('stroke-width') === '8'))).toBe(true);

    // Its first region is the badge's yellow: recoloured to the palette's deep blue.
    await logoLayer.click();
    const region = designer.getByRole('group', { name: /^Colour 1: / });
    await region.getByRole('button', { name: 'Deep blue' }).click();
    await expect.poll(() => canvas.evaluate((node) => /fill="#1D4E89"/i.test(node.innerHTML))).toBe(true);
    expect(await canvas.evaluate((node) => /#F2C14E/i.test(node.innerHTML))).toBe(false);
    await designer.locator('.canvas').focus();
    await page.keyboard.press('Escape');
    await page.screenshot({ path: join(ARTIFACTS, 'svg-logo-designer.png') });
    const logo = await page.evaluate(() => {
      const editor = (document.querySelector('dcs-designer') as unknown as { editor: { document: { sides: Array<{ elements: Array<{ type: string; clipart?: string; colors?: Record<string, unknown>; transform: { x: number; y: number; width: number; height: number } }> }> } } }).editor;
      return editor.document.sides[0]!.elements.find((e) => e.type === 'clipart')!;
    });
    expect(logo.clipart).toMatch(/^upload:\d+$/);

    const trimShot = await screenshotTrimBox(page, designer, { width: 85, height: 55 });
    writeFileSync(join(ARTIFACTS, 'svg-logo-canvas.png'), trimShot.shot);

    expect(await addToCart(page, designer)).toMatchObject({ items: expect.any(Array) });
    const job = await paidJob(shop, await checkout(page, shop));
    expect(job.state, JSON.stringify(job)).toMatch(/^(completed|delivered)$/);

    // The canvas and the print agree, logo included (as the photo designs do).
    const { share, width, height } = await canvasVersusPrint(shop, job.id, trimShot, 85, join(ARTIFACTS, 'svg-logo-print-at-screen.png'));
    console.log(`[storefront] SVG logo canvas vs print: ${(share * 100).toFixed(2)} % of ${width}×${height} pixels differ`);
    expect(share).toBeLessThanOrEqual(0.01);

    const dir = mkdtempSync(join(tmpdir(), 'dcs-logo-'));
    try {
      const response = await fetch(`${shop.url}/wp-json/svc/v1/print-queue/${job.id}/download/artifact`, { headers: { cookie: [...shop.admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
      expect(response.status).toBe(200);
      const pdf = join(dir, 'job.pdf');
      writeFileSync(pdf, Buffer.from(await response.arrayBuffer()));
      // The PDF keeps the logo vector: an axial shading for the gradient and a stroked ring.
      execFileSync('qpdf', ['--qdf', '--object-streams=disable', '--stream-data=uncompress', pdf, join(dir, 'job.qdf')]);
      const text = readFileSync(join(dir, 'job.qdf'), 'latin1');
      expect(text).toMatch(/\/ShadingType 2/);
      expect(text).toMatch(/\n8 w\n[\s\S]{0,200}\nS\n/);

      const dpi = 200;
      execFileSync('gs', ['-q', '-dSAFER', '-dBATCH', '-dNOPAUSE', '-sDEVICE=png16m', '-dUseTrimBox', `-r${dpi}`, '-dGraphicsAlphaBits=4', '-dFirstPage=1', '-dLastPage=1', `-sOutputFile=${join(dir, 'print.png')}`, pdf]);
      const print = readFileSync(join(dir, 'print.png'));
      writeFileSync(join(ARTIFACTS, 'svg-logo-print.png'), print);
      const px = (mm: number) => Math.round((mm / 25.4) * dpi);
      const box = { left: px(logo.transform.x), top: px(logo.transform.y), width: px(logo.transform.width), height: px(logo.transform.height) };
      const { data, info } = await sharp(print).extract(box).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      // Sample the logo in its own units (200 × 100): what each feature should show in print.
      const at = (x: number, y: number): Rgb => {
        const i = (Math.min(info.height - 1, Math.round((y / 100) * info.height)) * info.width + Math.min(info.width - 1, Math.round((x / 200) * info.width))) * 3;
        return [data[i]!, data[i + 1]!, data[i + 2]!];
      };
      const badge = at(12, 12);
      const ring = at(50, 20);
      const [left, middle, right] = [at(113, 50), at(153, 50), at(193, 50)];
      console.log(`[storefront] SVG logo in print: badge ${badge}, ring ${ring}, gradient ${left} → ${middle} → ${right}`);
      expect(badge[2]).toBeGreaterThan(badge[0] + 40); // deep blue, no longer yellow
      expect(ring[1]).toBeGreaterThan(badge[1] + 40); // the teal stroke over the badge
      expect(ring[1]).toBeGreaterThan(ring[0] + 60);
      expect(left[0]).toBeGreaterThan(left[2] + 80); // red at the gradient's start
      expect(right[2]).toBeGreaterThan(right[0] + 40); // violet at its end
      expect(middle[2]).toBeGreaterThan(left[2] + 30); // between: no flat first stop
      expect(middle[0]).toBeGreaterThan(right[0] + 30);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(errors).toEqual([]);
  });

  it('draws a clipart that cannot be loaded as a placeholder, keeps the rest of the design, and the print check names it', { timeout: 120_000 }, async () => {
    const { page, errors } = await openPage(browser);
    await page.evaluate(() => localStorage.clear()).catch(() => undefined);
    const designer = await openDesigner(page, shop, 3);
    await designer.getByRole('button', { name: 'Use template Classic card' }).click();
    await designer.getByRole('button', { name: 'Text: Your name', exact: true }).waitFor();
    await page.evaluate(() => {
      const editor = (document.querySelector('dcs-designer') as unknown as { editor: { addElement(type: string, fields: unknown): void } }).editor;
      editor.addElement('clipart', { clipart: 'upload:999999', transform: { x: 10, y: 10, width: 20, height: 20, rotation: 0 } });
    });
    const canvas = designer.locator('svg.canvas .design');
    await expect.poll(() => canvas.locator('.dcs-missing-asset').count()).toBe(1);
    // Everything else is still drawn.
    expect(await canvas.locator('text, path').count()).toBeGreaterThan(2);
    await expect.poll(() => designer.locator('svg.canvas .issues .issue-error').count()).toBeGreaterThan(0);
    await expect.poll(() => designer.getByText('could not be loaded; it cannot be printed').count()).toBeGreaterThan(0);
    await page.screenshot({ path: join(ARTIFACTS, 'svg-logo-missing.png') });
    expect(errors.filter((error) => !/404|Not Found/i.test(error))).toEqual([]);
  });

  it('outlines a logo’s text with the shop’s font (the clipart library, as the demo shop installs Lato)', { timeout: 60_000 }, async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"><text x="4" y="30" font-family="Lato" font-size="28" fill="#264653">ACME</text></svg>';
    const form = new FormData();
    form.append('file', new Blob([svg], { type: 'image/svg+xml' }), 'acme.svg');
    const created = await shop.admin.request('POST', '/api/v1/cliparts', { body: form });
    expect(created.status, created.text).toBe(201);
    const asset = await (await fetch(`${shop.url}/wp-json/svc/v1/catalog/cliparts/${created.body.id}/asset`)).json() as { nodes: unknown[] };
    // The four letters are outlines: path data with curves, in the text's color.
    expect(JSON.stringify(asset.nodes)).toMatch(/"d":"M [^"]*[QC] [^"]*".*#264653/);
  });
});
