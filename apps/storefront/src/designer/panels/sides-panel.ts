import { printedSidesRuleOf } from '@dcs/design';
import { h } from '../dom.ts';
import { hasLowResolution } from '../preflight.ts';
import type { PanelContext } from './panel-context.ts';

/** An option value that prints more sides, with what it adds to this line. */
interface SideOffer {
  option: string;
  value: string;
  /** The names of the sides it adds, for "Print the back too". */
  adds: string[];
  /** What the line costs more, minor units. */
  difference: number;
}

const nameOf = (ctx: PanelContext, id: string) => ctx.model.editor.document.sides.find((side) => side.id === id)?.name ?? id;
/** Side names inside an English sentence are lower case ("Print the back too"); German keeps its nouns' capitals. */
const inSentence = (ctx: PanelContext, names: string[]) => names.map((name) => (ctx.locale === 'en' ? name.toLocaleLowerCase('en') : name)).join(', ');

/** The label of the printed-sides option's chosen value ("Front only"). */
function chosenLabel(ctx: PanelContext, option: string | null): string {
  const { model } = ctx;
  const found = model.product.options.find((candidate) => candidate.name === option);
  return found?.values.find((value) => value.value === model.selectedOptions[found.name])?.label ?? '';
}

/**
 * The cheapest value of the product's printed-sides option that prints `sideId` and every side with
 * content (for unpaid content: the verdict's upgrade). Its price is the server's, from the quote's
 * `sides.upgrade` (the whole line priced with it), while the quote is fresh and offers the same value;
 * else the option's price delta for every item.
 */
function offerFor(ctx: PanelContext, sideId: string): SideOffer | null {
  const { model } = ctx;
  const rule = printedSidesRuleOf(model.product);
  const option = rule && model.product.options.find((candidate) => candidate.name === rule.option);
  if (!rule || !option) return null;
  const verdict = model.sides;
  const sideIds = model.editor.document.sides.map((side) => side.id);
  const chosen = option.values.find((value) => value.value === model.selectedOptions[option.name]);
  let best: { value: string; delta: number; sides: string[] } | null = null;
  for (const value of option.values) {
    const sides = rule.values[value.value] ?? sideIds;
    if (!sides.includes(sideId) || !verdict.withContent.every((id) => sides.includes(id))) continue;
    const delta = value.price_delta - (chosen?.price_delta ?? 0);
    if (!best || delta < best.delta) best = { value: value.value, delta, sides };
  }
  if (!best || best.value === chosen?.value) return null;
  const quoted = model.quoteFresh && model.quote.status === 'ok' ? model.quote.quote.sides?.upgrade : null;
  const difference = quoted && quoted.value === best.value ? quoted.difference : best.delta * model.quantity;
  return { option: option.name, value: best.value, adds: best.sides.filter((id) => !verdict.paid.includes(id)).map((id) => nameOf(ctx, id)), difference };
}

function offerButton(ctx: PanelContext, offer: SideOffer): HTMLElement {
  const { t, money, model, act } = ctx;
  const sides = inSentence(ctx, offer.adds);
  const price = `${offer.difference < 0 ? '−' : '+'}${money(Math.abs(offer.difference), model.product.currency)}`;
  return h('button', { type: 'button', class: 'secondary', 'data-role': 'upgrade-sides', onClick: () => act(() => model.setOption(offer.option, offer.value)) }, t('printSidesToo', { sides, price }));
}

/** A side tab's label: the side's name, marked when the chosen options do not print it (customers only). */
export function sideTabLabel(ctx: PanelContext, sideId: string, name: string): Array<string | HTMLElement> {
  // A template is made for every option; staff see its sides as they are.
  if (ctx.model.template || ctx.model.sides.paid.includes(sideId)) return [name];
  return [name, h('span', { class: 'side-unpaid' }, ` · ${ctx.t('sideNotPrinted')}`)];
}

/**
 * Over the canvas, for a side the options do not print: says so and offers the option value that
 * prints it, with its price ("Print the back too, +€6.00").
 */
export function renderSideNote(ctx: PanelContext): HTMLElement | null {
  const { model, t } = ctx;
  const sideId = model.editor.sideId;
  if (model.sides.paid.includes(sideId)) return null;
  const offer = offerFor(ctx, sideId);
  return h('div', { class: 'side-note', role: 'note', 'data-role': 'side-note' },
    h('span', null, t('sideNotPaid', { side: nameOf(ctx, sideId), value: chosenLabel(ctx, model.sides.option) })),
    offer ? offerButton(ctx, offer) : null);
}

/**
 * Beside add to cart, when the design has content on a side the options do not pay for (the cart
 * would refuse it): the sides named, the upgrade with its price, and leaving those sides empty.
 */
export function renderUnpaidSides(ctx: PanelContext): HTMLElement | null {
  const { model, t, act } = ctx;
  const { unpaid, option } = model.sides;
  if (unpaid.length === 0) return null;
  const names = unpaid.map((id) => nameOf(ctx, id));
  const offer = offerFor(ctx, unpaid[0]!);
  return h('div', { class: 'unpaid-sides', 'aria-live': 'polite', 'data-role': 'unpaid-sides' },
    h('p', { class: 'error' }, t('unpaidSides', { sides: names.join(', '), value: chosenLabel(ctx, option) })),
    offer ? offerButton(ctx, offer) : null,
    h('button', { type: 'button', class: 'secondary', 'data-role': 'clear-unpaid', onClick: () => act(() => model.clearUnpaidSides()) }, t('clearSides', { sides: inSentence(ctx, names) })));
}

/** The shop lets customers accept photos below the print resolution: a checkbox beside add to cart. */
export function renderLowResolution(ctx: PanelContext): HTMLElement | null {
  const { model, t } = ctx;
  const low = hasLowResolution(model.preflight.errors);
  if (!model.lowResolutionAcceptable || (!low && !model.acceptLowResolution)) return null;
  const id = 'dcs-accept-low-resolution';
  return h('div', { class: 'field checkbox low-resolution' },
    h('input', { type: 'checkbox', id, checked: model.acceptLowResolution, onChange: (event: Event) => act(ctx, (event.target as HTMLInputElement).checked) }),
    h('label', { for: id }, t('acceptLowResolution')));
}

function act(ctx: PanelContext, accepted: boolean): void {
  ctx.model.acceptLowResolution = accepted;
  ctx.model.onChange('quote');
}
