import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addonFiles, testManifest, writeRawZip, zipEntries } from '@dcs/addon-sdk/testing';
import { addonModule } from '../../../../packages/server/src/core/addons/testing/addon-test-kit.ts';
import { HttpTestClient } from '../../../../packages/server/src/testing/http-test-client.ts';

/** A business card design: a background, a disc and a line of Roboto (hosted, so every process renders it). */
export function businessCardDesign(text = 'Ann Example'): Record<string, unknown> {
  return businessCardWith([
    { id: 'bg', type: 'shape', shape: 'rectangle', transform: { x: -2, y: -2, width: 89, height: 59, rotation: 0 }, fill: '#F7F1E3' },
    { id: 'disc', type: 'shape', shape: 'ellipse', transform: { x: 8, y: 12, width: 20, height: 20, rotation: 0 }, fill: '#0F6FB5' },
    { id: 'name', type: 'text', layer: 'name', content: text, fontFamily: 'Roboto', fontWeight: 400, fontSize: 12, transform: { x: 32, y: 18, width: 48, height: 8, rotation: 0 }, fill: '#1A1A1A', align: 'left' },
  ]);
}

/** The demo's business card (product 3: 85 × 55 mm, 2 mm bleed, printed to the bleed) with `elements` on its front. */
export function businessCardWith(elements: unknown[]): Record<string, unknown> {
  return {
    schemaVersion: 3,
    name: 'Card',
    sides: [
      {
        id: 'front',
        name: 'Front',
        trim: { width: 85, height: 55 },
        bleed: 2,
        safeMargin: 3,
        printAreas: [{ id: 'full', name: 'Full', x: -2, y: -2, width: 89, height: 59 }],
        elements,
      },
    ],
  };
}

/** A customer places an order of the product with a design through the storefront API (pending). */
export async function placeOrder(url: string, productId: number, design: unknown): Promise<number> {
  const customer = new HttpTestClient(url);
  const added = await customer.post('/wp-json/svc/v1/cart/items', { product_id: productId, quantity: 100, design });
  if (added.status !== 201 && added.status !== 200) throw new Error(`cart: ${added.status} ${added.text}`);
  const order = await customer.post('/wp-json/svc/v1/checkout', { email: 'ann@example.com' });
  if (order.status !== 201 && order.status !== 200) throw new Error(`checkout: ${order.status} ${order.text}`);
  return order.body.id;
}

/** An SVG clipart with two recolourable regions. */
export const STAR_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><circle cx="50" cy="50" r="48" fill="#ffcc00"/><path d="M50 10 L61 40 L92 40 L67 58 L76 90 L50 70 L24 90 L33 58 L8 40 L39 40 Z" fill="#d62828"/></svg>',
);

/** An unsigned custom addon package (installable with allow_unsigned_custom). */
export async function customAddonZip(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'dcs-admin-addon-'));
  const manifest = testManifest({ slug: 'staff-notes', name: 'Staff notes', channel: 'custom', tier: 'free', requiresServices: ['hooks'], entry: 'dist/index.mjs' });
  return writeRawZip(join(dir, 'staff-notes.zip'), zipEntries('staff-notes', addonFiles(manifest, { [manifest.entry]: addonModule('') })));
}

/** A ZIP whose entry climbs out of its folder: the upload must be refused whole. */
export async function hostileZip(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'dcs-admin-hostile-'));
  const manifest = testManifest({ slug: 'evil', channel: 'custom', entry: 'dist/index.mjs' });
  const entries = [...zipEntries('evil', addonFiles(manifest)), { name: 'evil/../../escaped.txt', data: Buffer.from('gotcha') }];
  return writeRawZip(join(dir, 'evil.zip'), entries);
}
