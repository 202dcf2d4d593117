import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MEDIA_HOOKS, type CartItemInput, type MediaUse, type Order, type PlatformServices, type StorageReader } from '@dcs/platform';
import type { HttpTestClient, TestResponse } from '../../../../packages/server/src/testing/http-test-client.ts';
import { createPrintTestProviders } from '../../../../packages/print/src/testing/print-fixtures.ts';
import { startAddonTestSystem, type AddonTestKit } from '@dcs/server/addon-testing';

/** The addon's source folder. */
export const PRINT_QUEUE_DIR = join(import.meta.dirname, '..', '..');
/** Ghostscript's CMYK profile (Debian libgs-common), the test output profile as in `packages/print`. */
export const GHOSTSCRIPT_CMYK_ICC = '/usr/share/color/icc/ghostscript/default_cmyk.icc';

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A {@link StorageReader} over `bytes` that answers at most `maxRead` bytes a read (a short read, as a network source gives). */
export function bufferReader(bytes: Buffer, maxRead = Infinity): StorageReader {
  return {
    size: bytes.length,
    read: async (into, position) => bytes.copy(into, 0, position, Math.min(bytes.length, position + Math.min(into.byteLength, maxRead))),
    close: async () => {},
  };
}

/** Builds, signs, uploads and activates the print queue addon. */
export async function installPrintQueue(kit: AddonTestKit, admin: HttpTestClient): Promise<void> {
  const zip = await kit.buildSigned(PRINT_QUEUE_DIR);
  const upload = await kit.upload(admin, zip, { license_key: kit.license(['print-queue']) });
  if (upload.status !== 201) throw new Error(`upload failed: ${upload.text}`);
  const state = await admin.post('/api/v1/addons/state', ['print-queue']);
  if (state.status !== 200) throw new Error(`activation failed: ${state.text}`);
}

/**
 * A test system with the print test assets (fonts, photos, cliparts) as an asset source, the print
 * queue installed and active, and an empty hotfolder (not yet in the settings). `database` and `clock`
 * go to {@link startAddonTestSystem} (another engine; a clock the test moves).
 */
export async function startPrintQueueSystem(
  options: Parameters<typeof startAddonTestSystem>[0] = {},
): Promise<{ kit: AddonTestKit; services: PlatformServices; admin: HttpTestClient; hotfolder: string }> {
  const kit = await startAddonTestSystem(options);
  const services = kit.t.system.services;
  const admin = await kit.t.admin();
  const providers = await createPrintTestProviders();
  services.assets.addSource({ loadFont: providers.fonts.loadFont, loadImage: providers.assets!.loadImage, loadClipart: providers.assets!.loadClipart });
  await installPrintQueue(kit, admin);
  return { kit, services, admin, hotfolder: mkdtempSync(join(tmpdir(), 'dcs-hotfolder-')) };
}

/** Builds, signs, uploads and activates the dynamic pricing addon beside the print queue. */
export async function installDynamicPricing(kit: AddonTestKit, admin: HttpTestClient): Promise<void> {
  const upload = await kit.upload(admin, await kit.buildSigned(join(PRINT_QUEUE_DIR, '..', 'dynamic-pricing')), { license_key: kit.license(['dynamic-pricing']) });
  if (upload.status !== 201) throw new Error(`upload failed: ${upload.text}`);
  const state = await admin.post('/api/v1/addons/state', ['print-queue', 'dynamic-pricing']);
  if (state.status !== 200) throw new Error(`activation failed: ${state.text}`);
}

/** Runs the due queue jobs (renders, deliveries) in this process; answers how many ran. */
export async function drainQueue(services: PlatformServices): Promise<number> {
  const worker = services.queue.work({ pollIntervalMs: 60_000 });
  try {
    return await worker.drain();
  } finally {
    await worker.stop();
  }
}

/** Uploads the Ghostscript CMYK profile through the admin API; answers its record (`id`, `storageKey`…). */
export async function uploadCmykProfileRecord(admin: HttpTestClient): Promise<{ id: number; storageKey: string; sha256: string }> {
  const form = new FormData();
  form.append('file', new Blob([readFileSync(GHOSTSCRIPT_CMYK_ICC)]), 'default_cmyk.icc');
  const response = await admin.request('POST', '/api/v1/icc_profiles', { body: form });
  if (response.status !== 201) throw new Error(`profile upload failed: ${response.text}`);
  return response.body;
}

