import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkOut, downloadProof, jobPdf, paidJob, pdfPages, productIdNamed } from './shop-orders.ts';
import { ARTIFACTS, browserAvailable, openDesigner, openPage, settledTotal, type Shop, useShopAndBrowser } from './storefront-harness.ts';

/** The designer on the T-shirt with the Team shirt template: a front and a back ("PLAYER 23"), under the default "Front only". */
async function teamShirt(page: Page, shop: Shop, tee: number): Promise<Locator> {
  const designer = await openDesigner(page, shop, tee);
  await designer.getByRole('button', { name: 'Use template Team shirt' }).click();
  await expect.poll(() => designer.getByRole('tab', { name: /^Back/ }).textContent()).toBe('Back · not printed');
  expect(await designer.getByRole('combobox', { name: 'Printed sides' }).inputValue()).toBe('front');
  return designer;
}

/** Adds to the cart, checks out, has the order paid and answers the pages of its print job's PDF. */
async function orderAndPrint(page: Page, shop: Shop, designer: Locator): Promise<{ printed: number; proof: number }> {
  await designer.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('link', { name: 'Go to the cart' }).click();
  const orderId = await checkOut(page);
  const proof = pdfPages(await downloadProof(page));
  const job = await paidJob(shop, orderId);
  expect(job.state, JSON.stringify(job)).toMatch(/^(completed|delivered)$/);
  return { printed: pdfPages(await jobPdf(shop, job.id)), proof };
}

describe.skipIf(!browserAvailable)('the Team shirt template under "Front only": printed sides are a rule the customer sees', () => {
  // The shop and browser of this describe (started before its tests, stopped after them).
  const started = useShopAndBrowser();
  let shop: Shop;
  let browser: Browser;
  let tee: number;

  beforeAll(async () => {
    ({ shop, browser } = started);
    tee = await productIdNamed(shop, /T-Shirt/);
  }, 60_000);

  it('the designer marks the back as not printed and offers it with its price; upgraded, the shirt costs €6.00 more and prints two pages', { timeout: 240_000 }, async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1366, height: 900 } });
    const designer = await teamShirt(page, shop, tee);
    const offer = designer.getByRole('button', { name: 'Print the back too, +€6.00' });
    await expect.poll(() => offer.count()).toBe(1); // beside add to cart
    await designer.getByRole('tab', { name: /^Back/ }).click();
    await expect.poll(() => offer.count()).toBe(2); // and over the canvas, on the back
    expect(await designer.locator('[data-role="side-note"]').textContent()).toContain('Back is not printed with “Front only”.');
    expect(await designer.locator('[data-role="unpaid-sides"]').textContent()).toContain('Your design has content on Back, which “Front only” does not print.');
    expect(await designer.getByRole('button', { name: 'Add to cart' }).isDisabled()).toBe(true);
    // Nothing above the refusal says the design is ready to print.
    expect(await designer.locator('[data-role="preflight-ok"]').count()).toBe(0);
    expect(await settledTotal(designer)).toBe('€14.90');
    await designer.locator('[data-role="unpaid-sides"]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(ARTIFACTS, 'team-shirt-front-only.png') });

    await offer.first().click();
    await expect.poll(() => designer.getByRole('combobox', { name: 'Printed sides' }).inputValue()).toBe('front-back');
    await expect.poll(() => settledTotal(designer)).toBe('€20.90');
    await expect.poll(() => designer.getByRole('tab', { name: /^Back/ }).textContent()).toBe('Back');
    expect(await designer.locator('[data-role="unpaid-sides"]').count()).toBe(0);
    await expect.poll(() => designer.locator('[data-role="preflight-ok"]').count()).toBe(1);
    expect(await orderAndPrint(page, shop, designer)).toEqual({ printed: 2, proof: 2 });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('or the back is left empty: €14.90, one page', { timeout: 240_000 }, async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 1366, height: 900 } });
    await page.goto(`${shop.url}/`);
    await page.evaluate(() => localStorage.clear());
    const designer = await teamShirt(page, shop, tee);
    await designer.getByRole('button', { name: 'Leave the back empty' }).click();
    await expect.poll(() => designer.locator('[data-role="unpaid-sides"]').count()).toBe(0);
    // The back stays marked: it is not printed, and offers itself for a design of its own.
    expect(await designer.getByRole('tab', { name: /^Back/ }).textContent()).toBe('Back · not printed');
    expect(await settledTotal(designer)).toBe('€14.90');
    expect(await orderAndPrint(page, shop, designer)).toEqual({ printed: 1, proof: 1 });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the quick panel on a phone shows only the front fields under "Front only" and prints one page; "Front and back" brings the back fields', { timeout: 240_000 }, async () => {
    const { page, errors } = await openPage(browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
    await page.goto(`${shop.url}/#/`);
    const panel = page.locator(`dcs-quick-personalization[product-id="${tee}"]`);
    await panel.getByRole('textbox', { name: 'Team name' }).waitFor();
    await panel.scrollIntoViewIfNeeded();
    expect(await panel.getByRole('textbox', { name: 'Player name' }).isVisible()).toBe(false);
    expect(await panel.getByRole('textbox', { name: 'Number' }).isVisible()).toBe(false);
    await panel.getByRole('textbox', { name: 'Team name' }).fill('OTTERS');
    await expect.poll(() => panel.locator('[data-role="total"]').textContent(), { timeout: 30_000 }).toBe('€14.90');
    await page.screenshot({ path: join(ARTIFACTS, 'team-shirt-quick-phone.png') });
    await panel.getByRole('button', { name: 'Add to cart' }).tap();
    await page.getByRole('link', { name: 'Go to the cart' }).tap();
    const orderId = await checkOut(page, 'tap');
    expect(pdfPages(await downloadProof(page))).toBe(1);
    const job = await paidJob(shop, orderId);
    expect(job.state, JSON.stringify(job)).toMatch(/^(completed|delivered)$/);
    expect(pdfPages(await jobPdf(shop, job.id))).toBe(1);

    await page.goto(`${shop.url}/#/`);
    await panel.getByRole('textbox', { name: 'Team name' }).waitFor();
    await panel.getByRole('combobox', { name: 'Printed sides' }).selectOption('front-back');
    await expect.poll(() => panel.getByRole('textbox', { name: 'Player name' }).isVisible()).toBe(true);
    await panel.getByRole('textbox', { name: 'Player name' }).scrollIntoViewIfNeeded();
    await expect.poll(() => panel.locator('[data-role="total"]').textContent(), { timeout: 30_000 }).toBe('€20.90');
    await page.screenshot({ path: join(ARTIFACTS, 'team-shirt-quick-phone-both.png') });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
