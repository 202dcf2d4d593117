import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { until, type Shop } from './storefront-harness.ts';

/** The pages of a PDF as poppler's `pdfinfo` counts them. */
export function pdfPages(bytes: Uint8Array): number {
  const dir = mkdtempSync(join(tmpdir(), 'dcs-pdf-'));
  try {
    writeFileSync(join(dir, 'file.pdf'), bytes);
    return Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [join(dir, 'file.pdf')], { encoding: 'utf8' }))?.[1]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The demo shop's products by name (the demo seeds them in its own order). */
export async function productIdNamed(shop: Shop, pattern: RegExp): Promise<number> {
  const products = (await shop.admin.get('/wp-json/svc/v1/products?per_page=100')).body as Array<{ id: number; name: string }>;
  const found = products.find((product) => pattern.test(product.name));
  if (!found) throw new Error(`no product named ${pattern}`);
  return found.id;
}

/** Marks the order paid as the admin does, and waits for its print job to finish. */
export async function paidJob(shop: Shop, orderId: number): Promise<{ id: number; state: string; holdReason: string | null }> {
  expect((await shop.admin.post(`/api/v1/orders/${orderId}/status`, { status: 'paid' })).status).toBe(200);
  return until('the print job', async () => {
    const [job] = (await shop.admin.get(`/wp-json/svc/v1/print-queue?search=${orderId}`)).body as Array<{ id: number; state: string; holdReason: string | null }>;
    return job && !['queued', 'processing'].includes(job.state) && job;
  }, 120_000);
}

/** The print-ready PDF of a job, as the shop downloads it from the queue. */
export async function jobPdf(shop: Shop, jobId: number): Promise<Uint8Array> {
  const pdf = await fetch(`${shop.url}/wp-json/svc/v1/print-queue/${jobId}/download/artifact`, { headers: { cookie: [...shop.admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
  expect(pdf.status).toBe(200);
  return new Uint8Array(await pdf.arrayBuffer());
}

/** Checks out from the cart page as a person does; resolves on the order summary with the order's id. */
export async function checkOut(page: Page, press: 'click' | 'tap' = 'click'): Promise<number> {
  await page.getByRole('link', { name: 'Check out' })[press]();
  await page.getByLabel('E-mail').fill('ada@example.com');
  await page.getByRole('button', { name: 'Place order' })[press]();
  await page.getByRole('heading', { name: 'Thank you' }).waitFor();
  return Number(await page.locator('[data-order]').getAttribute('data-order'));
}

/** Downloads the first proof of the order summary through the browser, as the customer does. */
export async function downloadProof(page: Page): Promise<Uint8Array> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download proof (PDF)' }).first().click()]);
  const path = await download.path();
  const { readFileSync } = await import('node:fs');
  return new Uint8Array(readFileSync(path));
}
