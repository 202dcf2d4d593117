import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PlatformServices, Product } from '@dcs/platform';
import type { AddonTestKit } from '@dcs/server/addon-testing';
import { DEMO_PRICING_RULES } from '../../../packages/server/src/demo/demo-addon-data.ts';
import { seedDemoCatalog } from '../../../packages/server/src/demo/demo-catalog.ts';
import type { HttpTestClient } from '../../../packages/server/src/testing/http-test-client.ts';
import { describeEachEngine, type TestDatabase } from '../../../packages/server/src/testing/test-databases.ts';
import { findAll, parseXml } from '../../../packages/server/src/testing/xml-tree.ts';
import { runTool, toolsAvailable } from '../../../packages/print/src/testing/pdf-tools.ts';
import { drainQueue, installDynamicPricing, startPrintQueueSystem } from './testing/print-queue-fixtures.ts';

const available = toolsAvailable('print queue order line', ['pdfinfo', 'pdftotext']);

type Json = Record<string, any>;
const box = (x: number, y: number, width: number, height: number) => ({ x, y, width, height, rotation: 0 });
const text = (id: string, content: string, transform: Json, extra: Json = {}) => ({ id, type: 'text', content, fontFamily: 'Roboto', fontSize: 40, fill: '#1A1A1A', align: 'center', transform, ...extra });

/** A design on a demo product's own sides, with the given elements per side (others empty). */
function designOn(product: Product, elements: Record<string, Json[]>): Json {
  const sides = (product.meta as { sides: Json[] }).sides;
  return { schemaVersion: 3, name: 'From scratch', sides: sides.map(({ mockup: _m, ...side }) => ({ ...side, elements: elements[side.id] ?? [] })) };
}

/** pdfinfo's page count and each page's size in millimetres. */
function pdfPages(path: string): { pages: number; sizes: string[] } {
  const info = runTool('pdfinfo', ['-f', '1', '-l', '20', path]);
  const mm = (pt: string) => Math.round((Number(pt) * 25.4) / 72 * 10) / 10;
  return { pages: Number(/^Pages:\s+(\d+)/m.exec(info)![1]), sizes: [...info.matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/gm)].map((m) => `${mm(m[1]!)} x ${mm(m[2]!)} mm`) };
}

const pdfText = (path: string) => runTool('pdftotext', ['-layout', path, '-']);

