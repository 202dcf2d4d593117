// The admin app's weight and speed (issue 13): JS shipped (gzip), and in headless Chromium against a
// `dcs start` with 10 000 print jobs and 1 000 cliparts, the time to the first interactive dashboard
// (cold: a fresh browser context, no HTTP cache; target ≤ 2 s) and to the print queue's first page
// (target ≤ 500 ms; from the menu click in the running app, and cold by direct link), and the order page with
// its design preview drawn by the server as it prints (target ≤ 1 s): opened in the running app (an order of its
// own each run, so the server renders its preview then) and cold by direct link (the stored preview read).
// Run: node_modules/.bin/node --disable-warning=ExperimentalWarning bench/admin/admin-bench.ts [jobs] [cliparts]
// ADMIN_BENCH_REFERENCE=<dir>: also measure another build of the admin (a copy of its apps/admin/dist,
// e.g. main's), run after run against the same server, to compare them on a busy machine.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { childrenCpuMs } from './process-cpu.ts';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { DCS_MALLOC_ENV, freePort } from '../../packages/server/src/testing/spawn-dcs.ts';
import { HttpTestClient } from '../../packages/server/src/testing/http-test-client.ts';
import { TEST_ADMIN } from '../../packages/server/src/testing/test-system.ts';
import { startBenchSystem } from '../print-queue/bench-setup.ts';
import { serveBuild } from './serve-build.ts';

const JOBS = Number(process.argv[2] ?? 10_000);
const CLIPARTS = Number(process.argv[3] ?? 1_000);
const RUNS = 5;
const ROOT = join(import.meta.dirname, '..', '..');
const DIST = join(ROOT, 'apps', 'admin', 'dist');

/** A build of the admin app: served by the server (`dist` unset) or from a directory. */
interface Build {
  name: string;
  dist?: string;
}
const REFERENCE = process.env.ADMIN_BENCH_REFERENCE;
const builds: Build[] = REFERENCE ? [{ name: 'reference', dist: REFERENCE }, { name: 'this build', dist: DIST }] : [{ name: 'this build' }];

/** One build's figures, one value per run. */
function newFigures() {
  return {
    dashboard: [] as number[],
    queueByMenu: [] as number[],
    queueInPage: [] as number[],
    queueCold: [] as number[],
    orderInApp: [] as number[],
    orderCold: [] as number[],
    queueCpu: [] as number[],
    queueAgain: [] as number[],
    queueAgainInPage: [] as number[],
    queueAgainCpu: [] as number[],
    serverCpu: [] as number[],
    queueWork: { TaskDuration: [], ScriptDuration: [], RecalcStyleDuration: [], LayoutDuration: [] } as Record<string, number[]>,
    // Counts, not times: how many style and layout passes the click caused (the same on a busy machine).
    queuePasses: { RecalcStyleCount: [], LayoutCount: [] } as Record<string, number[]>,
  };
}
type Figures = ReturnType<typeof newFigures>;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** gzip sizes of the JS index.html loads up front (entry and its preloads) and of every chunk. */
function shippedJs(): { initial: number; total: number; files: number } {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="\.\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const gz = (file: string) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
  const all = readdirSync(join(DIST, 'assets')).filter((name) => name.endsWith('.js')).map((name) => `assets/${name}`);
  return { initial: initial.reduce((sum, file) => sum + gz(file), 0), total: all.reduce((sum, file) => sum + gz(file), 0), files: all.length };
}

spawnSync(process.execPath, [join(ROOT, 'scripts', 'build-apps.mjs'), 'admin'], { stdio: 'inherit' });
const js = shippedJs();
console.log(`JS shipped (gzip -9): ${kb(js.initial)} before the first screen (entry + preloads), ${kb(js.total)} in all ${js.files} chunks (screens load on demand)`);

