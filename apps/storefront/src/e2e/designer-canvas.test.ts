import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, addToCart, browserAvailable, launchBrowser, openDesigner, openPage, settledTotal, startShop, type Shop } from './storefront-harness.ts';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
type Element = { id: string; type: string; content?: string; fontSize?: number; fontFamily?: string; fill?: string; transform: Box };

function elements(page: Page): Promise<Element[]> {
  return page.evaluate(() => (document.querySelector('dcs-designer') as unknown as { editor: { document: { sides: Array<{ elements: Element[] }> } } }).editor.document.sides[0]!.elements);
}

/** A point of the side (millimetres) on the screen, from the canvas's own mapping. */
function onScreen(page: Page, x: number, y: number): Promise<{ x: number; y: number }> {
  return page.evaluate(({ x, y }) => {
    const svg = document.querySelector('dcs-designer')!.shadowRoot!.querySelector('svg.canvas') as SVGSVGElement;
    const p = new DOMPoint(x, y).matrixTransform(svg.getScreenCTM()!);
    return { x: p.x, y: p.y };
  }, { x, y });
}

function apart(a: Box, b: Box): boolean {
  return a.x + a.width <= b.x + 1e-6 || b.x + b.width <= a.x + 1e-6 || a.y + a.height <= b.y + 1e-6 || b.y + b.height <= a.y + 1e-6;
}

