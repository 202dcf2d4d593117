import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, screenshot, seriousViolations, signIn, startAdminHarness, type AdminHarness } from './testing/admin-harness.ts';
import { STAR_SVG, businessCardDesign, customAddonZip, hostileZip, placeOrder } from './testing/staff-fixtures.ts';

const DEJAVU = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const CMYK_ICC = '/usr/share/color/icc/ghostscript/default_cmyk.icc';
const SUITE = 'staff-day';

async function choose(page: Page, label: RegExp, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** Waits until the job of the order reaches `state` (the list polls; the API tells the truth). */
async function jobOf(h: AdminHarness, orderId: number, state?: string): Promise<any> {
  for (let tries = 0; ; tries++) {
    const [job] = (await h.api.get(`/wp-json/svc/v1/print-queue?search=${orderId}`)).body;
    if (job && (!state || job.state === state)) return job;
    if (tries > 300) throw new Error(`job of order ${orderId} did not reach ${state}: ${JSON.stringify(job)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.skipIf(!chromiumAvailable)("a staff member's day in the admin app (SQLite)", () => {
  let h: AdminHarness;
  let page: Page;
  const hotfolder = mkdtempSync(join(tmpdir(), 'dcs-admin-hotfolder-'));
  const check = async (name: string) => {
    await page.waitForLoadState('networkidle');
    await screenshot(page, SUITE, name);
    expect(await seriousViolations(page), name).toEqual([]);
  };

  beforeAll(async () => {
    h = await startAdminHarness({ name: SUITE });
    page = h.page;
    await page.goto(`${h.url}/admin/`);
    await signIn(page, h);
    await page.getByText('Print jobs by state').first().waitFor();
  }, 90_000);
  afterEach(async (context) => {
    // What the page showed when a step failed, kept beside the other screenshots.
    if (context.task.result?.state === 'fail') await screenshot(page, SUITE, `failed-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
  });
  afterAll(() => h?.close());

  it('uploads a font and a clipart, each shown in the catalog', async () => {
    await page.goto(`${h.url}/admin/#/fonts/create`);
    await page.getByTestId('upload-/fonts').setInputFiles(DEJAVU);
    await page.waitForURL(/#\/fonts$/);
    await page.getByText('DejaVu Sans').first().waitFor();
    await check('font-uploaded');

    await page.goto(`${h.url}/admin/#/cliparts/create`);
    await page.getByTestId('upload-/cliparts').setInputFiles({ name: 'star.svg', mimeType: 'image/svg+xml', buffer: STAR_SVG });
    await page.waitForURL(/#\/cliparts$/);
    await page.getByRole('link', { name: /star/i }).first().waitFor();
    await check('clipart-uploaded');
    const [clipart] = (await h.api.get('/api/v1/cliparts')).body;
    expect(clipart.regions.map((r: { color: string }) => r.color)).toEqual(['#FFCC00', '#D62828']);
    // The clipart's file in the media library says where it is used.
    await page.goto(`${h.url}/admin/#/media/${clipart.mediaId}`);
    await page.getByRole('complementary', { name: 'Used by' }).getByText(clipart.title).waitFor();
    await check('media-used-by');
    // Deleting it is refused while the clipart uses it; the users are named, and staff may delete anyway.
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('dialog', { name: 'In use' }).getByText(`${clipart.title} (clipart)`, { exact: false }).waitFor();
    expect((await h.api.get(`/api/v1/media/${clipart.mediaId}`)).status).toBe(200);
    await page.getByRole('button', { name: 'Delete anyway' }).click();
    await page.waitForURL(/#\/media$/);
    expect((await h.api.get(`/api/v1/media/${clipart.mediaId}`)).status).toBe(404);
  }, 60_000);

  it('creates a pricing rule and sees the quote change', async () => {
    const quote = async () => {
      await choose(page, /Product/, /Business Cards/);
      await page.getByRole('button', { name: 'Quote' }).click();
      await page.getByTestId('quote-total').waitFor();
      return (await page.getByTestId('quote-total').textContent())!;
    };
    await page.goto(`${h.url}/admin/#/pricing-rules`);
    const before = await quote();
    await page.goto(`${h.url}/admin/#/pricing-rules/create`);
    await page.getByLabel('Name *').fill('Per character');
    await choose(page, /^Action/, 'per metric');
    await choose(page, /^Metric/, 'characters');
    await page.getByLabel('Rate per unit (minor units)').fill('10');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/#\/pricing-rules\/\d+$/);
    const after = await quote();
    expect(after).not.toBe(before);
    await page.getByTestId('quote-breakdown').getByText(/Per character/).waitFor();
    await check('pricing-rule-quote');
    // Saving the edited rule replaces it (POST with its id): the stored rule follows the form.
    await page.getByLabel('Priority').fill('5');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Element updated').waitFor();
    const [rule] = (await h.api.get('/wp-json/svc/v1/pricing/rules')).body;
    expect(rule).toMatchObject({ name: 'Per character', priority: 5, action: { type: 'per_metric', metric: 'characters', rate: 10 } });
  }, 60_000);

  it('sets up a CMYK printing method with an uploaded profile and assigns it to a product', async () => {
    await page.goto(`${h.url}/admin/#/icc_profiles/create`);
    await page.locator('input[type=file]').setInputFiles(CMYK_ICC);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/#\/icc_profiles$/);
    // The demo uploads a CMYK profile of its own: the newest is this one.
    const profile = (await h.api.get('/api/v1/icc_profiles?per_page=100')).body.reduce((a: { id: number }, b: { id: number }) => (b.id > a.id ? b : a));
    await page.getByText(profile.name).first().waitFor();
    await check('icc-profile-uploaded');

    await page.goto(`${h.url}/admin/#/printing-methods/create`);
    await page.getByLabel('Name *').fill('Offset CMYK');
    await page.getByLabel('Code *').fill('offset-cmyk');
    await choose(page, /Output ICC profile/, profile.name);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/#\/printing-methods\/\d+$/);
    const [method] = (await h.api.get('/api/v1/printing/methods?search=offset')).body;
    expect(method.output).toMatchObject({ colorMode: 'cmyk', iccProfileId: profile.id });

    // The demo assigns its own CMYK method to every product: start this product without one, as a
    // shop that did not take the demo would.
    expect((await h.api.request('PATCH', '/api/v1/products/3', { json: { printingMethodIds: [] } })).status).toBe(200);
    await page.goto(`${h.url}/admin/#/products/3`);
    await page.getByText('No printing method').waitFor();
    await page.getByRole('combobox', { name: 'Printing methods' }).click();
    await page.getByRole('option', { name: 'Offset CMYK' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/#\/products$/);
    expect((await h.api.get('/api/v1/products/3')).body.printingMethodIds).toEqual([method.id]);
    await page.getByText('Offset CMYK').first().waitFor();
    await check('product-method-assigned');
  }, 90_000);

  it('assigns a design template to a product after checking its fit report', async () => {
    const created = await h.api.post('/wp-json/svc/v1/design-templates', { name: 'Team tee', design: businessCardDesign('Team name') });
    expect(created.status, created.text).toBe(201);
    await page.goto(`${h.url}/admin/#/design-templates`);
    await page.getByRole('link', { name: 'Team tee' }).click();
    await choose(page, /Product/, 'Organic Cotton T-Shirt');
    await page.getByRole('button', { name: 'Check the fit' }).click();
    await page.getByTestId('fit-report').getByText(/Fit checked/).waitFor();
    await page.getByRole('button', { name: 'Assign to product' }).click();
    await page.getByTestId('fit-report').getByText(/Assigned/).waitFor();
    await check('template-assigned');
    expect((await h.api.get(`/wp-json/svc/v1/design-templates/assignment?template_id=${created.body.id}&shop_product_id=1`)).status).toBe(200);
  }, 60_000);

  it('builds a configurator mapping in the per-option form, previewed live before saving, with refusals on their rows', async () => {
    const api = '/wp-json/svc/v1/smart-configurator/1';
    // The demo maps the T-shirt's colours onto layers of its own templates; start this product afresh.
    expect((await h.api.request('DELETE', api)).status).toBe(200);
    await page.goto(`${h.url}/admin/#/configurator`);
    await choose(page, /Product/, 'Organic Cotton T-Shirt');
    // A template assigned to the product: its layers are offered, the preview draws it.
    await choose(page, /^Template/, 'Team tee');
    await expect.poll(() => page.getByRole('img', { name: 'Design before the options' }).textContent()).toContain('Team name');
    const black = page.getByRole('group', { name: 'color = black', exact: true });
    await page.getByRole('button', { name: 'Add a change for color = black' }).click();
    const hide = page.getByRole('group', { name: 'color = black, change 1' });
    await expect.poll(() => hide.getByRole('combobox', { name: 'Layer' }).inputValue()).toBe('name');
    await expect.poll(() => black.getByText('1 change').count()).toBe(1);

    // Not saved yet, and the preview already applies it: black hides the name.
    await choose(page, /^Color/, 'Black');
    await page.getByTestId('configurator-applied').getByText(/color = black: hide “name”/).waitFor();
    const after = page.getByRole('img', { name: 'Design with the options applied' });
    expect(await page.getByRole('img', { name: 'Design before the options' }).textContent()).toContain('Team name');
    await expect.poll(() => after.textContent()).not.toContain('Team name');
    expect((await h.api.get(api)).status).toBe(404);

    // Navy sets the text; the preview follows the edit as it is typed.
    await page.getByRole('button', { name: 'Add a change for color = navy' }).click();
    const navy = page.getByRole('group', { name: 'color = navy, change 1' });
    await navy.getByRole('combobox', { name: /^Change/ }).click();
    await page.getByRole('option', { name: 'Set text' }).click();
    await navy.getByRole('textbox', { name: 'Text' }).fill('Navy crew');
    await choose(page, /^Color/, 'Navy');
    await expect.poll(() => after.textContent()).toContain('Navy crew');

    // A move to an anchor that names none: the server's refusal lands on that row, nothing is stored.
    await page.getByRole('button', { name: 'Add a change for color = navy' }).click();
    const move = page.getByRole('group', { name: 'color = navy, change 2' });
    await move.getByRole('combobox', { name: /^Change/ }).click();
    await page.getByRole('option', { name: 'Move to anchor' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await move.getByRole('alert').waitFor();
    expect(await move.getByRole('alert').textContent()).toMatch(/anchor/);
    expect((await h.api.get(api)).status).toBe(404);
    await check('configurator-row-error');
    await move.getByRole('button', { name: /^Remove/ }).click();

    // Navy also makes the name bold italic with a white outline and an arch, on the customer's own font.
    await page.getByRole('button', { name: 'Add a change for color = navy' }).click();
    const style = page.getByRole('group', { name: 'color = navy, change 2' });
    await style.getByRole('combobox', { name: /^Change/ }).click();
    await page.getByRole('option', { name: 'Text style and effects' }).click();
    await style.getByRole('combobox', { name: 'Style', exact: true }).click();
    await page.getByRole('option', { name: 'Italic' }).click();
    await style.getByRole('textbox', { name: /^Outline/ }).fill('#FFFFFF');
    await style.getByRole('spinbutton', { name: /^Curve/ }).fill('30');
    await page.getByTestId('configurator-applied').getByText(/color = navy: set_text_style “name”/).waitFor();
    // The refusal of the removed move row does not stay behind on the row now in its place.
    expect(await style.getByRole('alert').count()).toBe(0);
    await check('configurator-text-style');

    // Leaving with unsaved changes asks first; staying keeps them.
    const asked = new Promise<string>((resolve) => page.once('dialog', (dialog) => { resolve(dialog.message()); void dialog.dismiss(); }));
    await page.getByRole('menuitem', { name: 'Fonts' }).click();
    expect(await asked).toMatch(/changes weren.t saved/);
    expect(page.url()).toMatch(/#\/configurator$/);

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Mapping saved').waitFor();
    expect((await h.api.get(api)).body.rules).toEqual([
      { option: 'color', value: 'black', changes: [{ action: 'hide', layer: 'name' }] },
      { option: 'color', value: 'navy', changes: [
        { action: 'set_text', layer: 'name', text: 'Navy crew' },
        { action: 'set_text_style', layer: 'name', fontWeight: 700, fontStyle: 'italic', stroke: { color: '#FFFFFF', width: 0.3 }, curve: 30 },
      ] },
    ]);

    // The JSON tab edits the same mapping; the form shows the edit.
    await page.getByRole('tab', { name: 'JSON' }).click();
    const json = page.getByLabel('Option → layer changes (JSON)');
    // The tab shows the saved mapping once it has rendered; edit that, not an empty field.
    await expect.poll(() => json.inputValue()).toContain('Navy crew');
    await json.fill((await json.inputValue()).replace('Navy crew', 'Navy team'));
    await page.getByRole('tab', { name: 'Per option' }).click();
    await expect.poll(() => navy.getByRole('textbox', { name: 'Text' }).inputValue()).toBe('Navy team');
    await expect.poll(() => after.textContent()).toContain('Navy team');
    await page.getByRole('button', { name: 'Save' }).click();
    // Saved as the staff member sees it: the screen no longer holds unsaved changes (leaving it
    // before then would ask first, and the next step's navigation would stay here).
    await page.getByText(/Unsaved changes/).waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    expect(JSON.stringify((await h.api.get(api)).body.rules)).toContain('Navy team');
    await check('configurator-preview');
  }, 90_000);

  it("edits a product's base price and option price deltas, which the quote charges", async () => {
    await page.goto(`${h.url}/admin/#/products/2`);
    const base = page.getByLabel('Base price (EUR)');
    await expect.poll(() => base.inputValue()).toBe('12.9');
    await base.fill('15');
    await page.locator('input[name="options.0.values.2.priceDelta"]').fill('3');
    // The red value's colour, which tints the storefront's mockups; the others stay without one.
    await page.getByLabel('Colour (#RRGGBB)').nth(2).fill('#c0392b');
    // The shop's own rule (values unique) refuses; its message stands next to the field.
    const second = page.locator('input[name="options.0.values.1.value"]');
    await second.fill('white');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.locator('.MuiFormHelperText-root', { hasText: /repeats the value "white"/ }).waitFor();
    await check('product-option-refused');
    expect((await h.api.get('/api/v1/products/2')).body.basePrice).toBe(1290);
    await second.fill('black');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/#\/products$/);
    const mug = (await h.api.get('/api/v1/products/2')).body;
    expect(mug.basePrice).toBe(1500);
    expect(mug.options[0].values.map((v: { value: string; priceDelta: number; swatch?: string }) => [v.value, v.priceDelta, v.swatch])).toEqual([['white', 0, undefined], ['black', 150, undefined], ['red', 300, '#C0392B']]);

    // The "try it" quote charges the chosen value's delta, computed by the server from the product.
    await page.goto(`${h.url}/admin/#/pricing-rules`);
    await choose(page, /Product/, /Ceramic Mug/);
    await choose(page, /Inside and handle/, /Red/);
    await page.getByRole('button', { name: 'Quote' }).click();
    const baseRow = page.getByTestId('quote-breakdown').getByRole('row', { name: /Base \(with options\)/ });
    await baseRow.waitFor();
    expect(await baseRow.textContent()).toContain('180.00');
    await check('quote-with-option-delta');
  }, 60_000);

  it('takes a paid order through the queue: hold, process, reprint, PDF and bulk ZIP downloads', async () => {
    // The hotfolder with delivery off and manual processing: the job waits for the staff.
    await page.goto(`${h.url}/admin/#/print-queue-settings`);
    await page.getByLabel('Hotfolder directory (absolute path on the server)').fill(hotfolder);
    await page.getByLabel('Process paid orders automatically').uncheck();
    await page.getByRole('button', { name: 'Save and test write' }).click();
    await page.getByText(/accepted a test write/).waitFor();

    const orderId = await placeOrder(h.url, 3, businessCardDesign());
    await page.goto(`${h.url}/admin/#/orders/${orderId}/show`);
    await page.getByRole('img', { name: /Design preview Business Cards/ }).first().waitFor();
    await check('order');
    await page.getByRole('button', { name: 'Mark as Paid' }).click();
    await page.getByText(new RegExp(`Order ${orderId} is now Paid`)).waitFor();

    const held = await jobOf(h, orderId, 'held');
    await page.goto(`${h.url}/admin/#/print-queue`);
    await page.getByRole('button', { name: `Process ${held.number}` }).click();
    await jobOf(h, orderId, 'completed');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByRole('button', { name: `Hold ${held.number}` }).click();
    await page.getByLabel('Why is the job held?').fill('Check the blue with the customer');
    await page.getByRole('button', { name: 'Hold', exact: true }).click();
    expect(await jobOf(h, orderId, 'held')).toMatchObject({ holdNote: 'Check the blue with the customer' });

    await page.goto(`${h.url}/admin/#/print-queue-settings`);
    await page.getByLabel('Deliver to the hotfolder').check();
    await page.getByRole('button', { name: 'Save and test write' }).click();
    await page.getByText(/accepted a test write/).waitFor();

    await page.goto(`${h.url}/admin/#/print-queue/${held.id}/show`);
    await page.getByRole('button', { name: `Process ${held.number}` }).click();
    const delivered = await jobOf(h, orderId, 'delivered');
    expect(readdirSync(hotfolder)).toContain(delivered.files.artifact.name);
    await page.getByRole('button', { name: `Reprint ${held.number}` }).waitFor();
    await page.getByRole('img', { name: new RegExp(`First page of the print PDF ${held.number}`) }).waitFor();
    await check('job-delivered');

    const pdf = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download print PDF' }).click();
    const pdfPath = await (await pdf).path();
    expect(readFileSync(pdfPath).subarray(0, 5).toString()).toBe('%PDF-');
    execFileSync('qpdf', ['--check', pdfPath]);

    await page.getByRole('button', { name: `Reprint ${held.number}` }).click();
    await page.getByLabel(/Why is the job printed again/).fill('Cut too short');
    await page.getByRole('button', { name: 'Reprint', exact: true }).click();
    await expect.poll(async () => (await jobOf(h, orderId, 'delivered')).round, { timeout: 60_000 }).toBeGreaterThan(delivered.round);
    await page.getByText('Printed again: Cut too short').waitFor();

    await page.goto(`${h.url}/admin/#/print-queue`);
    await page.getByRole('checkbox', { name: 'Select this row' }).first().check();
    const zip = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download ZIP' }).click();
    const zipPath = await (await zip).path();
    const listing = execFileSync('unzip', ['-l', zipPath], { encoding: 'utf8' });
    expect(listing).toContain(delivered.files.artifact.name);
    await check('print-queue-after');
  }, 180_000);

  it('uploads and activates an addon, and shows the refusal of a hostile ZIP', async () => {
    await page.goto(`${h.url}/admin/#/addons`);
    await page.getByTestId('addon-file').setInputFiles(await customAddonZip());
    await page.getByLabel('Allow an unsigned custom addon').check();
    await page.getByRole('button', { name: 'Upload an addon package' }).click();
    await page.getByText('Installed Staff notes 1.0.0').waitFor();
    await page.getByRole('checkbox', { name: 'Staff notes active' }).check();
    await page.getByRole('button', { name: 'Apply activation' }).click();
    await page.getByText(/Active addons: .*staff-notes/).waitFor();
    const addons = (await h.api.get('/api/v1/addons')).body.addons;
    expect(addons.find((addon: { slug: string }) => addon.slug === 'staff-notes')).toMatchObject({ active: true });

    await page.getByTestId('addon-file').setInputFiles(await hostileZip());
    await page.getByRole('button', { name: 'Upload an addon package' }).click();
    const refusal = page.getByTestId('addon-refusal');
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(/^Refused: .+\(svc_addon_\w+\)$/);
    await check('addon-refused');
    await page.goto(`${h.url}/admin/#/`);
    await page.getByText('Print jobs by state').first().waitFor();
    await check('dashboard-after');
  }, 60_000);

  it('shows an addon switched on that failed to start on this server; the staff switch it off and delete it', async () => {
    const staffNotes = async () => (await h.api.get('/api/v1/addons')).body.addons.find((addon: { slug: string }) => addon.slug === 'staff-notes');
    await page.goto(`${h.url}/admin/#/addons`);
    await page.getByRole('checkbox', { name: 'Staff notes active' }).uncheck();
    await page.getByRole('button', { name: 'Apply activation' }).click();
    await expect.poll(async () => (await staffNotes()).enabled).toBe(false);
    // Its files break, and it is switched on behind this server's back (as through another server):
    // the server's next addon sync (every 5 s) tries it, and it fails here.
    writeFileSync(join(h.dataDir, 'addons', 'staff-notes', 'dist', 'index.mjs'), 'export default {');
    const database = new DatabaseSync(join(h.dataDir, 'dcs.sqlite'));
    database.prepare('UPDATE svc_addons SET active = 1, updated_at = ? WHERE slug = ?').run(Date.now(), 'staff-notes');
    database.close();
    await expect.poll(async () => (await staffNotes()).status, { timeout: 30_000 }).toBe('failed');

    await page.reload();
    const row = page.getByRole('row', { name: /Staff notes/ });
    await page.getByTestId('addons-not-running').getByText(/Switched on but not running on this server: Staff notes\./).waitFor();
    // Ticked, as it is switched on; its status says why it does not run; applying would try it again.
    expect(await page.getByRole('checkbox', { name: 'Staff notes active' }).isChecked()).toBe(true);
    expect(await row.textContent()).toMatch(/failed: .*staff-notes/);
    expect(await page.getByRole('button', { name: 'Apply activation' }).isEnabled()).toBe(true);
    // The server refuses to delete an addon switched on: the screen does not offer it.
    expect(await row.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await check('addon-not-running');
    // On a phone the table scrolls inside its card, the page keeps the screen's width.
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await check('addon-not-running-phone');
      expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }

    await page.getByRole('checkbox', { name: 'Staff notes active' }).uncheck();
    await page.getByRole('button', { name: 'Apply activation' }).click();
    await page.getByTestId('addons-not-running').waitFor({ state: 'detached' });
    expect(await staffNotes()).toMatchObject({ enabled: false, active: false });
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => staffNotes()).toBeUndefined();
    await row.waitFor({ state: 'detached' });
  }, 90_000);
});
