import { DesignResources, countGraphemes, loadDesignResources, paidSides, readImageInfo, validateDesign, type Color, type DesignDocument, type DesignElement, type DesignLayout, type DesignResourceProviders, type ImageAsset } from '@dcs/design';
import { LayoutCache, coverCrop } from '@dcs/editor';
import { DesignerError } from '../designer/api-client.ts';
import { DraftStore } from '../designer/draft-store.ts';
import { blockingErrorCount, hasLowResolution, preflightDesign, type PreflightIssue, type PreflightReport } from '../designer/preflight.ts';
import { paletteColor, productForRules, type Catalog, type Quote } from '../designer/storefront-types.ts';
import { mockupsFrom, type ProductMockups } from '../mockup/side-mockups.ts';
import { QuoteRequests } from '../designer/quote-requests.ts';
import { adoptQuote, freshQuote, postWithFreshQuote, type CarriedQuote } from '../designer/cart-add.ts';
import { createSharedProviders } from './shared-providers.ts';
import type { QuickProductData, SharedShopData } from './shared-shop-data.ts';
import type { QuickField } from './quick-types.ts';
import { postToHostCart, type HostCart } from '../designer/host-cart.ts';

/** How long the panel waits after the last keystroke before asking for a price. */
export const QUICK_QUOTE_DEBOUNCE_MS = 250;

export type QuickQuoteState = { status: 'idle' | 'pending' } | { status: 'ok'; quote: Quote } | { status: 'failed'; error: DesignerError };

/** What a change of the model redraws. */
export type QuickChange = 'design' | 'quote' | 'upload' | 'options';

/**
 * One quick personalization panel without its DOM: the fitted template, the customer's values
 * written into it by element id, the layout and live preflight of `@dcs/design`, the debounced
 * quote, add to cart and the hand-over to the full designer. Shared data comes from
 * {@link SharedShopData}; only the customer's design is the panel's own.
 */
export class QuickModel {
  readonly data: QuickProductData;
  readonly #shared: SharedShopData;
  document: DesignDocument;
  /** The product's mockup photos by side. */
  readonly mockups: ProductMockups;
  layout: DesignLayout | null = null;
  preflight: PreflightReport = { ok: true, errors: [], warnings: [] };
  quote: QuickQuoteState = { status: 'idle' };
  options: Record<string, string>;
  /** The customer accepts printing a photo below the print resolution (offered where the shop allows it). */
  acceptLowResolution = false;
  /** Per image field: upload progress 0–1 while a photo is on its way. */
  uploads = new Map<string, number>();
  /** The side the preview shows: the side of the field last edited. */
  previewSide: string;
  onChange: (what: QuickChange) => void = () => {};

  #providers: DesignResourceProviders | null = null;
  #catalog: Catalog | null = null;
  /** Sample photos drawn as a neutral box because the browser cannot read them. */
  readonly #standIns = new Set<string>();
  #resources = new DesignResources();
  readonly #layoutCache = new LayoutCache();
  readonly #quotes = new QuoteRequests((isLatest) => this.#quote(isLatest));
  #loading: Promise<void> | null = null;
  #quoting = false;

  constructor(shared: SharedShopData, data: QuickProductData) {
    this.#shared = shared;
    this.data = data;
    this.document = validateDesign(data.design);
    this.mockups = mockupsFrom(shared.api, data.mockups);
    this.options = Object.fromEntries(data.product.options.map((option) => [option.name, option.values[0]?.value ?? '']));
    this.previewSide = data.config.fields[0]?.side ?? this.document.sides[0]!.id;
  }

  /** The API root the panel talks to (the designer it opens uses the same). */
  get apiRoot(): string {
    return this.#shared.api.root;
  }

  get fields(): QuickField[] {
    return this.data.config.fields;
  }

  /** The sides the chosen options pay for (`product.meta.printedSides`, the rule the cart and the print queue apply). */
  get paidSides(): string[] {
    return paidSides(productForRules(this.data.product), this.options, this.document.sides.map((side) => side.id));
  }

  /**
   * The design as it is ordered: the sides the options do not pay for left empty. The panel shows the
   * fields of paid sides only, so a template's sample text on the back ("PLAYER 23") does not print
   * under "Front only"; choosing "Front and back" brings the back's fields and content back.
   */
  get orderDocument(): DesignDocument {
    const paid = this.paidSides;
    if (paid.length === this.document.sides.length) return this.document;
    return { ...this.document, sides: this.document.sides.map((side) => (paid.includes(side.id) ? side : { ...side, elements: [] })) };
  }