describe.skipIf(!browserAvailable)('the designer canvas as in the design tools people know (1366 × 900)', () => {
  let shop: Shop;
  let browser: Browser;

  beforeAll(async () => {
    [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  /** The business-card designer at 1366 × 900 with one new text, typed right after Add text (focus is in its field). */
  async function designerWithText(content: string) {
    const { page, errors } = await openPage(browser, { viewport: { width: 1366, height: 900 } });
    const designer = await openDesigner(page, shop, 3);
    await designer.getByRole('button', { name: 'Add text' }).click();
    await page.keyboard.type(content);
    await expect.poll(async () => (await elements(page)).map((e) => e.content)).toEqual([content]);
    return { page, errors, designer };
  }

  it('moves a new text dragged from its middle, grows its box with the size, keeps chosen styles, places new things apart, names layers', { timeout: 150_000 }, async () => {
    const { page, errors, designer } = await designerWithText('TEAM NAME');
    await designer.getByRole('button', { name: 'Text: TEAM NAME', exact: true }).waitFor();

    // A drag from the middle of the text moves it, however short its box is.
    const [text] = await elements(page);
    const from = await onScreen(page, text!.transform.x + text!.transform.width / 2, text!.transform.y + text!.transform.height / 2);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    for (let step = 1; step <= 8; step++) await page.mouse.move(from.x + 5 * step, from.y + 4 * step);
    await page.mouse.up();
    const [moved] = await elements(page);
    expect(moved!.transform.width).toBe(text!.transform.width);
    expect(moved!.transform.height).toBe(text!.transform.height);
    expect(moved!.transform.x).toBeGreaterThan(text!.transform.x + 1);
    expect(moved!.transform.y).toBeGreaterThan(text!.transform.y + 1);

    // A bigger size: the box grows with the text (at least one 36 pt line of 1.2 line height) and the print check finds nothing spilling out.
    const size = designer.getByRole('spinbutton', { name: 'Size' });
    await size.fill('36');
    await size.press('Enter');
    await expect.poll(async () => (await elements(page))[0]!.transform.height).toBeGreaterThanOrEqual((36 * 1.2 * 25.4) / 72);
    const issues = () => designer.locator(`.issue[data-element="${moved!.id}"] title`).allTextContents();
    await expect.poll(async () => (await issues()).filter((title) => /fit/i.test(title))).toEqual([]);
    await page.screenshot({ path: join(ARTIFACTS, 'canvas-grown-text.png') });

    // A text style keeps the size the customer chose.
    const style = designer.locator('.style-card').first();
    if ((await style.count()) > 0) {
      await style.click();
      await expect.poll(async () => (await elements(page))[0]!.fontSize).toBe(36);
    }

    // A new shape lands where it covers nothing (not over the text in the middle).
    await designer.getByRole('button', { name: 'Rectangle', exact: true }).click();
    await expect.poll(async () => (await elements(page)).length).toBe(2);
    const [grown, square] = await elements(page);
    expect(apart(grown!.transform, square!.transform), JSON.stringify([grown!.transform, square!.transform])).toBe(true);
    // A clipart is listed by its catalogue name, its colour controls by the colour.
    await designer.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Shapes (4)' });
    await designer.getByRole('listitem', { name: 'Star' }).click();
    await designer.getByRole('button', { name: 'Clipart: Star', exact: true }).waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'canvas-desktop.png') });
    await expect.poll(() => designer.getByRole('group', { name: /^Colour 1: \w/ }).count()).toBeGreaterThan(0);

    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary}`).join('; ')}`)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('lists the session\'s saved designs with thumbnails under "My designs" and reopens one', { timeout: 120_000 }, async () => {
    const { page, errors, designer } = await designerWithText('Saved once');
    await designer.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => designer.getByRole('status').first().textContent()).toMatch(/saved/i);
    await designer.getByRole('button', { name: 'Text: Saved once', exact: true }).click();
    await page.keyboard.press('Delete');
    await expect.poll(async () => (await elements(page)).length).toBe(0);

    await designer.getByText('My designs').click();
    const saved = designer.getByRole('button', { name: /^Open .*, saved / });
    await expect.poll(() => saved.count()).toBe(1);
    await expect.poll(() => saved.locator('.thumb svg').count()).toBe(1);
    await page.screenshot({ path: join(ARTIFACTS, 'my-designs.png') });
    await saved.click();
    await expect.poll(async () => (await elements(page)).map((e) => e.content)).toEqual(['Saved once']);
    expect(errors).toEqual([]);
  });

  it('keeps price and Add to cart at the bottom of a phone (390 × 844, touch), with every tool a tap away', { timeout: 120_000 }, async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
    const designer = await openDesigner(page, shop, 3);
    const bar = designer.locator('.phone-bar');
    const atBottom = async () => {
      const box = await bar.boundingBox();
      return box !== null && Math.abs(box.y + box.height - 844) <= 2 ? true : JSON.stringify(box);
    };
    await expect.poll(atBottom).toBe(true);
    // Tools below the canvas are reached by scrolling, with the bar still at hand.
    await designer.getByRole('button', { name: 'Add text' }).tap();
    await designer.getByRole('textbox', { name: 'Text content' }).fill('Phone order');
    await designer.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Shapes (4)' });
    await designer.getByRole('listitem', { name: 'Star' }).tap();
    await designer.getByRole('button', { name: 'Clipart: Star', exact: true }).scrollIntoViewIfNeeded();
    await expect.poll(atBottom).toBe(true);
    await designer.getByRole('button', { name: 'Text: Phone order', exact: true }).tap();
    await designer.getByRole('button', { name: 'Bring forward: Text: Phone order' }).tap();
    await expect.poll(async () => (await elements(page)).map((e) => e.type)).toEqual(['clipart', 'text']);
    // One Add to cart on a phone: the bar's, with the price beside it.
    await expect.poll(() => designer.getByRole('button', { name: 'Add to cart' }).count()).toBe(1);
    await settledTotal(designer);
    await expect.poll(() => bar.locator('[data-role="bar-total"]').textContent()).toMatch(/€\d/);
    await page.screenshot({ path: join(ARTIFACTS, 'phone-bar.png') });
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    expect(await addToCart(page, designer, () => bar.getByRole('button', { name: 'Add to cart' }).tap())).toMatchObject({ items: expect.any(Array) });
    expect(errors).toEqual([]);
  });
});