describeEachEngine('the order as sold, from quote and cart to every file the print shop receives', (engine) => {
  let testDb: TestDatabase;
  let kit: AddonTestKit;
  let services: PlatformServices;
  let admin: HttpTestClient;
  let hotfolder: string;
  let tee: Product;
  let card: Product;

  beforeAll(async () => {
    testDb = await engine.create();
    ({ kit, services, admin, hotfolder } = await startPrintQueueSystem({ database: testDb }));
    await installDynamicPricing(kit, admin);
    [tee, , card] = (await seedDemoCatalog(services.shop)) as [Product, Product, Product];
    for (const rule of DEMO_PRICING_RULES) expect((await admin.post('/wp-json/svc/v1/pricing/rules', rule)).status).toBe(201);
    // The demo's garment method, as the demo seed makes it: the T-shirt prints each area at real size.
    const garment = await admin.post('/api/v1/printing/methods', {
      name: 'Garment print (DTG/DTF)',
      code: 'garment-dtg',
      output: { colorMode: 'rgb', resolutionDpi: 300, bleedMm: 0, cropMarks: false, kind: 'garment', transparentBackground: true },
    });
    expect(garment.status, garment.text).toBe(201);
    expect((await admin.request('PATCH', `/api/v1/products/${tee.id}`, { json: { printingMethodIds: [garment.body.id] } })).status).toBe(200);
    const settings = await admin.post('/wp-json/svc/v1/print-queue/settings', {
      enabled: true,
      directory: hotfolder,
      file_name_pattern: '{job}-{option:paper}-{pieces}',
      deliver: { jdf: true },
    });
    expect(settings.status, settings.text).toBe(200);
  }, 240_000);
  afterAll(async () => {
    await kit?.close();
    await testDb?.drop();
  });

  /** Checks out the customer's cart, pays it as the admin, renders and delivers; answers the order's jobs. */
  async function paidJobs(customer: HttpTestClient): Promise<Json[]> {
    const order = await customer.post('/wp-json/svc/v1/checkout', { email: 'ann@example.com' });
    expect(order.status, order.text).toBe(201);
    expect((await admin.post(`/api/v1/orders/${order.body.id}/status`, { status: 'paid' })).status).toBe(200);
    await drainQueue(services);
    const jobs = (await admin.get(`/wp-json/svc/v1/print-queue?search=${order.body.id}&per_page=100`)).body as Json[];
    return jobs.filter((job) => job.order.id === order.body.id);
  }

  /** The delivered files of a job, by kind: paths in the hotfolder. */
  function filesOf(job: Json): Record<string, string> {
    return Object.fromEntries(Object.entries(job.files as Record<string, { name: string }>).map(([kind, file]) => [kind, join(hotfolder, file.name)]));
  }

  it.skipIf(!available)('seam: a T-shirt designed from scratch, XXL black front and back, is quoted and bought at €26.40 and prints two areas; front only is refused at cart', async () => {
    const customer = kit.t.client();
    const design = designOn(tee, {
      front: [text('front-text', 'GO TEAM', box(130, 200, 240, 60))],
      back: [text('back-text', 'NUMBER 7', box(130, 250, 240, 60))],
    });
    const options = { size: 'XXL', color: 'black', print: 'front-back' };
    const quote = await customer.post('/wp-json/svc/v1/pricing/quote', { product_id: tee.id, options, design });
    expect(quote.status, quote.text).toBe(200);
    // 14.90 + 4.00 (XXL) + 1.50 (black) + 6.00 (front and back); no demo rule applies to two short texts.
    expect(quote.body).toMatchObject({ base_unit_price: 2640, total: 2640, preflight: { ok: true } });
    expect(quote.body.sides).toEqual({ option: 'print', paid: ['front', 'back'], with_content: ['front', 'back'], printed: ['front', 'back'], unpaid: [], upgrade: null });

    // Under "Front only" the quote names the unpaid back and prices the upgrade in full; the cart refuses the line.
    const frontOnly = await customer.post('/wp-json/svc/v1/pricing/quote', { product_id: tee.id, options: { ...options, print: 'front' }, design });
    expect(frontOnly.body).toMatchObject({ total: 2040, sides: { paid: ['front'], unpaid: ['back'], upgrade: { option: 'print', value: 'front-back', label: 'Front and back', price_delta: 600, total: 2640, difference: 600 } } });
    const refused = await customer.post('/wp-json/svc/v1/cart/items', { product_id: tee.id, options: { ...options, print: 'front' }, design, quote_token: frontOnly.body.quote_token });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'svc_cart_side_unpaid',
      message: 'The design prints on Back, which "Front only" does not include; choose "Front and back" (+6.00 EUR per item) or clear that side.',
      data: { sides: ['back'], option: 'print', value: 'front', paid: ['front'], upgrade: { value: 'front-back', label: 'Front and back', price_delta: 600, currency: 'EUR' } },
    });
    expect((await customer.get('/wp-json/svc/v1/cart')).body.items).toEqual([]);

    const added = await customer.post('/wp-json/svc/v1/cart/items', { product_id: tee.id, options, design, quote_token: quote.body.quote_token });
    expect(added.status, added.text).toBe(201);
    expect(added.body.items[0]).toMatchObject({ unitPrice: 2640, lineTotal: 2640 });
    expect(added.body.items[0].meta.line).toMatchObject({
      options: [
        { name: 'size', label: 'Size', value: 'XXL', valueLabel: 'XXL' },
        { name: 'color', label: 'Color', value: 'black', valueLabel: 'Black' },
        { name: 'print', label: 'Printed sides', value: 'front-back', valueLabel: 'Front and back' },
      ],
      quantity: { count: 1, text: '1 item', pieces: 1 },
      media: { name: 'color', valueLabel: 'Black' },
      printedSides: ['front', 'back'],
      lowResolutionAccepted: false,
    });

    const [job] = await paidJobs(customer);
    expect(job!.state, JSON.stringify(job!.error)).toBe('delivered');
    expect(job!.printingMethod.used).toBe('garment-dtg');
    const files = filesOf(job!);
    // Each print area at real size (chest 300 × 400 mm, back 300 × 450 mm), no bleed, no crop marks.
    expect(pdfPages(files.artifact!)).toEqual({ pages: 2, sizes: ['300 x 400 mm', '300 x 450 mm'] });
    expect(pdfText(files.artifact!)).toMatch(/GO TEAM[\s\S]*NUMBER 7/);
    const ticket = JSON.parse(readFileSync(files.ticket!, 'utf8'));
    expect(ticket).toMatchObject({
      quantity: 1,
      sides: [{ id: 'front', page: 1 }, { id: 'back', page: 2 }],
      pages: [{ page: 1, side: 'front', area: 'chest', width: 300, height: 400 }, { page: 2, side: 'back', area: 'back', width: 300, height: 450 }],
      output: { kind: 'garment', background: 'transparent', cropMarks: false },
      colorMode: 'rgb',
      forced: null,
    });
    expect(ticket.options.map((o: Json) => `${o.label}: ${o.valueLabel}`)).toEqual(['Size: XXL', 'Color: Black', 'Printed sides: Front and back']);
    const jdf = parseXml(readFileSync(files.jdf!, 'utf8'));
    expect(findAll(jdf, 'Media')[0]!.attributes).toMatchObject({ MediaType: 'Other', DescriptiveName: 'Color: Black' });
    expect(findAll(jdf, 'RunList')[0]!.attributes.NPage).toBe('2');
    const sheet = pdfText(files.jobSheet!);
    for (const line of [/Quantity\s+1 item/, /Size\s+XXL/, /Color\s+Black/, /Printed sides\s+Front and back/, /Sides\s+Front, Back/, /300 × 400 mm, 300 × 450 mm, real size/]) expect(sheet).toMatch(line);
    // The admin's job page reads the same order line from the API.
    const page = (await admin.get(`/wp-json/svc/v1/print-queue/${job!.id}`)).body;
    expect(page).toMatchObject({ quantityMeaning: { text: '1 item' }, printedSides: ['front', 'back'], media: { valueLabel: 'Black' }, forced: false, forcedBy: null });
    expect(page.options).toHaveLength(3);
  });

  it.skipIf(!available)('front only with a designed back the customer chose not to buy (drop_unpaid_sides): sold at the front-only price, prints one page', async () => {
    const customer = kit.t.client();
    const design = designOn(tee, { front: [text('title', 'TEAM NAME', box(130, 200, 240, 60))], back: [text('number', '23', box(150, 200, 200, 200))] });
    const options = { size: 'M', color: 'white', print: 'front' };
    const quote = await customer.post('/wp-json/svc/v1/pricing/quote', { product_id: tee.id, options, design });
    expect(quote.body).toMatchObject({ total: 1490, sides: { printed: ['front'], unpaid: ['back'] } });
    const added = await customer.post('/wp-json/svc/v1/cart/items', { product_id: tee.id, options, design, quote_token: quote.body.quote_token, drop_unpaid_sides: true });
    expect(added.status, added.text).toBe(201);
    expect(added.body.items[0]).toMatchObject({ lineTotal: 1490, meta: { line: { printedSides: ['front'], droppedSides: ['back'] } } });
    const [job] = await paidJobs(customer);
    expect(job).toMatchObject({ state: 'delivered', printedSides: ['front'], droppedSides: ['back'] });
    const files = filesOf(job!);
    expect(pdfPages(files.artifact!)).toEqual({ pages: 1, sizes: ['300 x 400 mm'] });
    expect(JSON.parse(readFileSync(files.ticket!, 'utf8')).sides).toEqual([{ id: 'front', name: 'Front', page: 1 }]);
    expect(pdfText(files.jobSheet!)).toMatch(/Sides\s+Front\n/);
  });

  it.skipIf(!available)('cards: 1 pack of 500 on soft-touch 400 g/m² reaches the ticket, the JDF (Amount, Media), the sheet and the file name; an empty paid back prints no page', async () => {
    const customer = kit.t.client();
    const design = designOn(card, { front: [text('name', 'Ada Lovelace', box(8, 20, 69, 12), { fontSize: 14 })] });
    const options = { pack: '500', paper: 'soft-touch-400', print: 'both' };
    const quote = await customer.post('/wp-json/svc/v1/pricing/quote', { product_id: card.id, options, design });
    expect(quote.body.sides).toMatchObject({ paid: ['front', 'back'], with_content: ['front'], printed: ['front'], unpaid: [] });
    expect((await customer.post('/wp-json/svc/v1/cart/items', { product_id: card.id, options, design, quote_token: quote.body.quote_token })).status).toBe(201);
    const [job] = await paidJobs(customer);
    expect(job!.state, JSON.stringify(job!.error)).toBe('delivered');
    const files = filesOf(job!);
    expect(job!.files.artifact.name).toBe(`${job!.number}-soft-touch-400-500.pdf`);
    // Paid for both sides, but the back is empty: one page, and the sheet and ticket name the front only.
    expect(pdfPages(files.artifact!).pages).toBe(1);
    const ticket = JSON.parse(readFileSync(files.ticket!, 'utf8'));
    expect(ticket).toMatchObject({
      quantity: 1,
      quantityMeaning: { count: 1, unit: 'pack', perUnit: 500, pieces: 500, piece: 'cards', text: '1 pack of 500 cards' },
      media: { name: 'paper', valueLabel: 'Soft-touch 400 g/m²' },
      sides: [{ id: 'front', page: 1 }],
      output: { kind: 'sheet', cropMarks: true },
    });
    const jdf = parseXml(readFileSync(files.jdf!, 'utf8'));
    expect(jdf.attributes.Version).toBe('1.4');
    expect(findAll(jdf, 'Component')[0]!.attributes).toMatchObject({ Amount: '500', DescriptiveName: 'Business Cards 85 × 55 mm, 1 pack of 500 cards' });
    expect(findAll(jdf, 'ComponentLink')[0]!.attributes.Amount).toBe('500');
    expect(findAll(jdf, 'Media')[0]!.attributes).toMatchObject({ MediaType: 'Paper', Weight: '400', DescriptiveName: 'Paper: Soft-touch 400 g/m²', ProductID: 'soft-touch-400' });
    expect(findAll(jdf, 'GeneralID').map((id) => `${id.attributes.IDUsage}=${id.attributes.IDValue}`)).toEqual(['option:pack=500', 'option:paper=soft-touch-400', 'option:print=both', 'quantity:units=1']);
    const sheet = pdfText(files.jobSheet!);
    for (const line of [/Quantity\s+1 pack of 500 cards/, /Cards per pack\s+500 cards/, /Paper\s+Soft-touch 400 g\/m²/, /Printed sides\s+Front and back/, /Sides\s+Front\n/]) expect(sheet).toMatch(line);
  });

  it.skipIf(!available)('a job forced past its preflight errors says FORCED, by whom and what, and lists its warnings, on the sheet and in the ticket', async () => {
    const customer = kit.t.client();
    const design = designOn(card, {
      front: [
        // Runs to the trim edge but stops short of the bleed: an error; 4 pt text: a warning.
        { id: 'band', type: 'shape', shape: 'rectangle', transform: box(0, 40, 85, 15), fill: '#1D4E89' },
        text('tiny', 'small print', box(10, 10, 60, 5), { fontSize: 4 }),
      ],
    });
    expect((await customer.post('/wp-json/svc/v1/cart/items', { product_id: card.id, options: { pack: '100' }, design })).status).toBe(201);
    const [held] = await paidJobs(customer);
    expect(held).toMatchObject({ state: 'held', holdReason: 'preflight' });
    const processed = await admin.post(`/wp-json/svc/v1/print-queue/${held!.id}/process`, {});
    expect(processed.body).toMatchObject({ forced: true, forcedBy: expect.stringContaining('@') });
    await drainQueue(services);
    const job = (await admin.get(`/wp-json/svc/v1/print-queue/${held!.id}`)).body;
    expect(job.state, JSON.stringify(job.error)).toBe('delivered');
    const files = filesOf(job);
    const ticket = JSON.parse(readFileSync(files.ticket!, 'utf8'));
    expect(ticket.forced).toEqual({ by: processed.body.forcedBy, errors: [expect.objectContaining({ check: 'bleed_missing', side: 'front', element: 'band' })] });
    expect(ticket.warnings).toEqual(expect.arrayContaining([expect.objectContaining({ check: 'text_too_small', element: 'tiny' })]));
    const sheet = pdfText(files.jobSheet!);
    expect(sheet).toContain(`FORCED by ${processed.body.forcedBy} past 1 preflight error(s)`);
    expect(sheet).toMatch(/front \/ band: The element runs to the trim edge/);
    expect(sheet).toMatch(/Warnings \(\d+\)/);
    expect(sheet).toMatch(/front \/ tiny: The text is set at 4 pt/);
    expect(findAll(parseXml(readFileSync(files.jdf!, 'utf8')), 'Comment').map((c) => c.attributes.Name)).toEqual(expect.arrayContaining(['Forced', 'Warning']));
  });

  it.skipIf(!available)('low resolution: refused while the shop blocks it; once it lets customers accept, the line records it and the job prints, saying so', async () => {
    const customer = kit.t.client();
    // small.png is 300 × 200 px: at 60 mm wide that is 127 ppi, below half of 300 dpi (a preflight error).
    const design = designOn(card, { front: [{ id: 'photo', type: 'image', media: 'small.png', transform: box(10, 10, 60, 40) }] });
    const line = { product_id: card.id, options: { pack: '100' }, design, accept_low_resolution: true };
    expect((await customer.get('/wp-json/svc/v1/catalog')).body.limits.low_resolution).toBe('block');
    const refused = await customer.post('/wp-json/svc/v1/cart/items', line);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('svc_cart_low_resolution_refused');
    expect((await customer.post('/wp-json/svc/v1/cart/items', { ...line, accept_low_resolution: 'yes' })).status).toBe(400);

    expect((await admin.request('PATCH', '/api/v1/settings', { json: { lowResolutionPhotos: 'accept' } })).body.lowResolutionPhotos).toBe('accept');
    expect((await customer.get('/wp-json/svc/v1/catalog')).body.limits.low_resolution).toBe('accept');
    const added = await customer.post('/wp-json/svc/v1/cart/items', line);
    expect(added.status, added.text).toBe(201);
    expect(added.body.items[0].meta).toMatchObject({ acceptLowResolution: true, line: { lowResolutionAccepted: true } });
    // A quantity change keeps the acceptance even if the shop changed its mind meanwhile.
    await admin.request('PATCH', '/api/v1/settings', { json: { lowResolutionPhotos: 'block' } });
    const changed = await customer.request('PATCH', `/wp-json/svc/v1/cart/items/${added.body.items[0].id}`, { json: { quantity: 2 } });
    expect(changed.body.items[0].meta.line).toMatchObject({ lowResolutionAccepted: true, quantity: { text: '2 packs of 100 cards (200 cards)' } });

    const [job] = await paidJobs(customer);
    expect(job).toMatchObject({ state: 'delivered', forced: false, lowResolutionAccepted: true });
    const files = filesOf(job!);
    const ticket = JSON.parse(readFileSync(files.ticket!, 'utf8'));
    expect(ticket).toMatchObject({ lowResolutionAccepted: true, forced: null, quantityMeaning: { pieces: 200 } });
    expect(ticket.warnings).toEqual(expect.arrayContaining([expect.objectContaining({ check: 'image_resolution', element: 'photo' })]));
    expect(pdfText(files.jobSheet!)).toContain('LOW RESOLUTION ACCEPTED by the customer');
  });

  it('a stale quote at add to cart answers a code to act on and a fresh quote that the cart then takes; a price changed at checkout is stored before the refusal', async () => {
    const customer = kit.t.client();
    const design = designOn(card, { front: [text('name', 'Grace', box(8, 20, 69, 12), { fontSize: 14 })] });
    const quote = await customer.post('/wp-json/svc/v1/pricing/quote', { product_id: card.id, quantity: 1, options: { pack: '250' }, design });
    // The customer changed the paper after the quote: the token was made for other options.
    const line = { product_id: card.id, quantity: 1, options: { pack: '250', paper: 'gloss-350' }, design };
    const stale = await customer.post('/wp-json/svc/v1/cart/items', { ...line, quote_token: quote.body.quote_token });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'svc_pricing_quote_token_mismatch',
      message: 'This price quote was made for another choice of options; please ask for a new quote.',
      data: { field: 'options', requote: true, quote: { product_id: card.id, options: { pack: '250', paper: 'gloss-350', print: 'front' }, quantity: 1, total: quote.body.total, quote_token: expect.any(String) } },
    });
    const again = await customer.post('/wp-json/svc/v1/cart/items', { ...line, quote_token: stale.body.data.quote.quote_token });
    expect(again.status, again.text).toBe(201);
    expect(again.body.items[0].lineTotal).toBe(stale.body.data.quote.total);

    // A price that moves between cart and checkout: refused once with the line already repriced, then ordered.
    const rule = await admin.post('/wp-json/svc/v1/pricing/rules', { name: 'Late fee', action: { type: 'fixed', amount: 70 } });
    try {
      const refused = await customer.post('/wp-json/svc/v1/checkout', {});
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'svc_cart_repriced', data: { previous_total: again.body.items[0].lineTotal, total: again.body.items[0].lineTotal + 70 } });
      expect((await customer.get('/wp-json/svc/v1/cart')).body.total).toBe(again.body.items[0].lineTotal + 70);
      const ordered = await customer.post('/wp-json/svc/v1/checkout', {});
      expect(ordered.status, ordered.text).toBe(201);
      expect(ordered.body.total).toBe(again.body.items[0].lineTotal + 70);
    } finally {
      await admin.post('/wp-json/svc/v1/pricing/rules/delete', { id: rule.body.id });
    }
  });

  it("a method's per-side price counts the printed sides: paid and with content", async () => {
    const method = await admin.post('/api/v1/printing/methods', { name: 'Per side', code: 'per-side', output: { colorMode: 'rgb' }, pricing: { perSide: 100 } });
    expect((await admin.request('PATCH', `/api/v1/products/${card.id}`, { json: { printingMethodIds: [method.body.id] } })).status).toBe(200);
    const customer = kit.t.client();
    const front = [text('name', 'Ada', box(8, 20, 69, 12), { fontSize: 14 })];
    const perSide = async (print: string, back: Json[]) => {
      const quote = await customer.post('/wp-json/svc/v1/pricing/quote', { product_id: card.id, options: { print }, design: designOn(card, { front, back }) });
      expect(quote.status, quote.text).toBe(200);
      return quote.body.breakdown.find((line: Json) => line.action === 'per_side');
    };
    // Quotes reuse a product's method for a few seconds (docs/pricing.md): wait for the new assignment.
    await expect.poll(() => perSide('both', []), { timeout: 20_000 }).toMatchObject({ units: 1, amount: 100 });
    expect(await perSide('both', [text('back', 'Hi', box(8, 20, 69, 12))])).toMatchObject({ units: 2, amount: 200 });
    // Unpaid: not charged (and refused at the cart until the customer upgrades or clears it).
    expect(await perSide('front', [text('back', 'Hi', box(8, 20, 69, 12))])).toMatchObject({ units: 1, amount: 100 });
  });
});
