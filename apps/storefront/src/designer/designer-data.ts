import type { FontRequest } from '@dcs/design';
import type { ApiClient } from './api-client.ts';
import type { MockupsAnswer } from '../quick/shared-shop-data.ts';
import { BrowserFiles, catalogFontUrl } from './browser-files.ts';
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
  /** The template mode's host document (its fonts load early too). */
  hostDocument?: unknown;
  /** A line of this visitor's cart to open and replace (`cart-item`). */
  cartItemId?: number | null;
}

/** A cart line being edited: its design, options and quantity as the cart holds them. */
export interface CartLineData {
  id: number;
  design: unknown;
  options: Record<string, string>;
  quantity: number;
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
  /**
   * The designer's files: the fonts the first document names are already on their way (a hint:
   * `loadDesignResources` asks the providers for what the validated document needs).
   */
  files: BrowserFiles;
  /** The saved design `design-id` names. */
  saved: SavedDesign | null;
  /** The design of a share link in the fragment. */
  shared: unknown;
  /** The cart line `cart-item` names, if it is in this visitor's cart with a design for this product. */
  cartLine: CartLineData | null;
  /**
   * The template to start from (`template-id`, else the product's default) as assigned to the product,
   * `null` when there is none or it cannot be had. Asked for with the rest when the page holds no
   * saved design, share link or draft; otherwise the first call asks for it.
   */
  template: () => Promise<unknown>;
}

/** A template's design as assigned to a product (re-fitted to its print areas by the server), not yet validated. */
export async function assignedTemplate(api: ApiClient, templateId: number, productId: number): Promise<unknown> {
  const answer = await api.get<{ design: unknown }>(`design-templates/assignment?template_id=${templateId}&shop_product_id=${productId}`);
  return answer.design;
}

/**
 * Starts every request of a designer's first frame at once and resolves when all are answered, the
 * font files of the first document included. Of `@dcs/design` it uses only the font matching (a
 * module of its own), so `<dcs-designer>` calls it as it connects and the answers arrive while the
 * rendering half (the big `@dcs/design` chunk with the text engine) is still loading and being
 * evaluated.
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
  const cartItemId = options.cartItemId ?? null;
  const cartLine = cartItemId === null || templateMode
    ? Promise.resolve(null)
    : api.get<{ items: Array<CartLineData & { product_id: number }> }>('cart').then(
      (cart) => cart.items.find((line) => line.id === cartItemId && line.product_id === productId && line.design) ?? null,
      () => null,
    );
  let assignment: Promise<unknown> | null = null;
  const template = () => (assignment ??= config.then((found) => {
    const id = templateId ?? found?.default_template_id ?? null;
    return id === null ? null : assignedTemplate(api, id, productId).catch(() => null);
  }));
  // Read only when there is no share link (the first read of the page's storage takes a while).
  const draft = () => (templateMode || !withProduct ? null : new DraftStore(productId).read());
  const files = new BrowserFiles(api);
  // The document the model will most likely open, in its order of preference: its fonts load now, and
  // on a first visit (no saved design, link or draft) the template it starts from is asked for now.
  const first = templateMode
    ? Promise.resolve(options.hostDocument)
    : cartLine.then((line) => line?.design ?? saved.then((found) => found?.design ?? shared.then((link) => link ?? draft()?.document ?? (designId === null ? template() : null))));
  void Promise.all([catalog, first]).then(([fonts, document]) => {
    for (const request of fontsNamedIn(document)) {
      const url = catalogFontUrl(fonts, request);
      if (url) void files.bytes(url, { public: true });
    }
  }).catch(() => undefined);
  const [productAnswer, catalogAnswer, configAnswer, printingAnswer, mockupsAnswer, savedAnswer, sharedAnswer, lineAnswer] = await Promise.all([product, catalog, config, printing, mockups, saved, shared, cartLine]);
  return {
    product: productAnswer,
    catalog: catalogAnswer,
    config: configAnswer,
    preflightOptions: printingAnswer?.preflight_options ?? {},
    mockups: mockupsAnswer,
    files,
    saved: savedAnswer,
    shared: sharedAnswer,
    cartLine: lineAnswer,
    template,
  };
}

/**
 * The fonts a document as answered (not validated) names: every object with a `fontFamily`, its
 * weight and style defaulting as a text element's do. Only a hint for loading early; the validated
 * document's text elements decide what is laid out.
 */
function fontsNamedIn(document: unknown): FontRequest[] {
  const found = new Map<string, FontRequest>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const { fontFamily, fontWeight, fontStyle } = value as Record<string, unknown>;
      if (typeof fontFamily === 'string') {
        const request: FontRequest = { family: fontFamily, weight: typeof fontWeight === 'number' ? fontWeight : 400, style: fontStyle === 'italic' ? 'italic' : 'normal' };
        found.set(`${request.family}/${request.weight}/${request.style}`, request);
      }
      Object.values(value).forEach(visit);
    }
  };
  visit(document);
  return [...found.values()];
}