/** Uploads the Ghostscript CMYK profile through the admin API; answers its storage key. */
export async function uploadCmykProfile(admin: HttpTestClient): Promise<string> {
  return (await uploadCmykProfileRecord(admin)).storageKey;
}

/**
 * Turns delivery on into `hotfolder` (JDF and barcode too) with a CMYK offset method on the Ghostscript
 * profile, uploaded first; answers the settings save.
 */
export async function enableCmykDelivery(admin: HttpTestClient, hotfolder: string): Promise<TestResponse> {
  const iccProfileKey = await uploadCmykProfile(admin);
  return admin.post('/wp-json/svc/v1/print-queue/settings', {
    enabled: true,
    directory: hotfolder,
    deliver: { jdf: true, barcode: true },
    printingMethod: { code: 'offset', colorMode: 'cmyk', iccProfileKey, outputCondition: 'Custom' },
  });
}

/** Places and pays an order with the given lines. */
export async function paidOrderOf(services: PlatformServices, lines: readonly CartItemInput[]): Promise<Order> {
  const { shop, auth } = services;
  const { session } = await auth.resolveCustomerSession(null, { create: true });
  for (const line of lines) await shop.addCartItem(session.id, line);
  const order = await shop.checkout(session.id, { email: 'ann@example.com' });
  return shop.setOrderStatus(order.id, 'paid');
}

/**
 * Offers media item `id` to customers, as a design template placing it would (a published use in
 * `media.usage`), so an order's design may name it: the shop refuses `media:<id>` that no template
 * or option offers.
 */
export function publishMedia(services: Pick<PlatformServices, 'hooks'>, id: number): void {
  services.hooks.addFilter<MediaUse[]>(MEDIA_HOOKS.usage, (uses: MediaUse[], mediaId: number) =>
    mediaId === id ? [...uses, { type: 'test_template', id: 'photo card', name: 'Photo card', published: true }] : uses,
  );
}

/** Places and pays an order of postcards with one line per design (null = an item without a design). */
export async function paidOrder(services: PlatformServices, designs: readonly unknown[], quantity = 50): Promise<Order> {
  const { shop } = services;
  let product = (await shop.listProducts({ search: 'PQ-POSTCARD' })).items[0];
  product ??= await shop.createProduct({ name: 'Postcard A5', sku: 'PQ-POSTCARD', basePrice: 120, currency: 'EUR' });
  return paidOrderOf(services, designs.map((design) => ({ productId: product.id, quantity, ...(design === null ? {} : { design }) })));
}

/** A raw GET with the admin's cookies: bytes and headers of a download. */
export async function download(t: { url: string }, admin: HttpTestClient, path: string, init: RequestInit = {}): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
  const cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const headers: Record<string, string> = { cookie, ...(init.method === 'POST' ? { 'x-wp-nonce': admin.nonce!, 'content-type': 'application/json' } : {}) };
  const response = await fetch(`${t.url}${path}`, { ...init, headers });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** A design with only shapes and hosted-font text (what every worker process can render). */
export function shapesDesign(name = 'Shapes', text = 'Print queue'): Record<string, unknown> {
  return {
    schemaVersion: 3,
    name,
    sides: [
      {
        id: 'front',
        name: 'Front',
        trim: { width: 148, height: 210 },
        bleed: 3,
        safeMargin: 5,
        printAreas: [{ id: 'full', name: 'Full page', x: -3, y: -3, width: 154, height: 216 }],
        elements: [
          { id: 'background', type: 'shape', shape: 'rectangle', transform: { x: -3, y: -3, width: 154, height: 216, rotation: 0 }, fill: { name: 'Cream', hex: '#F7F1E3', cmyk: [2, 4, 12, 0] } },
          { id: 'disc', type: 'shape', shape: 'ellipse', transform: { x: 34, y: 40, width: 80, height: 80, rotation: 0 }, fill: '#0F6FB5' },
          { id: 'title', type: 'text', content: text, fontFamily: 'Roboto', fontWeight: 400, fontSize: 20, transform: { x: 12, y: 140, width: 124, height: 14, rotation: 0 }, fill: '#1A1A1A', align: 'center' },
        ],
      },
    ],
  };
}
