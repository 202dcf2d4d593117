import { layoutDesign, type DesignLayout } from '../layout/design-layout.ts';
import { loadDesignResources } from '../resources/design-resources.ts';
import { validateDesign } from '../validation/validate-design.ts';
import { createTestProviders, readFixtureDesigns } from './design-fixtures.ts';

/**
 * Validates, loads and lays out a design (a fixture name or a document) with the test fonts and
 * assets; with `tolerateMissingAssets`, an unknown image or clipart is marked missing, as in the designer.
 */
export async function prepareDesign(input: string | unknown, options: { tolerateMissingAssets?: boolean } = {}): Promise<DesignLayout> {
  const json = typeof input === 'string' ? readFixtureDesigns().get(input) : input;
  if (json === undefined) throw new Error(`no fixture design ${String(input)}`);
  const design = validateDesign(json);
  return layoutDesign(design, await loadDesignResources(design, createTestProviders(), options));
}
