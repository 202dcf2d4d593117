import { CURRENT_SCHEMA_VERSION, DesignResources, judgeSides, loadDesignResources, validateDesign, type DesignDocument, type DesignLayout, type DesignResourceProviders, type SidesVerdict } from '@dcs/design';
import { CropGestures, EditorGestures, LayoutCache, createEditor, type Editor } from '@dcs/editor';
import { ApiClient, DesignerError } from './api-client.ts';
import { postToHostCart, type HostCart } from './host-cart.ts';
import { mockupsFrom, type ProductMockups } from '../mockup/side-mockups.ts';
import { createBrowserProviders } from './browser-resources.ts';
import { adoptQuote, freshQuote, postWithFreshQuote, type CarriedQuote } from './cart-add.ts';
import { assignedTemplate, loadDesignerData, type DesignerData } from './designer-data.ts';
import { DraftStore } from './draft-store.ts';
import { blockingErrorCount, hasLowResolution, preflightDesign, type PreflightOptions, type PreflightReport } from './preflight.ts';
import { QuoteRequests } from './quote-requests.ts';
import { productForRules, type Catalog, type CatalogFont, type DesignerConfig, type Quote, type SavedDesign, type ShopProduct } from './storefront-types.ts';
import type { TemplateHost } from './template/template-host.ts';
import { TemplateSession } from './template/template-session.ts';

/** What the designer element is given through its attributes. */
export interface DesignerModelOptions {
  apiRoot: string;
  productId: number;
  designId: number | null;
  templateId: number | null;
  /** The page's URL fragment (a share link). */
  hash: string;
  /** `template`: staff edit a template (admin role, no price, no draft; see `template/`). Default `customer`. */
  mode?: 'customer' | 'template';
  /** The template mode's host hooks and starting state. */
  host?: TemplateHost;
  /** A line of the visitor's cart to open; add to cart then replaces it (`cart-item`). */
  cartItemId?: number | null;
  /** The host page's own cart, read at add to cart (`element.hostCart`); none: dcs's cart. */
  hostCart?: () => HostCart | null;
}

/** The price panel's state. */
/** The price as the panel shows it; while a quote is pending or after one failed, `last` is the price before. */
export type QuoteState = { status: 'idle' } | { status: 'pending'; last: Quote | null } | { status: 'ok'; quote: Quote } | { status: 'failed'; error: DesignerError; last: Quote | null };

/** The cart's answer: the lines of the visitor's cart (fields the designer reads). */
type CartAnswer = { items: Array<{ id: number }>; [key: string]: unknown };

/** How long the designer waits after the last change before asking for a price. */
export const QUOTE_DEBOUNCE_MS = 150;

/**
 * Everything of one designer except its DOM: the product, the catalog, the editor, the loaded
 * resources and layout, the live preflight, the debounced quote and the draft. The element renders
 * from it and calls it; `onChange` tells the element what to redraw.
 */
export class DesignerModel {
  readonly api: ApiClient;
  readonly options: DesignerModelOptions;
  product!: ShopProduct;
  catalog!: Catalog;
  config: DesignerConfig | null = null;
  editor!: Editor;
  gestures!: EditorGestures;
  /** Cropping the photo in crop mode by dragging on the canvas. */
  crop!: CropGestures;
  layout: DesignLayout | null = null;
  preflight: PreflightReport = { ok: true, errors: [], warnings: [] };
  preflightOptions: PreflightOptions = {};
  quote: QuoteState = { status: 'idle' };
  /** The product's mockup photos by side (drawn under the design). */
  mockups: ProductMockups = new Map();
  selectedOptions: Record<string, string> = {};
  quantity = 1;
  savedDesignId: number | null = null;
  /** The cart line being edited (opened from `cart-item`); add to cart replaces it. */
  cartItemId: number | null = null;
  /** Why the last add to cart failed, shown beside the button; cleared by the next press or change. */
  cartError: DesignerError | null = null;
  /** Why the design could not follow the last option chosen (the option and the sale still stand). */
  optionNotice: string | null = null;
  /** The customer accepts printing photos below the print resolution (offered when the shop allows it). */
  acceptLowResolution = false;
  /** A message for the status line (draft restored, offline…). */
  notice: { kind: 'info' | 'error'; text: string } | null = null;
  resourceError: DesignerError | null = null;
  restoredDraft = false;
  /** Names of assets for the layers list ("Clipart: Star", "Photo: beach.jpg"), by reference. */
  readonly assetNames = new Map<string, string>();
  /** Text fields the customer set by hand, by element: a text style then leaves them as they are. */
  readonly chosenFields = new Map<string, Set<string>>();
  /** The last share link made (the toolbar also copies it to the clipboard). */
  shareLink: string | null = null;
  onChange: (what: 'layout' | 'quote' | 'notice' | 'options') => void = () => {};
  /** The template's own state in template mode, else `null`. */
  readonly template: TemplateSession | null;

