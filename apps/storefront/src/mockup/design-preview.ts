import { layoutDesign, loadDesignResources, validateDesign } from '@dcs/design';
import { createSharedProviders } from '../quick/shared-providers.ts';
import { sharedShopData } from '../quick/shared-shop-data.ts';
import { productMockups, renderSidePreview, type ProductMockups } from './side-mockups.ts';

const mockups = new Map<string, Promise<ProductMockups>>();
let previews = 0;

/**
 * A side of a design (default the first) as the customer sees the product (cart and order previews):
 * on the side's mockup photo when it has one, in the product's colour (`tint`), laid out in the browser with the shop's fonts. Catalog,
 * font files and mockups are fetched once per page and API root.
 */
export async function renderDesignPreview(design: unknown, apiRoot: string, productId: number, sideId?: string, tint?: string): Promise<string> {
  const shared = sharedShopData(apiRoot);
  const key = `${shared.api.root}|${productId}`;
  let photos = mockups.get(key);
  if (!photos) {
    photos = productMockups(shared.api, productId);
    mockups.set(key, photos);
  }
  const document = validateDesign(design);
  const resources = await loadDesignResources(document, await shared.providers(createSharedProviders));
  const side = document.sides.find((candidate) => candidate.id === sideId)?.id ?? document.sides[0]!.id;
  return renderSidePreview(layoutDesign(document, resources), side, (await photos).get(side), `c${++previews}`, tint);
}
