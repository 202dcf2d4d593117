import { renderSidePreview } from '../mockup/side-mockups.ts';
import { productTint } from '../mockup/product-tint.ts';
import type { DesignerModel } from './designer-model.ts';
import { h } from './dom.ts';
import type { Translate } from './i18n.ts';

/** Quiet time after the last change before the wrap is drawn again: a drag redraws it when it pauses, not every frame. */
const REDRAW_MS = 120;

/**
 * The design wrapped around the mug, beside the flat canvas it is edited on: for a side whose mockup
 * kind is `mug`, the picture the cart and the shop's grid show (`renderSidePreview`), redrawn shortly
 * after each change. Hidden on every other side.
 */
export class MugPreview {
  readonly element = h('div', { class: 'mug-preview', role: 'img', hidden: true });
  readonly #model: DesignerModel;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #drawn = 0;

  constructor(model: DesignerModel, t: Translate) {
    this.#model = model;
    this.element.setAttribute('aria-label', t('mugPreview'));
  }

  /** Whether the current side is shown wrapped on a mug. */
  get shown(): boolean {
    return this.#model.mockups.get(this.#model.editor.side.id)?.kind === 'mug';
  }

  /** Draws again once the design has been still for a moment. */
  schedule(): void {
    this.element.hidden = !this.shown;
    if (!this.shown) return;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.#draw(), this.#drawn === 0 ? 0 : REDRAW_MS);
  }

  #draw(): void {
    this.#timer = null;
    const model = this.#model;
    const layout = model.currentLayout;
    const side = model.editor.side;
    const mockup = model.mockups.get(side.id);
    if (!layout || mockup?.kind !== 'mug') return;
    this.element.innerHTML = renderSidePreview(layout, side.id, mockup, `mug${++this.#drawn}`, productTint(model.product.options, model.selectedOptions));
  }
}
