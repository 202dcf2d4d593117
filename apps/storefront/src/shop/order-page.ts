import { renderLine } from './line-view.ts';
import { el, getJson, money, productsOf, type Order } from './shop-api.ts';

/**
 * After checkout: the order as placed (`GET /orders/{id}`, the customer's own), each line with a
 * thumbnail of every designed side, its options and price rows, and a proof PDF of its design
 * (`/orders/{id}/items/{item}/proof`) to download and keep.
 */
export async function renderOrderPage(page: HTMLElement, api: string, id: number): Promise<void> {
  const order = await getJson<Order>(`${api}orders/${id}`);
  const products = await productsOf(api, order.items);
  const proof = (item: number) => el('a', { class: 'button secondary', href: `${api}orders/${order.id}/items/${item}/proof`, download: `order-${order.id}-item-${item}-proof.pdf`, 'data-role': 'proof' }, 'Download proof (PDF)');
  page.append(
    el('h1', {}, 'Thank you'),
    el('p', { class: 'notice', 'data-order': String(order.id) }, `Order #${order.id} is placed.`),
    el('h2', {}, 'Your order'),
    el('ul', { class: 'cart-items order-items' }, ...order.items.map((line) =>
      renderLine(line, products.get(line.product_id), order.currency, api, { sides: 'designed', extra: line.design ? [el('p', {}, proof(line.id))] : [] }))),
    el('p', { class: 'cart-total' }, el('strong', { 'data-role': 'order-total' }, `Total: ${money(order.total, order.currency)}`)));
}
