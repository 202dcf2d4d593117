import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { MUG_PHOTO } from '@dcs/design';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, openSignedIn, screenshotIfFailed, settledScreen, startAdminHarness, type AdminHarness } from './testing/admin-harness.ts';

const SUITE = 'templates';
/** A 400 × 400 px product photo (a light grey background with a white shirt). */
const PHOTO = join(import.meta.dirname, '..', '..', '..', 'packages', 'design', 'test', 'fixtures', 'assets', 'tshirt.png');

async function choose(page: Page, label: RegExp, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** Whether an `<img>` has loaded a real picture. */
/** Chooses the product, checks the fit and assigns the shown template to it. */
async function assignTo(page: Page, product: string): Promise<void> {
  await choose(page, /Product/, product);
  await page.getByRole('button', { name: 'Check the fit' }).click();
  await page.getByTestId('fit-report').getByText(/Fit checked/).waitFor();
  await page.getByRole('button', { name: 'Assign to product' }).click();
  await page.getByTestId('fit-report').getByText(/Assigned/).waitFor();
}

async function loaded(image: Locator): Promise<boolean> {
  await image.waitFor();
  // The root project's types know no DOM; the page runs this with its own.
  return image.evaluate(async (element: { complete: boolean; naturalWidth: number; addEventListener(type: string, listener: () => void, options: object): void }) => {
    if (!element.complete) await new Promise<void>((resolve) => element.addEventListener('load', resolve, { once: true }));
    return element.naturalWidth > 0;
  });
}

describe.skipIf(!chromiumAvailable)('the template editor and mockup capture in the admin app (SQLite)', () => {
  let h: AdminHarness;
  let page: Page;
  let templateId = 0;
  let mediaTitle = '';
  const check = async (name: string) => expect(await settledScreen(page, SUITE, name), name).toEqual([]);

  beforeAll(async () => {
    h = await startAdminHarness({ name: SUITE });
    page = h.page;
    // A picture in the media library for the template to place.
    const form = new FormData();
    // (600 × 500 px, light blue: also the product's own side photo in a later step.)
    const badge = await sharp({ create: { width: 600, height: 500, channels: 3, background: '#DDEEFF' } }).png().toBuffer();
    form.append('file', new Blob([new Uint8Array(badge)], { type: 'image/png' }), 'badge.png');
    form.append('title', 'Template badge');
    const uploaded = await h.api.request('POST', '/api/v1/media', { body: form });
    expect(uploaded.status, uploaded.text).toBe(201);
    mediaTitle = uploaded.body.title;
    await openSignedIn(h);
  }, 90_000);
  afterEach((context) => screenshotIfFailed(page, SUITE, context));
  afterAll(() => h?.close());

  it('builds a template in the designer’s template mode: a text placeholder, a locked shape, a library image; undo, unsaved warning, field error, save', async () => {
    const templatesBefore = (await h.api.get('/wp-json/svc/v1/design-templates')).headers.get('x-wp-total');
    await page.goto(`${h.url}/admin/#/design-templates/create`);
    await page.getByLabel('Name').fill('Name shirt');
    await choose(page, /Start from the sides of/, 'Organic Cotton T-Shirt');
    const editor = page.getByTestId('template-editor').locator('dcs-designer');
    const panel = editor.getByRole('region', { name: 'Template' });
    await editor.getByRole('button', { name: 'Add text' }).waitFor();

    // The media library's picture, at the bottom.
    await editor.getByRole('button', { name: `Add ${mediaTitle}` }).click();
    // A background shape, locked: nobody moves it, customers cannot unlock it.
    await editor.getByRole('button', { name: 'Rectangle' }).click();
    await panel.getByLabel('Locked (nobody moves or changes it)').check();
    await panel.getByText('Unlock it to change its settings.').waitFor();
    // The name: a placeholder with a label and at most 12 characters, shrinking when too long.
    await editor.getByRole('button', { name: 'Add text' }).click();
    await panel.getByLabel('Placeholder (customers fill it)').check();
    await panel.getByLabel('Label customers see').fill('Your name');
    await panel.getByLabel('Maximum characters (empty: no limit)').fill('12');
    await panel.getByLabel('Maximum characters (empty: no limit)').press('Tab');
    await panel.getByLabel('Text that does not fit').selectOption('shrink');
    await panel.getByLabel('remove it').uncheck();
    await expect.poll(() => panel.getByLabel('remove it').isChecked()).toBe(false);

    // Undo takes the last step back, redo brings it again.
    const undo = editor.getByRole('button', { name: 'Undo' });
    await undo.click();
    await expect.poll(() => panel.getByLabel('remove it').isChecked()).toBe(true);
    await editor.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(() => panel.getByLabel('remove it').isChecked()).toBe(false);
    await check('editor-new-template');

    // Leaving with unsaved changes asks first; staying keeps everything.
    const dialogs: string[] = [];
    page.once('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('menuitem', { name: 'Design templates' }).click();
    await expect.poll(() => dialogs.length).toBe(1);
    expect(page.url()).toMatch(/#\/design-templates\/create$/);

    // The API's refusal of a blank name is shown next to the field, and nothing is stored.
    await page.getByLabel('Name').fill('   ');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('must match pattern "\\S"').waitFor();
    expect(await page.getByLabel('Name').getAttribute('aria-invalid')).toBe('true');
    await check('editor-field-error');
    expect((await h.api.get('/wp-json/svc/v1/design-templates')).headers.get('x-wp-total')).toBe(templatesBefore);

    await page.getByLabel('Name').fill('Name shirt');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/#\/design-templates\/\d+\/show$/);
    templateId = Number(/design-templates\/(\d+)\/show/.exec(page.url())![1]);

    const template = (await h.api.get(`/wp-json/svc/v1/design-templates/${templateId}`)).body;
    const [image, shape, text] = template.design.sides[0].elements;
    expect(image).toMatchObject({ type: 'image', media: expect.stringMatching(/^media:\d+$/) });
    expect(shape).toMatchObject({ type: 'shape', locked: true, placeholder: false });
    expect(text).toMatchObject({ type: 'text', placeholder: true, overflow: 'shrink', permissions: { maxLength: 12, removable: false, movable: true } });
    expect(template.fields).toEqual({ [text.id]: { label: 'Your name' } });
    expect(template.placeholders).toEqual([expect.objectContaining({ id: text.id, type: 'text', label: 'Your name' })]);
  }, 120_000);

  it('shows the server’s thumbnail, assigns with the re-fit report and captures a mockup', async () => {
    expect(await loaded(page.getByTestId('template-thumbnail'))).toBe(true);
    await page.getByText('Your name (text)').waitFor();

    await assignTo(page, 'Organic Cotton T-Shirt');
    await page.getByText('No mockup yet.').waitFor();

    await page.getByTestId('capture-photo').setInputFiles(PHOTO);
    await page.getByRole('button', { name: 'Capture', exact: true }).click();
    expect(await loaded(page.getByTestId('captured-mockup'))).toBe(true);
    await check('mockup-captured');
    await page.getByRole('button', { name: 'Store as the mockup' }).click();
    expect(await loaded(page.getByTestId('stored-mockup'))).toBe(true);
    await check('mockup-stored');

    // The stored mockup is the photo with the design in the print area: the locked blue rectangle is
    // where the template put it (a new element lands where it covers nothing), sampled clear of the text.
    const answer = await fetch(`${h.url}/wp-json/svc/v1/design-templates/assignment/mockup?template_id=${templateId}&shop_product_id=1`);
    expect(answer.headers.get('content-type')).toMatch(/^image\/png/);
    const { data, info } = await sharp(Buffer.from(await answer.arrayBuffer())).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([400, 400]);
    const product = (await h.api.get('/api/v1/products/1')).body;
    const side = product.sides[0];
    const area = side.printAreas[0];
    const width = side.trim.width + 2 * side.bleed;
    const height = side.trim.height + 2 * side.bleed;
    const scale = Math.max(400 / width, 400 / height);
    const px = (mmX: number, mmY: number) => {
      const x = Math.round((400 - width * scale) / 2 + (mmX + side.bleed) * scale);
      const y = Math.round((400 - height * scale) / 2 + (mmY + side.bleed) * scale);
      return [...data.subarray((y * 400 + x) * 3, (y * 400 + x) * 3 + 3)];
    };
    type Box = { x: number; y: number; width: number; height: number };
    const elements = (await h.api.get(`/wp-json/svc/v1/design-templates/${templateId}`)).body.design.sides[0].elements as Array<{ type: string; transform: Box }>;
    const rect = elements.find((element) => element.type === 'shape')!.transform;
    const label = elements.find((element) => element.type === 'text')!.transform;
    const clear = ([x, y]: number[]) => x! < label.x - 2 || x! > label.x + label.width + 2 || y! < label.y - 2 || y! > label.y + label.height + 2;
    const [sx, sy] = [0.5, 0.85, 0.15]
      .flatMap((fy) => [0.5, 0.15, 0.85].map((fx) => [rect.x + rect.width * fx, rect.y + rect.height * fy]))
      .find(clear)!;
    const inRectangle = px(sx!, sy!);
    expect(inRectangle[2]!, `blue at the rectangle: ${inRectangle}`).toBeGreaterThan(inRectangle[0]! + 80);
    const corner = px(-side.bleed + 1, -side.bleed + 1);
    expect(corner[2]!, `no blue outside the print area: ${corner}`).toBeLessThan(corner[0]! + 20);
  }, 120_000);

  it('captures on the side’s own mockup photo when the product has one', async () => {
    // The product screen's mockup of the front: the media library picture uploaded above.
    const product = (await h.api.get('/api/v1/products/1')).body;
    const [media] = (await h.api.get('/api/v1/media?search=Template%20badge')).body;
    const sides = product.sides.map(({ mockup: _mockup, ...side }: Record<string, unknown>, index: number) => (index === 0 ? { ...side, mockupMediaId: media.id } : side));
    const patched = await h.api.request('PATCH', '/api/v1/products/1', { json: { sides } });
    expect(patched.status, patched.text).toBe(200);

    // The same URL as the page open now: only a reload starts the screen afresh (no photo chosen).
    await page.goto(`${h.url}/admin/#/design-templates/${templateId}/show`);
    await page.reload();
    await choose(page, /Product/, 'Organic Cotton T-Shirt');
    await page.getByText('Uses the side’s mockup from the product screen.').waitFor();
    await page.getByRole('button', { name: 'Capture', exact: true }).click();
    expect(await loaded(page.getByTestId('captured-mockup'))).toBe(true);
    await page.getByRole('button', { name: 'Store as the mockup' }).click();
    await page.getByTestId('captured-mockup').waitFor({ state: 'detached' });
    await check('mockup-from-product-photo');
    const after = await fetch(`${h.url}/wp-json/svc/v1/design-templates/assignment/mockup?template_id=${templateId}&shop_product_id=1`).then((answer) => answer.arrayBuffer());
    // Drawn on the product's photo (600 × 500), not on the file chosen before.
    expect(await sharp(Buffer.from(after)).metadata()).toMatchObject({ width: 600, height: 500 });

    // Or the photo as it is: the stored mockup is the photo, no design on it.
    await page.locator('input[type=file][aria-label="Upload a product photo as the mockup"]').setInputFiles(PHOTO);
    await expect.poll(async () => {
      const bytes = await fetch(`${h.url}/wp-json/svc/v1/design-templates/assignment/mockup?template_id=${templateId}&shop_product_id=1`).then((answer) => answer.arrayBuffer());
      const [stored, photo] = await Promise.all([Buffer.from(bytes), readFileSync(PHOTO)].map((input) => sharp(input).removeAlpha().raw().toBuffer()));
      return stored!.equals(photo!);
    }).toBe(true);
    await check('mockup-uploaded');

    // A mug without a photo of its own: captured on dcs's drawn mug and wrapped around it, as the storefront shows it.
    await assignTo(page, 'Ceramic Mug 330 ml');
    await page.getByText('Uses the side’s mockup from the product screen.').waitFor();
    await page.getByRole('button', { name: 'Capture', exact: true }).click();
    expect(await loaded(page.getByTestId('captured-mockup'))).toBe(true);
    await check('mockup-mug-captured');
    const mug = await page.getByTestId('captured-mockup').evaluate((img) => {
      const { naturalWidth, naturalHeight } = img as unknown as { naturalWidth: number; naturalHeight: number };
      return { width: naturalWidth, height: naturalHeight };
    });
    expect(mug).toEqual({ width: MUG_PHOTO.widthPx, height: MUG_PHOTO.heightPx });
  }, 90_000);

  it('lists the template with its thumbnail, and the storefront offers it with its placeholder', async () => {
    await page.goto(`${h.url}/admin/#/design-templates`);
    const card = page.getByRole('link', { name: 'Name shirt' });
    expect(await loaded(card.locator('img'))).toBe(true);
    await check('template-list');

    const config = (await h.api.get('/wp-json/svc/v1/design-templates/designer-config?product_id=1')).body;
    const listed = config.templates.find((entry: { id: number }) => entry.id === templateId);
    expect(listed).toMatchObject({ name: 'Name shirt', placeholders: [expect.objectContaining({ type: 'text', label: 'Your name' })] });
    expect(listed.mockupUrl).toEqual(expect.any(String));
    const quick = (await h.api.get(`/wp-json/svc/v1/design-templates/quick-config?shop_product_id=1&template_id=${templateId}`)).body;
    expect(quick.fields).toEqual([expect.objectContaining({ type: 'text', label: 'Your name', maxLength: 12 })]);
  }, 60_000);

  it('reopens the template in the editor and replaces it', async () => {
    await page.goto(`${h.url}/admin/#/design-templates/${templateId}`);
    const editor = page.getByTestId('template-editor').locator('dcs-designer');
    await editor.getByRole('button', { name: /^Text: Your text$/ }).click();
    const panel = editor.getByRole('region', { name: 'Template' });
    await expect.poll(() => panel.getByLabel('Label customers see').inputValue()).toBe('Your name');
    await panel.getByLabel('Label customers see').fill('First name');
    await page.getByRole('textbox', { name: 'Category' }).fill('Shirts');
    await check('editor-reopened');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/#\/design-templates\/\d+\/show$/);
    const template = (await h.api.get(`/wp-json/svc/v1/design-templates/${templateId}`)).body;
    expect(template).toMatchObject({ category: 'Shirts', placeholders: [expect.objectContaining({ label: 'First name' })] });
  }, 90_000);
});