  /** The side the preview shows: the one last edited, or the first paid one when that one is not printed. */
  get shownSide(): string {
    const paid = this.paidSides;
    return paid.includes(this.previewSide) ? this.previewSide : paid[0] ?? this.previewSide;
  }

  element(id: string): DesignElement | null {
    return findElement(this.document.sides.flatMap((side) => side.elements), id);
  }

  /**
   * Loads what the design needs and lays it out. Placeholder photos the customer cannot read yet
   * (the template's own media) are drawn as a neutral box of the size the field asks for.
   */
  async render(): Promise<void> {
    this.#catalog ??= await this.#shared.catalog();
    if (!this.#providers) this.#providers = withPlaceholderPhotos(await this.#shared.providers(createSharedProviders), this.fields, this.#standIns);
    this.#resources = await loadDesignResources(this.document, this.#providers, { reuse: this.#resources });
    this.#layout();
  }

  /** Starts the price updates (the panel calls it once it is on screen). */
  startQuoting(): void {
    if (this.#quoting) return;
    this.#quoting = true;
    this.scheduleQuote(0);
  }

  setText(id: string, content: string): void {
    const field = this.#field(id, 'text');
    const limit = field.max_length;
    const text = limit !== null && countGraphemes(content) > limit ? [...new Intl.Segmenter().segment(content)].slice(0, limit).map((s) => s.segment).join('') : content;
    this.#update(id, { content: text });
  }

  setFont(id: string, fontFamily: string): void {
    const field = this.#field(id, 'text');
    if (!field.allowed_fonts.includes(fontFamily)) throw new DesignerError('svc_quick_font_refused', `${fontFamily} is not offered for ${field.label}.`);
    this.#update(id, { fontFamily }, true);
  }

  setColor(id: string, hex: string): void {
    const field = this.#field(id, 'text');
    if (!field.allowed_colors.some((color) => color.toUpperCase() === hex.toUpperCase())) throw new DesignerError('svc_quick_color_refused', `${hex} is not offered for ${field.label}.`);
    // A palette colour keeps its name and CMYK for print.
    const palette = this.#paletteColor(hex);
    this.#update(id, { fill: palette ?? hex.toUpperCase() }, true);
  }

  /** Uploads a photo for an image field and places it covering the field's box. */
  async uploadPhoto(id: string, file: Blob): Promise<void> {
    this.#field(id, 'image');
    this.uploads.set(id, 0);
    this.onChange('upload');
    try {
      const upload = await this.#shared.api.upload<{ ref: string; width: number; height: number }>('uploads', file, (fraction) => {
        this.uploads.set(id, fraction);
        this.onChange('upload');
      });
      const element = this.element(id);
      const box = element?.transform ?? { width: 1, height: 1 };
      this.#update(id, { media: upload.ref, crop: coverCrop(upload.width, upload.height, box) }, true);
    } finally {
      this.uploads.delete(id);
      this.onChange('upload');
    }
  }

  /** Zoom (≥ 1) and centre (0–1) of the photo's crop window, keeping the box's proportions. */
  setCrop(id: string, next: { zoom?: number; x?: number; y?: number }): void {
    const element = this.element(id);
    if (element?.type !== 'image') return;
    const base = cropBase(element);
    const zoom = next.zoom ?? 1 / Math.max(element.crop.width / base.width, element.crop.height / base.height);
    const width = base.width / zoom;
    const height = base.height / zoom;
    const cx = next.x ?? element.crop.x + element.crop.width / 2;
    const cy = next.y ?? element.crop.y + element.crop.height / 2;
    const crop = { x: round(clamp(cx - width / 2, 0, 1 - width)), y: round(clamp(cy - height / 2, 0, 1 - height)), width: round(width), height: round(height) };
    this.#update(id, { crop });
  }

