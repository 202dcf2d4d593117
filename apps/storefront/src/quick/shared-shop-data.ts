import type { DesignDocument, DesignResourceProviders } from '@dcs/design';
import { validateDesign } from '@dcs/design';
import { ApiClient } from '../designer/api-client.ts';
import { createBrowserProviders } from '../designer/browser-resources.ts';
import type { PreflightOptions } from '../designer/preflight.ts';
import type { Catalog, ShopProduct } from '../designer/storefront-types.ts';
import { productMockups, type ProductMockups } from '../mockup/side-mockups.ts';
import type { QuickConfig } from './quick-types.ts';

/** What every panel of one product needs and no panel owns: fetched once, whatever the number of panels. */
export interface QuickProductData {
  product: ShopProduct;
  config: QuickConfig;
  /** The template as assigned (fitted) to the product. */
  design: DesignDocument;
  preflightOptions: PreflightOptions;
  mockups: ProductMockups;
}

/**
 * The data the panels of one page share, per API root: the catalog, the font and image files (one
 * provider set, so each file is fetched once), and per product its record, quick config, fitted
 * template, printing thresholds and mockups. Keyed by API root, so two shops on one page never see
 * each other's data; no panel holds more than a reference.
 */
export class SharedShopData {
  readonly api: ApiClient;
  readonly #products = new Map<number, Promise<QuickProductData | null>>();
  #catalog: Promise<Catalog> | null = null;
  #providers: Promise<DesignResourceProviders> | null = null;

  constructor(apiRoot: string) {
    this.api = new ApiClient(apiRoot);
  }

  catalog(): Promise<Catalog> {
    this.#catalog ??= this.api.get<Catalog>('catalog');
    return this.#catalog;
  }

  providers(): Promise<DesignResourceProviders> {
    this.#providers ??= this.catalog().then((catalog) => createBrowserProviders(this.api, catalog));
    return this.#providers;
  }

  /** The product's shared data; `null` when it has no template assigned (no quick personalization). */
  product(productId: number): Promise<QuickProductData | null> {
    let pending = this.#products.get(productId);
    if (!pending) {
      pending = this.#load(productId);
      // A failed load (network) is tried again by the next panel, not remembered.
      pending.catch(() => this.#products.delete(productId));
      this.#products.set(productId, pending);
    }
    return pending;
  }

  async #load(productId: number): Promise<QuickProductData | null> {
    const config = await this.api.get<QuickConfig>(`design-templates/quick-config?shop_product_id=${productId}`).catch((error: { code?: string }) => {
      if (error.code === 'svc_template_product_unassigned') return null;
      throw error;
    });
    if (!config) return null;
    const [product, assignment, printing, mockups] = await Promise.all([
      this.api.get<ShopProduct>(`products/${productId}`),
      this.api.get<{ design: unknown }>(`design-templates/assignment?template_id=${config.templateId}&shop_product_id=${productId}`),
      this.api.get<{ preflight_options?: PreflightOptions }>(`products/${productId}/printing`).catch(() => null),
      productMockups(this.api, productId),
    ]);
    return { product, config, design: validateDesign(assignment.design), preflightOptions: printing?.preflight_options ?? {}, mockups };
  }
}

const shared = new Map<string, SharedShopData>();

/** The shared data of `apiRoot` (one instance per root for the page's lifetime). */
export function sharedShopData(apiRoot: string): SharedShopData {
  const key = new ApiClient(apiRoot).root;
  let data = shared.get(key);
  if (!data) {
    data = new SharedShopData(key);
    shared.set(key, data);
  }
  return data;
}
