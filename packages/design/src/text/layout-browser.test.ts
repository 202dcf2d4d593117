import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { rolldown } from 'rolldown';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readImageInfo, type ClipartAsset } from '../index.ts';
import { FIXTURES_DIR, readFixtureDesigns, TEST_FONT_FILES } from '../testing/design-fixtures.ts';
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
    } finally {
      await browser.close();
    }
  });
});
