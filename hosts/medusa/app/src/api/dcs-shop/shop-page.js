// The demo storefront's browser side: dcs's elements put their lines in Medusa's cart (`hostCart`),
// and checkout goes through Medusa's Store API with the system payment provider.
const config = JSON.parse(document.getElementById('shop-config').textContent);
const CART_KEY = 'dcs-medusa-cart';
const money = (amount, currency) => new Intl.NumberFormat('en', { style: 'currency', currency: currency.toUpperCase() }).format(amount);

async function store(path, body) {
  const response = await fetch(`/store${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', 'x-publishable-api-key': config.publishableKey },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = await response.json().catch(() => ({}));
  // The plugin answers dcs's refusals as { code, message, data }; Medusa's own as { type, message }.
  if (!response.ok) throw { status: response.status, code: answer.code ?? answer.type ?? 'medusa_error', message: answer.message ?? `Medusa answered ${response.status}`, data: answer.data ?? {} };
  return answer;
}

async function cartId() {
  const known = localStorage.getItem(CART_KEY);
  if (known) return known;
  const { cart } = await store('/carts', { region_id: config.regionId });
  localStorage.setItem(CART_KEY, cart.id);
  return cart.id;
}

function renderCart(cart) {
  const lines = document.getElementById('cart-lines');
  const items = cart?.items ?? [];
  lines.replaceChildren(...(items.length === 0 ? [row('Your cart is empty.', '')] : items.map((item) => row(`${item.title} × ${item.quantity}`, money(Number(item.unit_price) * Number(item.quantity), cart.currency_code)))));
  document.getElementById('cart-count').textContent = `Cart (${items.length})`;
  document.getElementById('cart-total').textContent = items.length ? `Total ${money(Number(cart.total), cart.currency_code)}` : '';
  document.getElementById('place-order').disabled = items.length === 0;
}

function row(label, amount) {
  const tr = document.createElement('tr');
  for (const text of [label, amount]) {
    const td = document.createElement('td');
    td.textContent = text;
    tr.append(td);
  }
  return tr;
}

async function refreshCart() {
  const id = localStorage.getItem(CART_KEY);
  if (!id) return renderCart(null);
  try {
    renderCart((await store(`/carts/${id}`)).cart);
  } catch {
    localStorage.removeItem(CART_KEY);
    renderCart(null);
  }
}

/** What dcs's elements call on add to cart: the line goes to Medusa at the price dcs verifies there. */
function hostCartFor(product) {
  return async (line) => {
    const id = await cartId();
    const { cart } = await store(`/dcs/carts/${id}/line-items`, {
      variant_id: product.variantId,
      quantity: line.quantity,
      options: line.options,
      design: line.design,
      quote_token: line.quote_token,
      unit_price: line.unit_price,
    });
    renderCart(cart);
    return cart;
  };
}

function element(tag, attributes, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

function render() {
  const content = document.getElementById('content');
  const chosen = config.products.find((product) => product.id === new URLSearchParams(location.search).get('product'));
  if (chosen) {
    const designer = element('dcs-designer', { 'product-id': String(chosen.dcsProductId) });
    designer.hostCart = hostCartFor(chosen);
    content.replaceChildren(element('h1', {}, chosen.title), designer);
    return;
  }
  content.replaceChildren(element('div', { class: 'grid' }, ...config.products.map((product) => {
    const quick = element('dcs-quick-personalization', { 'product-id': String(product.dcsProductId) });
    quick.hostCart = hostCartFor(product);
    return element('article', { class: 'card' }, element('h2', {}, product.title), quick, element('a', { href: `?product=${encodeURIComponent(product.id)}` }, `Design your ${product.title}`));
  })));
}

document.getElementById('place-order').addEventListener('click', async () => {
  const status = document.getElementById('checkout-status');
  const button = document.getElementById('place-order');
  const email = document.getElementById('email').value.trim();
  status.classList.remove('error');
  if (!email) {
    status.textContent = 'Please enter your email.';
    return;
  }
  button.disabled = true;
  status.textContent = 'Placing your order…';
  try {
    const id = await cartId();
    await store(`/carts/${id}`, { email });
    const { payment_collection } = await store('/payment-collections', { cart_id: id });
    await store(`/payment-collections/${payment_collection.id}/payment-sessions`, { provider_id: 'pp_system_default' });
    const completed = await store(`/carts/${id}/complete`, {});
    if (completed.type !== 'order') throw completed.error ?? { message: 'The order could not be placed.' };
    localStorage.removeItem(CART_KEY);
    renderCart(null);
    status.textContent = `Thank you! Order #${completed.order.display_id} is placed.`;
    status.dataset.orderId = completed.order.id;
  } catch (error) {
    status.classList.add('error');
    status.textContent = error.message ?? String(error);
    button.disabled = false;
  }
});

document.addEventListener('dcs-error', (event) => console.warn('dcs', event.detail.code, event.detail.message));
render();
void refreshCart();
