import { showCartCount } from './cart-count.ts';
import { renderLine } from './line-view.ts';
import { ShopError, catalogOf, el, getJson, money, sendJson, type Cart, type Line, type Order, type Product } from './shop-api.ts';

/** A line's controls: quantity, edit (reopens the design in the designer), remove. */
function lineControls(line: Line, api: string, refresh: (cart: Cart | null, error?: Error) => void): HTMLElement {
  const id = `quantity-${line.id}`;
  const quantity = el('input', { type: 'number', id, min: '1', max: '100000', step: '1', value: String(line.quantity), inputmode: 'numeric' });
  quantity.addEventListener('change', () => {
    const value = Math.floor(Number(quantity.value));
    if (!Number.isFinite(value) || value < 1 || value > 100_000) {
      quantity.value = String(line.quantity);
      return;
    }
    quantity.disabled = true;
    sendJson<Cart>(`${api}cart/items/${line.id}`, 'PATCH', { quantity: value }).then(refresh, (error: Error) => refresh(null, error));
  });
  const remove = el('button', { type: 'button', class: 'secondary', 'data-role': 'remove' }, 'Remove');
  remove.addEventListener('click', () => {
    remove.disabled = true;
    sendJson<Cart>(`${api}cart/items/${line.id}`, 'DELETE').then(refresh, (error: Error) => refresh(null, error));
  });
  const controls = el('div', { class: 'line-controls' }, el('label', { for: id }, 'Quantity'), quantity);
  if (line.design) controls.append(el('a', { class: 'button secondary', href: `#/product/${line.product_id}/line/${line.id}`, 'data-role': 'edit' }, 'Edit design'));
  controls.append(remove);
  return controls;
}

/** The cart: each line with its previews, options, price rows and controls; the total; checkout. */
export async function renderCartPage(page: HTMLElement, api: string): Promise<void> {
  const heading = el('h1', {}, 'Your cart');
  const status = el('p', { role: 'status', 'aria-live': 'polite' });
  const body = el('div', {});
  page.append(heading, status, body);
  let products = new Map<number, Product>();
  let gone = new Map<number, string>();
  const draw = async (cart: Cart) => {
    showCartCount(cart);
    if (cart.items.some((line) => !products.has(line.product_id))) ({ products, gone } = await catalogOf(api, cart.items));
    if (cart.items.length === 0) {
      body.replaceChildren(el('p', {}, 'Your cart is empty. ', el('a', { href: '#/' }, 'Choose a product')));
      return;
    }
    const currency = cart.currency ?? 'EUR';
    const refresh = (next: Cart | null, error?: Error) => {
      status.className = error ? 'error' : '';
      status.textContent = error ? error.message : 'Your cart is updated.';
      void (next ? draw(next) : getJson<Cart>(`${api}cart`).then(draw));
    };
    body.replaceChildren(
      el('ul', { class: 'cart-items' }, ...cart.items.map((line) => {
        const goneName = gone.get(line.product_id);
        if (goneName === undefined) return renderLine(line, products.get(line.product_id), currency, api, { sides: 'first', extra: [lineControls(line, api, refresh)] });
        // Archived since it was added: named, and the one thing left to do with it is to remove it.
        const notice = el('p', { class: 'error', 'data-role': 'no-longer-sold' }, 'No longer sold: remove this line to check out.');
        return renderLine({ ...line, product_name: goneName || undefined }, undefined, currency, api, { sides: 'first', extra: [notice, lineControls(line, api, refresh)] });
      })),
      el('p', { class: 'cart-total' }, el('strong', { 'data-role': 'cart-total' }, `Total: ${money(cart.total, currency)}`)),
      el('a', { class: 'button', href: '#/checkout' }, 'Check out'));
  };
  await draw(await getJson<Cart>(`${api}cart`));
}

/** Checkout: an e-mail address; then the order's summary page. */
export async function renderCheckoutPage(page: HTMLElement, api: string): Promise<void> {
  const email = el('input', { type: 'email', id: 'email', name: 'email', required: '', autocomplete: 'email' });
  const status = el('p', { role: 'status' });
  const submit = el('button', { type: 'submit' }, 'Place order');
  const form = el('form', {}, el('label', { for: 'email' }, 'E-mail'), email, el('p', {}, submit), status);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    submit.disabled = true;
    sendJson<Order>(`${api}checkout`, 'POST', { email: email.value }).then(
      (order) => {
        showCartCount(null);
        location.hash = `#/order/${order.id}`;
      },
      (error: Error) => {
        submit.disabled = false;
        status.className = 'error';
        status.textContent = error.message;
        // A price that changed is already stored on the line: the cart shows it, and the next checkout goes through.
        if (error instanceof ShopError && error.code === 'svc_cart_repriced') status.append(' ', el('a', { href: '#/cart' }, 'Review your cart'));
      },
    );
  });
  page.append(el('h1', {}, 'Checkout'), form);
}