  #providers!: DesignResourceProviders;
  #resources = new DesignResources();
  readonly #layoutCache = new LayoutCache();
  #drafts!: DraftStore;
  #refreshing: Promise<void> | null = null;
  #dirty = false;
  readonly #quotes = new QuoteRequests((isLatest) => this.#quote(isLatest));

  constructor(options: DesignerModelOptions, api = new ApiClient(options.apiRoot)) {
    this.options = options;
    this.api = api;
    this.template = options.mode === 'template' ? new TemplateSession(options.host ?? {}) : null;
  }

  /**
   * Builds the editor over the shop's data (by default fetched now; `<dcs-designer>` starts the
   * requests before this module has loaded) and picks the first document: saved design, share
   * link, draft, template, or blank.
   */
  async load(pending?: Promise<DesignerData>): Promise<void> {
    const { productId, designId, templateId, hash, cartItemId } = this.options;
    const template = this.template !== null;
    const host = this.options.host ?? {};
    const data = await (pending ?? loadDesignerData(this.api, { productId, designId, templateId, hash, template, hostDocument: host.document, cartItemId }));
    // A template being edited may have no product (one made through the API): its own sides are the product's.
    const product = data.product ?? templateProduct(this.options.host?.document);
    this.mockups = mockupsFrom(this.api, data.mockups);
    this.preflightOptions = data.preflightOptions;
    this.product = product;
    this.catalog = data.catalog;
    this.config = data.config;
    this.#providers = createBrowserProviders(this.api, data.catalog, { imageUrl: host.imageUrl, files: data.files });
    this.#drafts = new DraftStore(productId);
    this.selectedOptions = Object.fromEntries(product.options.map((option) => [option.name, option.values[0]?.value ?? '']));
    const document = template ? (this.options.host?.document ? validateDesign(this.options.host.document) : this.blankDocument()) : await this.#initialDocument(data);
    this.editor = createEditor({ document, role: template ? 'admin' : 'customer' });
    this.gestures = new EditorGestures(this.editor);
    this.crop = new CropGestures(this.editor);
    this.editor.subscribe((change) => {
      if (change.document) this.documentChanged();
    });
    await this.refresh();
    if (!template) this.scheduleQuote(0);
  }

