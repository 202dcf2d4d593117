import type { Product } from '@dcs/platform';
import type { DemoAdminClient } from './demo-admin-client.ts';
import type { DemoSide } from './demo-catalog.ts';

type Json = Record<string, unknown>;

const palette = {
  black: { name: 'Ink black', hex: '#1A1A1A', cmyk: [0, 0, 0, 100] },
  white: { name: 'Paper white', hex: '#FFFFFF', cmyk: [0, 0, 0, 0] },
  blue: { name: 'Deep blue', hex: '#1D4E89', cmyk: [100, 70, 10, 10] },
  teal: { name: 'Teal', hex: '#2A9D8F', cmyk: [80, 10, 45, 5] },
  red: { name: 'Signal red', hex: '#E63946', cmyk: [0, 85, 70, 0] },
  yellow: { name: 'Sunflower', hex: '#F9C74F', cmyk: [0, 20, 75, 0] },
};

const box = (x: number, y: number, width: number, height: number) => ({ x, y, width, height, rotation: 0 });

/** A text element customers fill in: a placeholder that may be edited but not removed. */
function placeholderText(id: string, content: string, transform: Json, style: Json): Json {
  return { id, type: 'text', layer: id, placeholder: true, content, transform, fontSize: 10, overflow: 'shrink', permissions: { removable: false }, ...style };
}

function clipart(id: string, clipartId: number, transform: Json, extra: Json = {}): Json {
  return { id, type: 'clipart', layer: id, clipart: `clipart:${clipartId}`, transform, ...extra };
}

/** A design on the product's own sides (their trim, bleed, safe line and print areas). */
function designFor(product: Product, name: string, elements: Record<string, Json[]>): Json {
  const sides = (product.meta as { sides: DemoSide[] }).sides;
  return { schemaVersion: 3, name, sides: sides.map(({ mockup: _mockup, mockupMediaId: _id, mockupPlacement: _placement, ...side }) => ({ ...side, elements: elements[side.id] ?? [] })) };
}

/** The demo templates, one or two per demo product, with placeholders and their labels. */
export function demoTemplates(products: { tee: Product; mug: Product; card: Product }, cliparts: Map<string, number>): Array<{ product: Product; template: Json }> {
  const art = (title: string) => cliparts.get(title) ?? [...cliparts.values()][0]!;
  const { tee, mug, card } = products;
  return [
    {
      product: card,
      template: {
        name: 'Classic business card',
        category: 'Business cards',
        tags: ['business', 'classic'],
        design: designFor(card, 'Classic business card', {
          front: [
            // The band runs into the bleed on three sides: it is cut, never left with a white line.
            { id: 'band', type: 'shape', layer: 'band', shape: 'rectangle', transform: box(-2, 38, 89, 19), fill: palette.blue },
            placeholderText('name', 'Ada Lovelace', box(6, 7, 56, 8), { fontFamily: 'Montserrat', fontWeight: 700, fontSize: 13, fill: palette.black }),
            placeholderText('job', 'Head of Engineering', box(6, 16, 56, 5), { fontFamily: 'Open Sans', fontSize: 8, fill: palette.blue }),
            placeholderText('contact', 'ada@example.com · +44 20 7946 0000', box(6, 43, 73, 6), { fontFamily: 'Open Sans', fontSize: 7, fill: palette.white }),
            clipart('logo', art('Star'), box(64, 5, 15, 15), { placeholder: true }),
          ],
          back: [
            { id: 'background', type: 'shape', layer: 'background', shape: 'rectangle', transform: box(-2, -2, 89, 59), fill: palette.blue },
            clipart('emblem', art('Badge'), box(30, 15, 25, 25)),
          ],
        }),
        fields: { name: { label: 'Your name' }, job: { label: 'Job title' }, contact: { label: 'E-mail and phone' }, logo: { label: 'Logo' } },
      },
    },
    {
      product: card,
      template: {
        name: 'Full-colour card',
        category: 'Business cards',
        tags: ['business', 'colour', 'full bleed'],
        design: designFor(card, 'Full-colour card', {
          front: [
            { id: 'background', type: 'shape', layer: 'background', shape: 'rectangle', transform: box(-2, -2, 89, 59), fill: palette.teal },
            placeholderText('name', 'Grace Hopper', box(8, 18, 69, 10), { fontFamily: 'Playfair Display', fontSize: 16, fill: palette.white, align: 'center' }),
            placeholderText('job', 'Rear Admiral, Computing', box(8, 30, 69, 6), { fontFamily: 'Open Sans', fontSize: 8, fill: palette.white, align: 'center' }),
          ],
        }),
        fields: { name: { label: 'Your name', allowed_fonts: ['Playfair Display', 'Montserrat', 'Open Sans'] }, job: { label: 'Job title' } },
      },
    },
    {
      product: mug,
      template: {
        name: 'Name with hearts',
        category: 'Mugs',
        tags: ['gift', 'love'],
        design: designFor(mug, 'Name with hearts', {
          wrap: [
            clipart('heart-left', art('Heart'), box(28, 32, 30, 27)),
            placeholderText('name', 'For you, Sam', box(62, 34, 86, 24), { fontFamily: 'Dancing Script', fontSize: 30, fill: palette.red, align: 'center', verticalAlign: 'middle' }),
            clipart('heart-right', art('Heart'), box(152, 32, 30, 27)),
          ],
        }),
        fields: { name: { label: 'Name or message' } },
      },
    },
    {
      product: tee,
      template: {
        name: 'Team shirt',
        category: 'T-shirts',
        tags: ['team', 'sports'],
        design: designFor(tee, 'Team shirt', {
          front: [
            clipart('motif', art('Ball'), box(190, 150, 120, 120)),
            placeholderText('title', 'TEAM NAME', box(120, 300, 260, 60), { fontFamily: 'Bebas Neue', fontSize: 110, fill: palette.black, align: 'center' }),
          ],
          back: [
            placeholderText('name', 'PLAYER', box(130, 130, 240, 50), { fontFamily: 'Bebas Neue', fontSize: 90, fill: palette.black, align: 'center' }),
            placeholderText('number', '23', box(150, 200, 200, 220), { fontFamily: 'Bebas Neue', fontSize: 520, fill: palette.black, align: 'center', permissions: { removable: false, maxLength: 2 } }),
          ],
        }),
        fields: { title: { label: 'Team name' }, name: { label: 'Player name' }, number: { label: 'Number' } },
      },
    },
  ];
}

