import { h } from '../dom.ts';
import { issueText } from '../preflight.ts';
import { fieldId, type PanelContext } from './panel-context.ts';
import { renderLowResolution, renderUnpaidSides } from './sides-panel.ts';

/** Product options and quantity. */
export function renderOptionsPanel(ctx: PanelContext): HTMLElement {
  const { model, t, act } = ctx;
  const quantity = h('input', { type: 'number', min: '1', max: '100000', step: '1', value: String(model.quantity), onChange: (event: Event) => {
    const value = Math.floor(Number((event.target as HTMLInputElement).value));
    if (Number.isFinite(value) && value >= 1 && value <= 100_000) model.setQuantity(value);
  } });
  quantity.id = fieldId('dcs', 'quantity');
  return h('section', { class: 'group options', 'aria-label': t('options') },
    h('h3', null, t('options')),
    model.product.options.map((option) => {
      const id = fieldId('dcs-option', option.name);
      return h('div', { class: 'field' },
        h('label', { for: id }, option.label),
        h('select', { id, onChange: (event: Event) => act(() => model.setOption(option.name, (event.target as HTMLSelectElement).value)) },
          option.values.map((value) => h('option', { value: value.value, selected: model.selectedOptions[option.name] === value.value }, value.price_delta ? `${value.label} (+${ctx.money(value.price_delta, model.product.currency)})` : value.label))));
    }),
    model.optionNotice ? h('p', { class: 'muted', 'data-role': 'option-notice' }, t('optionNotApplied', { message: model.optionNotice })) : null,
    h('div', { class: 'field' }, h('label', { for: quantity.id }, t('quantity')), quantity));
}

/**
 * The price from the server's quote, the print check and add to cart. `addButton` is one element
 * kept across renders: the panel is rebuilt on every quote, and a click must not land on a button
 * that was replaced between press and release.
 */
export function renderPricePanel(ctx: PanelContext, addButton: HTMLButtonElement): HTMLElement {
  const { model, t, money } = ctx;
  const state = model.quote;
  // While the next price is asked for, the last one stays on screen (busy) instead of flickering to a dash.
  const quote = state.status === 'ok' ? state.quote : state.status === 'idle' ? null : state.last;
  // The lines that change the price; a rule that adds nothing (a tier not reached yet) is no news.
  const charges = quote?.breakdown.filter((line) => line.amount !== 0) ?? [];
  const report = model.preflight;
  const issues = [...report.errors, ...report.warnings];
  const blocked = model.blockers;
  addButton.disabled = blocked === 'preflight' || blocked === 'sides';
  addButton.textContent = model.cartItemId !== null ? t('updateCartLine') : t('addToCart');
  return h('section', { class: 'group price', 'aria-label': t('price') },
    h('h3', null, t('price')),
    h('p', { class: 'total', 'data-role': 'total', 'aria-live': 'polite', 'aria-busy': String(state.status === 'pending') }, quote ? money(quote.total, quote.currency) : '—'),
    quote ? h('p', { class: 'muted' }, t('unitPrice', { price: money(quote.unit_price, quote.currency) })) : null,
    quote && charges.length > 0
      ? h('details', { class: 'breakdown' }, h('summary', null, t('total')),
          h('ul', null, charges.map((line) => h('li', null, String(line.label ?? line.name ?? ''), typeof line.amount === 'number' ? ` ${money(line.amount, quote.currency)}` : ''))))
      : null,
    state.status === 'pending' ? h('p', { class: 'muted', 'data-role': 'quoting' }, t('quoting')) : null,
    state.status === 'failed' ? h('p', { class: 'error', role: 'alert', 'data-role': 'quote-failed' }, state.error.code === 'network' ? t('offline') : t('quoteFailed', { message: state.error.message })) : null,
    h('h3', null, t('preflight')),
    // "Ready to print" only when nothing below contradicts it: content on a side the options do not
    // print is said beside add to cart (renderUnpaidSides), and a green line above it read as a yes.
    issues.length === 0
      ? model.sides.unpaid.length === 0 ? h('p', { class: 'ok', 'data-role': 'preflight-ok' }, t('preflightOk')) : null
      : h('ul', { class: 'issues-list', 'data-role': 'preflight' }, issues.map((issue) =>
          h('li', { class: `issue-${issue.severity}` },
            h('button', { type: 'button', class: 'link', onClick: () => ctx.act(() => {
              model.editor.setSide(issue.sideId);
              model.editor.select(issue.elementId);
            }) }, issueText(issue, t, { design: model.editor.document, options: model.preflightOptions }))))),
    blocked === 'preflight' ? h('p', { class: 'error' }, t('blockedByPreflight')) : null,
    renderLowResolution(ctx),
    renderUnpaidSides(ctx),
    model.cartError ? h('p', { class: 'error cart-error', role: 'alert', 'data-role': 'cart-error' }, ctx.errorText(model.cartError)) : null,
    addButton,
  );
}
