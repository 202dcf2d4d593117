// The quote benchmark's design (the same 30-element design bench/design measures), its assets in a
// shop's libraries, and its 50 pricing rules (every condition and action kind, both scopes, exclusive
// groups, date ranges).

import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { AssetsService } from '@dcs/platform';
import { benchDesign } from '../design/bench-design.ts';
import { createTestProviders, FIXTURES_DIR, TEST_FONT_FILES } from '../../packages/design/src/testing/design-fixtures.ts';
import { fileForm } from '../../packages/server/src/core/resources/common/testing/upload-fixtures.ts';
import type { HttpTestClient } from '../../packages/server/src/testing/http-test-client.ts';

export { benchDesign };
export { newWord } from './new-word.ts';

/** The facade's assets service as the measurer reads it, answered by the design fixtures' fonts and assets. */
export function benchAssetsService(): AssetsService {
  const { fonts, assets } = createTestProviders();
  if (!assets) throw new Error('the design fixtures have no asset resolver');
  return {
    loadFont: (request) => fonts.loadFont(request),
    fallbackFamilies: async () => (await fonts.fallbackFamilies?.()) ?? [],
    loadImage: (ref) => assets.loadImage(ref),
    loadClipart: (ref) => assets.loadClipart(ref),
    addSource: () => () => {},
  };
}

async function uploadFile(admin: HttpTestClient, path: string, bytes: Buffer, name: string): Promise<Record<string, unknown>> {
  const response = await admin.request('POST', path, { body: fileForm(bytes, name) });
  if (response.status !== 201) throw new Error(`${path} ${name}: ${response.text}`);
  return response.body as Record<string, unknown>;
}

/**
 * The reference design's fonts (those the shop does not have yet), clipart and photo uploaded to the
 * shop's libraries through the admin API, as a shop has them; answers the design naming them
 * (`clipart:<id>`, `media:<id>`, the clipart's recolored region by its detected id), so a `dcs start`
 * process measures it from its own libraries.
 */
export async function uploadBenchAssets(admin: HttpTestClient): Promise<() => Record<string, unknown>> {
  // A family the shop already has (the hosted catalog's Roboto) is used as it is.
  for (const font of TEST_FONT_FILES) {
    const known = (await admin.get(`/api/v1/fonts?search=${encodeURIComponent(font.family)}`)).body as Array<{ family: string }>;
    if (!known.some((entry) => entry.family === font.family)) await uploadFile(admin, '/api/v1/fonts', readFileSync(font.path), basename(font.path));
  }
  const assets = join(FIXTURES_DIR, 'assets');
  const star = JSON.parse(readFileSync(join(assets, 'star.json'), 'utf8')) as { width: number; height: number; paths: Array<{ d: string; fill: string; region?: string }> };
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${star.width} ${star.height}">` + star.paths.map((path) => `<path d="${path.d}" fill="${path.fill}"/>`).join('') + '</svg>';
  const clipart = await uploadFile(admin, '/api/v1/cliparts', Buffer.from(svg), 'star.svg');
  const regions = clipart.regions as Array<{ id: string; color: string }>;
  const regionOf = (name: string) => regions.find((region) => region.color.toLowerCase() === star.paths.find((path) => path.region === name)!.fill.toLowerCase())!.id;
  const photo = await uploadFile(admin, '/api/v1/media', readFileSync(join(assets, 'photo.png')), 'photo.png');
  return () => {
    const design = benchDesign() as { sides: Array<{ elements: Array<Record<string, unknown>> }> };
    for (const element of design.sides.flatMap((side) => side.elements)) {
      if (element.clipart === 'star.json') {
        element.clipart = `clipart:${clipart.id}`;
        element.colors = Object.fromEntries(Object.entries(element.colors as Record<string, string>).map(([region, color]) => [regionOf(region), color]));
      }
      if (element.media === 'photo.png') element.media = `media:${photo.id}`;
    }
    return design;
  };
}

const METRICS = ['characters', 'lines', 'words', 'images', 'cliparts', 'texts', 'shapes', 'distinct_colors', 'covered_area_cm2', 'elements'] as const;

/** 50 rules; `productId` is the benchmark product (some rules name another one and never match). */
export function benchRules(productId: number): Record<string, unknown>[] {
  const rules: Record<string, unknown>[] = [];
  METRICS.forEach((metric, i) => {
    rules.push({ name: `Per ${metric}`, priority: 10 + i, conditions: [{ subject: metric, op: 'gt', value: i }], action: { type: 'per_metric', metric, rate: 1.5 + i, free: i } });
  });
  METRICS.forEach((metric, i) => {
    rules.push({
      name: `Element ${metric}`,
      priority: 30 + i,
      scope: 'element',
      match: 'any',
      conditions: [{ subject: 'element_type', op: 'in', value: [['text', 'image', 'clipart', 'shape', 'group'][i % 5]] }, { subject: metric, op: 'gte', value: 100 }],
      action: { type: 'per_metric', metric, rate: 0.25, per: 'line' },
    });
  });
  for (let i = 0; i < 10; i++) {
    const conditions = [
      [{ subject: 'product', op: 'in', value: [productId] }],
      [{ subject: 'product', op: 'not_in', value: [productId + 1000] }],
      [{ subject: 'option', name: 'size', op: 'in', value: ['L', 'XL'] }],
      [{ subject: 'printing_method', op: 'in', value: ['screen'] }],
      [{ subject: 'side', op: 'in', value: ['back'] }],
      [{ subject: 'quantity', op: 'between', value: [10, 100] }],
      [{ subject: 'sides_used', op: 'eq', value: 2 }],
      [{ subject: 'base_unit_price', op: 'gte', value: 1000 }],
      [{ subject: 'product', op: 'in', value: [productId + 1000] }],
      [],
    ][i];
    rules.push({ name: `Fixed ${i}`, priority: 50 + i, conditions, action: { type: 'fixed', amount: 10 + i, per: i % 2 ? 'line' : 'unit' } });
  }
  for (let i = 0; i < 10; i++) {
    const basis = i < 5 ? 'quantity' : METRICS[i];
    rules.push({
      name: `Tiers ${basis} ${i}`,
      priority: 70 + i,
      exclusive_group: i < 5 ? 'volume' : null,
      action: { type: 'tiers', basis, tiers: [{ min: 0, amount: 0 }, { min: 10, amount: -5 - i }, { min: 50, percent: -2 - i }] },
    });
  }
  for (let i = 0; i < 5; i++) {
    rules.push({ name: `Percent ${i}`, priority: 85 + i, exclusive_group: i < 3 ? 'promo' : null, action: { type: 'percent', percent: i % 2 ? -2.5 : 1.25, of: i < 3 ? 'base' : 'subtotal' } });
  }
  rules.push({ name: 'Past sale', priority: 95, ends_at: '2020-01-01T00:00:00Z', action: { type: 'percent', percent: -50, of: 'base' } });
  rules.push({ name: 'Future sale', priority: 96, starts_at: '2099-01-01T00:00:00Z', action: { type: 'percent', percent: -50, of: 'base' } });
  rules.push({ name: 'Disabled', priority: 97, enabled: false, action: { type: 'fixed', amount: 1 } });
  rules.push({ name: 'Minimum', priority: 98, action: { type: 'minimum', amount: 2500, per: 'line' } });
  rules.push({ name: 'Maximum', priority: 99, action: { type: 'maximum', amount: 100_000 } });
  return rules;
}
