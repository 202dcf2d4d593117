import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DESKTOP, gridSettled, measurePage, PHONE, serveHostGrid } from './page-vitals.ts';
import { ARTIFACTS, browserAvailable, useShopAndBrowser } from './storefront-harness.ts';

// CLS is layout, not timing: what moves while the panels and previews arrive moves on any machine.
// The CPU is slowed as on a phone so the panels arrive one after another, as customers see them.
describe.skipIf(!browserAvailable)('pages do not jump while their quick panels load', () => {
  const system = useShopAndBrowser();

  it('keeps the demo grid CLS at or below 0.05 on a 390 × 844 phone until every preview on screen is drawn', async () => {
    const vitals = await measurePage(system.browser, `${system.shop.url}/`, {
      context: PHONE,
      cpuSlowdown: 4,
      settled: async (page) => {
        await gridSettled(page);
        await page.screenshot({ path: join(ARTIFACTS, 'grid-phone-settled.png') });
      },
    });
    expect(vitals.cls, `shifts: ${JSON.stringify(vitals.shifts)}`).toBeLessThanOrEqual(0.05);
    expect(vitals.lcp).toBeGreaterThan(0);
  }, 180_000);

  it('costs a desktop host page of twenty panels at most 0.05 of CLS when the host has the documented CSS', async () => {
    const url = `${system.shop.url}/host-grid`;
    const vitals = await measurePage(system.browser, url, {
      context: DESKTOP,
      prepare: (page) => serveHostGrid(page, url, [1, 2, 3], 20, true),
      settled: gridSettled,
    });
    expect(vitals.cls, `shifts: ${JSON.stringify(vitals.shifts)}`).toBeLessThanOrEqual(0.05);
  }, 180_000);
});
