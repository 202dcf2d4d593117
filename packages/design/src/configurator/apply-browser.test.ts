import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { rolldown } from 'rolldown';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { snapshotConfigurator, type ConfiguratorSnapshotInput } from './configurator-snapshot.ts';

const CHROMIUM = '/usr/bin/chromium';
const available = existsSync(CHROMIUM);

const side = (elements: unknown[]) => ({
  id: 'front',
  trim: { width: 300, height: 400 },
  printAreas: [{ id: 'chest', x: 50, y: 50, width: 200, height: 300 }],
  elements,
});
const design = {
  schemaVersion: 3,
  sides: [side([
    { id: 'name', type: 'text', layer: 'name', content: 'Name', fontFamily: 'Roboto', fontSize: 20, transform: { x: 60, y: 60, width: 100, height: 20 } },
    { id: 'logo', type: 'clipart', layer: 'logo', clipart: 'star.json', transform: { x: 60, y: 100, width: 40, height: 40, rotation: 30 } },
    { id: 'g', type: 'group', layer: 'badge', transform: { x: 200, y: 60, width: 33.3, height: 21.7 }, children: [
      { id: 'p', type: 'shape', layer: 'p', shape: 'path', path: 'M0 0 L10.5 3.25 A1.5 2 15 1 0 7 7 Z', transform: { x: 1.1, y: 2.2, width: 10, height: 10 } },
    ] },
  ])],
};
const input: ConfiguratorSnapshotInput = {
  apply: [
    {
      design,
      mapping: {
        anchors: [{ name: 'pocket', side: 'front', x: 71.3, y: 83.7, width: 47.9, height: 29.1 }],
        rules: [{ option: 'color', value: 'black', changes: [
          { action: 'set_color', layer: 'name', color: '#ffffff' },
          { action: 'move_to_anchor', layer: 'badge', anchor: 'pocket', resize: true },
          { action: 'set_color', layer: 'logo', color: { name: 'Gold', hex: '#d4af37', cmyk: [0, 20, 80, 10] }, region: 'r1' },
        ] }],
      },
      selected: { color: 'black' },
    },
    { design, mapping: { anchors: [], rules: [{ option: 'color', value: 'black', changes: [{ action: 'hide', layer: 'nope' }] }] }, selected: { color: 'black' } },
  ],
  refit: [
    {
      design,
      sides: [{ id: 'wrap', name: 'Wrap', trim: { width: 210, height: 95 }, bleed: 2, safeMargin: 3, printAreas: [{ id: 'print', name: 'Print', x: 7.5, y: 5.25, width: 195.3, height: 84.9 }] }],
      options: { rules: { logo: { anchor: 'bottom-right', scale: 'fit' }, g: { anchor: 'top', scale: 'fill' } } },
    },
  ],
};

describe.skipIf(!available && process.env.CI !== 'true')('configurator and re-fit in a real browser', () => {
  it('give the same result in Chromium as in Node', { timeout: 120_000 }, async () => {
    const bundle = await rolldown({ input: join(import.meta.dirname, 'configurator-snapshot.ts'), platform: 'browser', logLevel: 'silent' });
    const { output } = await bundle.generate({ format: 'iife', name: 'dcsConfigurator' });
    await bundle.close();
    const inNode = JSON.parse(JSON.stringify(snapshotConfigurator(input)));
    expect(inNode.apply[1].ok.skipped).toMatchObject([{ layer: 'nope', code: 'svc_configurator_layer_unknown' }]);
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
    try {
      const page = await browser.newPage();
      await page.setContent('<!doctype html><html><body></body></html>');
      await page.addScriptTag({ content: output[0].code });
      const inBrowser = await page.evaluate(
        (json) => (globalThis as unknown as { dcsConfigurator: { snapshotConfigurator: typeof snapshotConfigurator } }).dcsConfigurator.snapshotConfigurator(JSON.parse(json)),
        JSON.stringify(input),
      );
      expect(inBrowser).toStrictEqual(inNode);
    } finally {
      await browser.close();
    }
  });
});
