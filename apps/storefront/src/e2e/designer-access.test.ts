import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, addToCart, browserAvailable, launchBrowser, openDesigner, openPage, settledTotal, startShop, type Shop } from './storefront-harness.ts';
import { join } from 'node:path';

/** The focused element, looking through the designer's shadow root. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active) return '';
    return `${active.tagName.toLowerCase()}|${active.getAttribute('aria-label') ?? active.textContent?.trim() ?? ''}|${active.getAttribute('data-role') ?? ''}|${active.getAttribute('class') ?? ''}`;
  });
}

/** Presses Tab until the focused element matches (at most `max` times): what a keyboard user does. */
async function tabTo(page: Page, matches: RegExp, max = 120): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (matches.test(await focused(page))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${matches}; last: ${await focused(page)}`);
}

/** The design as the element's editor holds it. */
function design(page: Page) {
  return page.evaluate(() => {
    const editor = (document.querySelector('dcs-designer') as unknown as { editor: { document: { sides: Array<{ elements: Array<{ id: string; type: string; content?: string; transform: { x: number; y: number } }> }> } } }).editor;
    return editor.document.sides[0]!.elements;
  });
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join('; ')})`);
}

describe.skipIf(!browserAvailable)('the storefront designer: keyboard, accessibility, phones', () => {
  let shop: Shop;
  let browser: Browser;

  beforeAll(async () => {
    [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  it('can be used with the keyboard alone: add a text, type, move, copy, paste, delete, undo, add to cart', { timeout: 120_000 }, async () => {
    const { page, errors } = await openPage(browser);
    await openDesigner(page, shop, 3);
    await tabTo(page, /^button\|Add text\|/);
    expect(await focused(page)).toMatch(/Add text/);
    await page.keyboard.press('Enter');
    // Focus moves to the new text's field by itself, its sample words selected for typing over.
    await expect.poll(() => focused(page)).toMatch(/^textarea\|.*\|content\|/);
    await page.keyboard.type('Keyboard only');
    await expect.poll(async () => (await design(page)).map((e) => e.content)).toEqual(['Keyboard only']);

    await tabTo(page, /^svg\|Design canvas/);
    const [before] = await design(page);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Shift+ArrowDown');
    const [moved] = await design(page);
    expect(moved!.transform.x).toBeCloseTo(before!.transform.x + 1, 6);
    expect(moved!.transform.y).toBeCloseTo(before!.transform.y + 10, 6);
    await page.keyboard.press('Control+c');
    await page.keyboard.press('Control+v');
    expect(await design(page)).toHaveLength(2);
    await page.keyboard.press('Delete');
    expect(await design(page)).toHaveLength(1);
    await page.keyboard.press('Control+z');
    expect(await design(page)).toHaveLength(2);
    // Arrows and Delete work wherever focus is while an element is selected: here on its layer button.
    await tabTo(page, /^button\|Text: Keyboard only\|/);
    await page.keyboard.press('Enter');
    const [layerBefore] = (await design(page)).slice(-1);
    await page.keyboard.press('ArrowLeft');
    expect((await design(page)).at(-1)!.transform.x).toBeCloseTo(layerBefore!.transform.x - 1, 6);
    await page.keyboard.press('Delete');
    expect(await design(page)).toHaveLength(1);
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+z');
    expect(await design(page)).toHaveLength(2);
    await tabTo(page, /^svg\|Design canvas/);
    await page.keyboard.press('Escape');
    await page.keyboard.press('n');
    await page.keyboard.press('Delete');
    expect(await design(page)).toHaveLength(1);

    await tabTo(page, /Add to cart/);
    const designer = page.locator('dcs-designer');
    await settledTotal(designer);
    expect(await addToCart(page, designer, () => page.keyboard.press('Enter'))).toMatchObject({ items: expect.any(Array) });
    expect(errors).toEqual([]);
  });

  it('has no serious or critical axe-core violation on the shop, the designer with a selection, and the cart', { timeout: 120_000 }, async () => {
    const { page } = await openPage(browser);
    await page.goto(`${shop.url}/`);
    await page.getByRole('link', { name: /Design your/ }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const designer = await openDesigner(page, shop, 3);
    await designer.getByRole('button', { name: 'Add text' }).click();
    await designer.getByRole('textbox', { name: 'Text content' }).waitFor();
    await settledTotal(designer);
    expect(await seriousViolations(page)).toEqual([]);
    await addToCart(page, designer);
    await page.goto(`${shop.url}/#/cart`);
    await page.locator('.preview svg').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('works on a phone (390 × 844, touch): tap to add, drag with a finger, pinch to zoom', { timeout: 120_000 }, async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
    const designer = await openDesigner(page, shop, 3);
    await designer.getByRole('button', { name: 'Add text' }).tap();
    await designer.getByRole('textbox', { name: 'Text content' }).fill('On the go');
    const canvas = designer.locator('svg.canvas');
    await canvas.scrollIntoViewIfNeeded();
    const box = (await canvas.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(390);
    const [text] = await design(page);
    // The text's centre on screen, from the canvas's own mapping.
    const centre = await page.evaluate(({ x, y }) => {
      const svg = document.querySelector('dcs-designer')!.shadowRoot!.querySelector('svg.canvas') as SVGSVGElement;
      const p = new DOMPoint(x, y).matrixTransform(svg.getScreenCTM()!);
      return { x: p.x, y: p.y };
    }, { x: text!.transform.x + 10, y: text!.transform.y + 4 });
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: Array<{ x: number; y: number }>) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((p, id) => ({ x: p.x, y: p.y, id })) });
    await touch('touchStart', [centre]);
    for (let step = 1; step <= 8; step++) await touch('touchMove', [{ x: centre.x - 4 * step, y: centre.y + 3 * step }]);
    await touch('touchEnd', []);
    const [dragged] = await design(page);
    expect(dragged!.transform.x).toBeLessThan(text!.transform.x - 1);
    expect(dragged!.transform.y).toBeGreaterThan(text!.transform.y + 1);

    const viewWidth = () => canvas.evaluate((svg) => Number(svg.getAttribute('viewBox')!.split(' ')[2]));
    const wide = await viewWidth();
    const mid = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await touch('touchStart', [{ x: mid.x - 20, y: mid.y }, { x: mid.x + 20, y: mid.y }]);
    for (let step = 1; step <= 6; step++) await touch('touchMove', [{ x: mid.x - 20 - 10 * step, y: mid.y }, { x: mid.x + 20 + 10 * step, y: mid.y }]);
    await touch('touchEnd', []);
    expect(await viewWidth()).toBeLessThan(wide / 2);
    const [afterPinch] = await design(page);
    expect(afterPinch!.transform).toEqual(dragged!.transform);
    await page.screenshot({ path: join(ARTIFACTS, 'phone.png') });
    expect(errors).toEqual([]);
  });
});
