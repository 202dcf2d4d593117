import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, openSignedIn, screenshot, screenshotIfFailed, settledScreen, startAdminHarness, type AdminHarness } from './testing/admin-harness.ts';
import { businessCardDesign, placeOrder } from './testing/staff-fixtures.ts';

const SUITE = 'what-prints';

/** Waits until the order's job reaches `state` (the API tells the truth; the screens poll). */
async function jobOf(h: AdminHarness, orderId: number, state: string): Promise<any> {
  let job: any;
  await expect
    .poll(async () => {
      [job] = (await h.api.get(`/wp-json/svc/v1/print-queue?search=${orderId}`)).body;
      return job?.state;
    }, { timeout: 90_000, interval: 200 })
    .toBe(state);
  return job;
}

/** How wide the page's content is: wider than the viewport means the phone scrolls sideways. */
const scrollWidth = (page: Page) => page.evaluate<number>('document.scrollingElement.scrollWidth');

// A fresh demo shop (hotfolder off, paid orders processed automatically): what staff meet on their first day.
describe.skipIf(!chromiumAvailable)('staff see what will print (SQLite)', () => {
  let h: AdminHarness;
  let page: Page;
  const check = async (name: string) => expect(await settledScreen(page, SUITE, name), name).toEqual([]);

  beforeAll(async () => {
    h = await startAdminHarness({ name: SUITE });
    page = h.page;
    await openSignedIn(h);
  }, 90_000);
  afterEach((context) => screenshotIfFailed(page, SUITE, context));
  afterAll(() => h?.close());

  it('says on each empty list what brings its first entry', async () => {
    const screens: Array<[string, string, RegExp]> = [
      ['print-queue', '#/print-queue', /Jobs appear here when an order is paid/],
      ['orders', '#/orders', /Orders appear here when a customer checks out/],
      ['gang-sheets', '#/gang-sheets', /choose the method above and Build sheet/],
      ['webhooks', '#/webhooks', /No endpoints yet/],
      ['shop-keys', '#/shop-keys', /No shop API keys yet/],
    ];
    for (const [name, hash, text] of screens) {
      await page.goto(`${h.url}/admin/${hash}`);
      await page.getByText(text).waitFor();
      await check(`empty-${name}`);
    }
    await page.goto(`${h.url}/admin/#/print-queue`);
    await page.getByRole('link', { name: 'Go to Orders' }).click();
    await page.waitForURL(/#\/orders/);
    // A filter that matches nothing says so, not how the first order comes.
    await page.goto(`${h.url}/admin/#/orders?filter=${encodeURIComponent(JSON.stringify({ status: 'refunded' }))}`);
    await page.getByText('Nothing matches these filters.').waitFor();
  }, 120_000);

  it('reprints a completed job with a reason while the hotfolder is off, and downloads every file of the job', async () => {
    const orderId = await placeOrder(h.url, 3, businessCardDesign('Reprint Example'));
    expect((await h.api.post(`/api/v1/orders/${orderId}/status`, { status: 'paid' })).status).toBeLessThan(300);
    const completed = await jobOf(h, orderId, 'completed');
    await page.goto(`${h.url}/admin/#/print-queue/${completed.id}/show`);
    await page.getByRole('button', { name: `Reprint ${completed.number}` }).click();
    const confirm = page.getByRole('dialog').getByRole('button', { name: 'Reprint', exact: true });
    // The reason is required: the button waits for it.
    expect(await confirm.isDisabled()).toBe(true);
    await page.getByLabel(/Why is the job printed again/).fill('Colours too dark on the first run');
    await screenshot(page, SUITE, 'reprint-dialog');
    await confirm.click();
    await expect.poll(async () => (await h.api.get(`/wp-json/svc/v1/print-queue/${completed.id}`)).body, { timeout: 90_000 }).toMatchObject({ state: 'completed', round: completed.round + 1 });
    await page.getByText('Printed again: Colours too dark on the first run').waitFor();

    // Every file of the job has its download, each the stored bytes.
    const job = (await h.api.get(`/wp-json/svc/v1/print-queue/${completed.id}`)).body;
    const labels: Record<string, string> = { artifact: 'print PDF', jobSheet: 'job sheet', barcode: 'barcode', jdf: 'JDF', ticket: 'ticket (JSON)' };
    expect(Object.keys(job.files).sort()).toEqual(Object.keys(labels).sort());
    for (const [kind, label] of Object.entries(labels)) {
      const saved = page.waitForEvent('download');
      await page.getByRole('link', { name: `Download ${label}`, exact: true }).click();
      const download = await saved;
      expect(download.suggestedFilename()).toBe(job.files[kind].name);
      const path = await download.path();
      expect(execFileSync('sha256sum', [path], { encoding: 'utf8' }).split(' ')[0], kind).toBe(job.files[kind].sha256);
      if (kind === 'jdf') expect(readFileSync(path, 'utf8')).toContain('<JDF');
      if (kind === 'jobSheet') execFileSync('qpdf', ['--check', path]);
    }
    await check('job-reprinted');
  }, 180_000);

  it('fits the order page and the job page on a 390 px phone', async () => {
    const orderId = await placeOrder(h.url, 3, businessCardDesign('Phone Example With A Rather Long Name'));
    expect((await h.api.post(`/api/v1/orders/${orderId}/status`, { status: 'paid' })).status).toBeLessThan(300);
    const job = await jobOf(h, orderId, 'completed');
    // A phone of its own (touch, 390 × 844), signed in there: no desktop sidebar state carried over.
    const phone = await h.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const desktop = page;
    page = await phone.newPage();
    try {
      await openSignedIn({ ...h, page });
      await page.goto(`${h.url}/admin/#/orders/${orderId}/show`);
      await page.getByRole('img', { name: /Design preview/ }).first().waitFor();
      await check('phone-order');
      expect(await scrollWidth(page)).toBeLessThanOrEqual(390);
      await page.goto(`${h.url}/admin/#/print-queue/${job.id}/show`);
      await page.getByRole('button', { name: `Reprint ${job.number}` }).waitFor();
      await page.getByRole('link', { name: 'Download ticket (JSON)' }).waitFor();
      await check('phone-job');
      expect(await scrollWidth(page)).toBeLessThanOrEqual(390);
    } finally {
      page = desktop;
      await phone.close();
    }
  }, 120_000);
});
