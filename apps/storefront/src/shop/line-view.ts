import { productTint } from '../mockup/product-tint.ts';
import { optionLabels, priceRows } from './line-summary.ts';
import { el, money, type Line, type Product } from './shop-api.ts';

type SideRef = { id: string; name: string };

/** The sides of a design that have something on them (a blank side is not shown as the product). */
function designedSides(design: unknown): SideRef[] {
  const sides = ((design as { sides?: Array<{ id?: unknown; name?: unknown; elements?: unknown[] }> } | null)?.sides ?? [])
    .flatMap((side) => (typeof side.id === 'string' ? [{ id: side.id, name: typeof side.name === 'string' ? side.name : side.id, used: (side.elements?.length ?? 0) > 0 }] : []));
  const used = sides.filter((side) => side.used);
  return (used.length > 0 ? used : sides.slice(0, 1)).map(({ id, name }) => ({ id, name }));
}

/** Previews of the line's design, one per designed side, on the product's mockup in its colour, as they arrive. */
function previews(line: Line, product: Product | undefined, api: string, sides: 'first' | 'designed'): HTMLElement {
  const box = el('div', { class: 'previews' });
  if (!line.design) return box;
  const tint = productTint(product?.options ?? [], line.options);
  const shown = sides === 'first' ? designedSides(line.design).slice(0, 1) : designedSides(line.design);
  for (const side of shown) {
    const preview = el('div', { class: 'preview', role: 'img', 'aria-label': `Design preview, ${side.name}`, 'data-side': side.id });
    box.append(shown.length > 1 ? el('figure', { class: 'side-preview' }, preview, el('figcaption', {}, side.name)) : preview);
    void import('../mockup/design-preview.ts')
      .then(({ renderDesignPreview }) => renderDesignPreview(line.design, api, line.product_id, side.id, tint))
      .then((svg) => (preview.innerHTML = svg), () => (preview.textContent = 'No preview'));
  }
  return box;
}

/**
 * One cart or order line for people: its previews, the product's name, the options as the product
 * words them, and the price row by row (base, options, pricing lines; never a row of zero) up to the
 * line total. `extra` goes under the price (the cart's controls, the order's proof link).
 */
export function renderLine(line: Line, product: Product | undefined, currency: string, api: string, options: { sides: 'first' | 'designed'; extra?: Node[] }): HTMLElement {
  const name = line.product_name ?? product?.name ?? `Product ${line.product_id}`;
  const rows = priceRows(line, product);
  return el('li', { class: 'cart-item', 'data-line': String(line.id) },
    previews(line, product, api, options.sides),
    el('div', { class: 'line-body' },
      el('h2', { class: 'line-name' }, name),
      el('dl', { class: 'line-options' }, ...optionLabels(line, product).flatMap((row) => [el('dt', {}, row.label), el('dd', {}, row.value)]),
        // What the quantity means when it counts packs ("2 packs of 500 cards").
        ...(line.meta.line?.quantity.perUnit ? [el('dt', {}, 'Amount'), el('dd', { 'data-role': 'amount' }, line.meta.line.quantity.text)] : []),
        ...(line.meta.line?.lowResolutionAccepted ? [el('dt', {}, 'Photo quality'), el('dd', {}, 'Lower quality accepted')] : [])),
      el('table', { class: 'breakdown', 'aria-label': `Price of ${name}` },
        el('tbody', {}, ...rows.map((row) => el('tr', {},
          el('th', { scope: 'row' }, row.unit === undefined ? row.label : `${row.label} (${line.quantity} × ${money(row.unit, currency)})`),
          el('td', {}, money(row.amount, currency))))),
        el('tfoot', {}, el('tr', {}, el('th', { scope: 'row' }, line.quantity > 1 ? `Line total (${line.quantity} × ${money(line.unit_price, currency)})` : 'Line total'), el('td', { 'data-role': 'line-total' }, money(line.line_total, currency))))),
      ...(options.extra ?? [])));
}