/** Pricing rules a print shop might start with (dynamic-pricing addon). */
export const DEMO_PRICING_RULES: readonly Json[] = [
  { name: 'Photo printing', description: 'Each photo on a design.', priority: 10, scope: 'element', conditions: [{ subject: 'element_type', op: 'in', value: ['image'] }], action: { type: 'fixed', amount: 150 } },
  { name: 'Cliparts', description: 'Each clipart after the first.', priority: 20, action: { type: 'per_metric', metric: 'cliparts', rate: 50, free: 1 } },
  { name: 'Long texts', description: 'Characters beyond 60.', priority: 30, action: { type: 'per_metric', metric: 'characters', rate: 1, free: 60 } },
  {
    name: 'Volume discount',
    description: '5 % from 10 items, 10 % from 50.',
    priority: 90,
    action: { type: 'tiers', basis: 'quantity', tiers: [{ min: 1, amount: 0 }, { min: 10, percent: -5 }, { min: 50, percent: -10 }] },
  },
];

/** T-shirt colour → the ink colour of the team shirt's texts, so they stay readable on every shirt. */
export function demoTeeMapping(): Json {
  const ink = { white: palette.black, black: palette.white, navy: palette.yellow, 'heather-grey': palette.blue };
  return {
    anchors: [],
    rules: Object.entries(ink).map(([value, color]) => ({
      option: 'color',
      value,
      changes: ['title', 'name', 'number'].map((layer) => ({ action: 'set_color', layer, color })),
    })),
  };
}

/** What seeding the addon data did. */
export interface AddonDataReport {
  templates: number;
  rules: number;
  mapping: boolean;
  /** Addons that were not active, so their part was skipped. */
  skipped: string[];
}

/** Whether an addon's routes answer (the addon is active). */
async function active(api: DemoAdminClient, statusPath: string): Promise<boolean> {
  return (await api.request('GET', statusPath)).status === 200;
}

/**
 * Seeds the demo data of the first-party addons through their own routes, each part only when it
 * is empty: templates assigned (and re-fitted) to the demo products, pricing rules, and the
 * T-shirt's configurator mapping. An inactive addon's part is skipped and reported.
 */
export async function seedDemoAddonData(api: DemoAdminClient, products: { tee: Product; mug: Product; card: Product }, cliparts: Map<string, number>): Promise<AddonDataReport> {
  const report: AddonDataReport = { templates: 0, rules: 0, mapping: false, skipped: [] };
  if (!(await active(api, '/wp-json/svc/v1/design-templates/status'))) report.skipped.push('design-templates');
  else if ((await api.expect('GET', '/wp-json/svc/v1/design-templates?per_page=1')).length === 0 && cliparts.size > 0) {
    for (const { product, template } of demoTemplates(products, cliparts)) {
      const created = await api.expect('POST', '/wp-json/svc/v1/design-templates', template);
      await api.expect('POST', `/wp-json/svc/v1/design-templates/${created.id}/assign`, { shop_product_id: product.id });
      report.templates++;
    }
  }
  if (!(await active(api, '/wp-json/svc/v1/pricing/status'))) report.skipped.push('dynamic-pricing');
  else if ((await api.expect('GET', '/wp-json/svc/v1/pricing/rules')).length === 0) {
    for (const rule of DEMO_PRICING_RULES) await api.expect('POST', '/wp-json/svc/v1/pricing/rules', rule);
    report.rules = DEMO_PRICING_RULES.length;
  }
  if (!(await active(api, '/wp-json/svc/v1/smart-configurator/status'))) report.skipped.push('smart-configurator');
  else if ((await api.request('GET', `/wp-json/svc/v1/smart-configurator/${products.tee.id}`)).status === 404) {
    await api.expect('PUT', `/wp-json/svc/v1/smart-configurator/${products.tee.id}`, demoTeeMapping());
    report.mapping = true;
  }
  return report;
}
