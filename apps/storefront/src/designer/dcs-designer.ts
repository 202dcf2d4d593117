import { isSvcError } from '@dcs/platform';
import { ApiClient, DesignerError } from './api-client.ts';
import type { CanvasView } from './canvas-view.ts';
import { loadDesignerData } from './designer-data.ts';
import { adoptHostCart, type HostCart } from './host-cart.ts';
import type { DesignerModel } from './designer-model.ts';
import { h, mount } from './dom.ts';
import { createI18n } from './i18n.ts';
import type { PanelContext } from './panels/panel-context.ts';
import type { MockupCaptureOptions } from './template/mockup-capture.ts';
import type { TemplateHost, TemplateState } from './template/template-host.ts';
import { templateMessages } from './template/template-i18n.ts';
import styles from './designer.css?inline';

type DesignerView = typeof import('./designer-view.ts');
let view: Promise<DesignerView> | null = null;
/**
 * The rendering half (designer-view.ts, with the big `@dcs/design` chunk), loaded once per page.
 * The loader starts it with the definition; an element sends its requests before awaiting it.
 */
export const loadDesignerView = (): Promise<DesignerView> => (view ??= import('./designer-view.ts'));

type Part = 'toolbar' | 'canvas' | 'layers' | 'properties' | 'options' | 'price' | 'bar' | 'template';
const ALL_PARTS: Part[] = ['toolbar', 'canvas', 'layers', 'properties', 'options', 'price', 'bar', 'template'];

/**
 * `<dcs-designer product-id="3">`: the storefront designer in a shadow root, so the shop's styles
 * and ours do not meet. Attributes: `product-id` (required), `api-root` (default: the `svc/v1` root of
 * the dcs that served the script), `design-id` (a saved design to reopen), `template-id`, `locale`.
 * Events (bubbling, composed): `dcs-change` (`detail.design`), `dcs-quote` (`detail.quote`),
 * `dcs-added-to-cart` (`detail.cart`), `dcs-error` (`detail.code`, `detail.message`).
 *
 * `mode="template"` makes it the admin's template editor (docs/admin-app.md): the editor runs in the
 * admin role, a template panel sets placeholders, permissions, locks and layout rules, images come
 * from the host's media library, and there is no price, cart or draft. The host sets `templateHost`
 * before connecting the element, reads `templateState()` to save, and hears every change as
 * `dcs-change` (`detail.template`); `product-id` may then be left out when `templateHost.document` is set.
 */
export class DcsDesigner extends HTMLElement {
  static observedAttributes = ['product-id', 'api-root', 'design-id', 'template-id', 'cart-item', 'locale', 'mode'];
  /** Where the loader was served from; set by `defineDesigner`. */
  static base = '/';

  model: DesignerModel | null = null;
  /** Hooks and starting state of the template mode (set by the host before connecting). */
  templateHost: TemplateHost | null = null;
  #hostCart: HostCart | null = null;
  /** A shop's own cart (docs/storefront.md, "A shop's own cart"): add to cart hands it the line instead of dcs's cart. */
  get hostCart(): HostCart | null {
    return this.#hostCart;
  }
  set hostCart(value: HostCart | null) {
    this.#hostCart = value;
  }
  /** Settles when the designer has loaded its product and drawn the first design. */
  ready: Promise<void> = Promise.resolve();
  readonly #root: ShadowRoot;
  #canvas: CanvasView | null = null;
  #parts = new Set<Part>();
  #frame = 0;
  #slots: Partial<Record<Part, HTMLElement>> = {};
  #status = h('p', { class: 'status', role: 'status', 'aria-live': 'polite' });
  #i18n = createI18n(null);
  #connected = false;
  #generation = 0;
  /**
   * A pointer is pressed in a panel: panels are not rebuilt until the tap is over (its click dispatched,
   * or 400 ms after the finger or button is lifted). A control replaced between the finger's down and up
   * loses the tap, and on a phone a quote answering or an edit landing re-renders often enough to swallow
   * taps. The parts asked for meanwhile are rendered right after.
   */
  #pressing = false;
  #pressTimer = 0;
  #held = new Set<Part>();

