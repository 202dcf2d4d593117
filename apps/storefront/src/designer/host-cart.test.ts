import { describe, expect, it } from 'vitest';
import { DesignerError } from './api-client.ts';
import { adoptHostCart, postToHostCart, type HostCart, type HostCartLine } from './host-cart.ts';

const line: HostCartLine = { product_id: 3, quantity: 1, options: { pack: '100' }, design: { sides: [] }, quote_token: 'dpq1.x', unit_price: 1990, total: 1990, currency: 'EUR' };

describe('a shop’s own cart', () => {
  it('gets the line and answers what the shop’s cart answered', async () => {
    const seen: HostCartLine[] = [];
    const answer = await postToHostCart(async (sent) => (seen.push(sent), { items: [{ id: 'cali_1' }] }), line);
    expect(seen).toEqual([line]);
    expect(answer).toEqual({ items: [{ id: 'cali_1' }] });
  });

  it('turns a refusal with a code into the designer’s error, so it shows and a stale token is quoted again', async () => {
    const refused = postToHostCart(() => Promise.reject({ status: 409, code: 'svc_pricing_quote_token_mismatch', message: 'The quote token is for another design.', data: { field: 'design' } }), line);
    await expect(refused).rejects.toBeInstanceOf(DesignerError);
    await expect(refused).rejects.toMatchObject({ code: 'svc_pricing_quote_token_mismatch', status: 409, message: 'The quote token is for another design.', data: { field: 'design' } });
  });

  it('names anything else thrown svc_designer_host_cart_failed with its message', async () => {
    await expect(postToHostCart(() => Promise.reject(new TypeError('Failed to fetch')), line)).rejects.toMatchObject({ code: 'svc_designer_host_cart_failed', message: 'Failed to fetch' });
  });

  it('adopts a hostCart the page set before the element was defined', () => {
    class Element {
      #cart: HostCart | null = null;
      get hostCart() {
        return this.#cart;
      }
      set hostCart(value: HostCart | null) {
        this.#cart = value;
      }
    }
    const cart: HostCart = async () => null;
    const upgraded = new Element();
    // As the page left it before the upgrade: an own property hiding the class's accessor.
    Object.defineProperty(upgraded, 'hostCart', { value: cart, writable: true, configurable: true, enumerable: true });
    adoptHostCart(upgraded as unknown as HTMLElement & { hostCart: HostCart | null });
    expect(Object.hasOwn(upgraded, 'hostCart')).toBe(false);
    expect(upgraded.hostCart).toBe(cart);
  });
});
