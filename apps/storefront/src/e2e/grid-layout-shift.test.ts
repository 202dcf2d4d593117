import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gridSettled, measurePage, PHONE } from './page-vitals.ts';
import { ARTIFACTS, browserAvailable, useShopAndBrowser } from './storefront-harness.ts';

// CLS is layout, not timing: what moves while the panels and previews arrive moves on any machine.
// The CPU is slowed as on a phone so the panels arrive one after another, as customers see them.
describe.skipIf(!browserAvailable)('the demo shop grid does not jump while its panels load (390 × 844 phone)', () => {
  const system = useShopAndBrowser();

  it('keeps its cumulative layout shift at or below 0.05 until every preview on screen is drawn', async () => {
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
});
