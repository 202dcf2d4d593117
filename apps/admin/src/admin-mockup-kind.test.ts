import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, openSignedIn, screenshotIfFailed, settledScreen, startAdminHarness, type AdminHarness } from './testing/admin-harness.ts';

const SUITE = 'mockup-kind';

describe.skipIf(!chromiumAvailable)('the product form: mockup kind, name, archive and restore', () => {
  let h: AdminHarness;

  beforeAll(async () => {
    h = await startAdminHarness({ name: SUITE });
    await openSignedIn(h);
  }, 90_000);
  afterEach((context) => screenshotIfFailed(h.page, SUITE, context));
  afterAll(() => h?.close());

  it('makes any product a mug: chosen per side, saved, and the storefront then shows it on the drawn mug', async () => {
    const page = h.page;
    // The business cards: a flat product with no photo, so customers see the plain side.
    expect((await h.api.get('/wp-json/svc/v1/products/3/mockups')).body.sides).toEqual([]);
    await page.goto(`${h.url}/admin/#/products/3`);
    const kind = page.getByRole('combobox', { name: 'Shown to customers' }).first();
    await kind.waitFor();
    expect(await kind.textContent()).toContain('Flat on the photo');
    await kind.click();
    await page.getByRole('option', { name: /Wrapped around a mug/ }).click();
    expect(await settledScreen(page, SUITE, 'product-mug-kind')).toEqual([]);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/#\/products$/);
    const sides = (await h.api.get('/api/v1/products/3')).body.sides as Array<{ id: string; mockupKind?: string }>;
    expect(sides[0]).toMatchObject({ id: 'front', mockupKind: 'mug' });
    expect((await h.api.get('/wp-json/svc/v1/products/3/mockups')).body.sides).toEqual([expect.objectContaining({ side_id: 'front', kind: 'mug', url: expect.stringContaining('v=mug-1') })]);
  }, 90_000);

  it('renames the business cards, archives them from their page, finds them under Archived and restores them from the list', async () => {
    const page = h.page;
    const original = (await h.api.get('/api/v1/products/3')).body;
    expect(original.status).toBe('active');

    await page.goto(`${h.url}/admin/#/products/3`);
    const name = page.locator('input[name="name"]');
    await name.waitFor();
    expect(await name.isEditable()).toBe(true);
    await name.fill('Premium business cards');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/#\/products(\?.*)?$/);
    expect((await h.api.get('/api/v1/products/3')).body).toMatchObject({ name: 'Premium business cards', status: 'active' });

    // Archive from the product's page: the chip and the notice say what it did.
    await page.goto(`${h.url}/admin/#/products/3`);
    await page.getByRole('button', { name: 'Archive Premium business cards' }).click();
    await page.getByRole('button', { name: 'Restore Premium business cards' }).waitFor();
    await page.getByText('Archived: this product is not in the shop').waitFor();
    expect(await page.getByText('Archived', { exact: true }).count()).toBeGreaterThan(0);
    expect(await settledScreen(page, SUITE, 'product-archived')).toEqual([]);
    expect((await h.api.get('/api/v1/products/3')).body).toMatchObject({ status: 'archived', sides: original.sides, options: original.options });
    expect((await h.api.get('/wp-json/svc/v1/products/3')).body).toMatchObject({ code: 'svc_product_archived' });

    // The list shows what is on sale by default; the status filter finds the archived product.
    await page.goto(`${h.url}/admin/#/products`);
    const rows = page.locator('tbody tr');
    await page.getByRole('cell', { name: /T-Shirt/ }).first().waitFor();
    // (The list may first show the rows it cached before the archive, then the fresh ones.)
    await expect.poll(() => rows.filter({ hasText: 'Premium business cards' }).count()).toBe(0);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Archived' }).click();
    const archivedRow = rows.filter({ hasText: 'Premium business cards' });
    await archivedRow.waitFor();
    expect(await rows.count()).toBe(1);
    expect(await archivedRow.getByText('Archived', { exact: true }).count()).toBe(1);
    expect(await settledScreen(page, SUITE, 'list-archived')).toEqual([]);

    // Restore from the row: it leaves the archive and is on sale again; the click did not open the product.
    await archivedRow.getByRole('button', { name: 'Restore Premium business cards' }).click();
    await page.getByText('Premium business cards is on sale again.').waitFor();
    await expect.poll(() => rows.filter({ hasText: 'Premium business cards' }).count()).toBe(0);
    expect(page.url()).toMatch(/#\/products(\?.*)?$/);
    expect((await h.api.get('/wp-json/svc/v1/products/3')).body).toMatchObject({ id: 3, status: 'active', name: 'Premium business cards' });
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'On sale' }).click();
    await rows.filter({ hasText: 'Premium business cards' }).waitFor();
    expect(await settledScreen(page, SUITE, 'list-restored')).toEqual([]);
  }, 120_000);
});
