import { describe, expect, it } from 'vitest';
import { SHOP_HOOKS, type Cart, type Order, type OrderStatus, type ShopService } from '../index.ts';
import type { ShopSuiteContext } from './shop-conformance-context.ts';

/** Atomic checkout, order transitions and their hooks of {@link ShopService}. */
export function shopOrderConformance(ctx: ShopSuiteContext): void {
  describe('checkout', () => {
    it('turns the cart into a pending order with frozen copies and empties the cart', async () => {
      const session = ctx.unique('session');
      const product = await ctx.shop.createProduct(ctx.tee());
      const design = { version: 1 };
      await ctx.shop.addCartItem(session, { productId: product.id, quantity: 2, options: { size: 'XL' }, design, meta: { q: 1 } });
      await ctx.shop.addCartItem(session, { productId: product.id, quantity: 1 });
      const cart = await ctx.shop.getCart(session);

      const order = await ctx.shop.checkout(session, { email: 'ann@example.com' });
      expect(order).toEqual({
        id: expect.any(Number),
        sessionId: session,
        status: 'pending',
        currency: 'EUR',
        total: 2 * 1800 + 1500,
        email: 'ann@example.com',
        source: null,
        externalId: null,
        createdAt: expect.any(Number),
        updatedAt: expect.any(Number),
        items: cart.items.map((item) => ({
          ...item,
          id: expect.any(Number),
          productName: product.name,
          sku: product.sku,
        })),
      });
      expect(await ctx.shop.getCart(session)).toEqual({ sessionId: session, currency: null, items: [], total: 0 });

      await ctx.shop.updateProduct(product.id, { name: 'Renamed', basePrice: 9999 });
      expect(await ctx.shop.getOrder(order.id)).toEqual(order);
    });

    it('fires ctx.shop.checkout with the cart before the order exists; a throwing callback refuses', async () => {
      const session = ctx.unique('session');
      const product = await ctx.shop.createProduct(ctx.tee());
      await ctx.shop.addCartItem(session, { productId: product.id, quantity: 1 });
      const cart = await ctx.shop.getCart(session);
      const calls: Array<{ cart: Cart; orders: number }> = [];
      ctx.addAction(SHOP_HOOKS.checkoutAction, async (seen: Cart) => {
        calls.push({ cart: seen, orders: (await ctx.shop.listOrders({ sessionId: session })).total });
      });
      ctx.addAction(SHOP_HOOKS.checkoutAction, () => {
        throw new Error('Payment provider down');
      });
      await expect(ctx.shop.checkout(session)).rejects.toThrow('Payment provider down');
      expect(calls).toEqual([{ cart, orders: 0 }]);
      expect(await ctx.shop.getCart(session)).toEqual(cart);
      expect((await ctx.shop.listOrders({ sessionId: session })).total).toBe(0);
    });

    it('creates one order when two checkouts of one cart race', async () => {
      const session = ctx.unique('session');
      const product = await ctx.shop.createProduct(ctx.tee());
      await ctx.shop.addCartItem(session, { productId: product.id, quantity: 4 });
      const results = await Promise.allSettled([ctx.shop.checkout(session), ctx.shop.checkout(session)]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { code: 'svc_cart_empty' } });
      const orders = await ctx.shop.listOrders({ sessionId: session });
      expect(orders.total).toBe(1);
      expect(orders.items[0]!.items.map((i) => i.quantity)).toEqual([4]);
    });

    it('refuses an empty cart and bad details', async () => {
      const session = ctx.unique('session');
      await expect(ctx.shop.checkout(session)).rejects.toMatchObject({ code: 'svc_cart_empty', status: 409 });
      const product = await ctx.shop.createProduct(ctx.tee());
      await ctx.shop.addCartItem(session, { productId: product.id, quantity: 1 });
      for (const details of [{ email: 'not-an-email' }, { email: 42 as never }, 'x' as never]) {
        await expect(ctx.shop.checkout(session, details)).rejects.toMatchObject({ code: 'svc_checkout_invalid', status: 400 });
      }
      expect((await ctx.shop.getCart(session)).items).toHaveLength(1);
      expect((await ctx.shop.checkout(session)).email).toBeNull();
    });
  });

  describe('orders of connected shops', () => {
    const recorded = (externalId: string, productId: number, source = 'woo') => ({
      source,
      externalId,
      currency: 'EUR',
      email: 'ann@example.com',
      items: [{ productId, quantity: 3, options: { size: 'L' }, design: { version: 1 }, meta: { connector: { line_id: 'a' } }, unitPrice: 1234 }],
    });

    it('records a pending order with the given prices, firing nothing, and finds it by its source ids', async () => {
      const product = await ctx.shop.createProduct(ctx.tee());
      const fired: string[] = [];
      ctx.addAction(SHOP_HOOKS.statusChanged, () => void fired.push('changed'));
      const id = ctx.unique('W');
      const { order, created } = await ctx.shop.recordOrder(recorded(id, product.id));
      expect(created).toBe(true);
      expect(order).toMatchObject({ status: 'pending', source: 'woo', externalId: id, currency: 'EUR', total: 3 * 1234, email: 'ann@example.com' });
      expect(order.items).toEqual([
        { id: expect.any(Number), productId: product.id, productName: product.name, sku: product.sku, quantity: 3, options: { size: 'L' }, design: { version: 1 }, meta: { connector: { line_id: 'a' } }, unitPrice: 1234, lineTotal: 3 * 1234 },
      ]);
      expect(fired).toEqual([]);
      expect(await ctx.shop.findOrderBySource('woo', id)).toEqual(order);
      expect(await ctx.shop.findOrderBySource('shopify', id)).toBeNull();
      expect((await ctx.shop.listOrders({ sessionId: ctx.unique('session') })).total).toBe(0);
    });

    it('is idempotent on source and id: again, or twice at once, one order; the same id in another source is another order', async () => {
      const product = await ctx.shop.createProduct(ctx.tee());
      const id = ctx.unique('W');
      const [a, b] = await Promise.all([ctx.shop.recordOrder(recorded(id, product.id)), ctx.shop.recordOrder(recorded(id, product.id))]);
      expect([a.created, b.created].sort()).toEqual([false, true]);
      expect(a.order.id).toBe(b.order.id);
      const again = await ctx.shop.recordOrder(recorded(id, product.id));
      expect(again).toEqual({ order: a.order, created: false });
      const other = await ctx.shop.recordOrder(recorded(id, product.id, 'shopify'));
      expect(other.created).toBe(true);
      expect(other.order.id).not.toBe(a.order.id);
    });
  });

  describe('orders', () => {
    it('reads and lists orders by session and status, newest first, with totals', async () => {
      const product = await ctx.shop.createProduct(ctx.tee());
      const session = ctx.unique('session');
      const ids: number[] = [];
      for (const quantity of [1, 2, 3]) {
        await ctx.shop.addCartItem(session, { productId: product.id, quantity });
        ids.push((await ctx.shop.checkout(session)).id);
      }
      expect((await ctx.shop.getOrder(ids[0]!)).total).toBe(1500);
      await expect(ctx.shop.getOrder(999_999)).rejects.toMatchObject({ code: 'svc_order_not_found', status: 404 });

      const mine = await ctx.shop.listOrders({ sessionId: session });
      expect(mine.total).toBe(3);
      expect(mine.items.map((o) => o.id)).toEqual([...ids].reverse());
      expect(mine.items[0]!.items).toHaveLength(1);
      const page = await ctx.shop.listOrders({ sessionId: session, perPage: 2, page: 2 });
      expect(page.items.map((o) => o.id)).toEqual([ids[0]]);
      expect(page.total).toBe(3);

      await ctx.shop.setOrderStatus(ids[1]!, 'paid');
      const paid = await ctx.shop.listOrders({ sessionId: session, status: 'paid' });
      expect(paid.items.map((o) => o.id)).toEqual([ids[1]]);
      expect((await ctx.shop.listOrders({ status: 'paid', perPage: 100 })).items.every((o) => o.status === 'paid')).toBe(true);

      await expect(ctx.shop.listOrders({ status: 'shipped' as never })).rejects.toMatchObject({ code: 'svc_shop_query_invalid' });
      await expect(ctx.shop.listOrders({ perPage: 500 })).rejects.toMatchObject({ code: 'svc_shop_query_invalid' });
    });

    it('moves along the allowed transitions, firing order.status_changed then order.<status>', async () => {
      const order = await ctx.orderFor(await ctx.shop.createProduct(ctx.tee()));
      const calls: unknown[][] = [];
      ctx.addAction(SHOP_HOOKS.statusChanged, (o: Order, from: OrderStatus, to: OrderStatus) =>
        calls.push(['changed', o.id, o.status, from, to]),
      );
      for (const status of ['paid', 'processing', 'completed', 'refunded'] as const) {
        ctx.addAction(`order.${status}`, (o: Order, from: OrderStatus) => calls.push([status, o.id, o.status, from]));
      }

      const paid = await ctx.shop.setOrderStatus(order.id, 'paid');
      expect(paid).toEqual({ ...order, status: 'paid', updatedAt: expect.any(Number) });
      await ctx.shop.setOrderStatus(order.id, 'processing');
      await ctx.shop.setOrderStatus(order.id, 'completed');
      await ctx.shop.setOrderStatus(order.id, 'refunded');
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
      expect((await ctx.shop.getOrder(order.id)).status).toBe('refunded');
    });

    it('refuses moves outside ORDER_TRANSITIONS with 409 and { from, to }, firing nothing', async () => {
      const product = await ctx.shop.createProduct(ctx.tee());
      const order = await ctx.orderFor(product);
      let fired = 0;
      ctx.addAction(SHOP_HOOKS.statusChanged, () => fired++);
      const refused: Array<[OrderStatus, OrderStatus]> = [
        ['pending', 'completed'],
        ['pending', 'processing'],
        ['pending', 'refunded'],
        ['pending', 'pending'],
      ];
      for (const [from, to] of refused) {
        await expect(ctx.shop.setOrderStatus(order.id, to)).rejects.toMatchObject({
          code: 'svc_order_transition_invalid',
          status: 409,
          data: { from, to },
        });
      }
      await expect(ctx.shop.setOrderStatus(order.id, 'shipped' as never)).rejects.toMatchObject({
        code: 'svc_order_transition_invalid',
        data: { from: 'pending', to: 'shipped' },
      });
      await ctx.shop.setOrderStatus(order.id, 'cancelled');
      await expect(ctx.shop.setOrderStatus(order.id, 'paid')).rejects.toMatchObject({
        data: { from: 'cancelled', to: 'paid' },
      });
      expect(fired).toBe(1);
      await expect(ctx.shop.setOrderStatus(999_999, 'paid')).rejects.toMatchObject({ code: 'svc_order_not_found' });
    });

    it('lets exactly one of two concurrent "paid" moves through, firing order.paid once', async () => {
      const order = await ctx.orderFor(await ctx.shop.createProduct(ctx.tee()));
      const paidCalls: number[] = [];
      ctx.addAction('order.paid', (o: Order) => paidCalls.push(o.id));
      const results = await Promise.allSettled([
        ctx.shop.setOrderStatus(order.id, 'paid'),
        ctx.shop.setOrderStatus(order.id, 'paid'),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(results.find((r) => r.status === 'rejected')).toMatchObject({
        reason: { code: 'svc_order_transition_invalid', status: 409, data: { from: 'paid', to: 'paid' } },
      });
      expect(paidCalls).toEqual([order.id]);
      expect((await ctx.shop.getOrder(order.id)).status).toBe('paid');
    });
  });
}
