import { describe, expect, it } from 'vitest';
import { PRICING_HOOKS, type CartItemDraft, type PriceLine, type PriceLineContext, type Product, type ShopService } from '../index.ts';
import type { ShopSuiteContext } from './shop-conformance-context.ts';

/** Carts isolated per session and the `shop.cart_item` filter of {@link ShopService}. */
export function shopCartConformance(ctx: ShopSuiteContext): void {
  describe('carts', () => {
    it('starts empty', async () => {
      const session = ctx.unique('session');
      expect(await ctx.shop.getCart(session)).toEqual({ sessionId: session, currency: null, items: [], total: 0 });
    });

    it('clears the carts of given sessions only', async () => {
      const [a, b, kept] = [ctx.unique('session'), ctx.unique('session'), ctx.unique('session')];
      const product = await ctx.shop.createProduct(ctx.tee());
      for (const session of [a, a, b, kept]) await ctx.shop.addCartItem(session, { productId: product.id, quantity: 1 });
      expect(await ctx.shop.clearCarts([a, b, ctx.unique('session')])).toBe(3);
      expect((await ctx.shop.getCart(a)).items).toEqual([]);
      expect((await ctx.shop.getCart(b)).items).toEqual([]);
      expect((await ctx.shop.getCart(kept)).items).toHaveLength(1);
      expect(await ctx.shop.clearCarts([])).toBe(0);
    });

    it('adds, updates and removes items with prices computed on the server', async () => {
      const session = ctx.unique('session');
      const product = await ctx.shop.createProduct(ctx.tee());
      const design = { version: 1, elements: [{ type: 'text', text: 'Hi' }] };
      let cart = await ctx.shop.addCartItem(session, {
        productId: product.id,
        quantity: 3,
        options: { size: 'XL' },
        design,
        meta: { note: 'gift' },
        unitPrice: 1, // what a browser might send; never trusted
      } as never);
      expect(cart).toEqual({
        sessionId: session,
        currency: 'EUR',
        total: 5400,
        items: [
          {
            id: expect.any(Number),
            productId: product.id,
            quantity: 3,
            options: { size: 'XL', color: 'white' },
            design,
            meta: { note: 'gift' },
            unitPrice: 1800,
            lineTotal: 5400,
          },
        ],
      });
      const first = cart.items[0]!;

      cart = await ctx.shop.addCartItem(session, { productId: product.id, quantity: 1 });
      expect(cart.items.map((i) => [i.unitPrice, i.design])).toEqual([
        [1800, design],
        [1500, null],
      ]);
      expect(cart.total).toBe(6900);

      cart = await ctx.shop.updateCartItem(session, first.id, { quantity: 10 });
      expect(cart.items[0]).toMatchObject({ quantity: 10, lineTotal: 18000, meta: { note: 'gift' } });
      expect(cart.total).toBe(19500);

      cart = await ctx.shop.removeCartItem(session, first.id);
      expect(cart.items.map((i) => i.id)).not.toContain(first.id);
      expect(cart.total).toBe(1500);
      expect(await ctx.shop.getCart(session)).toEqual(cart);
    });

    it('keeps one session out of another session’s cart', async () => {
      const [alice, bob] = [ctx.unique('alice'), ctx.unique('bob')];
      const product = await ctx.shop.createProduct(ctx.tee());
      const aliceCart = await ctx.shop.addCartItem(alice, { productId: product.id, quantity: 2 });
      const itemId = aliceCart.items[0]!.id;

      expect((await ctx.shop.getCart(bob)).items).toEqual([]);
      await expect(ctx.shop.updateCartItem(bob, itemId, { quantity: 50 })).rejects.toMatchObject({
        code: 'svc_cart_item_not_found',
        status: 404,
      });
      await expect(ctx.shop.removeCartItem(bob, itemId)).rejects.toMatchObject({ code: 'svc_cart_item_not_found' });
      await expect(ctx.shop.checkout(bob)).rejects.toMatchObject({ code: 'svc_cart_empty' });
      expect(await ctx.shop.getCart(alice)).toEqual(aliceCart);
    });

    it('refuses bad items and stores nothing', async () => {
      const session = ctx.unique('session');
      const product = await ctx.shop.createProduct(ctx.tee());
      const bad: Array<[Record<string, unknown>, string]> = [
        [{ quantity: 0 }, 'svc_cart_item_invalid'],
        [{ quantity: -1 }, 'svc_cart_item_invalid'],
        [{ quantity: 1.5 }, 'svc_cart_item_invalid'],
        [{ quantity: '2' }, 'svc_cart_item_invalid'],
        [{ quantity: 100_001 }, 'svc_cart_item_invalid'],
        [{ meta: 'x' }, 'svc_cart_item_invalid'],
        [{ options: 'XL' }, 'svc_cart_item_invalid'],
        [{ options: { size: 'XXXL' } }, 'svc_product_option_invalid'],
        [{ options: { sleeve: 'long' } }, 'svc_product_option_invalid'],
        [{ productId: 999_999 }, 'svc_product_not_found'],
        [{ productId: 'abc' }, 'svc_product_not_found'],
      ];
      for (const [patch, code] of bad) {
        const input = { productId: product.id, quantity: 1, ...patch };
        await expect(ctx.shop.addCartItem(session, input as never), JSON.stringify(patch)).rejects.toMatchObject({ code });
      }
      expect((await ctx.shop.getCart(session)).items).toEqual([]);

      const cart = await ctx.shop.addCartItem(session, { productId: product.id, quantity: 100_000 });
      const id = cart.items[0]!.id;
      for (const quantity of [0, 100_001, 2.5]) {
        await expect(ctx.shop.updateCartItem(session, id, { quantity })).rejects.toMatchObject({ code: 'svc_cart_item_invalid' });
      }
      await expect(ctx.shop.updateCartItem(session, 999_999, { quantity: 1 })).rejects.toMatchObject({
        code: 'svc_cart_item_not_found',
      });
      expect(await ctx.shop.getCart(session)).toEqual(cart);
    });

    it('holds one currency', async () => {
      const session = ctx.unique('session');
      const eur = await ctx.shop.createProduct(ctx.tee());
      const usd = await ctx.shop.createProduct(ctx.tee({ currency: 'USD' }));
      await ctx.shop.addCartItem(session, { productId: eur.id, quantity: 1 });
      await expect(ctx.shop.addCartItem(session, { productId: usd.id, quantity: 1 })).rejects.toMatchObject({
        code: 'svc_cart_currency_mismatch',
        status: 409,
      });
      expect((await ctx.shop.getCart(session)).items).toHaveLength(1);
    });
  });

  describe('the ctx.shop.cart_item filter', () => {
    it('reprices an item and attaches meta, on add and on quantity change', async () => {
      const session = ctx.unique('session');
      const product = await ctx.shop.createProduct(ctx.tee());
      const seen: Array<[CartItemDraft, Product, string]> = [];
      ctx.addFilter((item, p, sessionId) => {
        seen.push([structuredClone(item), p, sessionId]);
        if (p.id !== product.id) return item;
        const unitPrice = item.quantity >= 10 ? item.unitPrice - 500 : item.unitPrice;
        return { ...item, unitPrice, productId: 0, options: {}, meta: { ...item.meta, quote: `q-${item.quantity}` } };
      });

      let cart = await ctx.shop.addCartItem(session, { productId: product.id, quantity: 2, options: { color: 'black' } });
      expect(seen[0]).toEqual([
        { productId: product.id, quantity: 2, options: { size: 'S', color: 'black' }, design: null, meta: {}, unitPrice: 1600 },
        product,
        session,
      ]);
      // The filter may change the price and meta only; what the customer chose stays.
      expect(cart.items[0]).toMatchObject({
        productId: product.id,
        options: { size: 'S', color: 'black' },
        unitPrice: 1600,
        meta: { quote: 'q-2' },
      });

      cart = await ctx.shop.updateCartItem(session, cart.items[0]!.id, { quantity: 10 });
      expect(cart.items[0]).toMatchObject({ unitPrice: 1100, lineTotal: 11_000, meta: { quote: 'q-10' } });
      expect(cart.total).toBe(11_000);
    });

    it('refuses an item when a filter throws', async () => {
      const session = ctx.unique('session');
      const product = await ctx.shop.createProduct(ctx.tee());
      const added = await ctx.shop.addCartItem(session, { productId: product.id, quantity: 1 });
      ctx.addFilter(() => {
        throw Object.assign(new Error('No valid quote'), { code: 'quote_missing' });
      });
      await expect(ctx.shop.addCartItem(session, { productId: product.id, quantity: 5 })).rejects.toThrow('No valid quote');
      await expect(ctx.shop.updateCartItem(session, added.items[0]!.id, { quantity: 5 })).rejects.toThrow('No valid quote');
      expect(await ctx.shop.getCart(session)).toEqual(added);
    });

    it('refuses an item priced by a filter with something that is not a price', async () => {
      const session = ctx.unique('session');
      const product = await ctx.shop.createProduct(ctx.tee());
      ctx.addFilter((item) => ({ ...item, unitPrice: -100 }));
      await expect(ctx.shop.addCartItem(session, { productId: product.id, quantity: 1 })).rejects.toThrow();
      expect((await ctx.shop.getCart(session)).items).toEqual([]);
    });
  });

  describe('price lines (pricing.price_lines)', () => {
    it("adds every addon's lines to the price, on add, on quantity change and at checkout, where a gone line reprices the cart once", async () => {
      const session = ctx.unique('session');
      const product = await ctx.shop.createProduct(ctx.tee());
      const contexts: PriceLineContext[] = [];
      const smallRun = (lines: PriceLine[], context: PriceLineContext): PriceLine[] => {
        contexts.push(context);
        if (context.product.id !== product.id || context.quantity >= 5) return lines;
        return [...lines, { id: 'small-run:surcharge', label: 'Small run', scope: 'unit', amount: 300, source: 'small-run' }];
      };
      const setup = (lines: PriceLine[]): PriceLine[] => [...lines, { id: 'setup:fee', label: 'Setup', scope: 'line', amount: 101, source: 'setup' }];
      const off = [ctx.hooks.addFilter(PRICING_HOOKS.priceLines, smallRun), ctx.hooks.addFilter(PRICING_HOOKS.priceLines, setup)];
      try {
        // 2 × 1500 + 2 × 300 + 101 = 3701 → 1851 per item (1850.5 rounded half away from zero).
        let cart = await ctx.shop.addCartItem(session, { productId: product.id, quantity: 2, meta: { note: 'gift' } });
        expect(cart.items[0]).toMatchObject({
          unitPrice: 1851,
          lineTotal: 3702,
          meta: {
            note: 'gift',
            price_lines: [
              { id: 'small-run:surcharge', label: 'Small run', scope: 'unit', amount: 300, source: 'small-run' },
              { id: 'setup:fee', label: 'Setup', scope: 'line', amount: 101, source: 'setup' },
            ],
          },
        });
        expect(contexts[0]).toEqual({ product, options: { size: 'S', color: 'white' }, quantity: 2, design: null, sessionId: session, baseUnitPrice: 1500, currency: 'EUR' });
        cart = await ctx.shop.updateCartItem(session, cart.items[0]!.id, { quantity: 10 });
        expect(cart.items[0]).toMatchObject({ unitPrice: 1510, lineTotal: 15_100 });
        cart = await ctx.shop.updateCartItem(session, cart.items[0]!.id, { quantity: 2 });
      } finally {
        off[0]!();
      }
      // The small-run addon is switched off: checkout stores the new price and says so, once.
      const error = await ctx.shop.checkout(session).catch((thrown: unknown) => thrown);
      expect(error).toMatchObject({ code: 'svc_cart_repriced', data: { previous_total: 3702, total: 3102, currency: 'EUR' } });
      const cart = await ctx.shop.getCart(session);
      expect(cart.items[0]).toMatchObject({ unitPrice: 1551, meta: { note: 'gift', price_lines: [{ id: 'setup:fee' }] } });
      try {
        const order = await ctx.shop.checkout(session);
        expect(order.total).toBe(3102);
      } finally {
        off[1]!();
      }
    });

    it('refuses lines that take the unit price beyond what the shop stores (422), storing nothing', async () => {
      const session = ctx.unique('session');
      const product = await ctx.shop.createProduct(ctx.tee());
      const huge = (lines: PriceLine[]): PriceLine[] => [...lines, { id: 'huge:fee', label: 'Huge', scope: 'unit', amount: 1_000_000_000, source: 'huge' }];
      const off = ctx.hooks.addFilter(PRICING_HOOKS.priceLines, huge);
      try {
        await expect(ctx.shop.addCartItem(session, { productId: product.id, quantity: 1 })).rejects.toMatchObject({ code: 'svc_pricing_price_out_of_range', status: 422 });
      } finally {
        off();
      }
      expect((await ctx.shop.getCart(session)).items).toEqual([]);
    });

    it('refuses a malformed line as a bug of the addon, storing nothing', async () => {
      const session = ctx.unique('session');
      const product = await ctx.shop.createProduct(ctx.tee());
      const off = ctx.hooks.addFilter(PRICING_HOOKS.priceLines, (lines: PriceLine[]) => [...lines, { id: 'x', label: 'X', scope: 'item', amount: 1.5, source: 'x' } as never]);
      try {
        await expect(ctx.shop.addCartItem(session, { productId: product.id, quantity: 1 })).rejects.toThrow(/pricing\.price_lines/);
      } finally {
        off();
      }
      expect((await ctx.shop.getCart(session)).items).toEqual([]);
    });
  });
}
