// The demo shop's grid `/` and a product page `/#/product/3` in headless Chromium against a real
// dcs (SQLite), on a phone (390×844, touch, CPU slowed 4× through CDP) and a desktop (1366×900):
//   npm run bench:vitals
// Prints the median of VITALS_RUNS (3) cold runs per page and viewport of Chromium's own metrics
// (not Lighthouse), and of a plain host page with 20 quick panels (the embed's cost): CLS, LCP and the longest main-thread task (see apps/storefront/src/e2e/page-vitals.ts).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { DESKTOP, designerSettled, gridSettled, measurePage, PHONE, serveHostGrid, type MeasureOptions, type PageVitals } from '../../apps/storefront/src/e2e/page-vitals.ts';
import { launchBrowser, startShop } from '../../apps/storefront/src/e2e/storefront-harness.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const RUNS = Number(process.env.VITALS_RUNS ?? 3);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const built = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build-apps.mjs'), 'storefront'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(1);
const shop = await startShop();
const browser = await launchBrowser();
try {
  console.log(`vitals bench: Chromium's own PerformanceObserver metrics (not Lighthouse), median of ${RUNS} cold runs`);
  const pages = [
    { name: 'grid /', path: '/', settled: gridSettled },
    { name: 'product /#/product/3', path: '/#/product/3', settled: designerSettled },
    // The embed's cost: a plain host page of 20 cards that shifts nothing without the panels.
    { name: 'host, 20 panels', path: '/host-grid', settled: gridSettled, prepare: (page: Page) => serveHostGrid(page, `${shop.url}/host-grid`, [1, 2, 3], 20, false) },
    { name: 'host + reserve CSS', path: '/host-grid', settled: gridSettled, prepare: (page: Page) => serveHostGrid(page, `${shop.url}/host-grid`, [1, 2, 3], 20, true) },
  ];
  const viewports = [
    { name: 'phone 390×844, CPU 4× slower', options: PHONE, slowdown: 4 },
    { name: 'desktop 1366×900', options: DESKTOP, slowdown: 1 },
  ];
  for (const viewport of viewports) {
    for (const target of pages) {
      const runs: PageVitals[] = [];
      const options: MeasureOptions = { context: viewport.options, settled: target.settled, cpuSlowdown: viewport.slowdown };
      if (target.prepare) options.prepare = target.prepare;
      for (let run = 0; run < RUNS; run++) runs.push(await measurePage(browser, shop.url + target.path, options));
      const cls = median(runs.map((r) => r.cls));
      console.log(`${viewport.name.padEnd(30)} ${target.name.padEnd(22)} CLS ${cls.toFixed(3)} (target ≤ 0.05, ${cls <= 0.05 ? 'met' : 'NOT met'})  LCP ${median(runs.map((r) => r.lcp)).toFixed(0)} ms  longest task ${median(runs.map((r) => r.longestTask)).toFixed(0)} ms`);
      if (process.env.VITALS_SHIFTS) for (const shift of runs[0]!.shifts) console.log(`    shift ${shift.value.toFixed(3)} at ${shift.at} ms: ${shift.sources.join(', ')}`);
    }
  }
} finally {
  await browser.close();
  await shop.stop();
}
