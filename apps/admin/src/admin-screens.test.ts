import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, screenshot, seriousViolations, signIn, startAdminHarness, type AdminHarness } from './testing/admin-harness.ts';

/** Every screen of the menu, by its hash route and a heading or text it shows once loaded. */
const SCREENS: Array<[name: string, route: string, ready: RegExp]> = [
  ['dashboard', '#/', /Print jobs by state/],
  ['orders', '#/orders', /Orders/],
  ['products', '#/products', /Organic Cotton T-Shirt/],
  ['product-edit', '#/products/1', /Sides and print areas/],
  ['product-create', '#/products/create', /Sides, print areas, mockups/],
  ['pricing-rules', '#/pricing-rules', /Try it/],
  ['pricing-rule-create', '#/pricing-rules/create', /Conditions/],
  ['customer-designs', '#/customer_designs', /Customer designs/],
  ['print-queue', '#/print-queue', /Print queue/],
  ['gang-sheets', '#/gang-sheets', /Build sheet/],
  ['hotfolder-settings', '#/print-queue-settings', /Hotfolder settings/],
  ['printing-methods', '#/printing-methods', /Printing methods/],
  ['printing-method-create', '#/printing-methods/create', /Output/],
  ['icc-profiles', '#/icc_profiles', /ICC profiles/],
  ['fonts', '#/fonts', /Roboto/],
  ['font-upload', '#/fonts/create', /Upload fonts/],
  ['colors', '#/colors', /Colours/],
  ['cliparts', '#/cliparts', /Cliparts/],
  ['clipart-upload', '#/cliparts/create', /Upload cliparts/],
  ['categories', '#/categories', /Categories/],
  ['text-styles', '#/text_style_cards', /Text styles/],
  ['media', '#/media', /Media library/],
  ['design-templates', '#/design-templates', /Design templates/],
  ['configurator', '#/configurator', /Smart configurator/],
  ['addons', '#/addons', /Print queue/],
  ['shop-keys', '#/shop-keys', /Create a key/],
  ['webhooks', '#/webhooks', /Add an endpoint/],
  ['license', '#/license', /first-party/],
  ['settings', '#/settings', /Custom CSS/],
];

