import { layoutDesign, loadDesignResources, renderSideSvg, validateDesign } from '@dcs/design';
import { ApiClient } from './api-client.ts';
import { createBrowserProviders } from './browser-resources.ts';
import type { Catalog } from './storefront-types.ts';

const catalogs = new Map<string, Promise<Catalog>>();

/**
 * The first side of a design as SVG, laid out in the browser with the shop's fonts (cart and order
 * previews). The catalog is fetched once per API root.
 */
export async function renderDesignPreview(design: unknown, apiRoot: string): Promise<string> {
  const api = new ApiClient(apiRoot);
  let catalog = catalogs.get(api.root);
  if (!catalog) {
    catalog = api.get<Catalog>('catalog');
    catalogs.set(api.root, catalog);
  }
  const document = validateDesign(design);
  const resources = await loadDesignResources(document, createBrowserProviders(api, await catalog));
  return renderSideSvg(layoutDesign(document, resources), document.sides[0]!.id, { background: '#FFFFFF' });
}