  constructor() {
    super();
    this.#root = this.attachShadow({ mode: 'open' });
    adoptHostCart(this);
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(styles);
    this.#root.adoptedStyleSheets = [sheet];
    this.#root.addEventListener('pointerdown', (event) => {
      // Not on the canvas: a drag there redraws it live.
      const canvas = this.#slots.canvas;
      if (canvas && event.composedPath().includes(canvas)) return;
      this.#pressing = true;
      // A press that never ends here (the pointer slid off the designer) lets go on its own.
      this.#holdFor(1500);
    }, { capture: true });
    for (const type of ['pointerup', 'pointercancel']) this.#root.addEventListener(type, () => this.#pressing && this.#holdFor(400), { capture: true });
    // Before the control's own handler: what it changes renders on the next frame, as always.
    this.#root.addEventListener('click', () => this.#release(), { capture: true });
  }

  #holdFor(ms: number): void {
    clearTimeout(this.#pressTimer);
    this.#pressTimer = window.setTimeout(() => this.#release(), ms);
  }

  #release(): void {
    if (!this.#pressing) return;
    this.#pressing = false;
    clearTimeout(this.#pressTimer);
    if (this.#held.size === 0) return;
    const parts = [...this.#held];
    this.#held.clear();
    this.#invalidate(parts);
  }

  connectedCallback(): void {
    this.#connected = true;
    this.#start();
  }

  disconnectedCallback(): void {
    this.#connected = false;
    this.model?.dispose();
  }

  attributeChangedCallback(name: string, previous: string | null, next: string | null): void {
    if (this.#connected && previous !== next && name !== 'locale') this.#start();
    else if (name === 'locale' && this.model) {
      this.#i18n = createI18n(next);
      this.#invalidate(ALL_PARTS);
    }
  }

  /** The editor engine of the loaded design (for host pages and tests). */
  get editor() {
    return this.model?.editor ?? null;
  }

  #start(): void {
    const generation = ++this.#generation;
    const template = this.getAttribute('mode') === 'template';
    const productId = template && !this.hasAttribute('product-id') && this.templateHost?.document ? 0 : Number(this.getAttribute('product-id'));
    this.model?.dispose();
    this.model = null;
    this.#i18n = createI18n(this.getAttribute('locale') ?? document.documentElement.lang);
    const t = this.#i18n.t;
    mount(this.#root, h('div', { class: 'loading', role: 'status' }, t('loading')));
    if (!Number.isInteger(productId) || productId < (template ? 0 : 1)) {
      this.#fail(new DesignerError('svc_designer_product_missing', 'The product-id attribute must be a product id.'));
      return;
    }
    const number = (name: string) => (this.getAttribute(name) && Number.isInteger(Number(this.getAttribute(name))) ? Number(this.getAttribute(name)) : null);
    const options = {
      apiRoot: this.getAttribute('api-root') ?? new URL('wp-json/svc/v1/', DcsDesigner.base).href,
      productId,
      designId: number('design-id'),
      templateId: number('template-id'),
      cartItemId: template ? null : number('cart-item'),
      hash: location.hash,
      mode: template ? 'template' as const : 'customer' as const,
      host: this.templateHost ?? {},
      hostCart: () => this.hostCart,
    };
    // The requests go out now; the rendering half may still be loading or being evaluated meanwhile.
    const api = new ApiClient(options.apiRoot);
    const data = loadDesignerData(api, { ...options, template, hostDocument: options.host.document });
    data.catch(() => undefined);
    this.ready = loadDesignerView().then(async (ui) => {
      if (generation !== this.#generation) return;
      const model = new ui.DesignerModel(options, api);
      this.model = model;
      await model.load(data);
      if (this.model !== model) return;
      this.#build(model, ui);
      if (model.restoredDraft) this.#announce(t('draftRestored'));
    }).catch((error: unknown) => {
      if (generation === this.#generation) this.#fail(error);
    });
  }

  #build(model: DesignerModel, ui: DesignerView): void {
    const { t } = this.#i18n;
    const i18n = () => this.#i18n;
    const canvas = new ui.CanvasView(model, t);
    this.#canvas = canvas;
    const ctx: PanelContext = { model, canvas, t: (...args) => this.#i18n.t(...args), get locale() { return i18n().locale; }, money: (...args) => this.#i18n.money(...args), act: (action) => this.#act(action), announce: (text) => this.#announce(text), errorText: (error) => this.#errorText(error.code, error.message, error), focusContent: () => {
      // Now, not on the next frame: the customer's first keystroke must land in the field.
      this.#renderPart('properties');
      const field = this.#slots.properties?.querySelector<HTMLTextAreaElement | HTMLInputElement>('[data-role="content"], input[data-role^="qr-"]');
      field?.focus();
      // Typing replaces the sample words, as in the design tools customers know.
      field?.select();
    }, ...(model.template ? { tt: (...args) => templateMessages(this.#i18n.locale)(...args) } : {}) };
    model.crop.onModeChange = (id) => {
      this.#invalidate(['properties', 'canvas']);
      this.#announce(t(id ? 'cropStarted' : 'cropEnded'));
    };
    canvas.onEditText = () => (this.#slots.properties?.querySelector('[data-role="content"]') as HTMLElement | null)?.focus();
    // The designer's keys work wherever focus is in it (the canvas, a layer button, a panel) while an
    // element is selected, and never while the customer types in a field.
    this.#root.addEventListener('keydown', (event) => this.#key(event as KeyboardEvent, canvas.svg, (e) => ui.handleCanvasKey(model, e)));
    model.onChange = (what) => {
      // A clipart's recolourable regions come with its asset, which the layout loads after the insert.
      if (what === 'layout') this.#invalidate(model.editor.selectedElements.some((e) => e.type === 'clipart') ? ['canvas', 'price', 'properties'] : ['canvas', 'price']);
      if (what === 'quote') {
        this.#invalidate(['price']);
        if (model.quote.status === 'ok') this.dispatchEvent(new CustomEvent('dcs-quote', { detail: { quote: model.quote.quote }, bubbles: true, composed: true }));
        if (model.quote.status === 'failed') this.#emitError(model.quote.error);
      }
      // An option may change the product's colour, which the mockup under the design shows.
      if (what === 'options') this.#invalidate(['options', 'canvas', 'toolbar', 'price']);
    };
    const changed = () => this.dispatchEvent(new CustomEvent('dcs-change', { detail: { design: model.editor.document, ...(model.template ? { template: this.templateState() } : {}) }, bubbles: true, composed: true }));
    model.editor.subscribe((change) => {
      const parts: Part[] = ['toolbar', 'layers', 'properties', 'template'];
      if (change.selection || change.side) parts.push('canvas');
      this.#invalidate(parts);
      if (change.document && model.gestures.active === 'idle' && model.crop.active === 'idle') changed();
    });
    if (model.template) model.template.onChange = changed;
    const addButton = h('button', { type: 'button', class: 'primary add-to-cart', 'data-role': 'add-to-cart', onClick: () => void this.#act(async () => {
      const editing = model.cartItemId !== null;
      addButton.setAttribute('aria-busy', 'true');
      try {
        const cart = await model.addToCart();
        this.#announce(editing ? t('cartLineUpdated') : t('addedToCart'));
        this.dispatchEvent(new CustomEvent('dcs-added-to-cart', { detail: { cart }, bubbles: true, composed: true }));
      } catch (error) {
        // The reason goes beside the button, in view: a status line under the designer may be off screen.
        requestAnimationFrame(() => {
          this.#slots.price?.querySelector('[data-role="cart-error"]')?.scrollIntoView({ block: 'nearest' });
          addButton.scrollIntoView({ block: 'nearest' });
        });
        throw error;
      } finally {
        addButton.removeAttribute('aria-busy');
      }
    }) });
    this.#renderers = {
      toolbar: () => ui.renderToolbar(ctx),
      canvas: () => canvas.svg,
      layers: () => ui.renderLayersPanel(ctx),
      properties: () => ui.renderPropertiesPanel(ctx),
      options: () => ui.renderOptionsPanel(ctx),
      price: () => ui.renderPricePanel(ctx, addButton),
      ...(model.template ? {} : { bar: () => ui.renderPhoneBar(ctx, addButton) }),
      ...(model.template ? { template: () => ui.renderTemplatePanel({ ...ctx, session: model.template!, tt: ctx.tt! }) } : {}),
    };
    for (const part of ALL_PARTS) this.#slots[part] = h('div', { class: `slot slot-${part}` });
    const s = this.#slots as Record<Part, HTMLElement>;
    mount(this.#root, h('div', { class: 'designer', role: 'region', 'aria-label': t('designer'), lang: this.#i18n.locale },
      s.toolbar,
      h('div', { class: 'workspace' },
        h('div', { class: 'left' }, model.template ? null : ui.renderMyDesigns(ctx), ui.renderAddPanel(ctx), s.layers),
        h('div', { class: 'center' }, s.canvas, canvas.mugPreview.element),
        model.template ? h('div', { class: 'right' }, s.template, s.properties) : h('div', { class: 'right' }, s.properties, s.options, s.price)),
      this.#status,
      s.bar));
    for (const part of ALL_PARTS) this.#renderPart(part);
    canvas.render();
  }

  #renderers: Partial<Record<Part, () => Element>> = {};
  /** The selection the properties panel was last drawn for. */
  #propertiesOf = '';

  /** Template mode: the design with the template's `fields` and `layout`, as the template API takes them. */
  templateState(): TemplateState | null {
    const model = this.model;
    return model?.template && model.editor ? model.template.state(model.editor.document) : null;
  }

  /**
   * A mockup PNG: `options.design` (else the editor's document) drawn onto a product photo with the
   * geometry of `renderMockupSvg` (see `template/mockup-capture.ts`). Waits until the element is ready.
   */
  async captureMockup(options: MockupCaptureOptions): Promise<Blob> {
    await this.ready;
    const model = this.model;
    if (!model?.editor) throw new DesignerError('svc_designer_not_ready', 'The designer has not loaded.');
    const { captureMockup } = await loadDesignerView();
    return captureMockup((design) => model.layoutOf(design), model.editor.document, options);
  }

  #invalidate(parts: Part[]): void {
    for (const part of parts) this.#parts.add(part);
    // The phone's price bar shows what the price panel shows.
    if (this.#parts.has('price')) this.#parts.add('bar');
    if (this.#frame) return;
    this.#frame = requestAnimationFrame(() => {
      this.#frame = 0;
      const parts = [...this.#parts];
      this.#parts.clear();
      for (const part of parts) this.#renderPart(part);
    });
  }

  #key(event: KeyboardEvent, canvas: Element, handle: (event: KeyboardEvent) => boolean): void {
    if (event.defaultPrevented || !this.model) return;
    const target = event.composedPath()[0];
    if (target instanceof Element && isTyping(target)) return;
    // Undo, redo and paste work anywhere in the designer; element keys need a selection off the canvas.
    if (target !== canvas && this.model.editor.selectedIds.length === 0 && !event.ctrlKey && !event.metaKey) return;
    // Enter and Space belong to the focused button; Tab moves focus.
    if (target !== canvas && (event.key === 'Enter' || event.key === ' ' || event.key === 'Tab')) return;
    void this.#act(() => {
      if (handle(event)) event.preventDefault();
    });
    // The focused layer button leaves with its deleted element: the canvas keeps the keyboard user's place.
    requestAnimationFrame(() => {
      if (target instanceof Element && !target.isConnected) (canvas as SVGElement).focus({ preventScroll: true });
    });
  }

  #renderPart(part: Part): void {
    const slot = this.#slots[part];
    const render = this.#renderers[part];
    if (!slot || !render) return;
    if (part === 'canvas') {
      if (slot.firstChild !== this.#canvas!.svg) mount(slot, this.#canvas!.svg);
      this.#canvas!.render();
      return;
    }
    if (this.#pressing) {
      this.#held.add(part);
      return;
    }
    // A panel being typed in is not rebuilt under the customer's fingers; it shows what they typed.
    // (Only while the same element is selected: a photo placed meanwhile shows its own fields.)
    const selection = this.model?.editor.selectedIds.join(' ') ?? '';
    if (part === 'properties' && selection === this.#propertiesOf && slot.contains(this.#root.activeElement) && this.#root.activeElement?.matches('textarea, input[type="range"], input[type="number"], input[type="text"], input[type="url"], input[type="email"], input[type="tel"]')) return;
    if (part === 'properties') this.#propertiesOf = selection;
    // Rebuilding a panel must not drop the keyboard user's place: focus returns to the same control.
    const active = this.#root.activeElement;
    const key = active && slot.contains(active) ? focusKey(active) : null;
    mount(slot, render());
    if (key) [...slot.querySelectorAll<HTMLElement>('button, input, select, textarea, a[href]')].find((candidate) => focusKey(candidate) === key)?.focus({ preventScroll: true });
  }

  async #act(action: () => unknown): Promise<void> {
    try {
      await action();
    } catch (error) {
      this.#emitError(error);
    }
  }

  #emitError(error: unknown): void {
    const code = error instanceof DesignerError || isSvcError(error) ? error.code : 'error';
    const message = error instanceof Error ? error.message : String(error);
    const text = this.#errorText(code, message, error);
    this.#announce(text, true);
    this.dispatchEvent(new CustomEvent('dcs-error', { detail: { code, message }, bubbles: true, composed: true }));
  }

  /** The designer's own errors in its language; the server's keep the server's sentence. */
  #errorText(code: string, message: string, error: unknown): string {
    const { t } = this.#i18n;
    if (code === 'network') return t('offline');
    if (code === 'http_error') return t('httpError', { status: error instanceof DesignerError ? error.status : 0 });
    if (code === 'svc_designer_product_missing') return t('productMissing');
    if (code === 'svc_designer_quote_missing') return t('quoteMissing');
    if (code === 'svc_designer_price_updated' && this.model?.quote.status === 'ok') return t('priceUpdated', { price: this.#i18n.money(this.model.quote.quote.total, this.model.quote.quote.currency) });
    return message;
  }

  #announce(text: string, error = false): void {
    this.#status.textContent = text;
    this.#status.classList.toggle('error', error);
  }

  #fail(error: unknown): void {
    this.#emitError(error);
    mount(this.#root, h('div', { class: 'loading error', role: 'alert' }, this.#status.textContent ?? ''));
  }
}

/** What identifies a control across re-renders of its panel. */
/** Whether keys go into `element` as text or a value (fields, lists, sliders, editable regions). */
function isTyping(element: Element): boolean {
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (element instanceof HTMLInputElement) return !['button', 'submit', 'reset', 'checkbox', 'radio', 'file', 'color'].includes(element.type);
  return element instanceof HTMLElement && element.isContentEditable;
}

function focusKey(element: Element): string {
  return [element.tagName, element.getAttribute('aria-label'), element.getAttribute('data-role'), element.getAttribute('data-element'), element.id, element.textContent].join('|');
}

declare global {
  interface HTMLElementTagNameMap {
    'dcs-designer': DcsDesigner;
  }
}