const bench = await startBenchSystem();
const db = bench.kit.t.system.services.database.db();
const started = performance.now();
const STATES = ['queued', 'completed', 'delivered', 'failed', 'held'] as const;
for (let from = 0; from < JOBS; from += 500) {
  const now = Date.now();
  const rows = Array.from({ length: Math.min(500, JOBS - from) }, (_, k) => {
    const i = from + k;
    return {
      order_id: 100000 + i, item_id: 1, product_id: 1, product_name: `Bench product ${i % 37}`, sku: `BENCH-${i % 37}`, search_text: `bench product ${i % 37}\nbench-${i % 37}`,
      quantity: 1 + (i % 50), design: '{}', state: STATES[i % STATES.length]!, files: '{}', deliver: '[]', created_at: now - (JOBS - i) * 1000, updated_at: now, completed_at: now,
    };
  });
  await db.insertInto('print_queue_jobs').values(rows).execute();
}
const svg = (i: number) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#${(i * 7919).toString(16).padStart(6, '0').slice(-6)}"/><circle cx="5" cy="5" r="3" fill="#fff"/></svg>`;
for (let from = 0; from < CLIPARTS; from += 4) {
  await Promise.all(
    Array.from({ length: Math.min(4, CLIPARTS - from) }, async (_, k) => {
      const form = new FormData();
      form.append('file', new Blob([svg(from + k)]), `shape-${from + k}.svg`);
      const response = await bench.admin.request('POST', '/api/v1/cliparts', { body: form });
      if (response.status !== 201) throw new Error(response.text);
    }),
  );
}
// Orders of the reference postcard (a 3000 × 2000 photo, a clipart, texts in hosted fonts), not paid: their
// pages show the preview. One per run and build, each design named apart, so each is a preview not yet rendered.
const { shop, auth } = bench.kit.t.system.services;
const postcard = await shop.createProduct({ name: 'Postcard A5', sku: 'BENCH-POSTCARD', basePrice: 120, currency: 'EUR' });
const previewOrders: number[] = [];
for (let i = 0; i < RUNS * builds.length; i++) {
  const { session } = await auth.resolveCustomerSession(null, { create: true });
  await shop.addCartItem(session.id, { productId: postcard.id, quantity: 50, design: { ...bench.design, name: `Postcard ${i}` } });
  previewOrders.push((await shop.checkout(session.id, { email: 'ann@example.com' })).id);
}
console.log(`seeded ${JOBS} print jobs and ${CLIPARTS} cliparts in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const port = await freePort();
const server = await bench.spawn(['start'], { DCS_PORT: String(port), DCS_WORKER_CONCURRENCY: '0', ...DCS_MALLOC_ENV }, /is serving/);
const url = `http://127.0.0.1:${port}`;
let browser: Browser | undefined;
try {
  const admin = new HttpTestClient(url);
  await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
  const cookies = [...admin.cookies].map(([name, value]) => ({ name, value, url }));
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });

  /**
   * A fresh context (empty cache) signed in, the app served by the server or, for a comparison, from
   * a build's directory: `route` loaded cold, time from navigation start until `selector` shows.
   */
  async function cold(build: Build, route: string, selector: string): Promise<{ ms: number; page: Page }> {
    const context = await browser!.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies(cookies);
    if (build.dist) await serveBuild(context, url, build.dist);
    const page = await context.newPage();
    await page.goto(`${url}/admin/${route}`);
    await page.waitForSelector(selector);
    return { ms: await page.evaluate(() => performance.now()), page };
  }

  /**
   * Times the next click in the page itself: from the click event's time stamp to the first frame
   * drawn after the queue's first job row entered the document (a requestAnimationFrame, then a
   * task after that frame). Unlike the Playwright figure beside it, it leaves out Playwright's own
   * work around the click (finding the entry, waiting for it to be still, polling for the row).
   */
  async function armClickTimer(page: Page): Promise<() => Promise<number>> {
    // Page-side script as text (this file is type-checked for Node, without the DOM's types); it
    // answers undefined, not the promise, which evaluate would wait for.
    await page.evaluate(`window.__queueShown = new Promise((resolve) => {
      let clickedAt = 0;
      document.addEventListener('click', (event) => (clickedAt = event.timeStamp), { capture: true, once: true });
      const shown = () => location.hash.startsWith('#/print-queue') && [...document.querySelectorAll('tbody tr')].some((row) => row.textContent.includes('PQ0'));
      const observer = new MutationObserver(() => {
        if (!shown()) return;
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - clickedAt)));
      });
      observer.observe(document.body, { childList: true, subtree: true });
    }), undefined`);
    return async () => Number(await page.evaluate('window.__queueShown'));
  }

  const dashboardReady = '[aria-label^="Print jobs by state:"]';
  const firstJobRow = 'tbody tr:has-text("PQ0")';
  async function measure(build: Build, figures: Figures, run: number): Promise<void> {
    const { ms, page } = await cold(build, '#/', dashboardReady);
    figures.dashboard.push(ms);
    // The running app (settled: the idle prefetch of the daily screens has run): from the click on
    // the menu entry to the first page of jobs on screen.
    await page.waitForLoadState('networkidle');
    // The renderer's main-thread time by kind over the click (CDP Performance metrics, seconds): busy
    // time rather than wall time, so a loaded machine blurs it less, and it says where the time goes.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const metrics = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value])) as Record<string, number>;
    const before = await metrics();
    const cpuBefore = [childrenCpuMs('chromium'), childrenCpuMs('dcs.js')];
    // ADMIN_BENCH_PROFILE=file.cpuprofile: the renderer's CPU profile of the first run's click (Chrome DevTools format; a comparison writes one per build).
    const profile = run === 0 && process.env.ADMIN_BENCH_PROFILE ? process.env.ADMIN_BENCH_PROFILE.replace(/(\.cpuprofile)?$/, builds.length > 1 ? `-${build.name.replace(/\W+/g, '-')}$1` : '$1') : null;
    if (profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    const shown = await armClickTimer(page);
    const clicked = await page.evaluate(() => performance.now());
    await page.getByRole('menuitem', { name: 'Print queue' }).click();
    await page.waitForSelector(firstJobRow);
    figures.queueByMenu.push((await page.evaluate(() => performance.now())) - clicked);
    figures.queueInPage.push(await shown());
    const after = await metrics();
    if (profile) writeFileSync(profile, JSON.stringify((await cdp.send('Profiler.stop')).profile));
    figures.queueCpu.push(childrenCpuMs('chromium') - cpuBefore[0]!);
    figures.serverCpu.push(childrenCpuMs('dcs.js') - cpuBefore[1]!);
    for (const key of Object.keys(figures.queueWork)) figures.queueWork[key]!.push(((after[key] ?? 0) - (before[key] ?? 0)) * 1000);
    for (const key of Object.keys(figures.queuePasses)) figures.queuePasses[key]!.push((after[key] ?? 0) - (before[key] ?? 0));
    // Back to the dashboard and to the queue again: the same screen with its code already run once.
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await page.waitForSelector(dashboardReady);
    await page.waitForLoadState('networkidle');
    const cpuAgain = childrenCpuMs('chromium');
    const shownAgain = await armClickTimer(page);
    const again = await page.evaluate(() => performance.now());
    await page.getByRole('menuitem', { name: 'Print queue' }).click();
    await page.waitForSelector(firstJobRow);
    figures.queueAgain.push((await page.evaluate(() => performance.now())) - again);
    figures.queueAgainInPage.push(await shownAgain());
    figures.queueAgainCpu.push(childrenCpuMs('chromium') - cpuAgain);
    // A reference build from before the server drew previews never shows one.
    const orderId = previewOrders.shift()!;
    const previews = build.dist === undefined || build.dist === DIST;
    if (previews) {
      // In the running app, an order never opened before: the server renders its preview now.
      const opened = await page.evaluate(() => performance.now());
      await page.evaluate(`void (location.hash = '#/orders/${orderId}/show')`);
      await page.waitForSelector('img[data-preview="ready"]');
      figures.orderInApp.push((await page.evaluate(() => performance.now())) - opened);
    }
    await page.context().close();
    const direct = await cold(build, '#/print-queue', firstJobRow);
    figures.queueCold.push(direct.ms);
    await direct.page.context().close();
    if (previews) {
      const order = await cold(build, `#/orders/${orderId}/show`, 'img[data-preview="ready"]');
      figures.orderCold.push(order.ms);
      await order.page.context().close();
    }
  }

  // Each run measures every build once, in alternating order, so a change of load hits both alike.
  const results = new Map(builds.map((build) => [build, newFigures()]));
  for (let run = 0; run < RUNS; run++) {
    for (const build of run % 2 ? [...builds].reverse() : builds) await measure(build, results.get(build)!, run);
  }
  const total = Number((await admin.get('/wp-json/svc/v1/print-queue?per_page=1')).headers.get('x-wp-total'));
  // The API's share of the print queue's first page (what the browser waits for after the click).
  const api: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t0 = performance.now();
    await admin.get('/wp-json/svc/v1/print-queue?page=1&per_page=25');
    api.push(performance.now() - t0);
  }
  console.log(`GET print-queue first page (25 of ${total}) from Node: median ${median(api).toFixed(1)} ms`);
  const line = (name: string, values: number[], target: number) =>
    console.log(`${name}: median ${median(values).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms over ${RUNS} runs (target ≤ ${target} ms) [${values.map((v) => v.toFixed(0)).join(', ')}]`);
  console.log(`server: ${total} jobs listed; load average ${loadavg().map((v) => v.toFixed(1)).join(' ')}`);
  for (const [build, figures] of results) {
    if (builds.length > 1) console.log(`--- ${build.name} (${build.dist})`);
    line('first interactive dashboard, cold', figures.dashboard, 2000);
    line('print queue first page, from the menu (Playwright: click call to row found)', figures.queueByMenu, 500);
    line('  the same in the page (click event to the first frame with the rows)', figures.queueInPage, 500);
    console.log(
      `  CPU time over it (/proc, ms): Chromium (all processes) median ${median(figures.queueCpu).toFixed(0)} [${figures.queueCpu.map((v) => v.toFixed(0)).join(', ')}], dcs server median ${median(figures.serverCpu).toFixed(0)}`,
    );
    console.log(`  style and layout passes in it (median): ${Object.entries(figures.queuePasses).map(([key, values]) => `${key} ${median(values)}`).join(', ')}`);
    console.log(
      `  main-thread work in it (median ms): ${Object.entries(figures.queueWork).map(([key, values]) => `${key.replace('Duration', '')} ${median(values).toFixed(0)}`).join(', ')}`,
    );
    line('print queue first page, from the menu a second time (Playwright)', figures.queueAgain, 500);
    line('  the same in the page', figures.queueAgainInPage, 500);
    console.log(`  CPU time over it (/proc, ms): Chromium (all processes) median ${median(figures.queueAgainCpu).toFixed(0)}`);
    line('print queue first page, cold by direct link', figures.queueCold, 2000);
    if (figures.orderInApp.length > 0) {
      line('order page with its preview as it prints, in the running app (the server renders it)', figures.orderInApp, 1000);
      line('order page with its preview, cold by direct link (app loaded, the stored preview read)', figures.orderCold, 2000);
    }
  }
  console.log(`load average at the end ${loadavg().map((v) => v.toFixed(1)).join(' ')}`);
} finally {
  await browser?.close();
  await server.stop();
  await bench.close();
}
