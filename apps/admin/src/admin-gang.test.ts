import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ghostscriptPixels, zbarCodes, zbarCodesTiled } from '../../../packages/print/src/testing/gang-fixtures.ts';
import { HttpTestClient } from '../../../packages/server/src/testing/http-test-client.ts';
import { chromiumAvailable, screenshot, screenshotIfFailed, seriousViolations, signIn, startAdminHarness, type AdminHarness } from './testing/admin-harness.ts';
import { businessCardDesign } from './testing/staff-fixtures.ts';

const SUITE = 'gang-sheets';
const COLORS = ['#D62828', '#003049', '#F77F00', '#2A9D8F', '#6A4C93', '#1982C4', '#8AC926', '#FF595E'];

/** A DTF transfer: `width` × `height` mm of colour with a white disc. */
function transfer(width: number, height: number, color: string): Record<string, unknown> {
  return {
    schemaVersion: 3,
    name: `Transfer ${width}×${height}`,
    sides: [
      {
        id: 'front',
        name: 'Front',
        trim: { width, height },
        bleed: 0,
        safeMargin: 0,
        printAreas: [{ id: 'full', name: 'Full', x: 0, y: 0, width, height }],
        elements: [
          { id: 'bg', type: 'shape', shape: 'rectangle', transform: { x: 0, y: 0, width, height, rotation: 0 }, fill: color },
          { id: 'disc', type: 'shape', shape: 'ellipse', transform: { x: width / 4, y: height / 4, width: width / 2, height: height / 2, rotation: 0 }, fill: '#FFFFFF' },
        ],
      },
    ],
  };
}

