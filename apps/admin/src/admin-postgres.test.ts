import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresTestDatabase, postgresAvailable, type TestDatabase } from '../../../packages/server/src/testing/test-databases.ts';
import { chromiumAvailable, screenshot, seriousViolations, signIn, startAdminHarness, type AdminHarness } from './testing/admin-harness.ts';
import { businessCardDesign, placeOrder } from './testing/staff-fixtures.ts';

const SUITE = 'postgres';

// The app against a dcs on PostgreSQL: the same routes, so one pass over the order → job path and the
// paged, searched print queue is enough (the SQLite suites cover every screen).
describe.skipIf(!chromiumAvailable || (!postgresAvailable && process.env.CI !== 'true'))('admin app on PostgreSQL', () => {
  let database: TestDatabase;
  let h: AdminHarness;

  beforeAll(async () => {
    database = await createPostgresTestDatabase();
    h = await startAdminHarness({ name: SUITE, database });
    await h.page.goto(`${h.url}/admin/`);
    await signIn(h.page, h);
    await h.page.getByText('Print jobs by state').first().waitFor();
  }, 90_000);
  afterAll(async () => {
    await h?.close();
    await database?.drop();
  });

  it('marks an order paid, finds its job by order id and sees it rendered', async () => {
    const { page } = h;
    const orderId = await placeOrder(h.url, 3, businessCardDesign('Postgres Pat'));
    await page.goto(`${h.url}/admin/#/orders/${orderId}/show`);
    await page.getByRole('button', { name: 'Mark as Paid' }).click();
    await page.getByText(new RegExp(`Order ${orderId} is now Paid`)).waitFor();
    // The page shows the new status at once (it said Pending until a reload).
    await page.getByRole('heading', { level: 1, name: new RegExp(`#${orderId} · (Paid|Processing)`) }).waitFor();
    await page.goto(`${h.url}/admin/#/print-queue`);
    await page.getByPlaceholder('Order id, product or SKU').fill(String(orderId));
    // Delivery is off by default: the rendered job stays completed (the list polls every 5 s).
    await page.getByRole('row').filter({ hasText: 'Completed' }).first().waitFor({ timeout: 60_000 });
    expect(await page.getByRole('row').count()).toBe(2);
    await screenshot(page, SUITE, 'print-queue');
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`${h.url}/admin/#/`);
    await page.getByRole('img', { name: /Print jobs by state: .*Completed 1/ }).waitFor();
    await screenshot(page, SUITE, 'dashboard');
  }, 120_000);
});
