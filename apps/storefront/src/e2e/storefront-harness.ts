import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { HttpTestClient } from '../../../../packages/server/src/testing/http-test-client.ts';
import { freePort, startDcs } from '../../../../packages/server/src/testing/spawn-dcs.ts';

export const CHROMIUM = '/usr/bin/chromium';
/** Browser tests run where Debian's Chromium is installed (scripts/test-global-setup.ts installs it as root); in CI its absence fails. */
export const browserAvailable = existsSync(CHROMIUM) || process.env.CI === 'true';
if (!existsSync(CHROMIUM) && process.env.CI !== 'true') console.warn(`[storefront] ${CHROMIUM} is missing (apt-get install chromium): the browser tests are skipped.`);

/** Where screenshots are kept for people to look at. */
export const ARTIFACTS = join(import.meta.dirname, '..', '..', '..', '..', 'test-results', 'storefront');

/** A real `dcs start --first-run` on SQLite in a fresh data directory, as `npm start` runs it. */
export interface Shop {
  /** `http://localhost:<port>`: the base URL dcs announces, so cookies and catalog URLs share one origin. */
  url: string;
  admin: HttpTestClient;
  dataDir: string;
  stop(): Promise<void>;
}

export async function startShop(env: Record<string, string> = {}): Promise<Shop> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dcs-storefront-'));
  const port = await freePort();
  // A start that fails kills its process (startDcs); its data folder goes too.
  const dcs = await startDcs(['start', '--first-run'], { DCS_DATA_DIR: dataDir, DCS_PORT: String(port), ...env }, /dcs is serving/).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  const password = /password[":\s]+([A-Za-z0-9_-]{8,})/.exec(dcs.output())?.[1];
  if (!password) throw new Error(`no admin password in:\n${dcs.output()}`);
  const url = `http://localhost:${port}`;
  const admin = new HttpTestClient(url);
  const signedIn = await admin.signIn('admin@dcs.local', password);
  if (signedIn.status !== 201) throw new Error(`admin sign-in answered ${signedIn.status}`);
  return {
    url,
    admin,
    dataDir,
    stop: async () => {
      await dcs.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  mkdirSync(ARTIFACTS, { recursive: true });
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
}

/** A page whose uncaught errors fail the test that reads `errors`. */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

/** The designer on a product page of the demo shop, loaded. */
export function openDesigner(page: Page, shop: Shop, productId: number): Promise<Locator> {
  return openDesignerAt(page, `${shop.url}/#/product/${productId}`);
}

/** The designer on the page at `url` (the demo shop's or a shop's own), loaded. */
export async function openDesignerAt(page: Page, url: string): Promise<Locator> {
  await page.goto(url);
  const designer = page.locator('dcs-designer');
  await designer.locator('.canvas').waitFor();
  await page.waitForFunction(() => document.querySelector('dcs-designer')?.shadowRoot?.querySelector('.canvas .design svg') !== null);
  return designer;
}

/** Waits until the price panel shows a settled quote and returns its text. */
export async function settledTotal(designer: Locator): Promise<string> {
  // The debounced quote may not have started yet, and the panel redraws on the next frame: wait
  // until no quote is pending and the panel shows a price or says why it has none.
  const total = designer.locator('[data-role="total"]');
  const failure = designer.locator('[data-role="quote-failed"]');
  await until('a settled price', async () => {
    if ((await designer.locator('[data-role="quoting"]').count()) > 0) return false;
    return /\d/.test((await total.textContent()) ?? '') || (await failure.count()) > 0;
  }, 30_000);
  if ((await failure.count()) > 0) return `no price: ${await failure.first().textContent()}`;
  return (await total.textContent()) ?? '';
}

/** Polls `check` until it returns a value (not false/null/undefined). */
export async function until<T>(what: string, check: () => Promise<T | false | null | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== false && value !== null && value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Clicks "Add to cart" and resolves with the cart of `dcs-added-to-cart`, or fails with the `dcs-error` the designer raised. */
export async function addToCart(page: Page, designer: Locator, press = () => designer.getByRole('button', { name: 'Add to cart' }).click()): Promise<unknown> {
  const outcome = page.evaluate(() => new Promise<{ cart?: unknown; error?: unknown }>((resolve) => {
    const element = document.querySelector('dcs-designer')!;
    element.addEventListener('dcs-added-to-cart', (event) => resolve({ cart: (event as CustomEvent).detail.cart }), { once: true });
    element.addEventListener('dcs-error', (event) => resolve({ error: (event as CustomEvent).detail }), { once: true });
  }));
  await press();
  const result = await outcome;
  if (result.error) throw new Error(`add to cart failed: ${JSON.stringify(result.error)}`);
  return result.cart;
}

/**
 * A shop and a browser for the tests of one `describe`: started before them, stopped after them.
 * Read `shop` and `browser` inside the tests.
 */
export function useShopAndBrowser(env: Record<string, string> = {}): { readonly shop: Shop; readonly browser: Browser } {
  const started: { shop?: Shop; browser?: Browser } = {};
  beforeAll(async () => {
    [started.shop, started.browser] = await Promise.all([startShop(env), launchBrowser()]);
  }, 120_000);
  afterAll(async () => {
    await started.browser?.close();
    await started.shop?.stop();
  });
  return {
    get shop() {
      return started.shop!;
    },
    get browser() {
      return started.browser!;
    },
  };
}
