import { DesignerError } from '../designer/api-client.ts';
import { h, mount } from '../designer/dom.ts';
import { productTint } from '../mockup/product-tint.ts';
import { renderMockupPhotoSvg } from '@dcs/design';
import { renderQuickFields, type ModelRef, type QuickFieldsView } from './quick-fields.ts';
import { createQuickI18n } from './quick-i18n.ts';
import type { QuickModel } from './quick-model.ts';
import { sharedShopData, type QuickProductData } from './shared-shop-data.ts';
import styles from './quick.css?inline';
import { adoptHostCart, type HostCart } from '../designer/host-cart.ts';

type QuickView = typeof import('./quick-view.ts');

// The rendering half (the model over @dcs/design, about 175 KB gzip) is not needed to see a panel: the
// form works without it and the preview shows the product photo first. It is fetched and evaluated
// when the customer first touches a panel, or when the page is idle after its load, whichever comes
// first: on a phone, the grid paints and answers before that chunk's work (issue 38).
let view: Promise<QuickView> | null = null;
let wantView: () => void = () => undefined;
const viewWanted = new Promise<void>((resolve) => (wantView = resolve));
const loadView = (): Promise<QuickView> => {
  wantView();
  return (view ??= import('./quick-view.ts'));
};
// "Idle" starts once the page has loaded, every panel on it has its data and form, and the photos the
// panels show first have arrived: fetched alongside them, that chunk and the catalog would take the
// phone's bandwidth from those photos (a product without photos answers first and must not start it).
let idleScheduled = false;
let photosLoading = 0;
let panelsLoading = 0;
function loadViewWhenIdle(): void {
  if (idleScheduled || photosLoading > 0 || panelsLoading > 0) return;
  idleScheduled = true;
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => void loadView(), { timeout: 5000 }) : setTimeout(() => void loadView(), 500));
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}
/** Counts a photo as loading until it has loaded or failed (at most 10 s), then looks for idle again. */
function photoLoading(image: SVGImageElement): void {
  photosLoading++;
  let settled = false;
  const done = () => {
    if (settled) return;
    settled = true;
    photosLoading--;
    loadViewWhenIdle();
  };
  image.addEventListener('load', done, { once: true });
  image.addEventListener('error', done, { once: true });
  setTimeout(done, 10_000);
}

// Twenty panels' work (building a form, making a model, laying out a preview) is done one panel per
// task, never twenty in one: a task that long would hold the phone's main thread (Total Blocking Time).
let turns: Promise<void> = Promise.resolve();
function nextTurn(): Promise<void> {
  turns = turns.then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  return turns;
}

let sheet: CSSStyleSheet | null = null;
let observer: IntersectionObserver | null = null;
const onScreen = new WeakMap<Element, () => void>();

/** One observer for every panel of the page: a panel's preview and price start when it scrolls into view. */
function whenOnScreen(element: Element, start: () => void): void {
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer!.unobserve(entry.target);
      onScreen.get(entry.target)?.();
      onScreen.delete(entry.target);
    }
  }, { rootMargin: '200px' });
  onScreen.set(element, start);
  observer.observe(element);
}

/**
 * `<dcs-quick-personalization product-id="1">`: the placeholders of the product's assigned template
 * as form fields, a live preview on the product's mockup, the server's price and add to cart, on a
 * shop grid. Attributes and events as `<dcs-designer>`: `product-id`, `api-root`, `locale`;
 * `dcs-change`, `dcs-quote`, `dcs-added-to-cart`, `dcs-error`. Twenty panels on one page share the
 * catalog, fonts and template ({@link sharedShopData}); each renders its preview only once on screen.
 */
export class DcsQuickPersonalization extends HTMLElement {
  static observedAttributes = ['product-id', 'api-root', 'locale'];
  /** Where the loader was served from; set by `defineQuickPersonalization`. */
  static base = '/';