  async #initialDocument({ saved, shared, template, cartLine }: DesignerData): Promise<DesignDocument> {
    if (cartLine) {
      try {
        const document = validateDesign(cartLine.design);
        this.selectedOptions = { ...this.selectedOptions, ...cartLine.options };
        this.quantity = cartLine.quantity;
        this.cartItemId = cartLine.id;
        return document;
      } catch {
        // A line whose design no longer validates opens as a new design; the line stays in the cart.
      }
    }
    if (saved) {
      this.savedDesignId = saved.id;
      return validateDesign(saved.design);
    }
    if (shared) return validateDesign(shared);
    const draft = this.#drafts.read();
    if (draft) {
      try {
        const document = validateDesign(draft.document);
        this.selectedOptions = { ...this.selectedOptions, ...draft.options };
        this.quantity = draft.quantity;
        this.savedDesignId = draft.savedDesignId;
        this.restoredDraft = true;
        return document;
      } catch {
        this.#drafts.clear();
      }
    }
    const fitted = await template();
    if (fitted) {
      try {
        return validateDesign(fitted);
      } catch {
        // A template that no longer validates leaves the customer a blank product, as one that is gone does.
      }
    }
    return this.blankDocument();
  }

  /** The product's sides without elements. */
  blankDocument(): DesignDocument {
    const sides = this.product.meta.sides ?? [];
    if (sides.length === 0) throw new DesignerError('svc_designer_product_not_designable', `${this.product.name} has no designable sides.`);
    return validateDesign({
      schemaVersion: CURRENT_SCHEMA_VERSION,
      name: this.product.name,
      sides: sides.map(({ mockup: _mockup, mockupMediaId: _id, mockupPlacement: _placement, ...side }) => ({ ...side, elements: [] })),
    });
  }

  /** A template as assigned to this product (already re-fitted to its print areas by the server). */
  async templateDocument(templateId: number): Promise<DesignDocument> {
    return validateDesign(await assignedTemplate(this.api, templateId, this.product.id));
  }

  async useTemplate(templateId: number): Promise<void> {
    const document = await this.templateDocument(templateId);
    this.editor.replaceDocument(document, { label: 'template', fromTemplate: true });
  }

  /**
   * Called on every document change: draft, layout, quote. While a pointer gesture runs only the
   * transform changes, so the element redraws from {@link layoutNow} and this runs once at its end.
   */
  documentChanged(): void {
    if (this.gestures.active !== 'idle' || this.crop.active !== 'idle') return;
    this.#changed();
    void this.refresh();
    // A template is saved by its host through the template API; it has no price and no customer draft.
    if (this.template) return;
    this.saveDraft();
    this.scheduleQuote();
  }

  saveDraft(): void {
    this.#drafts.write({ document: this.editor.document, options: this.selectedOptions, quantity: this.quantity, savedDesignId: this.savedDesignId });
  }

  /**
   * Loads what the document needs and lays it out, then runs the preflight. Calls made while one runs
   * coalesce into one more run, so a burst of changes costs two layouts, not one per change.
   */
  refresh(): Promise<void> {
    if (this.#refreshing) {
      this.#dirty = true;
      return this.#refreshing;
    }
    this.#refreshing = (async () => {
      do {
        this.#dirty = false;
        const document = this.editor.document;
        try {
          // A logo or photo that cannot be loaded leaves a placeholder and a preflight error, never a blank canvas.
          this.#resources = await loadDesignResources(document, this.#providers, { reuse: this.#resources, tolerateMissingAssets: true });
          this.resourceError = null;
          this.layout = this.#layoutCache.layout(document, this.#resources);
          // A text grown past its box gets a taller box (a transient change: it comes back here through documentChanged).
          if (this.editor.growTextBoxes(this.layout)) {
            this.#dirty = true;
            continue;
          }
          this.preflight = preflightDesign(this.layout, this.preflightOptions);
        } catch (error) {
          this.resourceError = error instanceof DesignerError ? error : new DesignerError((error as { code?: string }).code ?? 'error', (error as Error).message);
        }
        this.onChange('layout');
      } while (this.#dirty);
      this.#refreshing = null;
    })();
    return this.#refreshing;
  }

  /** Loads what `document` needs and lays it out (another design than the editor's: a mockup capture). */
  async layoutOf(document: DesignDocument): Promise<DesignLayout> {
    this.#resources = await loadDesignResources(document, this.#providers, { reuse: this.#resources });
    return new LayoutCache().layout(document, this.#resources);
  }

  /** Lays out the current document synchronously with the resources already loaded (a gesture changes only transforms). */
  layoutNow(): DesignLayout | null {
    if (!this.layout) return null;
    try {
      this.layout = this.#layoutCache.layout(this.editor.document, this.#resources);
    } catch {
      // The document names something not loaded yet (a text style just chose another font): keep the
      // last layout on screen; the refresh its change started loads it and lays out again.
      void this.refresh();
    }
    return this.layout;
  }

  /** The current layout if it is of the current document (a gesture may have moved on). */
  get currentLayout(): DesignLayout | null {
    return this.layout?.design === this.editor.document ? this.layout : null;
  }

  /** A change the price depends on: the quote on screen is stale until the next one answers. */
  #changed(): void {
    this.#quotes.changed();
    if (this.cartError) {
      this.cartError = null;
      this.onChange('quote');
    }
  }

  /** Whether the quote on screen was made for the design, options and quantity as they are now. */
  get quoteFresh(): boolean {
    return this.quote.status === 'ok' && this.#quotes.fresh;
  }

  scheduleQuote(delay = QUOTE_DEBOUNCE_MS): void {
    this.#quotes.schedule(delay);
  }

  /** Asks the server for the price of the current design; only the answer to the latest request is shown. */
  requestQuote(): Promise<void> {
    return this.#quotes.now();
  }

  async #quote(isLatest: () => boolean): Promise<void> {
    const last = this.quote.status === 'ok' ? this.quote.quote : this.quote.status === 'idle' ? null : this.quote.last;
    this.quote = { status: 'pending', last };
    this.onChange('quote');
    try {
      const quote = await this.api.post<Quote>('pricing/quote', { product_id: this.product.id, quantity: this.quantity, options: this.selectedOptions, design: this.editor.document });
      if (!isLatest()) return;
      this.quote = { status: 'ok', quote };
      if (this.notice?.kind === 'error') this.notice = null;
    } catch (error) {
      if (!isLatest()) return;
      const failure = error instanceof DesignerError ? error : new DesignerError('error', String(error));
      this.quote = { status: 'failed', error: failure, last };
    }
    this.onChange('quote');
  }

  /**
   * Chooses an option value; the smart configurator's mapping (if the product has one) changes the
   * design. The option holds whatever the configurator answers: a product without a mapping (404), a
   * mapping naming layers this design lacks, or any failure keep the design as it is, and the price
   * is asked for again in every case, so no choice leaves a stale quote behind.
   */
  async setOption(name: string, value: string): Promise<void> {
    this.selectedOptions = { ...this.selectedOptions, [name]: value };
    this.optionNotice = null;
    this.#changed();
    this.saveDraft();
    this.onChange('options');
    this.scheduleQuote(0);
    const document = this.editor.document;
    try {
      const applied = await this.api.post<{ design: unknown }>('smart-configurator/apply', { product_id: this.product.id, options: this.selectedOptions, design: document });
      const next = validateDesign(applied.design);
      // A change made while the configurator answered wins: its answer was for the design before.
      if (this.editor.document === document && JSON.stringify(next) !== JSON.stringify(document)) this.editor.run(`option ${name}`, () => next);
    } catch (error) {
      if (error instanceof DesignerError && (error.status === 404 || error.code === 'rest_no_route')) return;
      this.optionNotice = error instanceof Error ? error.message : String(error);
      this.onChange('options');
    }
  }

  setQuantity(quantity: number): void {
    this.quantity = quantity;
    this.#changed();
    this.saveDraft();
    this.scheduleQuote();
  }

  /**
   * The sides the chosen options pay for against the sides the design uses (`judgeSides` of
   * `@dcs/design`, the rule the cart and the print queue apply): an unpaid side with content is offered
   * its upgrade, and blocks add to cart until it is taken or the side is left empty.
   */
  get sides(): SidesVerdict {
    return judgeSides(productForRules(this.product), this.selectedOptions, this.editor.document);
  }

  /** The catalog's font of a family (names compare without case), or `undefined` when the shop does not host it. */
  catalogFont(family: string): CatalogFont | undefined {
    return this.catalog.fonts.find((font) => font.family.toLowerCase() === family.toLowerCase());
  }

  /** Marks text fields as set by the customer's hand: a text style applied later leaves them as they are. */
  markChosen(elementId: string, fields: Iterable<string>): void {
    const chosen = this.chosenFields.get(elementId) ?? new Set<string>();
    for (const field of fields) chosen.add(field);
    this.chosenFields.set(elementId, chosen);
  }

  /** Whether the shop lets customers accept photos below the print resolution (`GET /catalog` limits). */
  get lowResolutionAcceptable(): boolean {
    return this.catalog.limits.low_resolution === 'accept';
  }

  /** The preflight errors (the browser's and the server's), without a low resolution the customer accepted. */
  get blockingIssues(): number {
    const server = this.quote.status === 'ok' ? this.quote.quote.preflight : undefined;
    return blockingErrorCount(this.preflight.errors, server, this.acceptLowResolution && this.lowResolutionAcceptable);
  }

  /** Whether add-to-cart is allowed: no preflight error, no unpaid side with content, then a fresh quote. */
  get blockers(): 'preflight' | 'sides' | 'quote' | null {
    if (this.blockingIssues > 0) return 'preflight';
    if (this.sides.unpaid.length > 0) return 'sides';
    if (this.quote.status !== 'ok') return 'quote';
    return null;
  }

  /** Takes the upgrade the sides verdict offers: an ordinary option change (the design follows, the price is asked for). */
  async upgradeSides(): Promise<void> {
    const upgrade = this.sides.upgrade;
    if (upgrade) await this.setOption(upgrade.option, upgrade.value);
  }

  /** Leaves the sides the options do not pay for empty, one undoable change. */
  clearUnpaidSides(): void {
    const { unpaid } = this.sides;
    if (unpaid.length === 0) return;
    const document = this.editor.document;
    this.editor.run('clear unpaid sides', () => ({ ...document, sides: document.sides.map((side) => (unpaid.includes(side.id) ? { ...side, elements: [] } : side)) }));
  }

  /** A quote of the design as it is now (asked for unless the one on screen is). */
  freshQuote(): Promise<Quote> {
    return freshQuote(this.#quotes, () => this.quote);
  }

  /**
   * Adds the design to the cart with a quote of exactly this design, options and quantity. A quote the
   * server no longer honours (expired, or made stale by a change it saw) is asked for again once and
   * the line sent again when its price is the one the customer saw; a price that moved is shown and the
   * customer presses again. Editing a cart line (`cart-item`), the new line replaces it.
   */
  async addToCart(): Promise<unknown> {
    if (this.cartError) {
      this.cartError = null;
      this.onChange('quote');
    }
    try {
      let cart = await postWithFreshQuote({ fresh: () => this.freshQuote(), again: () => this.requestQuote().then(() => this.freshQuote()), adopt: (carried) => this.#adopt(carried) }, (quote) => this.#postLine(quote));
      // A shop's own cart replaces its lines itself; `cart-item` names a line of dcs's cart.
      if (this.cartItemId !== null && !this.options.hostCart?.()) cart = await this.#replaceLine(this.cartItemId, cart);
      return cart;
    } catch (error) {
      this.cartError = error instanceof DesignerError ? error : new DesignerError('error', String(error));
      this.onChange('quote');
      throw error;
    }
  }

  /** The cart's fresh price becomes the one on screen. */
  #adopt(carried: CarriedQuote): Quote {
    const quote = adoptQuote(this.quote.status === 'ok' ? this.quote.quote : null, carried, this.quantity);
    this.quote = { status: 'ok', quote };
    this.onChange('quote');
    return quote;
  }

  #postLine(quote: Quote): Promise<CartAnswer> {
    const line = {
      product_id: this.product.id,
      quantity: this.quantity,
      options: this.selectedOptions,
      design: this.editor.document,
      quote_token: quote.quote_token,
      ...(this.acceptLowResolution && this.lowResolutionAcceptable && hasLowResolution(this.preflight.errors) ? { accept_low_resolution: true } : {}),
    };
    const hostCart = this.options.hostCart?.();
    if (hostCart) return postToHostCart(hostCart, { ...line, unit_price: quote.unit_price, total: quote.total, currency: quote.currency }) as Promise<CartAnswer>;
    return this.api.post<CartAnswer>('cart/items', line);
  }

  /** Removes the edited line now that its replacement is in; the new line is the one edited from now on. */
  async #replaceLine(previous: number, cart: CartAnswer): Promise<CartAnswer> {
    const added = Math.max(...cart.items.map((line) => line.id));
    const after = await this.api.delete<CartAnswer>(`cart/items/${previous}`).catch((error: unknown) => {
      // Already gone (removed in another tab): the new line stands on its own.
      if (error instanceof DesignerError && error.status === 404) return { ...cart, items: cart.items.filter((line) => line.id !== previous) };
      throw error;
    });
    this.cartItemId = added;
    return after;
  }

  /** Saves the design in `svc/v1/designs` (a new one, or the one opened); returns its id. */
  async save(): Promise<number> {
    const body = { name: this.editor.document.name, product_id: this.product.id, design: this.editor.document };
    const saved = this.savedDesignId !== null
      ? await this.api.put<SavedDesign>(`designs/${this.savedDesignId}`, body).catch((error: DesignerError) => (error.status === 404 ? this.api.post<SavedDesign>('designs', body) : Promise.reject(error)))
      : await this.api.post<SavedDesign>('designs', body);
    this.savedDesignId = saved.id;
    this.saveDraft();
    return saved.id;
  }

  dispose(): void {
    this.#quotes.cancel();
  }
}

/** The stand-in product of a template edited without one: its sides are the template's. */
function templateProduct(document: unknown): ShopProduct {
  const design = validateDesign(document);
  return { id: 0, name: design.name, sku: '', base_price: 0, currency: 'EUR', options: [], meta: { sides: design.sides.map(({ elements: _elements, ...side }) => side) } };
}
