import { existsSync, readFileSync } from 'node:fs';
import type { DemoAdminClient } from './demo-admin-client.ts';
import { DEMO_CLIPARTS } from './demo-cliparts.ts';

/** The demo palette: groups of screen colors with the CMYK values a print shop would set. */
export const DEMO_PALETTE: ReadonlyArray<{ group: string; name: string; hex: string; cmyk: [number, number, number, number] }> = [
  { group: 'Basics', name: 'Ink black', hex: '#1A1A1A', cmyk: [0, 0, 0, 100] },
  { group: 'Basics', name: 'Paper white', hex: '#FFFFFF', cmyk: [0, 0, 0, 0] },
  { group: 'Basics', name: 'Warm grey', hex: '#8C8279', cmyk: [0, 10, 15, 55] },
  { group: 'Brights', name: 'Signal red', hex: '#E63946', cmyk: [0, 85, 70, 0] },
  { group: 'Brights', name: 'Tangerine', hex: '#F4A261', cmyk: [0, 40, 65, 0] },
  { group: 'Brights', name: 'Sunflower', hex: '#F9C74F', cmyk: [0, 20, 75, 0] },
  { group: 'Brights', name: 'Teal', hex: '#2A9D8F', cmyk: [80, 10, 45, 5] },
  { group: 'Brights', name: 'Deep blue', hex: '#1D4E89', cmyk: [100, 70, 10, 10] },
  { group: 'Brights', name: 'Violet', hex: '#6A4C93', cmyk: [65, 75, 0, 5] },
  { group: 'Pastels', name: 'Mint', hex: '#B7E4C7', cmyk: [25, 0, 25, 0] },
  { group: 'Pastels', name: 'Sky', hex: '#A8DADC', cmyk: [30, 0, 10, 0] },
  { group: 'Pastels', name: 'Blush', hex: '#F8C8DC', cmyk: [0, 25, 5, 0] },
];

/** Text style cards over the hosted fonts (all enabled in a new shop). */
export const DEMO_TEXT_STYLES: ReadonlyArray<Record<string, unknown>> = [
  { name: 'Headline', fontFamily: 'Montserrat', fontWeight: 700, fontSize: 28, fill: '#1A1A1A', align: 'center', letterSpacing: 20, sampleText: 'Big news' },
  { name: 'Elegant', fontFamily: 'Playfair Display', fontWeight: 400, fontSize: 22, fill: '#1D4E89', align: 'center', sampleText: 'With love' },
  { name: 'Handwritten', fontFamily: 'Dancing Script', fontWeight: 400, fontSize: 26, fill: '#E63946', align: 'center', sampleText: 'Thank you' },
  { name: 'Sporty', fontFamily: 'Bebas Neue', fontWeight: 400, fontSize: 40, fill: '#1A1A1A', align: 'center', letterSpacing: 50, sampleText: 'TEAM 23' },
  { name: 'Retro', fontFamily: 'Lobster', fontWeight: 400, fontSize: 30, fill: '#F4A261', stroke: { color: '#1A1A1A', width: 0.3 }, align: 'center', sampleText: 'Summer camp' },
  { name: 'Body text', fontFamily: 'Open Sans', fontWeight: 400, fontSize: 10, fill: '#1A1A1A', align: 'left', lineHeight: 1.4, sampleText: 'Call us any time' },
];

/** The CMYK printing method of the demo, assigned to every demo product but the T-shirt. */
export const DEMO_METHOD_CODE = 'digital-cmyk';
/** The demo's garment method (DTG/DTF: print areas at real size, transparent background, RGB), the T-shirt's. */
export const DEMO_GARMENT_METHOD_CODE = 'garment-dtg';

/**
 * Where the demo's CMYK output profile comes from: Ghostscript's generic CMYK profile (Debian
 * package `libgs-common`, AGPL like Ghostscript). Debian's `icc-profiles-free` ships only RGB, gray
 * and Lab profiles and the FOGRA/TR characterization data (`.ti3`), no CMYK output profile; see
 * `docs/storefront.md`. `DCS_DEMO_CMYK_PROFILE` names another file.
 */
export const DEMO_CMYK_PROFILE_PATHS = ['/usr/share/color/icc/ghostscript/default_cmyk.icc'];

/** What seeding the library did, for the start-up log. */
export interface LibraryReport {
  colors: number;
  textStyles: number;
  cliparts: number;
  /** The CMYK method id, or null with the reason. */
  method: { id: number; profile: string } | { id: null; reason: string } | null;
  /** The garment method's id, when this run created it. */
  garmentMethod?: number | null;
  /** Clipart ids by title, for templates. */
  clipartIds: Map<string, number>;
}

/**
 * Seeds the shop's own design library through the admin API, each part only when it is empty (so
 * `dcs demo` can finish a partial seed and never duplicates): the palette, text style cards,
 * cliparts in categories, and a CMYK printing method with its output profile assigned to the demo
 * products. Missing the profile file is not fatal: the report says how to get it.
 */
