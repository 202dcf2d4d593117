import type { ApiClient } from './api-client.ts';
import type { MockupsAnswer } from '../quick/shared-shop-data.ts';
import { DraftStore } from './draft-store.ts';
import type { PreflightOptions } from './preflight.ts';
import { readShared } from './share-link.ts';
import type { Catalog, DesignerConfig, SavedDesign, ShopProduct } from './storefront-types.ts';

/** What the element knows when it connects: its attributes and the page's URL fragment. */
export interface DesignerDataOptions {
  productId: number;
  designId: number | null;
  templateId: number | null;
  /** The page's URL fragment (a share link). */
  hash: string;
  /** `template`: no designer config, no customer draft or template start (the host hands the document). */
  template: boolean;
}

/**
 * Everything the designer fetches before its first frame, as answered (documents not yet validated).
 * The model picks the first document from it: saved design, share link, draft, template, or blank.
 */
export interface DesignerData {
  /** `null` for a template edited without a product (its own sides are the product's). */
  product: ShopProduct | null;
  catalog: Catalog;
  config: DesignerConfig | null;
  /** The thresholds of the product's printing method (the ones the quote and the print queue apply). */
  preflightOptions: PreflightOptions;
  mockups: MockupsAnswer;
  /** The saved design `design-id` names. */
  saved: SavedDesign | null;
  /** The design of a share link in the fragment. */
  shared: unknown;
  /**
   * The template to start from (`template-id`, else the product's default) as assigned to the product,
   * `null` when there is none or it cannot be had. Asked for with the rest only when the page holds
   * no saved design, share link or draft; otherwise the first call asks for it.
   */
  template: () => Promise<unknown>;
}

/**
 * Starts every request of a designer's first frame at once and resolves when all are answered. It
 * imports no `@dcs/design`, so `<dcs-designer>` calls it as it connects and the answers arrive while
 * the rendering half (the big `@dcs/design` chunk) is still loading and being evaluated.
 */
export async function loadDesignerData(api: ApiClient, options: DesignerDataOptions): Promise<DesignerData> {
  const { productId, designId, templateId, hash, template: templateMode } = options;
  const withProduct = productId >= 1;
  const product = withProduct ? api.get<ShopProduct>(`products/${productId}`) : Promise.resolve(null);
  const catalog = api.get<Catalog>('catalog');
  const config = templateMode || !withProduct ? Promise.resolve(null) : api.get<DesignerConfig>(`design-templates/designer-config?product_id=${productId}`).catch(() => null);
  const printing = withProduct ? api.get<{ preflight_options?: PreflightOptions }>(`products/${productId}/printing`).catch(() => null) : Promise.resolve(null);
  const mockups = withProduct ? api.get<MockupsAnswer>(`products/${productId}/mockups`).catch(() => ({ sides: [] })) : Promise.resolve({ sides: [] });
  const saved = designId !== null && !templateMode ? api.get<SavedDesign>(`designs/${designId}`) : Promise.resolve(null);
  const shared = templateMode ? Promise.resolve(null) : readShared(hash);
  let assignment: Promise<unknown> | null = null;
  const template = () => (assignment ??= config.then((found) => {
    const id = templateId ?? found?.defaultTemplateId ?? null;
    return id === null ? null : api.get<{ design: unknown }>(`design-templates/assignment?template_id=${id}&shop_product_id=${productId}`).then((answer) => answer.design, () => null);
  }));
  // The common first visit (no saved design, link or draft) starts from the template: ask for it now.
  if (!templateMode && withProduct && designId === null && !new DraftStore(productId).read()) void shared.then((link) => link === null && template());
  const [productAnswer, catalogAnswer, configAnswer, printingAnswer, mockupsAnswer, savedAnswer, sharedAnswer] = await Promise.all([product, catalog, config, printing, mockups, saved, shared]);
  return {
    product: productAnswer,
    catalog: catalogAnswer,
    config: configAnswer,
    preflightOptions: printingAnswer?.preflight_options ?? {},
    mockups: mockupsAnswer,
    saved: savedAnswer,
    shared: sharedAnswer,
    template,
  };
}
