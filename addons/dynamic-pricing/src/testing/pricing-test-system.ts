import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Clock, Product } from '@dcs/platform';
import { startAddonTestSystem, type AddonTestKit } from '@dcs/server/addon-testing';
import type { TestDatabase } from '../../../../packages/server/src/testing/test-databases.ts';

const require = createRequire(import.meta.url);
const ADDON_DIR = join(import.meta.dirname, '..', '..');

type Client = Awaited<ReturnType<AddonTestKit['t']['admin']>>;

/** A running system with the pricing addon built, signed, uploaded and activated, and a product. */
export interface PricingTestSystem {
  kit: AddonTestKit;
  admin: Client;
  /** A T-shirt: 1500 EUR cents, size M (+0) / L (+200), printing_method dtg (+0) / screen (+100). */
  product: Product;
  /** Moves the system's clock. */
  advance(ms: number): void;
  close(): Promise<void>;
}

/** Roboto 400/700 from @fontsource (OFL), served to the design measurer as the shop's fonts would be. */
async function robotoSource() {
  const files = join(dirname(require.resolve('@fontsource/roboto/package.json')), 'files');
  const bytes = new Map<number, Uint8Array>();
  for (const weight of [400, 700]) bytes.set(weight, new Uint8Array(await readFile(join(files, `roboto-latin-${weight}-normal.woff`))));
  return {
    loadFont: async (request: { family: string; weight: number }) =>
      request.family.toLowerCase() === 'roboto' ? (bytes.get(request.weight >= 600 ? 700 : 400) ?? null) : null,
  };
}

/**
 * Starts the system; every pricing test file begins here. On `database` when given (dropped on
 * close), else a fresh SQLite file. Takes the database itself or `{ database }`.
 */
export async function startPricingTestSystem(on?: TestDatabase | { database?: TestDatabase }): Promise<PricingTestSystem> {
  const database = on && 'open' in on ? on : on?.database;
  let offset = 0;
  const clock: Clock = { now: () => Date.now() + offset };
  const kit = await startAddonTestSystem({ clock, ...(database ? { database } : {}) });
  kit.t.system.services.assets.addSource(await robotoSource());
  const admin = await kit.t.admin();
  const upload = await kit.upload(admin, await kit.buildSigned(ADDON_DIR), { license_key: kit.license(['dynamic-pricing']) });
  if (upload.status !== 201) throw new Error(`upload failed: ${upload.text}`);
  const state = await admin.post('/api/v1/addons/state', ['dynamic-pricing']);
  if (state.status !== 200) throw new Error(`activation failed: ${state.text}`);
  const product = await kit.t.system.services.shop.createProduct({
    name: 'T-shirt',
    sku: `TS-${Math.random().toString(36).slice(2, 8)}`,
    basePrice: 1500,
    currency: 'EUR',
    options: [
      { name: 'size', label: 'Size', values: [{ value: 'M', label: 'M', priceDelta: 0 }, { value: 'L', label: 'L', priceDelta: 200 }] },
      { name: 'printing_method', label: 'Printing', values: [{ value: 'dtg', label: 'DTG', priceDelta: 0 }, { value: 'screen', label: 'Screen', priceDelta: 100 }] },
    ],
  });
  const close = async () => {
    await kit.close();
    await database?.drop();
  };
  return { kit, admin, product, advance: (ms) => void (offset += ms), close };
}

/** A two-side design: "Hello world" (11 graphemes, 2 words) in Roboto and a red rectangle on the front, a line of text on the back. */
export function sampleDesign(front = 'Hello world'): Record<string, unknown> {
  const side = (id: string, elements: unknown[]) => ({
    id,
    trim: { width: 200, height: 250 },
    bleed: 3,
    safeMargin: 5,
    printAreas: [{ id: 'main', x: 10, y: 10, width: 180, height: 230 }],
    elements,
  });
  return {
    schemaVersion: 3,
    name: 'sample',
    sides: [
      side('front', [
        { id: 'title', type: 'text', transform: { x: 20, y: 20, width: 150, height: 30 }, content: front, fontFamily: 'Roboto', fontSize: 24, fill: '#112233' },
        { id: 'box', type: 'shape', shape: 'rectangle', transform: { x: 20, y: 100, width: 50, height: 40 }, fill: '#FF0000' },
      ]),
      side('back', [{ id: 'back-text', type: 'text', transform: { x: 20, y: 20, width: 150, height: 20 }, content: 'Team', fontFamily: 'Roboto', fontSize: 18, fill: '#112233' }]),
    ],
  };
}
