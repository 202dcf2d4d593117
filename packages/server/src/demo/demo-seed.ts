import type { Product } from '@dcs/platform';
import type { DcsSystem } from '../boot/create-system.ts';
import { seedDemoAddonData, type AddonDataReport } from './demo-addon-data.ts';
import { DemoAdminClient } from './demo-admin-client.ts';
import { DEMO_PRODUCTS } from './demo-catalog.ts';
import { seedDemoMockups } from './demo-mockups.ts';
import { seedDemoLibrary, type LibraryReport } from './demo-library.ts';

/** What {@link seedDemoDesignData} did. */
export interface DemoSeedReport {
  library: LibraryReport;
  addons: AddonDataReport;
  /** Mockup photos given to the demo T-shirt's sides. */
  mockups?: number;
}

/** The demo products by role, found by their SKUs; null when the shop lacks one (not a demo shop). */
async function demoProducts(system: Pick<DcsSystem, 'services'>): Promise<{ tee: Product; mug: Product; card: Product } | null> {
  const { items } = await system.services.shop.listProducts({ search: 'DEMO-', perPage: 100 });
  const bySku = (index: number) => items.find((product) => product.sku === DEMO_PRODUCTS[index]!.sku);
  const [tee, mug, card] = [bySku(0), bySku(1), bySku(2)];
  return tee && mug && card ? { tee, mug, card } : null;
}

/**
 * Seeds what a newcomer's designer shows, through the admin and addon APIs as the given admin:
 * the design library (palette, text styles, cliparts, a CMYK method with its profile assigned to
 * the demo products), then the addons' templates, pricing rules and configurator mapping. Each part
 * is seeded only while it is empty, so running it again changes nothing. Null when the demo products
 * are not there.
 */
export async function seedDemoDesignData(system: Pick<DcsSystem, 'services' | 'http'>, admin: { email: string; password: string }, profilePaths?: readonly string[]): Promise<DemoSeedReport | null> {
  const products = await demoProducts(system);
  if (!products) return null;
  const api = await DemoAdminClient.signIn(system, admin.email, admin.password);
  const library = await seedDemoLibrary(api, [products.tee.id, products.mug.id, products.card.id], profilePaths, [products.tee.id]);
  const addons = await seedDemoAddonData(api, products, library.clipartIds);
  const mockups = await seedDemoMockups(api, products.tee);
  return { library, addons, mockups };
}

/** The start-up log lines of a seed. */
export function describeDemoSeed(report: DemoSeedReport): string[] {
  const { library, addons } = report;
  const lines: string[] = [];
  const made = [
    library.colors && `${library.colors} palette colors`,
    library.textStyles && `${library.textStyles} text styles`,
    library.cliparts && `${library.cliparts} cliparts`,
    addons.templates && `${addons.templates} templates`,
    addons.rules && `${addons.rules} pricing rules`,
    addons.mapping && 'the T-shirt configurator mapping',
    report.mockups && `${report.mockups} T-shirt mockup photos`,
  ].filter(Boolean);
  if (made.length > 0) lines.push(`Seeded the demo designer data: ${made.join(', ')}.`);
  if (library.method?.id) lines.push(`Printing method "digital-cmyk" (CMYK through ${library.method.profile}) assigned to the demo products.`);
  if (library.garmentMethod) lines.push('Printing method "garment-dtg" (print areas at real size, transparent, RGB) assigned to the demo T-shirt.');
  if (library.method && library.method.id === null) lines.push(`The demo's CMYK printing method was not created: ${library.method.reason}`);
  if (addons.skipped.length > 0) lines.push(`Skipped the demo data of inactive addons: ${addons.skipped.join(', ')}.`);
  return lines;
}
