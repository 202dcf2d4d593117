import { getJson, money } from './product-pages.ts';

interface Cart {
  currency: string | null;
  items: Array<{ id: number; productId: number; quantity: number; options: Record<string, string>; design: unknown; unitPrice: number; name?: string }>;
  total?: number;
  subtotal?: number;
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, ...children: Array<Node | string>): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/** The names of the cart's products from the public catalogue; a product since removed keeps its number. */
async function productNames(api: string, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  const found = await Promise.allSettled(unique.map((id) => getJson<{ id: number; name: string }>(`${api}products/${id}`)));
  const names = new Map<number, string>();
  found.forEach((result, index) => {
    if (result.status === 'fulfilled' && typeof result.value.name === 'string') names.set(unique[index]!, result.value.name);
  });
  return names;
}

/** The cart, each designed item with a preview rendered from its design. */
export async function renderCartPage(page: HTMLElement, api: string): Promise<void> {
  const cart = await getJson<Cart>(`${api}cart`);
  page.append(el('h1', {}, 'Your cart'));
  if (cart.items.length === 0) {
    page.append(el('p', {}, 'Your cart is empty. ', el('a', { href: '#/' }, 'Choose a product')));
    return;
  }
  const currency = cart.currency ?? 'EUR';
  const names = await productNames(api, cart.items.map((item) => item.productId));
  const list = el('ul', { class: 'cart-items' });
  for (const item of cart.items) {
    const preview = el('div', { class: 'preview', role: 'img', 'aria-label': 'Design preview' });
    list.append(el('li', { class: 'cart-item' }, preview,
      el('div', {},
        el('strong', {}, item.name ?? names.get(item.productId) ?? `Product ${item.productId}`),
        el('p', { class: 'muted' }, Object.entries(item.options).map(([k, v]) => `${k}: ${v}`).join(', ')),
        el('p', {}, `${item.quantity} × ${money(item.unitPrice, currency)}`))));
    if (item.design) {
      void import('../mockup/design-preview.ts')
        .then(({ renderDesignPreview }) => renderDesignPreview(item.design, api, item.productId))
        .then((svg) => (preview.innerHTML = svg), () => (preview.textContent = 'No preview'));
    }
  }
  const total = cart.total ?? cart.subtotal ?? cart.items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
  page.append(list, el('p', {}, el('strong', {}, `Total: ${money(total, currency)}`)), el('a', { class: 'button', href: '#/checkout' }, 'Check out'));
}

/** Checkout: an e-mail address, then the order number. */
export async function renderCheckoutPage(page: HTMLElement, api: string): Promise<void> {
  const email = el('input', { type: 'email', id: 'email', name: 'email', required: '', autocomplete: 'email' });
  const status = el('p', { role: 'status' });
  const form = el('form', {}, el('label', { for: 'email' }, 'E-mail'), email, el('p', {}, el('button', { type: 'submit' }, 'Place order')), status);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    getJson<{ id: number }>(`${api}checkout`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: email.value }) }).then(
      (order) => {
        page.replaceChildren(el('h1', {}, 'Thank you'), el('p', { class: 'notice', 'data-order': String(order.id) }, `Order #${order.id} is placed.`));
      },
      (error: Error) => {
        status.className = 'error';
        status.textContent = error.message;
      },
    );
  });
  page.append(el('h1', {}, 'Checkout'), form);
}
