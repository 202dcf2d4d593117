import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { rolldown } from 'rolldown';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readImageInfo, type ClipartAsset } from '../index.ts';
import { DEFAULT_FALLBACK_FAMILIES } from '../resources/resource-providers.ts';
import { FIXTURES_DIR, HOSTED_TEST_PACKAGES, readFixtureDesigns, readHostedTestFamilies, TEST_FONT_FILES } from '../testing/design-fixtures.ts';
import { snapshotLayouts, type SnapshotInput } from '../testing/layout-snapshot.ts';

const CHROMIUM = '/usr/bin/chromium';
const available = existsSync(CHROMIUM);
if (!available && process.env.CI !== 'true') {
  console.warn(`[design] ${CHROMIUM} is missing (apt-get install chromium): the browser-vs-Node layout test is skipped.`);
}

function snapshotInput(): SnapshotInput {
  const assets = join(FIXTURES_DIR, 'assets');
  const images: SnapshotInput['images'] = {};
  const cliparts: Record<string, ClipartAsset> = {};
  for (const name of readdirSync(assets)) {
    const bytes = new Uint8Array(readFileSync(join(assets, name)));
    if (name.endsWith('.json')) cliparts[name] = JSON.parse(new TextDecoder().decode(bytes)) as ClipartAsset;
    else images[name] = { ...readImageInfo(bytes)!, base64: Buffer.from(bytes).toString('base64') };
  }
  return {
    designs: Object.fromEntries(readFixtureDesigns()),
    fonts: TEST_FONT_FILES.map(({ path, ...request }) => ({ ...request, base64: readFileSync(path).toString('base64') })),
    images,
    cliparts,
  };
}

/** Lines in every stock font (Latin-Extended, typed composed and decomposed) and in scripts the fonts lack. */
function hostedInput(): SnapshotInput {
  const families = readHostedTestFamilies().filter((family) => family.id !== 'noto-emoji');
  const fonts = families.map((family) => ({
    family: family.family,
    weight: 400,
    style: 'normal' as const,
    files: family.subsets.map((subset) => ({
      key: `${family.family}/400/normal#${subset.name}`,
      unicodeRange: subset.ranges,
      base64: readFileSync(join(family.filesDir, `${family.id}-${subset.name}-400-normal.woff`)).toString('base64'),
    })),
  }));
  const latin = ['Łódź zażółć gęślą jaźń', 'Příliš žluťoučký kůň', 'Țară șir', 'İstanbul ğ ş ı', 'Tiếng Việt'];
  const stock = families.filter((family) => (HOSTED_TEST_PACKAGES as readonly string[]).includes(family.id)).map((family) => family.family);
  const lines = [
    ...stock.flatMap((fontFamily) => latin.map((content) => ({ content: `${content} ${content.normalize('NFD')}`, fontFamily }))),
    { content: '✓ ★ ✓ ★', fontFamily: 'Lobster' },
    ...['नमस्ते दुनिया', 'مرحبا بالعالم', 'שלום עולם', 'สวัสดีชาวโลก'].map((content) => ({ content, fontFamily: 'Roboto' })),
  ];
  const design = {
    schemaVersion: 3,
    name: 'Every letter',
    sides: [{
      id: 'front', name: 'Front', trim: { width: 60, height: 12 * lines.length }, bleed: 0, safeMargin: 0,
      printAreas: [{ id: 'all', name: 'All', x: 0, y: 0, width: 60, height: 12 * lines.length }],
      // Narrow boxes: the longer lines break, so line breaks are compared too.
      elements: lines.map((line, index) => ({ id: `t${index}`, type: 'text', fontSize: 12, ...line, transform: { x: 2, y: index * 12, width: 56, height: 11, rotation: 0 } })),
    }],
  };
  return { designs: { 'every-letter': design }, fonts: [], images: {}, cliparts: {}, hosted: { fonts, fallbackFamilies: [...DEFAULT_FALLBACK_FAMILIES] } };
}

describe.skipIf(!available && process.env.CI !== 'true')('layout in a real browser', () => {
  it('gives the same glyph positions and SVG in Chromium as in Node', { timeout: 120_000 }, async () => {
    const bundle = await rolldown({ input: join(import.meta.dirname, '..', 'testing', 'layout-snapshot.ts'), platform: 'browser', logLevel: 'silent' });
    const { output } = await bundle.generate({ format: 'iife', name: 'dcsDesignSnapshot' });
    await bundle.close();
    const code = output[0].code;
    expect(code).not.toMatch(/require\(["']fs["']\)|from ["']node:/);

    const input = snapshotInput();
    const inNode = await snapshotLayouts(input);
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    try {
      const page = await browser.newPage();
      await page.setContent('<!doctype html><html><body></body></html>');
      await page.addScriptTag({ content: code });
      const userAgent = await page.evaluate(() => navigator.userAgent);
      expect(userAgent).toMatch(/Chrome\//);
      const inBrowser = await page.evaluate(
        (json) => (globalThis as unknown as { dcsDesignSnapshot: { snapshotLayouts: typeof snapshotLayouts } }).dcsDesignSnapshot.snapshotLayouts(JSON.parse(json) as SnapshotInput),
        JSON.stringify(input),
      );
      expect(Object.keys(inBrowser)).toEqual(Object.keys(inNode));
      expect(Object.keys(inNode).length).toBeGreaterThanOrEqual(8);
      for (const name of Object.keys(inNode)) expect(inBrowser[name], name).toStrictEqual(inNode[name]);

      // Hosted families whole and the fallback chain: the browser sets every line as the print does.
      const hosted = hostedInput();
      const hostedInNode = await snapshotLayouts(hosted);
      const hostedInBrowser = await page.evaluate(
        (json) => (globalThis as unknown as { dcsDesignSnapshot: { snapshotLayouts: typeof snapshotLayouts } }).dcsDesignSnapshot.snapshotLayouts(JSON.parse(json) as SnapshotInput),
        JSON.stringify(hosted),
      );
      expect(hostedInBrowser).toStrictEqual(hostedInNode);
      const texts = (hostedInNode['every-letter'] as { texts: Array<{ lines: unknown[]; missing: number[] }> }).texts;
      expect(texts.every((text) => text.missing.length === 0)).toBe(true);
      expect(texts.some((text) => text.lines.length > 1)).toBe(true);
    } finally {
      await browser.close();
    }
  });
});
