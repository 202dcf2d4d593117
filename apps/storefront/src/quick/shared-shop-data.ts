import { ApiClient } from '../designer/api-client.ts';
import type { PreflightOptions } from '../designer/preflight.ts';
import type { Catalog, ShopProduct } from '../designer/storefront-types.ts';
import type { QuickConfig } from './quick-types.ts';

/** `GET products/{id}/mockups` as answered. */
export interface MockupsAnswer {
  sides: Array<{ side_id: string; url: string; width_px: number; height_px: number; placement: { x: number; y: number; width: number; height: number } | null; kind?: 'flat' | 'mug' }>;
}

/** What every panel of one product needs and no panel owns: fetched once, whatever the number of panels. */
export interface QuickProductData {
  product: ShopProduct;
  config: QuickConfig;
  /** The template as assigned (fitted) to the product, as answered (validated by the panel). */
  design: unknown;
  preflightOptions: PreflightOptions;
  mockups: MockupsAnswer;
}

/**
 * The data the panels of one page share, per API root: the catalog, the font and image providers
 * (made once, so each file is fetched once), and per product its record, quick config, fitted
 * template, printing thresholds and mockups. Keyed by API root, so two shops on one page never see
 * each other's data. This module stays free of `@dcs/design`, so the requests start while the
 * rendering code is still loading.
 */
export class SharedShopData {
  readonly api: ApiClient;
  readonly #products = new Map<number, Promise<QuickProductData | null>>();
  #catalog: Promise<Catalog> | null = null;
  #providers: Promise<unknown> | null = null;

  constructor(apiRoot: string) {
    this.api = new ApiClient(apiRoot);
  }

  catalog(): Promise<Catalog> {
    if (!this.#catalog) {
      this.#catalog = this.api.get<Catalog>('catalog');
      this.#catalog.catch(() => (this.#catalog = null));
    }
    return this.#catalog;
  }

  /** The page's one provider set for this API root, made by `create` the first time it is asked for. */
  providers<T>(create: (api: ApiClient, catalog: Catalog) => T): Promise<T> {
    this.#providers ??= this.catalog().then((catalog) => create(this.api, catalog));
    return this.#providers as Promise<T>;
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
    // Everything that does not depend on the template starts at once. Not the catalog (hundreds of
    // KB with every font's ranges): only the model needs it, and fetched now it would hold up the
    // product photos a phone shows first (issue 38); the panel asks for it with the model's chunk.
    const config = this.api.get<QuickConfig>(`design-templates/quick-config?shop_product_id=${productId}`).catch((error: { code?: string }) => {
      if (error.code === 'svc_template_product_unassigned') return null;
      throw error;
    });
    const product = this.api.get<ShopProduct>(`products/${productId}`);
    const printing = this.api.get<{ preflight_options?: PreflightOptions }>(`products/${productId}/printing`).catch(() => null);
    const mockups = this.api.get<MockupsAnswer>(`products/${productId}/mockups`).catch(() => ({ sides: [] }));
    const found = await config;
    if (!found) return null;
    const [assignment, record, thresholds, photos] = await Promise.all([
      this.api.get<{ design: unknown }>(`design-templates/assignment?template_id=${found.template_id}&shop_product_id=${productId}`),
      product,
      printing,
      mockups,
    ]);
    return { product: record, config: found, design: assignment.design, preflightOptions: thresholds?.preflight_options ?? {}, mockups: photos };
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
