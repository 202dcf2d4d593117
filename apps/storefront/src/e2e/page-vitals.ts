import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { QUICK_RESERVE_CSS } from '../quick/quick-reserve.ts';

/**
 * Chromium's own layout and loading metrics for a page, read the way the web-vitals library reads
 * them (not Lighthouse): CLS is the sum of `layout-shift` entries without recent input, LCP the last
 * `largest-contentful-paint` entry, and the longest `longtask`. The observers are installed before
 * any script of the page runs, so nothing is missed.
 */
export interface PageVitals {
  cls: number;
  lcp: number;
  longestTask: number;
  /** The shifts' largest entries, for finding what moved. */
  shifts: Array<{ value: number; at: number; sources: string[] }>;
}

export const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1366, height: 900 } };

function observeVitals(): void {
  const vitals = { cls: 0, lcp: 0, longestTask: 0, shifts: [] as PageVitals['shifts'] };
  (window as unknown as { __vitals: typeof vitals }).__vitals = vitals;
  const describe = (node: Node | null): string => {
    if (!(node instanceof Element)) return node?.nodeName ?? '?';
    const host = (node.getRootNode() as ShadowRoot).host;
    return `${host ? `${host.localName} > ` : ''}${node.localName}${node.className ? `.${String(node.className).split(' ')[0]}` : ''}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node: Node | null }> }>) {
      if (entry.hadRecentInput) continue;
      vitals.cls += entry.value;
      vitals.shifts.push({ value: entry.value, at: Math.round(entry.startTime), sources: (entry.sources ?? []).map((source) => describe(source.node)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (last) vitals.lcp = last.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.longestTask = Math.max(vitals.longestTask, entry.duration);
  }).observe({ type: 'longtask', buffered: true });
}

export interface MeasureOptions {
  context: BrowserContextOptions;
  /** Resolves when the page has settled (everything it loads is drawn). */
  settled: (page: Page) => Promise<void>;
  /** How many times slower the CPU runs (CDP `Emulation.setCPUThrottlingRate`); 1 by default. */
  cpuSlowdown?: number;
  /** Runs before navigation, e.g. to serve a host page with `page.route`. */
  prepare?: (page: Page) => Promise<void>;
}

/**
 * Opens `url` in a fresh browser context, waits until the page has settled, then two frames longer
 * for the last shifts, and reads the vitals.
 */
export async function measurePage(browser: Browser, url: string, options: MeasureOptions): Promise<PageVitals> {
  const context = await browser.newContext(options.context);
  try {
    const page = await context.newPage();
    await page.addInitScript(observeVitals);
    await options.prepare?.(page);
    const slowdown = options.cpuSlowdown ?? 1;
    if (slowdown > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.goto(url);
    await options.settled(page);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const vitals = await page.evaluate(() => (window as unknown as { __vitals: PageVitals }).__vitals);
    return { ...vitals, shifts: [...vitals.shifts].sort((a, b) => b.value - a.value).slice(0, 5) };
  } finally {
    await context.close();
  }
}

/**
 * A merchant's own plain grid page of `count` cards (a heading, a price, the panel, then the theme's
 * own button), with nothing but the loader script of dcs: what an embed of the panel costs a host
 * page, with or without {@link QUICK_RESERVE_CSS} in its own CSS. Served at `url` (on the dcs origin, so the loader is `/designer.js`).
 */
export async function serveHostGrid(page: Page, url: string, productIds: number[], count: number, reserveCss: boolean): Promise<void> {
  const cards = Array.from({ length: count }, (_, index) => `<li class="card"><h2>Card ${index + 1}</h2><p>from €9.90</p>
    <dcs-quick-personalization product-id="${productIds[index % productIds.length]}"></dcs-quick-personalization><a href="#">View product</a></li>`).join('');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
    <title>A host shop</title>${reserveCss ? `<style>${QUICK_RESERVE_CSS}</style>` : ''}<script type="module" src="/designer.js"></script>
    <style>body{font:16px/1.5 sans-serif;margin:0 16px}.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(240px,1fr));gap:16px;list-style:none;padding:0}.card{border:1px solid #ccc;padding:12px}</style>
    </head><body><h1>A host shop</h1><ul class="grid">${cards}</ul></body></html>`;
  await page.route(url, (route) => route.fulfill({ contentType: 'text/html', body: html }));
}

/** The demo shop's grid has settled: every panel is ready or hidden, and every panel on screen shows its preview. */
export async function gridSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const panels = [...document.querySelectorAll('dcs-quick-personalization')];
    if (panels.length === 0) return false;
    if (!panels.every((panel) => ['ready', 'unavailable', 'failed'].includes(panel.getAttribute('data-state') ?? ''))) return false;
    const onScreen = panels.filter((panel) => !panel.hidden && panel.getBoundingClientRect().top < innerHeight);
    return onScreen.every((panel) => panel.hasAttribute('data-preview'));
  }, null, { timeout: 120_000, polling: 50 });
  await page.waitForLoadState('networkidle');
}

/** A product page's designer has drawn its design. */
export async function designerSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('dcs-designer')?.shadowRoot?.querySelector('.canvas .design svg') !== null, null, { timeout: 120_000, polling: 50 });
  await page.waitForLoadState('networkidle');
}
