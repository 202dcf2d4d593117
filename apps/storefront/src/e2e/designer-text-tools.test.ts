import { AxeBuilder } from '@axe-core/playwright';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { canvasVersusPrint, checkout, paidJob, screenshotTrimBox } from './print-job.ts';
import { ARTIFACTS, addToCart, browserAvailable, openDesigner, openPage, settledTotal, type Shop, useShopAndBrowser } from './storefront-harness.ts';

type Text = { type: string; content: string; fontFamily: string; fontWeight: number; fontStyle: string; stroke: { color: unknown; width: number } | null; shadow: { color: unknown; offsetX: number; offsetY: number } | null; curve: number };

function texts(page: Page): Promise<Text[]> {
  return page.evaluate(() => (document.querySelector('dcs-designer') as unknown as { editor: { document: { sides: Array<{ elements: Text[] }> } } }).editor.document.sides[0]!.elements.filter((e) => e.type === 'text'));
}

async function seriousViolations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).analyze();
  return axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join('; ')}`);
}

/** The job's PDF: its fonts (pdffonts), its words (pdftotext), and a pdftoppm render kept beside the screenshots. */
async function printedText(shop: Shop, jobId: number, name: string): Promise<{ fonts: string[]; text: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'dcs-text-tools-'));
  try {
    const response = await fetch(`${shop.url}/wp-json/svc/v1/print-queue/${jobId}/download/artifact`, { headers: { cookie: [...shop.admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    expect(response.status).toBe(200);
    const pdf = join(dir, 'job.pdf');
    writeFileSync(pdf, Buffer.from(await response.arrayBuffer()));
    expect(execFileSync('qpdf', ['--check', pdf], { encoding: 'utf8' })).toContain('No syntax or stream encoding errors');
    const fonts = execFileSync('pdffonts', [pdf], { encoding: 'utf8' }).trim().split('\n').slice(2).map((line) => line.split(/\s+/)[0]!.slice(7));
    const text = execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' });
    execFileSync('pdftoppm', ['-png', '-r', '200', '-f', '1', '-l', '1', '-singlefile', pdf, join(ARTIFACTS, name)]);
    return { fonts, text };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Makes the new text bold italic with an outline, a shadow and an arch, the way a customer does
 * (`press` clicks or taps), after finding that Bebas Neue offers no bold: the button says why.
 */
async function styleText(page: Page, designer: Locator, press: (target: Locator) => Promise<void>): Promise<void> {
  await press(designer.getByRole('button', { name: 'Add text' }));
  await designer.getByRole('textbox', { name: 'Text content' }).fill('Team Falcons');
  const font = designer.getByRole('combobox', { name: 'Font' });
  // As a person does: the field is left (a field being typed in is not redrawn), then the font picked.
  await font.focus();
  await font.selectOption('Bebas Neue');
  const bold = designer.getByRole('button', { name: 'Bold' });
  await expect.poll(() => bold.isDisabled()).toBe(true);
  expect(await bold.getAttribute('aria-describedby')).toBeTruthy();
  expect(await designer.locator('.face-missing').textContent()).toContain('Bebas Neue has no bold face.');
  await font.selectOption('Roboto');
  await expect.poll(() => bold.isDisabled()).toBe(false);
  await press(bold);
  await press(designer.getByRole('button', { name: 'Italic' }));
  await expect.poll(async () => (await texts(page)).map((t) => `${t.fontWeight} ${t.fontStyle}`)).toEqual(['700 italic']);
  expect(await designer.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true');

  await press(designer.getByRole('button', { name: 'Outline', exact: true }));
  await press(designer.getByRole('group', { name: 'Outline colour' }).getByRole('button', { name: 'Deep blue' }));
  await press(designer.getByRole('button', { name: 'Shadow', exact: true }));
  // The curve by keyboard: eight steps of 5 to the right.
  const curve = designer.getByRole('slider', { name: /^Curve/ });
  await curve.focus();
  for (let step = 0; step < 8; step++) await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await texts(page))[0]!.curve).toBe(40);
  const [text] = await texts(page);
  expect(text!.stroke).toMatchObject({ width: 0.4, color: { name: 'Deep blue' } });
  expect(text!.shadow).toMatchObject({ offsetX: 0.8, offsetY: 0.8 });
  // The canvas draws each glyph turned on the arc, and the shadow under the text.
  const canvas = designer.locator('svg.canvas .design');
  await expect.poll(() => canvas.evaluate((node) => [...node.querySelectorAll('use')].filter((use) => !/matrix\([\d.e-]+ 0 0 /.test(use.getAttribute('transform') ?? '')).length)).toBeGreaterThan(10);
  expect(await canvas.evaluate((node) => node.querySelector('g[transform^="translate(0.8 0.8)"]') !== null)).toBe(true);
}

describe.skipIf(!browserAvailable)('text tools: bold and italic from the family, outline, shadow, arc', () => {
  const started = useShopAndBrowser();

  it('a customer makes a text bold italic with an outline, a shadow and an arch by keyboard and orders it; the print is the canvas (1366 × 900)', { timeout: 240_000 }, async () => {
    const { shop, browser } = started;
    const { page, errors } = await openPage(browser, { viewport: { width: 1366, height: 900 } });
    const designer = await openDesigner(page, shop, 3);
    const total = await settledTotal(designer);
    // By keyboard alone: each control is reached by focus and pressed with Enter.
    await styleText(page, designer, async (target) => {
      await target.focus();
      await page.keyboard.press('Enter');
    });
    // The shadow's and outline's colours are colours of the design (the quote counts them).
    await expect.poll(async () => settledTotal(designer)).toMatch(/€/);
    console.log(`[storefront] text tools: price before ${total}, after ${await settledTotal(designer)}`);

    // Undo and redo step through the changes: the curve goes and comes back.
    await designer.locator('.canvas').focus();
    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await texts(page))[0]!.curve).toBe(0);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(async () => (await texts(page))[0]!.curve).toBe(40);
    // Ctrl+B on the canvas switches to the regular face and back.
    await page.keyboard.press('Control+b');
    await expect.poll(async () => (await texts(page))[0]!.fontWeight).toBe(400);
    await page.keyboard.press('Control+b');
    await expect.poll(async () => (await texts(page))[0]!.fontWeight).toBe(700);

    await page.screenshot({ path: join(ARTIFACTS, 'text-tools-desktop.png') });
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    const trimShot = await screenshotTrimBox(page, designer, { width: 85, height: 55 });
    writeFileSync(join(ARTIFACTS, 'text-tools-canvas.png'), trimShot.shot);

    expect(await addToCart(page, designer)).toMatchObject({ items: expect.any(Array) });
    const job = await paidJob(shop, await checkout(page, shop));
    expect(job.state, JSON.stringify(job)).toMatch(/^(completed|delivered)$/);
    const { share, width, height } = await canvasVersusPrint(shop, job.id, trimShot, 85, join(ARTIFACTS, 'text-tools-print-at-screen.png'));
    console.log(`[storefront] text tools canvas vs print: ${(share * 100).toFixed(2)} % of ${width}×${height} pixels differ`);
    expect(share).toBeLessThanOrEqual(0.01);
    const { fonts, text } = await printedText(shop, job.id, 'text-tools-print');
    expect(fonts).toContain('Roboto-BoldItalic');
    expect(text).toContain('Team Falcons');
    expect(errors).toEqual([]);
  });

  it('does the same by touch on a phone (390 × 844) and orders it', { timeout: 240_000 }, async () => {
    const { shop, browser } = started;
    const phone: BrowserContextOptions = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
    const { page, errors } = await openPage(browser, phone);
    const designer = await openDesigner(page, shop, 3);
    // A tap scrolls its target into view first, as a finger needs it.
    await styleText(page, designer, (target) => target.tap());
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await designer.locator('svg.canvas').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(ARTIFACTS, 'text-tools-phone-canvas.png') });
    await designer.getByRole('button', { name: 'Bold' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(ARTIFACTS, 'text-tools-phone.png') });
    expect(await seriousViolations(page)).toEqual([]);
    await settledTotal(designer);
    const bar = designer.locator('.phone-bar');
    expect(await addToCart(page, designer, () => bar.getByRole('button', { name: 'Add to cart' }).tap())).toMatchObject({ items: expect.any(Array) });
    const job = await paidJob(shop, await checkout(page, shop));
    expect(job.state, JSON.stringify(job)).toMatch(/^(completed|delivered)$/);
    const { fonts, text } = await printedText(shop, job.id, 'text-tools-phone-print');
    expect(fonts).toContain('Roboto-BoldItalic');
    expect(text).toContain('Team Falcons');
    expect(errors).toEqual([]);
  });
});
