import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright-core';
import { HttpTestClient } from '../../../../packages/server/src/testing/http-test-client.ts';
import { freePort, startDcs } from '../../../../packages/server/src/testing/spawn-dcs.ts';
import type { TestDatabase } from '../../../../packages/server/src/testing/test-databases.ts';

export const CHROMIUM = '/usr/bin/chromium';
/** Screenshots are kept as test artifacts here (`test-results/` is ignored by git). */
export const SCREENSHOTS = join(import.meta.dirname, '..', '..', '..', '..', 'test-results', 'admin');

/** A `dcs start --first-run` of its own (demo shop, first-party addons, first admin) and a headless Chromium. */
export interface AdminHarness {
  url: string;
  dataDir: string;
  email: string;
  password: string;
  browser: Browser;
  page: Page;
  /** An API client signed in as the same admin (for setup the screens do not cover). */
  api: HttpTestClient;
  output: () => string;
  close(): Promise<void>;
}

export async function startAdminHarness(options: { database?: TestDatabase; name: string }): Promise<AdminHarness> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dcs-admin-e2e-'));
  const port = await freePort();
  const location = options.database?.location;
  // The base URL is the one the browser opens, so the URLs dcs writes into answers (catalog fonts and
  // clipart thumbnails the template editor loads) are of the page's own origin, as its CSP requires.
  const env: Record<string, string> = { DCS_DATA_DIR: dataDir, DCS_PORT: String(port), DCS_HOST: '127.0.0.1', DCS_BASE_URL: `http://127.0.0.1:${port}` };
  if (location) env.DCS_DATABASE_URL = location.dialect === 'sqlite' ? location.filename : `${location.url}?schema=${location.schema}`;
  const server = await startDcs(['start', '--first-run'], env, /dcs is serving/);
  const password = /password:\s+(\S+)/.exec(server.output())?.[1];
  if (!password) throw new Error(`no first admin password in:\n${server.output()}`);
  const url = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  // No CSS transitions or animations: axe must judge the colours a screen settles on, not a snackbar
  // caught mid-fade (on a loaded machine a fade outlasts any fixed wait).
  await context.addInitScript({
    content:
      "document.addEventListener('DOMContentLoaded', () => { const style = document.createElement('style'); " +
      "style.textContent = '*, *::before, *::after { transition: none !important; animation: none !important; }'; document.head.append(style); });",
  });
  const page = await context.newPage();
  const api = new HttpTestClient(url);
  await api.signIn('admin@dcs.local', password);
  mkdirSync(join(SCREENSHOTS, options.name), { recursive: true });
  return {
    url,
    dataDir,
    email: 'admin@dcs.local',
    password,
    browser,
    page,
    api,
    output: server.output,
    async close() {
      await browser.close();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in through the sign-in form. */
export async function signIn(page: Page, harness: Pick<AdminHarness, 'email' | 'password'>): Promise<void> {
  await page.locator('input[name=username]').fill(harness.email);
  await page.locator('input[name=password]').fill(harness.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens the app, signs in through the form and waits for the dashboard. */
export async function openSignedIn(harness: Pick<AdminHarness, 'url' | 'email' | 'password' | 'page'>): Promise<void> {
  await harness.page.goto(`${harness.url}/admin/`);
  await signIn(harness.page, harness);
  await harness.page.getByText('Print jobs by state').first().waitFor();
}

/** Keeps what the page showed when a test failed (an `afterEach` hook), beside the suite's screenshots. */
export async function screenshotIfFailed(page: Page, suite: string, context: { task: { name: string; result?: { state?: string } } }): Promise<void> {
  if (context.task.result?.state === 'fail') await screenshot(page, suite, `failed-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
}

/** Serious or critical axe-core violations of the page as it is now (rule id and target). */
export async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.slice(0, 3).map((node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1] ?? ''}`));
}

/** Waits for the screen to settle, keeps its screenshot and answers its serious axe violations. */
export async function settledScreen(page: Page, suite: string, name: string): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  await screenshot(page, suite, name);
  return seriousViolations(page);
}

/** Keeps a screenshot of the page under test-results/admin/<suite>/<name>.png. */
export async function screenshot(page: Page, suite: string, name: string): Promise<string> {
  const path = join(SCREENSHOTS, suite, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

export const chromiumAvailable = existsSync(CHROMIUM);
