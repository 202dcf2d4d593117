import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  SHOP_HOOKS,
  type Cart,
  type CartItemDraft,
  type HooksService,
  type Order,
  type OrderStatus,
  type Product,
  type ProductInput,
  type ShopService,
} from '../index.ts';
import type { ConformanceHarness } from './database-conformance.ts';

/** The services a shop conformance suite drives: a shop and the hooks service it fires on. */
export interface ShopConformanceServices {
  shop: ShopService;
  hooks: HooksService;
}

/**
 * The contract of {@link ShopService}: products, server-side prices, carts isolated per session,
 * the `shop.cart_item` filter, atomic checkout, order transitions and their hooks, and refusal of
 * bad input. The suite shares one shop between its tests and keeps them apart with unique SKUs,
 * search words and session ids.
 */
export function shopConformance(harness: ConformanceHarness<ShopConformanceServices>): void {
  let shop: ShopService;
  let hooks: HooksService;
  let removers: Array<() => void> = [];
  let sequence = 0;
  const unique = (prefix: string) => `${prefix}-${++sequence}`;

  beforeAll(async () => {
    ({ shop, hooks } = await harness.setup());
  });
  afterAll(() => harness.teardown());
  afterEach(() => {
    for (const remove of removers) remove();
    removers = [];
  });

  const addFilter = (callback: (item: CartItemDraft, product: Product, sessionId: string) => unknown) =>
    removers.push(hooks.addFilter(SHOP_HOOKS.cartItemFilter, callback as never));
  const addAction = (name: string, callback: (...args: any[]) => unknown) => removers.push(hooks.addAction(name, callback));

  function tee(overrides: Partial<ProductInput> = {}): ProductInput {
    return {
      name: 'Classic Tee',
      sku: unique('TEE'),
      basePrice: 1500,
      currency: 'EUR',
      options: [
        {
          name: 'size',
          label: 'Size',
          values: [
            { value: 'S', label: 'Small', priceDelta: 0 },
            { value: 'XL', label: 'Extra large', priceDelta: 300 },
          ],
        },
        {
          name: 'color',
          label: 'Color',
          values: [
            { value: 'white', label: 'White', priceDelta: 0 },
            { value: 'black', label: 'Black', priceDelta: 100 },
          ],
        },
      ],
      ...overrides,
    };
  }

  async function orderFor(product: Product, quantity = 2): Promise<Order> {
    const session = unique('session');
    await shop.addCartItem(session, { productId: product.id, quantity });
    return shop.checkout(session);
  }

  describe('products', () => {
    it('creates, reads and updates a product', async () => {
      const input = tee({ meta: { sides: [{ id: 'front' }] } });
      const created = await shop.createProduct(input);
      expect(created).toEqual({
        ...input,
        id: expect.any(Number),
        createdAt: expect.any(Number),
        updatedAt: expect.any(Number),
      });
      expect(await shop.getProduct(created.id)).toEqual(created);

      const updated = await shop.updateProduct(created.id, { name: 'Organic Tee', basePrice: 1700 });
      expect(updated).toEqual({ ...created, name: 'Organic Tee', basePrice: 1700, updatedAt: expect.any(Number) });
      expect(updated.updatedAt).toBeGreaterThanOrEqual(created.updatedAt);
      expect(await shop.getProduct(created.id)).toEqual(updated);
    });

    it('defaults options, meta and labels', async () => {
      const product = await shop.createProduct({
        name: '  Sticker ',
        sku: unique('STK'),
        basePrice: 0,
        currency: 'EUR',
      });
      expect(product).toMatchObject({ name: 'Sticker', options: [], meta: {} });
      const labelled = await shop.createProduct({
        ...tee(),
        options: [{ name: 'finish', values: [{ value: 'matte' }] }] as never,
      });
      expect(labelled.options).toEqual([
        { name: 'finish', label: 'finish', values: [{ value: 'matte', label: 'matte', priceDelta: 0 }] },
      ]);
    });

    it('answers svc_product_not_found for an unknown product', async () => {
      await expect(shop.getProduct(999_999)).rejects.toMatchObject({ code: 'svc_product_not_found', status: 404 });
      await expect(shop.getProduct(-1)).rejects.toMatchObject({ code: 'svc_product_not_found' });
      await expect(shop.updateProduct(999_999, { name: 'x' })).rejects.toMatchObject({ code: 'svc_product_not_found' });
    });

    it('keeps SKUs unique, also when two creations race', async () => {
      const first = await shop.createProduct(tee());
      await expect(shop.createProduct(tee({ sku: first.sku }))).rejects.toMatchObject({
        code: 'svc_product_sku_taken',
        status: 409,
      });
      const second = await shop.createProduct(tee());
      await expect(shop.updateProduct(second.id, { sku: first.sku })).rejects.toMatchObject({
        code: 'svc_product_sku_taken',
      });
      await expect(shop.updateProduct(second.id, { sku: second.sku, name: 'Same SKU' })).resolves.toMatchObject({
        name: 'Same SKU',
      });

      const sku = unique('RACE');
      const results = await Promise.allSettled([shop.createProduct(tee({ sku })), shop.createProduct(tee({ sku }))]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { code: 'svc_product_sku_taken' } });
    });

    it('refuses invalid products and stores nothing', async () => {
      const word = unique('invalidword');
      const bad: Array<Partial<ProductInput>> = [
        { name: '' },
        { sku: 'has space' },
        { basePrice: -1 },
        { basePrice: 12.5 },
        { basePrice: '1500' as never },
        { currency: 'eur' },
        { currency: 'EURO' },
        { options: [{ name: 'size', label: 'Size', values: [] }] },
        { options: [tee().options![0]!, tee().options![0]!] },
        { options: [{ name: 'size', label: 'Size', values: [{ value: 'S', label: 'S', priceDelta: -2000 }] }] },
        { meta: [] as never },
      ];
      for (const patch of bad) {
        await expect(shop.createProduct(tee({ name: word, ...patch })), JSON.stringify(patch)).rejects.toMatchObject({
          code: 'svc_product_invalid',
          status: 400,
        });
      }
      expect((await shop.listProducts({ search: word })).total).toBe(0);
      const product = await shop.createProduct(tee());
      await expect(shop.updateProduct(product.id, { basePrice: -5 })).rejects.toMatchObject({ code: 'svc_product_invalid' });
      expect((await shop.getProduct(product.id)).basePrice).toBe(1500);
    });

    it('lists with search on name or SKU (case-insensitive), pages and totals', async () => {
      const word = unique('zebra');
      const a = await shop.createProduct(tee({ name: `Big ${word.toUpperCase()} Mug` }));
      const b = await shop.createProduct(tee({ name: `Small ${word} Mug` }));
      const c = await shop.createProduct(tee({ name: 'Plain', sku: `SKU-${word.toUpperCase()}` }));
      await shop.createProduct(tee({ name: 'Unrelated' }));

      const all = await shop.listProducts({ search: word.toLowerCase() });
      expect(all.total).toBe(3);
      expect(all.items.map((p) => p.id)).toEqual([a.id, b.id, c.id]);
      expect((await shop.listProducts({ search: `sku-${word}` })).items.map((p) => p.id)).toEqual([c.id]);

      const page2 = await shop.listProducts({ search: word, page: 2, perPage: 2 });
      expect(page2).toEqual({ items: [c], total: 3 });
      expect(await shop.listProducts({ search: word, page: 3, perPage: 2 })).toEqual({ items: [], total: 3 });

      const everything = await shop.listProducts({ perPage: 100 });
      expect(everything.total).toBeGreaterThanOrEqual(4);
    });

    it('matches accented names the same way on every engine and takes wildcards literally', async () => {
      const word = unique('ÉTUI');
      const accented = await shop.createProduct(tee({ name: `${word} Ärmel` }));
      expect((await shop.listProducts({ search: word.toLowerCase() })).items.map((p) => p.id)).toEqual([accented.id]);
      expect((await shop.listProducts({ search: 'ärmel' })).items.map((p) => p.id)).toContain(accented.id);
      const percent = await shop.createProduct(tee({ name: `100% ${unique('cotton')}` }));
      expect((await shop.listProducts({ search: '100%' })).items.map((p) => p.id)).toEqual([percent.id]);
      expect((await shop.listProducts({ search: '_' })).total).toBe(0);
    });

    it('refuses bad list queries', async () => {
      for (const query of [{ page: 0 }, { page: 1.5 }, { perPage: 0 }, { perPage: 101 }, { search: 7 as never }]) {
        await expect(shop.listProducts(query), JSON.stringify(query)).rejects.toMatchObject({
          code: 'svc_shop_query_invalid',
          status: 400,
        });
      }
    });
  });

  describe('prices', () => {
    it('adds option deltas to the base price, missing options taking their first value', async () => {
      const product = await shop.createProduct(tee());
      expect(shop.unitPrice(product, {})).toBe(1500);
      expect(shop.unitPrice(product, { size: 'XL' })).toBe(1800);
      expect(shop.unitPrice(product, { size: 'XL', color: 'black' })).toBe(1900);
    });

    it('answers svc_product_option_invalid for an unknown option or value', async () => {
      const product = await shop.createProduct(tee());
      for (const options of [{ size: 'XXXL' }, { sleeve: 'long' }, { size: 3 as never }] as Array<Record<string, string>>) {
        expect(() => shop.unitPrice(product, options)).toThrow(
          expect.objectContaining({ code: 'svc_product_option_invalid', status: 400 }),
        );
      }
    });
  });

  describe('carts', () => {
    it('starts empty', async () => {
      const session = unique('session');
      expect(await shop.getCart(session)).toEqual({ sessionId: session, currency: null, items: [], total: 0 });
    });

    it('adds, updates and removes items with prices computed on the server', async () => {
      const session = unique('session');
      const product = await shop.createProduct(tee());
      const design = { version: 1, elements: [{ type: 'text', text: 'Hi' }] };
      let cart = await shop.addCartItem(session, {
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

      cart = await shop.addCartItem(session, { productId: product.id, quantity: 1 });
      expect(cart.items.map((i) => [i.unitPrice, i.design])).toEqual([
        [1800, design],
        [1500, null],
      ]);
      expect(cart.total).toBe(6900);

      cart = await shop.updateCartItem(session, first.id, { quantity: 10 });
      expect(cart.items[0]).toMatchObject({ quantity: 10, lineTotal: 18000, meta: { note: 'gift' } });
      expect(cart.total).toBe(19500);

      cart = await shop.removeCartItem(session, first.id);
      expect(cart.items.map((i) => i.id)).not.toContain(first.id);
      expect(cart.total).toBe(1500);
      expect(await shop.getCart(session)).toEqual(cart);
    });

    it('keeps one session out of another session’s cart', async () => {
      const [alice, bob] = [unique('alice'), unique('bob')];
      const product = await shop.createProduct(tee());
      const aliceCart = await shop.addCartItem(alice, { productId: product.id, quantity: 2 });
      const itemId = aliceCart.items[0]!.id;

      expect((await shop.getCart(bob)).items).toEqual([]);
      await expect(shop.updateCartItem(bob, itemId, { quantity: 50 })).rejects.toMatchObject({
        code: 'svc_cart_item_not_found',
        status: 404,
      });
      await expect(shop.removeCartItem(bob, itemId)).rejects.toMatchObject({ code: 'svc_cart_item_not_found' });
      await expect(shop.checkout(bob)).rejects.toMatchObject({ code: 'svc_cart_empty' });
      expect(await shop.getCart(alice)).toEqual(aliceCart);
    });

    it('refuses bad items and stores nothing', async () => {
      const session = unique('session');
      const product = await shop.createProduct(tee());
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
        await expect(shop.addCartItem(session, input as never), JSON.stringify(patch)).rejects.toMatchObject({ code });
      }
      expect((await shop.getCart(session)).items).toEqual([]);

      const cart = await shop.addCartItem(session, { productId: product.id, quantity: 100_000 });
      const id = cart.items[0]!.id;
      for (const quantity of [0, 100_001, 2.5]) {
        await expect(shop.updateCartItem(session, id, { quantity })).rejects.toMatchObject({ code: 'svc_cart_item_invalid' });
      }
      await expect(shop.updateCartItem(session, 999_999, { quantity: 1 })).rejects.toMatchObject({
        code: 'svc_cart_item_not_found',
      });
      expect(await shop.getCart(session)).toEqual(cart);
    });

    it('holds one currency', async () => {
      const session = unique('session');
      const eur = await shop.createProduct(tee());
      const usd = await shop.createProduct(tee({ currency: 'USD' }));
      await shop.addCartItem(session, { productId: eur.id, quantity: 1 });
      await expect(shop.addCartItem(session, { productId: usd.id, quantity: 1 })).rejects.toMatchObject({
        code: 'svc_cart_currency_mismatch',
        status: 409,
      });
      expect((await shop.getCart(session)).items).toHaveLength(1);
    });
  });

  describe('the shop.cart_item filter', () => {
    it('reprices an item and attaches meta, on add and on quantity change', async () => {
      const session = unique('session');
      const product = await shop.createProduct(tee());
      const seen: Array<[CartItemDraft, Product, string]> = [];
      addFilter((item, p, sessionId) => {
        seen.push([structuredClone(item), p, sessionId]);
        if (p.id !== product.id) return item;
        const unitPrice = item.quantity >= 10 ? item.unitPrice - 500 : item.unitPrice;
        return { ...item, unitPrice, productId: 0, options: {}, meta: { ...item.meta, quote: `q-${item.quantity}` } };
      });

      let cart = await shop.addCartItem(session, { productId: product.id, quantity: 2, options: { color: 'black' } });
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

      cart = await shop.updateCartItem(session, cart.items[0]!.id, { quantity: 10 });
      expect(cart.items[0]).toMatchObject({ unitPrice: 1100, lineTotal: 11_000, meta: { quote: 'q-10' } });
      expect(cart.total).toBe(11_000);
    });

    it('refuses an item when a filter throws', async () => {
      const session = unique('session');
      const product = await shop.createProduct(tee());
      const added = await shop.addCartItem(session, { productId: product.id, quantity: 1 });
      addFilter(() => {
        throw Object.assign(new Error('No valid quote'), { code: 'quote_missing' });
      });
      await expect(shop.addCartItem(session, { productId: product.id, quantity: 5 })).rejects.toThrow('No valid quote');
      await expect(shop.updateCartItem(session, added.items[0]!.id, { quantity: 5 })).rejects.toThrow('No valid quote');
      expect(await shop.getCart(session)).toEqual(added);
    });

    it('refuses an item priced by a filter with something that is not a price', async () => {
      const session = unique('session');
      const product = await shop.createProduct(tee());
      addFilter((item) => ({ ...item, unitPrice: -100 }));
      await expect(shop.addCartItem(session, { productId: product.id, quantity: 1 })).rejects.toThrow();
      expect((await shop.getCart(session)).items).toEqual([]);
    });
  });

  describe('checkout', () => {
    it('turns the cart into a pending order with frozen copies and empties the cart', async () => {
      const session = unique('session');
      const product = await shop.createProduct(tee());
      const design = { version: 1 };
      await shop.addCartItem(session, { productId: product.id, quantity: 2, options: { size: 'XL' }, design, meta: { q: 1 } });
      await shop.addCartItem(session, { productId: product.id, quantity: 1 });
      const cart = await shop.getCart(session);

      const order = await shop.checkout(session, { email: 'ann@example.com' });
      expect(order).toEqual({
        id: expect.any(Number),
        sessionId: session,
        status: 'pending',
        currency: 'EUR',
        total: 2 * 1800 + 1500,
        email: 'ann@example.com',
        createdAt: expect.any(Number),
        updatedAt: expect.any(Number),
        items: cart.items.map((item) => ({
          ...item,
          id: expect.any(Number),
          productName: product.name,
          sku: product.sku,
        })),
      });
      expect(await shop.getCart(session)).toEqual({ sessionId: session, currency: null, items: [], total: 0 });

      await shop.updateProduct(product.id, { name: 'Renamed', basePrice: 9999 });
      expect(await shop.getOrder(order.id)).toEqual(order);
    });

    it('fires shop.checkout with the cart before the order exists; a throwing callback refuses', async () => {
      const session = unique('session');
      const product = await shop.createProduct(tee());
      await shop.addCartItem(session, { productId: product.id, quantity: 1 });
      const cart = await shop.getCart(session);
      const calls: Array<{ cart: Cart; orders: number }> = [];
      addAction(SHOP_HOOKS.checkoutAction, async (seen: Cart) => {
        calls.push({ cart: seen, orders: (await shop.listOrders({ sessionId: session })).total });
      });
      addAction(SHOP_HOOKS.checkoutAction, () => {
        throw new Error('Payment provider down');
      });
      await expect(shop.checkout(session)).rejects.toThrow('Payment provider down');
      expect(calls).toEqual([{ cart, orders: 0 }]);
      expect(await shop.getCart(session)).toEqual(cart);
      expect((await shop.listOrders({ sessionId: session })).total).toBe(0);
    });

    it('creates one order when two checkouts of one cart race', async () => {
      const session = unique('session');
      const product = await shop.createProduct(tee());
      await shop.addCartItem(session, { productId: product.id, quantity: 4 });
      const results = await Promise.allSettled([shop.checkout(session), shop.checkout(session)]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { code: 'svc_cart_empty' } });
      const orders = await shop.listOrders({ sessionId: session });
      expect(orders.total).toBe(1);
      expect(orders.items[0]!.items.map((i) => i.quantity)).toEqual([4]);
    });

    it('refuses an empty cart and bad details', async () => {
      const session = unique('session');
      await expect(shop.checkout(session)).rejects.toMatchObject({ code: 'svc_cart_empty', status: 409 });
      const product = await shop.createProduct(tee());
      await shop.addCartItem(session, { productId: product.id, quantity: 1 });
      for (const details of [{ email: 'not-an-email' }, { email: 42 as never }, 'x' as never]) {
        await expect(shop.checkout(session, details)).rejects.toMatchObject({ code: 'svc_checkout_invalid', status: 400 });
      }
      expect((await shop.getCart(session)).items).toHaveLength(1);
      expect((await shop.checkout(session)).email).toBeNull();
    });
  });

  describe('orders', () => {
    it('reads and lists orders by session and status, newest first, with totals', async () => {
      const product = await shop.createProduct(tee());
      const session = unique('session');
      const ids: number[] = [];
      for (const quantity of [1, 2, 3]) {
        await shop.addCartItem(session, { productId: product.id, quantity });
        ids.push((await shop.checkout(session)).id);
      }
      expect((await shop.getOrder(ids[0]!)).total).toBe(1500);
      await expect(shop.getOrder(999_999)).rejects.toMatchObject({ code: 'svc_order_not_found', status: 404 });

      const mine = await shop.listOrders({ sessionId: session });
      expect(mine.total).toBe(3);
      expect(mine.items.map((o) => o.id)).toEqual([...ids].reverse());
      expect(mine.items[0]!.items).toHaveLength(1);
      const page = await shop.listOrders({ sessionId: session, perPage: 2, page: 2 });
      expect(page.items.map((o) => o.id)).toEqual([ids[0]]);
      expect(page.total).toBe(3);

      await shop.setOrderStatus(ids[1]!, 'paid');
      const paid = await shop.listOrders({ sessionId: session, status: 'paid' });
      expect(paid.items.map((o) => o.id)).toEqual([ids[1]]);
      expect((await shop.listOrders({ status: 'paid', perPage: 100 })).items.every((o) => o.status === 'paid')).toBe(true);

      await expect(shop.listOrders({ status: 'shipped' as never })).rejects.toMatchObject({ code: 'svc_shop_query_invalid' });
      await expect(shop.listOrders({ perPage: 500 })).rejects.toMatchObject({ code: 'svc_shop_query_invalid' });
    });

    it('moves along the allowed transitions, firing order.status_changed then order.<status>', async () => {
      const order = await orderFor(await shop.createProduct(tee()));
      const calls: unknown[][] = [];
      addAction(SHOP_HOOKS.statusChanged, (o: Order, from: OrderStatus, to: OrderStatus) =>
        calls.push(['changed', o.id, o.status, from, to]),
      );
      for (const status of ['paid', 'processing', 'completed', 'refunded'] as const) {
        addAction(`order.${status}`, (o: Order, from: OrderStatus) => calls.push([status, o.id, o.status, from]));
      }

      const paid = await shop.setOrderStatus(order.id, 'paid');
      expect(paid).toEqual({ ...order, status: 'paid', updatedAt: expect.any(Number) });
      await shop.setOrderStatus(order.id, 'processing');
      await shop.setOrderStatus(order.id, 'completed');
      await shop.setOrderStatus(order.id, 'refunded');
      expect(calls).toEqual([
        ['changed', order.id, 'paid', 'pending', 'paid'],
        ['paid', order.id, 'paid', 'pending'],
        ['changed', order.id, 'processing', 'paid', 'processing'],
        ['processing', order.id, 'processing', 'paid'],
        ['changed', order.id, 'completed', 'processing', 'completed'],
        ['completed', order.id, 'completed', 'processing'],
        ['changed', order.id, 'refunded', 'completed', 'refunded'],
        ['refunded', order.id, 'refunded', 'completed'],
      ]);
      expect((await shop.getOrder(order.id)).status).toBe('refunded');
    });

    it('refuses moves outside ORDER_TRANSITIONS with 409 and { from, to }, firing nothing', async () => {
      const product = await shop.createProduct(tee());
      const order = await orderFor(product);
      let fired = 0;
      addAction(SHOP_HOOKS.statusChanged, () => fired++);
      const refused: Array<[OrderStatus, OrderStatus]> = [
        ['pending', 'completed'],
        ['pending', 'processing'],
        ['pending', 'refunded'],
        ['pending', 'pending'],
      ];
      for (const [from, to] of refused) {
        await expect(shop.setOrderStatus(order.id, to)).rejects.toMatchObject({
          code: 'svc_order_transition_invalid',
          status: 409,
          data: { from, to },
        });
      }
      await expect(shop.setOrderStatus(order.id, 'shipped' as never)).rejects.toMatchObject({
        code: 'svc_order_transition_invalid',
        data: { from: 'pending', to: 'shipped' },
      });
      await shop.setOrderStatus(order.id, 'cancelled');
      await expect(shop.setOrderStatus(order.id, 'paid')).rejects.toMatchObject({
        data: { from: 'cancelled', to: 'paid' },
      });
      expect(fired).toBe(1);
      await expect(shop.setOrderStatus(999_999, 'paid')).rejects.toMatchObject({ code: 'svc_order_not_found' });
    });

    it('lets exactly one of two concurrent "paid" moves through, firing order.paid once', async () => {
      const order = await orderFor(await shop.createProduct(tee()));
      const paidCalls: number[] = [];
      addAction('order.paid', (o: Order) => paidCalls.push(o.id));
      const results = await Promise.allSettled([
        shop.setOrderStatus(order.id, 'paid'),
        shop.setOrderStatus(order.id, 'paid'),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(results.find((r) => r.status === 'rejected')).toMatchObject({
        reason: { code: 'svc_order_transition_invalid', status: 409, data: { from: 'paid', to: 'paid' } },
      });
      expect(paidCalls).toEqual([order.id]);
      expect((await shop.getOrder(order.id)).status).toBe('paid');
    });
  });
}