describe.skipIf(!chromiumAvailable)('admin app screens in Chromium (SQLite)', () => {
  let h: AdminHarness;

  beforeAll(async () => {
    h = await startAdminHarness({ name: 'screens' });
  }, 90_000);
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') await screenshot(h.page, 'screens', `failed-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
  });
  afterAll(() => h?.close());

  it('signs in, and a session that ends returns to sign-in and then to the same screen', async () => {
    const { page } = h;
    await page.goto(`${h.url}/admin/`);
    await page.locator('input[name=username]').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'screens', 'sign-in');
    await signIn(page, h);
    await page.getByText('Print jobs by state').first().waitFor();
    await page.goto(`${h.url}/admin/#/fonts`);
    await page.getByText('Roboto').first().waitFor();
    // The session ends on the server (another tab signed out): the next request answers 401.
    await page.evaluate(async () => {
      const nonce = await (await fetch('../api/v1/session/nonce')).text();
      await fetch('../api/v1/session', { method: 'DELETE', headers: { 'x-wp-nonce': nonce } });
    });
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.locator('input[name=username]').waitFor();
    await signIn(page, h);
    await page.waitForURL(/#\/fonts/);
    await page.getByText('Roboto').first().waitFor();
  }, 60_000);

  it('shows every screen with no serious or critical axe violation, one screenshot each', async () => {
    const { page } = h;
    const problems: Record<string, string[]> = {};
    // Staff (and their browser's console) see no errors on any screen: not even a missing favicon.
    let screen = 'load';
    const onConsole = (message: { type(): string; text(): string }) => {
      if (message.type() === 'error') (problems[`${screen} console`] ??= []).push(message.text());
    };
    page.on('console', onConsole);
    for (const [name, route, ready] of SCREENS) {
      screen = name;
      await page.goto(`${h.url}/admin/${route}`);
      // Looked for in the page's title and content, never in the menu (which names every screen).
      await page.locator('#react-admin-title, #main-content').getByText(ready).first().waitFor({ timeout: 15_000 });
      await page.waitForLoadState('networkidle');
      await screenshot(page, 'screens', name);
      const violations = await seriousViolations(page);
      if (violations.length) problems[name] = violations;
    }
    page.off('console', onConsole);
    expect(problems).toEqual({});
  }, 240_000);

  it("puts the API's refusals next to the fields they concern", async () => {
    const { page } = h;
    await page.goto(`${h.url}/admin/#/colors/create`);
    // The demo palette has a "Sky" of its own: a name no demo record uses.
    await page.getByLabel('Name *').fill('Refused sky');
    await page.getByLabel('Hex *').fill('sky blue');
    await page.getByRole('button', { name: 'Save' }).click();
    // Said in words a person understands, not as the API's pattern.
    await page.locator('.MuiFormControl-root:has(input[name=hex]) .MuiFormHelperText-root').filter({ hasText: /Six hexadecimal digits after #/ }).waitFor();
    expect((await h.api.get('/api/v1/colors?search=Refused')).body).toEqual([]);

    await page.goto(`${h.url}/admin/#/settings`);
    await page.getByLabel('Custom CSS').fill('@import url(https://evil.example/x.css);');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.locator('.MuiFormControl-root:has(textarea[name=customCss]) .MuiFormHelperText-root').filter({ hasText: /import/i }).waitFor();
    await screenshot(page, 'screens', 'field-errors');
    expect((await h.api.get('/api/v1/settings')).body.customCss).toBe('');
  }, 60_000);

  it('sets the font fallback chain from the font library', async () => {
    const { page } = h;
    await page.goto(`${h.url}/admin/#/settings`);
    // A fresh form: the screen before may have left a refused value in it.
    await page.reload();
    const chain = page.locator('.MuiFormControl-root:has(input[name=fontFallbacks])');
    await chain.getByRole('button', { name: 'Noto Emoji' }).waitFor();
    expect(await chain.locator('.MuiChip-root').allTextContents()).toEqual(['Noto Sans', 'Noto Sans Symbols 2', 'Noto Sans Arabic', 'Noto Sans Hebrew', 'Noto Sans Devanagari', 'Noto Sans Thai', 'Noto Emoji']);
    await chain.getByRole('button', { name: 'Noto Emoji' }).locator('.MuiChip-deleteIcon').click();
    await page.getByLabel('Fallback fonts').fill('Lobs');
    await page.getByRole('option', { name: 'Lobster' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await h.api.get('/api/v1/settings')).body.fontFallbacks).toEqual(['Noto Sans', 'Noto Sans Symbols 2', 'Noto Sans Arabic', 'Noto Sans Hebrew', 'Noto Sans Devanagari', 'Noto Sans Thai', 'Lobster']);
    await screenshot(page, 'screens', 'font-fallbacks');
    await h.api.request('DELETE', '/api/v1/settings/fontFallbacks');
  }, 60_000);

  it('creates and edits records through the forms (create, PATCH of the changed fields only)', async () => {
    const { page } = h;
    const save = async (url: RegExp) => {
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL(url);
    };
    await page.goto(`${h.url}/admin/#/colors/create`);
    await page.getByLabel('Name *').fill('Ocean');
    // Picked, not typed: the picker writes the code into the field.
    await page.getByLabel('Pick the colour').fill('#0077be');
    await expect.poll(() => page.getByLabel('Hex *').inputValue()).toBe('#0077BE');
    await page.getByLabel('Group').fill('Blues');
    await save(/#\/colors$/);
    const [color] = (await h.api.get('/api/v1/colors?search=Ocean')).body;
    expect(color).toMatchObject({ hex: '#0077BE', group: 'Blues' });
    await page.goto(`${h.url}/admin/#/colors/${color.id}`);
    await page.getByLabel('Name *').fill('Deep ocean');
    await save(/#\/colors$/);
    expect((await h.api.get(`/api/v1/colors/${color.id}`)).body).toMatchObject({ name: 'Deep ocean', hex: '#0077BE' });

    await page.goto(`${h.url}/admin/#/categories/create`);
    await page.getByLabel('Name *').fill('Animals');
    await save(/#\/categories$/);
    await page.getByRole('treeitem').getByText('Animals').waitFor();

    await page.goto(`${h.url}/admin/#/text_style_cards/create`);
    await page.getByLabel('Name *').fill('Staff headline');
    await page.getByRole('combobox', { name: 'Font', exact: true }).fill('Oswald');
    await page.getByRole('option', { name: 'Oswald' }).click();
    // The family is the value, never looked up as a font's id (that answered "Invalid parameter(s): id").
    await expect.poll(() => page.getByRole('combobox', { name: 'Font', exact: true }).inputValue()).toBe('Oswald');
    await page.getByLabel('Size (pt)').click();
    expect(await page.getByText(/Invalid parameter/).count()).toBe(0);
    // A shadow by its colour alone (the offsets default), an arch; no outline colour means none.
    await page.getByLabel('Shadow colour').fill('#1D3557');
    await page.getByLabel('Curve', { exact: true }).fill('30');
    await screenshot(page, 'screens', 'text-style-effects');
    await save(/#\/text_style_cards$/);
    // The demo seeds text style cards of its own.
    const card = (await h.api.get('/api/v1/text_style_cards?per_page=100')).body.find((c: { name: string }) => c.name === 'Staff headline');
    expect(card).toMatchObject({ name: 'Staff headline', fontFamily: 'Oswald', stroke: null, shadow: { color: '#1D3557', colorId: null, offsetX: 1, offsetY: 1 }, curve: 30 });
    await page.getByRole('link', { name: 'Staff headline' }).waitFor();
    // Opened again, the card shows its family and no lookup error.
    await page.goto(`${h.url}/admin/#/text_style_cards/${card.id}`);
    await expect.poll(() => page.getByRole('combobox', { name: 'Font', exact: true }).inputValue()).toBe('Oswald');
    expect(await page.getByText(/Invalid parameter/).count()).toBe(0);

    // A product of the standalone shop, created from the list's Create button; its sides come next.
    await page.goto(`${h.url}/admin/#/products`);
    await page.getByRole('link', { name: 'Create' }).click();
    await page.getByLabel('Name *').fill('Tote bag');
    await page.getByLabel('Sku *').fill('TOTE 1');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Use only letters, digits, dot, dash and underscore.').waitFor();
    await page.getByLabel('Sku *').fill('TOTE-1');
    await page.getByLabel('Base price (EUR)').fill('12.5');
    await save(/#\/products\/\d+$/);
    await page.getByText('Sides and print areas').waitFor();
    const [tote] = (await h.api.get('/api/v1/products?search=TOTE-1')).body;
    expect(tote).toMatchObject({ name: 'Tote bag', sku: 'TOTE-1', currency: 'EUR', basePrice: 1250, designable: true });

    // Its order rules: which sides each value of an option prints, and what a unit of the quantity is.
    const side = (id: string) => ({ id, name: id, trim: { width: 380, height: 420 }, bleed: 0, safeMargin: 10, printAreas: [{ id: 'a', name: 'Area', x: 40, y: 40, width: 300, height: 300 }] });
    const options = [{ name: 'print', label: 'Printed sides', values: [{ value: 'one', label: 'One side', priceDelta: 0 }, { value: 'both', label: 'Both sides', priceDelta: 300 }] }];
    expect((await h.api.request('PATCH', `/api/v1/products/${tote.id}`, { json: { options, sides: [side('front'), side('back')] } })).status).toBe(200);
    // Changed behind the app's back: a reload drops the record it keeps from the create screen.
    await page.goto(`${h.url}/admin/#/products/${tote.id}`);
    await page.reload();
    await page.getByRole('combobox', { name: 'Option deciding the printed sides' }).click();
    await page.getByRole('option', { name: 'Printed sides' }).click();
    await page.getByRole('group', { name: 'Sides printed for One side' }).getByLabel('back').uncheck();
    await page.getByLabel('Unit', { exact: true }).fill('bag');
    await page.getByLabel('Units', { exact: true }).fill('bags');
    await save(/#\/products$/);
    expect((await h.api.get(`/api/v1/products/${tote.id}`)).body).toMatchObject({
      printedSides: { option: 'print', values: { one: ['front'], both: ['front', 'back'] } },
      quantityUnit: { unit: 'bag', unitPlural: 'bags' },
    });

    const method = (await h.api.post('/api/v1/printing/methods', { name: 'DTG', code: 'dtg' })).body;
    await page.goto(`${h.url}/admin/#/printing-methods/${method.id}`);
    await page.getByLabel('Resolution (dpi)').fill('600');
    await page.getByRole('combobox', { name: 'Photos in print files' }).click();
    await page.getByRole('option', { name: 'Lossless (files several times larger)' }).click();
    await save(/#\/printing-methods$/);
    expect((await h.api.get(`/api/v1/printing/methods/${method.id}`)).body.output).toMatchObject({ resolutionDpi: 600, colorMode: method.output.colorMode, photoCompression: 'lossless' });
  }, 90_000);

  it('is usable from the keyboard alone: sign in, reach the menu, open a screen', async () => {
    const { page } = h;
    await page.context().clearCookies();
    // A fresh load (a hash change alone would keep the running app and its signed-in state).
    await page.goto(`${h.url}/admin/#/`);
    await page.reload();
    await page.locator('input[name=username]').waitFor();
    await page.locator('input[name=username]').focus();
    await page.keyboard.type(h.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(h.password);
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Print queue' }).waitFor();
    await page.locator('body').focus();
    let focused = '';
    for (let tabs = 0; tabs < 60 && focused !== 'Print queue'; tabs++) {
      await page.keyboard.press('Tab');
      focused = String(await page.evaluate("(document.activeElement?.textContent ?? '').trim()"));
    }
    expect(focused).toBe('Print queue');
    await page.keyboard.press('Enter');
    await page.waitForURL(/#\/print-queue$/);
  }, 60_000);

  it('works at tablet width: the menu collapses and lists stay usable', async () => {
    const { page } = h;
    await page.setViewportSize({ width: 800, height: 1100 });
    await page.goto(`${h.url}/admin/#/print-queue`);
    await page.getByText(/Print queue/).first().waitFor();
    await screenshot(page, 'screens', 'tablet-print-queue');
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
  }, 60_000);
});