  async setOption(name: string, value: string): Promise<void> {
    this.touched = true;
    this.options = { ...this.options, [name]: value };
    this.#quotes.changed();
    // The printed sides may have changed: the preflight counts only theirs.
    if (this.#canLayoutNow()) this.#layout();
    this.onChange('options');
    try {
      const applied = await this.#shared.api.post<{ design: unknown }>('smart-configurator/apply', { product_id: this.data.product.id, options: this.options, design: this.document });
      this.document = validateDesign(applied.design);
      await this.render();
      this.onChange('design');
    } catch (error) {
      // A product without a mapping (or the configurator switched off), or a mapping made for another
      // template of the product (a layer this one lacks), keeps the design: the option still prices.
      if (!(error instanceof DesignerError) || (error.status !== 404 && error.code !== 'rest_no_route' && error.code !== 'svc_configurator_layer_unknown')) {
        this.scheduleQuote(0);
        throw error;
      }
    }
    this.scheduleQuote(0);
  }

  /** The preflight issues of one field's element. */
  issuesOf(id: string): PreflightIssue[] {
    return [...this.preflight.errors, ...this.preflight.warnings].filter((issue) => issue.elementId === id);
  }

  /** Whether the shop lets customers accept photos below the print resolution (`GET /catalog` limits). */
  get lowResolutionAcceptable(): boolean {
    return this.#catalog?.limits.low_resolution === 'accept';
  }

  /** Whether a checkbox to accept lower quality belongs beside add to cart. */
  get offersLowResolution(): boolean {
    return this.lowResolutionAcceptable && (this.acceptLowResolution || hasLowResolution(this.preflight.errors));
  }

  /** Whether add to cart is possible: no preflight error (the browser's or the server's), less a low resolution accepted. */
  get blocked(): boolean {
    const server = this.quote.status === 'ok' ? this.quote.quote.preflight : undefined;
    return blockingErrorCount(this.preflight.errors, server, this.acceptLowResolution && this.lowResolutionAcceptable) > 0;
  }

  scheduleQuote(delay = QUICK_QUOTE_DEBOUNCE_MS): void {
    if (!this.#quoting) return;
    this.#quotes.changed();
    this.#quotes.schedule(delay);
  }

  /** Asks the server for the price of the current design; only the answer to the latest request is shown. */
  requestQuote(): Promise<void> {
    return this.#quotes.now();
  }

  async #quote(isLatest: () => boolean): Promise<void> {
    this.quote = { status: 'pending' };
    this.onChange('quote');
    try {
      const quote = await this.#shared.api.post<Quote>('pricing/quote', { product_id: this.data.product.id, quantity: 1, options: this.options, design: this.orderDocument });
      if (!isLatest()) return;
      this.quote = { status: 'ok', quote };
    } catch (error) {
      if (!isLatest()) return;
      this.quote = { status: 'failed', error: error instanceof DesignerError ? error : new DesignerError('error', String(error)) };
    }
    this.onChange('quote');
  }

  /** Adds the design to dcs's cart, or to the host page's own cart when it has one (`hostCart`). */
  async addToCart(hostCart: HostCart | null = null): Promise<unknown> {
    if (this.blocked) throw new DesignerError('svc_quick_preflight_errors', 'The design has problems to fix before it can be printed.');
    return postWithFreshQuote({ fresh: () => freshQuote(this.#quotes, () => this.quote), again: () => this.requestQuote().then(() => freshQuote(this.#quotes, () => this.quote)), adopt: (carried) => this.#adopt(carried) }, (quote) => {
      const line = { product_id: this.data.product.id, quantity: 1, options: this.options, design: this.orderDocument, quote_token: quote.quote_token, ...(this.acceptLowResolution && this.lowResolutionAcceptable && hasLowResolution(this.preflight.errors) ? { accept_low_resolution: true } : {}) };
      if (hostCart) return postToHostCart(hostCart, { ...line, unit_price: quote.unit_price, total: quote.total, currency: quote.currency });
      return this.#shared.api.post<unknown>('cart/items', line);
    });
  }

  /** The cart's fresh price becomes the one on screen. */
  #adopt(carried: CarriedQuote): Quote {
    const quote = adoptQuote(this.quote.status === 'ok' ? this.quote.quote : null, carried, 1);
    this.quote = { status: 'ok', quote };
    this.onChange('quote');
    return quote;
  }

  /**
   * Whether the customer changed anything here: only then does the shop's "Design your …" link hand
   * the design over (an untouched panel must not replace a draft made in the designer before).
   */
  touched = false;

  /** Hands the design to `<dcs-designer>` through its draft, which the designer restores on load. */
  handOver(): void {
    new DraftStore(this.data.product.id).write({ document: this.document, options: this.options, quantity: 1, savedDesignId: null });
  }

  dispose(): void {
    this.#quotes.cancel();
    this.#quoting = false;
  }

  #field<T extends QuickField['type']>(id: string, type: T): Extract<QuickField, { type: T }> {
    const field = this.fields.find((candidate) => candidate.id === id);
    if (!field || field.type !== type) throw new DesignerError('svc_quick_field_unknown', `No ${type} field ${id}.`);
    return field as Extract<QuickField, { type: T }>;
  }