/** A customer orders through the storefront API; the staff mark it paid through the admin API. */
async function paidOrder(h: AdminHarness, productId: number, design: unknown, quantity: number): Promise<number> {
  const customer = new HttpTestClient(h.url);
  const added = await customer.post('/wp-json/svc/v1/cart/items', { product_id: productId, quantity, design });
  if (added.status !== 201 && added.status !== 200) throw new Error(`cart: ${added.status} ${added.text}`);
  const order = await customer.post('/wp-json/svc/v1/checkout', { email: 'ann@example.com' });
  if (order.status !== 201 && order.status !== 200) throw new Error(`checkout: ${order.status} ${order.text}`);
  const paid = await h.api.post(`/api/v1/orders/${order.body.id}/status`, { status: 'paid' });
  if (paid.status !== 200) throw new Error(`paid: ${paid.status} ${paid.text}`);
  return order.body.id;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (let tries = 0; ; tries++) {
    const value = await read();
    if (done(value)) return value;
    if (tries > 900) throw new Error(`${what}: ${JSON.stringify(value).slice(0, 400)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.skipIf(!chromiumAvailable)('gang sheets in the admin app', () => {
  let h: AdminHarness;
  let page: Page;
  const hotfolder = mkdtempSync(join(tmpdir(), 'dcs-admin-gang-'));
  const sheetOf = async (id: number) => (await h.api.get(`/wp-json/svc/v1/print-queue/gang-sheets/${id}`)).body;

  beforeAll(async () => {
    h = await startAdminHarness({ name: SUITE });
    page = h.page;
    expect((await h.api.post('/wp-json/svc/v1/print-queue/settings', { enabled: true, directory: hotfolder })).status).toBe(200);
    for (const [code, productId] of [['dtf', 1], ['cards', 3]] as const) {
      const method = await h.api.post('/api/v1/printing/methods', { name: code.toUpperCase(), code, output: { colorMode: 'rgb', cropMarks: false } });
      expect(method.status, method.text).toBe(201);
      expect((await h.api.request('PATCH', `/api/v1/products/${productId}`, { json: { printingMethodIds: [method.body.id] } })).status).toBe(200);
    }
    const gang = await h.api.post('/wp-json/svc/v1/print-queue/gang-settings', {
      methods: [
        { code: 'dtf', kind: 'roll', width: 558.8, maxLength: 5000, spacing: 5, margins: { top: 10, right: 5, bottom: 10, left: 5 }, allowRotation: true, labelHeight: 6, output: { pdf: true, png: false }, dpi: 300 },
        { code: 'cards', kind: 'sheet', sheet: { width: 450, height: 320 }, bleed: 2, gutter: 4, margins: { top: 12, right: 8, bottom: 8, left: 8 }, slugHeight: 8, marks: { length: 3, offset: 3 }, allowRotation: true, duplex: 'single', overs: 2 },
      ],
    });
    expect(gang.status, gang.text).toBe(200);
    await page.goto(`${h.url}/admin/`);
    await signIn(page, h);
  }, 120_000);
  afterEach((context) => screenshotIfFailed(page, SUITE, context));
  afterAll(() => h?.close());

  it('builds a DTF roll from 40 paid orders, moves one piece, and sends it to the hotfolder', async () => {
    const sizes = Array.from({ length: 40 }, (_, index) => [60 + ((index * 37) % 200), 40 + ((index * 53) % 160)] as const);
    for (const [index, [width, height]] of sizes.entries()) await paidOrder(h, 1, transfer(width, height, COLORS[index % COLORS.length]!), 1 + (index % 2));
    await until(async () => (await h.api.get('/wp-json/svc/v1/print-queue?state=completed&per_page=100')).body as any[], (jobs) => jobs.length >= 40, '40 DTF jobs completed');

    await page.goto(`${h.url}/admin/#/gang-sheets`);
    await page.getByRole('combobox', { name: 'Printing method' }).click();
    await page.getByRole('option', { name: /^dtf/ }).click();
    await page.getByRole('group', { name: '40 jobs waiting for a sheet' }).waitFor();
    await page.getByRole('button', { name: 'Build sheet' }).click();
    const roll = page.getByRole('img', { name: /^Roll 1: 60 pieces/ });
    await roll.waitFor();
    const id = Number(/gang-sheets\/(\d+)\/show/.exec(page.url())![1]);
    await screenshot(page, SUITE, 'roll-built');
    expect(await seriousViolations(page)).toEqual([]);

    // Drag the first piece 30 mm right and 20 mm down (zoom 1: one screen pixel per millimetre).
    const before = (await sheetOf(id)).layout.rolls[0].items[0];
    const piece = page.locator(`[data-piece="${before.id}-${before.copy}"] rect`).first();
    const box = (await piece.boundingBox())!;
    await page.mouse.move(box.x + 5, box.y + 5);
    await page.mouse.down();
    await page.mouse.move(box.x + 20, box.y + 15, { steps: 4 });
    await page.mouse.move(box.x + 35, box.y + 25, { steps: 4 });
    await page.mouse.up();
    const moved = await until(() => sheetOf(id), (sheet) => sheet.locks.length === 1, 'the dragged piece locked');
    const locked = moved.layout.rolls[0].items.find((item: any) => item.locked);
    expect(locked).toMatchObject({ id: before.id, copy: before.copy });
    expect(locked.x).toBeCloseTo(before.x + 30, -1);
    expect(locked.y).toBeCloseTo(before.y + 20, -1);
    await page.locator('[data-piece] rect[stroke="#000"]').first().waitFor();
    await screenshot(page, SUITE, 'roll-adjusted');

    await page.getByRole('button', { name: 'Send to hotfolder' }).click();
    const done = await until(() => sheetOf(id), (sheet) => sheet.state === 'delivered' || sheet.state === 'failed', 'the roll delivered');
    expect(done.state, done.error).toBe('delivered');
    const file = join(hotfolder, `${done.number}-roll1.pdf`);
    execFileSync('qpdf', ['--check', file]);
    const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))!;
    expect(Number(size[1])).toBeCloseTo((558.8 * 72) / 25.4, 2);
    expect(Number(size[2])).toBeCloseTo((done.layout.rolls[0].length * 72) / 25.4, 2);
    const codes = await zbarCodesTiled((await ghostscriptPixels(new Uint8Array(readFileSync(file)), 300)).png);
    expect(codes.sort()).toEqual(done.layout.rolls[0].items.map((item: any) => `PQ${item.id.padStart(6, '0')}-${item.copy}`).sort());
  }, 600_000);

  it('builds a card sheet from 4 card orders and sends it', async () => {
    for (const name of ['Ann', 'Bob', 'Cleo', 'Dan']) await paidOrder(h, 3, businessCardDesign(name), 250);
    await until(async () => (await h.api.get('/wp-json/svc/v1/print-queue?state=completed&per_page=100')).body as any[], (jobs) => jobs.length >= 4, '4 card jobs completed');
    await page.goto(`${h.url}/admin/#/gang-sheets`);
    await page.getByRole('combobox', { name: 'Printing method' }).click();
    await page.getByRole('option', { name: /^cards/ }).click();
    // The staff leave one card job for a later sheet.
    const waiting = page.getByRole('group', { name: '4 jobs waiting for a sheet' });
    await waiting.getByRole('checkbox').last().uncheck();
    await page.getByRole('button', { name: 'Build sheet' }).click();
    await page.getByRole('img', { name: /^Press sheet: 18 up/ }).waitFor();
    await screenshot(page, SUITE, 'card-sheet');
    expect(await seriousViolations(page)).toEqual([]);
    const id = Number(/gang-sheets\/(\d+)\/show/.exec(page.url())![1]);
    expect((await sheetOf(id)).items).toHaveLength(3);
    await page.getByRole('button', { name: 'Send to hotfolder' }).click();
    const done = await until(() => sheetOf(id), (sheet) => sheet.state === 'delivered' || sheet.state === 'failed', 'the card sheet delivered');
    expect(done.state, done.error).toBe('delivered');
    expect(readdirSync(hotfolder)).toEqual(expect.arrayContaining([`${done.number}-form1.pdf`, `${done.number}-sheet.pdf`]));
    const form = join(hotfolder, `${done.number}-form1.pdf`);
    execFileSync('qpdf', ['--check', form]);
    expect(zbarCodes((await ghostscriptPixels(new Uint8Array(readFileSync(form)), 300)).png)).toEqual([`${done.number}-1`]);
  }, 300_000);
});
