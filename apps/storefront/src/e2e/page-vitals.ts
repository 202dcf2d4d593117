import type { Browser, BrowserContextOptions, Page } from 'playwright-core';

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

/**
 * Opens `url` in a fresh context with `options` (and a CPU slowed down `cpuSlowdown` times through
 * CDP), waits until `settled` holds on the page, then a little longer for late shifts, and reads the vitals.
 */
export async function measurePage(browser: Browser, url: string, options: BrowserContextOptions, settled: (page: Page) => Promise<void>, cpuSlowdown = 1): Promise<PageVitals> {
  const context = await browser.newContext(options);
  try {
    const page = await context.newPage();
    await page.addInitScript(observeVitals);
    if (cpuSlowdown > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(url);
    await settled(page);
    // Two frames after the page settled, so the last layout's shifts are reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const vitals = await page.evaluate(() => (window as unknown as { __vitals: PageVitals }).__vitals);
    return { ...vitals, shifts: [...vitals.shifts].sort((a, b) => b.value - a.value).slice(0, 5) };
  } finally {
    await context.close();
  }
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
