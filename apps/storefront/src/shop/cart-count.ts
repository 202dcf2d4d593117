import { getJson, type Cart } from './shop-api.ts';

/** The header's cart link, "Cart (2)": the number of lines (a pack of 500 cards is one). */
export function showCartCount(cart: Pick<Cart, 'items'> | null): void {
  const link = document.getElementById('cart-link');
  if (!link) return;
  const count = cart?.items.length ?? 0;
  link.textContent = count > 0 ? `Cart (${count})` : 'Cart';
  link.setAttribute('aria-label', count === 1 ? 'Cart, 1 item' : `Cart, ${count} items`);
  link.dataset.count = String(count);
}

/** Reads the cart once and shows its count; a shop that cannot be reached leaves the link as it is. */
export async function refreshCartCount(api: string): Promise<void> {
  showCartCount(await getJson<Cart>(`${api}cart`).catch(() => null));
}

/** Every element that adds to the cart (designer, quick panel) answers the new cart: count it. */
export function followCartCount(api: string): void {
  document.addEventListener('dcs-added-to-cart', (event) => {
    const cart = (event as CustomEvent<{ cart?: Cart }>).detail?.cart;
    if (cart && Array.isArray(cart.items)) showCartCount(cart);
    else void refreshCartCount(api);
  });
  void refreshCartCount(api);
}