  model: QuickModel | null = null;
  #hostCart: HostCart | null = null;
  /** A shop's own cart, as `<dcs-designer>`'s `hostCart`: add to cart (here and in "Customize more") hands it the line. */
  get hostCart(): HostCart | null {
    return this.#hostCart;
  }
  set hostCart(value: HostCart | null) {
    this.#hostCart = value;
  }
  /** Settles when the fields are interactive (or the product turned out to have no template). */
  ready: Promise<void> = Promise.resolve();
  readonly #root: ShadowRoot;
  #i18n = createQuickI18n(null);
  #preview = h('div', { class: 'preview', role: 'img' });
  #price = h('p', { class: 'price', 'aria-live': 'polite', 'data-role': 'price' });
  #status = h('p', { class: 'status', role: 'status', 'aria-live': 'polite' });
  #addButton = h('button', { type: 'button', class: 'primary', 'data-role': 'add-to-cart' });
  #lowResolution = h('div', { class: 'low-resolution', hidden: true });
  #fields: QuickFieldsView | null = null;
  #frame = 0;
  #connected = false;
  #generation = 0;
  #previews = 0;
  #previewDirty = false;
  #renderPreview: typeof import('../mockup/side-mockups.ts').renderSidePreview | null = null;

  constructor() {
    super();
    this.#root = this.attachShadow({ mode: 'open' });
    adoptHostCart(this);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(styles);
    }
    this.#root.adoptedStyleSheets = [sheet];
    // A touch, a click or a key in the panel wants its model now.
    for (const type of ['pointerdown', 'focusin', 'keydown']) this.addEventListener(type, () => void loadView(), { once: true, passive: true });
  }

  connectedCallback(): void {
    this.#connected = true;
    this.#start();
  }

  disconnectedCallback(): void {
    this.#connected = false;
    this.model?.dispose();
  }

  attributeChangedCallback(_name: string, previous: string | null, next: string | null): void {
    if (this.#connected && previous !== next) this.#start();
  }

  #start(): void {
    const generation = ++this.#generation;
    this.model?.dispose();
    this.model = null;
    this.#i18n = createQuickI18n(this.getAttribute('locale') ?? document.documentElement.lang);
    const { t } = this.#i18n;
    this.removeAttribute('data-state');
    // The panel's space is held while its data loads (a square preview and the form's usual
    // height), so the cards below it do not jump when it arrives: issue 38's layout shift.
    mount(this.#root, h('section', { class: 'quick', 'aria-busy': 'true' },
      h('div', { class: 'preview', 'aria-hidden': 'true' }),
      h('div', { class: 'form-space' }, h('p', { class: 'loading', role: 'status' }, t('loading')))));
    const productId = Number(this.getAttribute('product-id'));
    if (!Number.isInteger(productId) || productId < 1) {
      this.#fail(new DesignerError('svc_designer_product_missing', 'The product-id attribute must be a product id.'));
      return;
    }
    const shared = sharedShopData(this.getAttribute('api-root') ?? new URL('wp-json/svc/v1/', DcsQuickPersonalization.base).href);
    panelsLoading++;
    this.ready = shared.product(productId).then(
      async (data) => {
        if (generation !== this.#generation) return;
        if (!data) {
          // No template assigned: nothing to personalize quickly; the host page keeps its own link.
          this.hidden = true;
          this.setAttribute('data-state', 'unavailable');
          return;
        }
        // The first currency formatter of a page loads the locale's data: a task of its own, then the form in the next.
        await nextTurn();
        this.#i18n.money(0, data.product.currency);
        await nextTurn();
        if (generation !== this.#generation) return;
        this.hidden = false;
        // The form is usable at once; the model (with @dcs/design) follows, and changes made meanwhile wait for it.
        const ref: ModelRef = {
          model: null,
          whenModel: viewWanted.then(() => {
            // The catalog travels with the model's chunk; both are needed for the first preview.
            void shared.catalog().catch(() => undefined);
            return loadView();
          }).then(async ({ QuickModel, renderSidePreview }) => {
            await nextTurn();
            const model = new QuickModel(shared, data);
            if (generation === this.#generation) {
              this.model = model;
              ref.model = model;
              this.#renderPreview = renderSidePreview;
              this.#attach(model);
            }
            return model;
          }),
        };
        ref.whenModel.catch((error: unknown) => this.#emitError(error));
        this.#build(data, ref);
        this.#paintPhoto(data, shared.api.url.bind(shared.api));
        whenOnScreen(this, () => {
          void ref.whenModel.then(async (model) => {
            if (this.model !== model) return;
            model.startQuoting();
            await nextTurn();
            return model.render().then(() => this.#invalidate(true));
          }).catch((error: unknown) => this.#emitError(error));
        });
      },
      (error: unknown) => this.#fail(error),
    ).finally(() => {
      panelsLoading--;
      loadViewWhenIdle();
    });
  }

  /**
   * The preview before the design is laid out: the product photo of the side the panel shows first,
   * in the product's first colour, as an image (the same picture the design is drawn onto later).
   */
  #paintPhoto(data: QuickProductData, url: (path: string) => string): void {
    const side = data.config.fields[0]?.side ?? data.mockups.sides[0]?.side_id;
    const mockup = data.mockups.sides.find((candidate) => candidate.side_id === side);
    if (!mockup || this.#previews > 0) return;
    const defaults = Object.fromEntries(data.product.options.map((option) => [option.name, option.values[0]?.value ?? '']));
    this.#preview.innerHTML = renderMockupPhotoSvg(url(mockup.url), { widthPx: mockup.width_px, heightPx: mockup.height_px }, `q${this.#generation}p`, productTint(data.product.options, defaults));
    const image = this.#preview.querySelector('image');
    if (image) photoLoading(image);
  }

  #build(data: QuickProductData, ref: ModelRef): void {
    const { t } = this.#i18n;
    const product = data.product.name;
    this.#preview.setAttribute('aria-label', t('preview', { product }));
    this.#preview.replaceChildren();
    this.#fields = renderQuickFields(data, ref, this.#i18n, (action) => this.#act(action));
    mount(this.#addButton, t('addToCart'));
    this.#addButton.onclick = () => void this.#act(async () => {
      const cart = await (await ref.whenModel).addToCart(this.hostCart);
      this.#announce(t('addedToCart'));
      this.dispatchEvent(new CustomEvent('dcs-added-to-cart', { detail: { cart }, bubbles: true, composed: true }));
    });
    const more = h('button', { type: 'button', 'data-role': 'customize-more', onClick: () => void this.#act(async () => this.#openDesigner(await ref.whenModel)) }, t('customizeMore'));
    mount(this.#root, h('section', { class: 'quick', 'aria-label': t('panel', { product }), lang: this.#i18n.locale },
      this.#preview,
      this.#fields.element,
      this.#price,
      this.#lowResolution,
      h('div', { class: 'actions' }, this.#addButton, more),
      this.#status));
    mount(this.#price, h('span', { class: 'muted' }, this.#i18n.money(data.product.base_price, data.product.currency)));
    this.setAttribute('data-state', 'ready');
  }

  /** Wires the model, once loaded, to the element: events, preview and state. */
  #attach(model: QuickModel): void {
    model.onChange = (what) => {
      if (what === 'design') this.dispatchEvent(new CustomEvent('dcs-change', { detail: { design: model.document }, bubbles: true, composed: true }));
      if (what === 'quote' && model.quote.status === 'ok') this.dispatchEvent(new CustomEvent('dcs-quote', { detail: { quote: model.quote.quote }, bubbles: true, composed: true }));
      if (what === 'quote' && model.quote.status === 'failed') this.#emitError(model.quote.error);
      // The preview follows the keystroke in the same frame; messages and price are cheap to redo.
      if (what === 'design' || what === 'options') this.#paintPreview();
      this.#invalidate();
    };
    this.#paintState();
  }

  /** Redraws messages and price in the next frame (and the preview, when it has not been drawn since its layout changed). */
  #invalidate(preview = false): void {
    this.#previewDirty ||= preview;
    if (this.#frame) return;
    this.#frame = requestAnimationFrame(() => {
      this.#frame = 0;
      if (this.#previewDirty) this.#paintPreview();
      this.#paintState();
    });
  }

  #paintPreview(): void {
    const model = this.model;
    if (!model?.layout) return;
    this.#previewDirty = false;
    const side = model.shownSide;
    this.#preview.innerHTML = this.#renderPreview!(model.layout, side, model.mockups.get(side), `q${this.#generation}`, productTint(model.data.product.options, model.options));
    this.setAttribute('data-preview', String(++this.#previews));
  }

  #paintState(): void {
    const model = this.model;
    if (!model) return;
    const { t, money } = this.#i18n;
    this.#fields?.update();
    const quote = model.quote;
    if (quote.status === 'ok') mount(this.#price, h('strong', { 'data-role': 'total' }, money(quote.quote.total, quote.quote.currency)));
    else if (quote.status === 'pending') mount(this.#price, h('span', { class: 'muted', 'data-role': 'quoting' }, t('quoting')));
    else if (quote.status === 'failed') mount(this.#price, h('span', { class: 'error' }, t('quoteFailed', { message: quote.error.code === 'network' ? t('offline') : quote.error.message })));
    else mount(this.#price, h('span', { class: 'muted' }, money(model.data.product.base_price, model.data.product.currency)));
    this.#paintLowResolution(model);
    this.#addButton.disabled = model.blocked || model.uploads.size > 0;
    this.#addButton.title = model.blocked ? t('blocked') : '';
  }

  /** Where the shop allows it and a photo is below the print resolution: a checkbox to accept lower quality, above add to cart. */
  #paintLowResolution(model: QuickModel): void {
    const box = this.#lowResolution;
    box.hidden = !model.offersLowResolution;
    if (box.hidden || box.firstChild) return;
    const id = `dcs-q-low-${this.#generation}`;
    mount(box, h('input', { type: 'checkbox', id, onChange: (event: Event) => {
      model.acceptLowResolution = (event.target as HTMLInputElement).checked;
      this.#invalidate();
    } }), h('label', { for: id }, this.#i18n.t('acceptLowResolution')));
  }

  /** "Customize more": the same design in `<dcs-designer>`, handed over through its draft. */
  #openDesigner(model: QuickModel): void {
    const { t } = this.#i18n;
    model.handOver();
    const designer = document.createElement('dcs-designer');
    designer.setAttribute('product-id', String(model.data.product.id));
    designer.setAttribute('api-root', model.apiRoot);
    designer.setAttribute('locale', this.#i18n.locale);
    (designer as HTMLElement & { hostCart: HostCart | null }).hostCart = this.hostCart;
    designer.addEventListener('dcs-added-to-cart', (event) => {
      this.dispatchEvent(new CustomEvent('dcs-added-to-cart', { detail: (event as CustomEvent).detail, bubbles: true, composed: true }));
    });
    const dialog = h('dialog', { class: 'designer-dialog', 'aria-label': t('designerTitle', { product: model.data.product.name }) },
      h('div', { class: 'dialog-bar' }, h('strong', null, t('designerTitle', { product: model.data.product.name })),
        h('button', { type: 'button', 'data-role': 'close-designer', onClick: () => dialog.close() }, t('close'))),
      designer);
    dialog.addEventListener('close', () => dialog.remove());
    this.#root.append(dialog);
    dialog.showModal();
  }

  async #act(action: () => unknown): Promise<void> {
    try {
      await action();
    } catch (error) {
      this.#emitError(error);
    }
    this.#invalidate();
  }

  #emitError(error: unknown): void {
    const code = error instanceof DesignerError ? error.code : typeof (error as { code?: unknown })?.code === 'string' ? (error as { code: string }).code : 'error';
    const message = error instanceof Error ? error.message : String(error);
    this.#announce(code === 'network' ? this.#i18n.t('offline') : message, true);
    this.dispatchEvent(new CustomEvent('dcs-error', { detail: { code, message }, bubbles: true, composed: true }));
  }

  #announce(text: string, error = false): void {
    this.#status.textContent = text;
    this.#status.classList.toggle('error', error);
  }

  #fail(error: unknown): void {
    this.#emitError(error);
    mount(this.#root, h('p', { class: 'loading error', role: 'alert' }, this.#status.textContent ?? ''));
    this.setAttribute('data-state', 'failed');
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'dcs-quick-personalization': DcsQuickPersonalization;
  }
}
