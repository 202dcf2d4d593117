import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, openSignedIn, screenshotIfFailed, settledScreen, startAdminHarness, type AdminHarness } from './testing/admin-harness.ts';

const SUITE = 'mockup-kind';

describe.skipIf(!chromiumAvailable)("a product's mockup kind in the product form", () => {
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
});