export async function seedDemoLibrary(
  api: DemoAdminClient,
  productIds: readonly number[],
  profilePaths: readonly string[] = demoProfilePaths(),
  garmentProductIds: readonly number[] = [],
): Promise<LibraryReport> {
  const report: LibraryReport = { colors: 0, textStyles: 0, cliparts: 0, method: null, clipartIds: new Map() };
  if ((await api.expect('GET', '/api/v1/colors?per_page=1')).length === 0) {
    for (const [position, color] of DEMO_PALETTE.entries()) await api.expect('POST', '/api/v1/colors', { ...color, position });
    report.colors = DEMO_PALETTE.length;
  }
  if ((await api.expect('GET', '/api/v1/text_style_cards?per_page=1')).length === 0) {
    for (const [position, card] of DEMO_TEXT_STYLES.entries()) await api.expect('POST', '/api/v1/text_style_cards', { ...card, position });
    report.textStyles = DEMO_TEXT_STYLES.length;
  }
  const existing = (await api.expect('GET', '/api/v1/cliparts?per_page=100')) as Array<{ id: number; title: string }>;
  if (existing.length === 0) {
    const categories = new Map<string, number>();
    for (const clipart of DEMO_CLIPARTS) {
      if (!categories.has(clipart.category)) categories.set(clipart.category, (await api.expect('POST', '/api/v1/categories', { name: clipart.category, position: categories.size })).id);
      const form = new FormData();
      form.append('title', clipart.title);
      form.append('category_ids', String(categories.get(clipart.category)));
      form.append('tags', clipart.tags.join(','));
      form.append('file', new Blob([clipart.svg], { type: 'image/svg+xml' }), `${clipart.title.toLowerCase().replace(/\s+/g, '-')}.svg`);
      const created = await api.expect('POST', '/api/v1/cliparts', form);
      report.clipartIds.set(clipart.title, created.id);
    }
    report.cliparts = DEMO_CLIPARTS.length;
  } else {
    for (const clipart of existing) report.clipartIds.set(clipart.title, clipart.id);
  }
  report.method = await seedCmykMethod(api, productIds, profilePaths);
  report.garmentMethod = await seedGarmentMethod(api, garmentProductIds);
  return report;
}

/**
 * The garment method: each print area of a printed side at real size, no bleed, no crop marks, the
 * background kept transparent (what DTF and DTG RIPs take), in RGB; assigned to the garment products
 * as their only method. Null when it exists already.
 */
async function seedGarmentMethod(api: DemoAdminClient, productIds: readonly number[]): Promise<number | null> {
  const methods = (await api.expect('GET', '/api/v1/printing/methods?per_page=100')) as Array<{ code: string }>;
  if (productIds.length === 0 || methods.some((method) => method.code === DEMO_GARMENT_METHOD_CODE)) return null;
  const method = await api.expect('POST', '/api/v1/printing/methods', {
    name: 'Garment print (DTG/DTF)',
    code: DEMO_GARMENT_METHOD_CODE,
    description: 'Direct to garment or film: each print area at real size, transparent background, RGB for the RIP; photos at 300 dpi.',
    output: { colorMode: 'rgb', iccProfileId: null, resolutionDpi: 300, bleedMm: 0, cropMarks: false, kind: 'garment', transparentBackground: true },
  });
  for (const id of productIds) await api.expect('PATCH', `/api/v1/products/${id}`, { printingMethodIds: [method.id] });
  return method.id;
}

/** Where the CMYK profile is looked for: `DCS_DEMO_CMYK_PROFILE` first, then the Debian paths. */
export function demoProfilePaths(env: NodeJS.ProcessEnv = process.env): string[] {
  return [env.DCS_DEMO_CMYK_PROFILE, ...DEMO_CMYK_PROFILE_PATHS].filter((path): path is string => !!path);
}

async function seedCmykMethod(api: DemoAdminClient, productIds: readonly number[], candidates: readonly string[]): Promise<LibraryReport['method']> {
  const methods = (await api.expect('GET', '/api/v1/printing/methods?per_page=100')) as Array<{ code: string }>;
  if (methods.some((method) => method.code === DEMO_METHOD_CODE)) return null;
  const path = candidates.find((candidate) => existsSync(candidate));
  if (!path) {
    return {
      id: null,
      reason: `no CMYK output profile at ${candidates.join(' or ')}: install it (as root: apt-get install libgs-common) and run "npm run dcs -- demo --email … --password …" again; until then print files stay RGB.`,
    };
  }
  const form = new FormData();
  form.append('name', 'Generic CMYK (Ghostscript)');
  form.append('file', new Blob([readFileSync(path)]), 'demo-cmyk.icc');
  const profile = await api.expect('POST', '/api/v1/icc_profiles', form);
  const method = await api.expect('POST', '/api/v1/printing/methods', {
    name: 'Digital print (CMYK)',
    code: DEMO_METHOD_CODE,
    description: 'Toner or inkjet in CMYK through the shop output profile; photos at 300 dpi, 2 mm bleed, crop marks.',
    output: { colorMode: 'cmyk', iccProfileId: profile.id, resolutionDpi: 300, bleedMm: 2, cropMarks: true },
  });
  for (const id of productIds) await api.expect('PATCH', `/api/v1/products/${id}`, { printingMethodIds: [method.id] });
  return { id: method.id, profile: path };
}
