import { h } from '../dom.ts';
import type { PanelContext } from './panel-context.ts';

/**
 * The price and Add to cart, kept at the bottom of a phone's screen (the designer's container narrower
 * than 760 px; hidden on wider ones, where the price panel sits beside the canvas). Its button presses
 * the price panel's, so there is one add-to-cart path with its checks and its error beside the panel;
 * on a phone the panel's own button is hidden and this is the one in the accessibility tree.
 */
export function renderPhoneBar(ctx: PanelContext, addButton: HTMLButtonElement): HTMLElement {
  const { model, t, money } = ctx;
  const state = model.quote;
  const quote = state.status === 'ok' ? state.quote : state.status === 'idle' ? null : state.last;
  const blocked = model.blockers;
  const issues = model.preflight.errors.length;
  return h('div', { class: 'phone-bar', role: 'group', 'aria-label': t('price') },
    h('div', { class: 'bar-price' },
      h('strong', { 'data-role': 'bar-total', 'aria-busy': String(state.status === 'pending') }, quote ? money(quote.total, quote.currency) : '—'),
      issues > 0 ? h('span', { class: 'bar-issues' }, t('barBlocked')) : null),
    h('button', { type: 'button', class: 'primary', 'data-role': 'bar-add-to-cart', disabled: blocked === 'preflight' || blocked === 'sides', 'aria-busy': addButton.getAttribute('aria-busy') ?? 'false', onClick: () => addButton.click() },
      model.cartItemId !== null ? t('updateCartLine') : t('addToCart')));
}