  #paletteColor(hex: string): Color | null {
    const color = this.#catalog?.palette.groups.flatMap((group) => group.colors).find((candidate) => candidate.hex.toUpperCase() === hex.toUpperCase());
    return color ? paletteColor(color) : null;
  }

  /** Writes `patch` into the element, lays out at once (resources permitting) and schedules the quote. */
  #update(id: string, patch: Record<string, unknown>, needsResources = false): void {
    this.touched = true;
    const location = this.data.config.fields.find((field) => field.id === id);
    if (location) this.previewSide = location.side;
    this.document = validateDesign({ ...this.document, sides: this.document.sides.map((side) => ({ ...side, elements: patchElements(side.elements, id, patch) })) });
    if (needsResources || !this.#canLayoutNow()) {
      this.#loading = this.render().then(() => this.onChange('design'), (error: unknown) => this.#fail(error));
    } else {
      this.#layout();
      this.onChange('design');
    }
    this.scheduleQuote();
  }

  #canLayoutNow(): boolean {
    return this.layout !== null && this.#loading === null;
  }

  #layout(): void {
    this.#loading = null;
    this.layout = this.#layoutCache.layout(this.document, this.#resources);
    const report = preflightDesign(this.layout, this.data.preflightOptions);
    // The neutral box standing in for the template's sample photo is not the customer's to fix.
    const standIns = this.#standIns;
    const paid = this.paidSides;
    // Nor is a side that does not print.
    const real = (issue: PreflightIssue) => {
      const element = this.element(issue.elementId);
      return paid.includes(issue.sideId) && !(element?.type === 'image' && standIns.has(element.media));
    };
    const errors = report.errors.filter(real);
    this.preflight = { ...report, ok: errors.length === 0, errors, warnings: report.warnings.filter(real) };
  }

  #fail(error: unknown): void {
    this.#loading = null;
    this.quote = { status: 'failed', error: error instanceof DesignerError ? error : new DesignerError((error as { code?: string }).code ?? 'error', (error as Error).message) };
    this.onChange('quote');
  }
}

function findElement(elements: readonly DesignElement[], id: string): DesignElement | null {
  for (const element of elements) {
    if (element.id === id) return element;
    if (element.type === 'group') {
      const found = findElement(element.children, id);
      if (found) return found;
    }
  }
  return null;
}

function patchElements(elements: readonly DesignElement[], id: string, patch: Record<string, unknown>): DesignElement[] {
  return elements.map((element) => {
    if (element.id === id) return { ...element, ...patch } as DesignElement;
    if (element.type === 'group') return { ...element, children: patchElements(element.children, id, patch) } as DesignElement;
    return element;
  });
}

/** The largest crop window of the box's proportions (zoom 1) for the image's own proportions. */
function cropBase(element: Extract<DesignElement, { type: 'image' }>): { width: number; height: number } {
  // The current window's proportions are the box's in image fractions; scaled up until one side is 1.
  const ratio = element.crop.height / element.crop.width;
  return ratio > 1 ? { width: 1 / ratio, height: 1 } : { width: 1, height: ratio };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const round = (value: number) => Math.round(value * 1e6) / 1e6;

/** A light grey pixel, stretched over a placeholder's box while the customer has not chosen a photo. */
const GREY_PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWN48vw1AAVpArfCjRAqAAAAAElFTkSuQmCC'), (c) => c.charCodeAt(0));

/**
 * The shared providers, except that an image field's default photo that the browser cannot read
 * (an admin media item) becomes a neutral box with the pixel size the field asks for, so the
 * preview, the layout and the preflight work before the customer has chosen a photo.
 */
function withPlaceholderPhotos(providers: DesignResourceProviders, fields: readonly QuickField[], standIns: Set<string>): DesignResourceProviders {
  const defaults = new Map(fields.flatMap((field) => (field.type === 'image' ? [[field.default, field] as const] : [])));
  const assets = providers.assets;
  if (!assets) return providers;
  return {
    fonts: providers.fonts,
    assets: {
      loadClipart: (ref) => assets.loadClipart(ref),
      loadImage: async (ref) => {
        const loaded = await assets.loadImage(ref);
        const field = defaults.get(ref);
        if (loaded || !field) return loaded;
        const info = readImageInfo(GREY_PNG);
        standIns.add(ref);
        return info ? ({ ...info, bytes: GREY_PNG, widthPx: field.min_width_px, heightPx: field.min_height_px } as ImageAsset) : null;
      },
    },
  };
}
