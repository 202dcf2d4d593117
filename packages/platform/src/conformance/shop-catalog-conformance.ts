import { describe, expect, it } from 'vitest';
import { assertProductOnSale, type ProductInput, type ProductStatusFilter, type ShopService } from '../index.ts';
import type { ShopSuiteContext } from './shop-conformance-context.ts';

/** Products and server-side prices of {@link ShopService}. */
export function shopCatalogConformance(ctx: ShopSuiteContext): void {
  describe('products', () => {
    it('creates, reads and updates a product', async () => {
      const input = ctx.tee({ meta: { sides: [{ id: 'front' }] } });
      const created = await ctx.shop.createProduct(input);
      expect(created).toEqual({
        ...input,
        id: expect.any(Number),
        status: 'active',
        createdAt: expect.any(Number),
        updatedAt: expect.any(Number),
      });
      expect(await ctx.shop.getProduct(created.id)).toEqual(created);

      const updated = await ctx.shop.updateProduct(created.id, { name: 'Organic Tee', basePrice: 1700 });
      expect(updated).toEqual({ ...created, name: 'Organic Tee', basePrice: 1700, updatedAt: expect.any(Number) });
      expect(updated.updatedAt).toBeGreaterThanOrEqual(created.updatedAt);
      expect(await ctx.shop.getProduct(created.id)).toEqual(updated);
    });

    it('defaults options, meta and labels', async () => {
      const product = await ctx.shop.createProduct({
        name: '  Sticker ',
        sku: ctx.unique('STK'),
        basePrice: 0,
        currency: 'EUR',
      });
      expect(product).toMatchObject({ name: 'Sticker', options: [], meta: {} });
      const labelled = await ctx.shop.createProduct({
        ...ctx.tee(),
        options: [{ name: 'finish', values: [{ value: 'matte' }] }] as never,
      });
      expect(labelled.options).toEqual([
        { name: 'finish', label: 'finish', values: [{ value: 'matte', label: 'matte', priceDelta: 0 }] },
      ]);
    });

    it('answers svc_product_not_found for an unknown product', async () => {
      await expect(ctx.shop.getProduct(999_999)).rejects.toMatchObject({ code: 'svc_product_not_found', status: 404 });
      await expect(ctx.shop.getProduct(-1)).rejects.toMatchObject({ code: 'svc_product_not_found' });
      await expect(ctx.shop.updateProduct(999_999, { name: 'x' })).rejects.toMatchObject({ code: 'svc_product_not_found' });
    });

    it('keeps SKUs unique, also when two creations race', async () => {
      const first = await ctx.shop.createProduct(ctx.tee());
      await expect(ctx.shop.createProduct(ctx.tee({ sku: first.sku }))).rejects.toMatchObject({
        code: 'svc_product_sku_taken',
        status: 409,
      });
      const second = await ctx.shop.createProduct(ctx.tee());
      await expect(ctx.shop.updateProduct(second.id, { sku: first.sku })).rejects.toMatchObject({
        code: 'svc_product_sku_taken',
      });
      await expect(ctx.shop.updateProduct(second.id, { sku: second.sku, name: 'Same SKU' })).resolves.toMatchObject({
        name: 'Same SKU',
      });

      const sku = ctx.unique('RACE');
      const results = await Promise.allSettled([ctx.shop.createProduct(ctx.tee({ sku })), ctx.shop.createProduct(ctx.tee({ sku }))]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { code: 'svc_product_sku_taken' } });
    });

    it('refuses invalid products and stores nothing', async () => {
      const word = ctx.unique('invalidword');
      const bad: Array<Partial<ProductInput>> = [
        { name: '' },
        { sku: 'has space' },
        { basePrice: -1 },
        { basePrice: 12.5 },
        { basePrice: '1500' as never },
        { currency: 'eur' },
        { currency: 'EURO' },
        { options: [{ name: 'size', label: 'Size', values: [] }] },
        { options: [ctx.tee().options![0]!, ctx.tee().options![0]!] },
        { options: [{ name: 'size', label: 'Size', values: [{ value: 'S', label: 'S', priceDelta: -2000 }] }] },
        { meta: [] as never },
      ];
      for (const patch of bad) {
        await expect(ctx.shop.createProduct(ctx.tee({ name: word, ...patch })), JSON.stringify(patch)).rejects.toMatchObject({
          code: 'svc_product_invalid',
          status: 400,
        });
      }
      expect((await ctx.shop.listProducts({ search: word })).total).toBe(0);
      const product = await ctx.shop.createProduct(ctx.tee());
      await expect(ctx.shop.updateProduct(product.id, { basePrice: -5 })).rejects.toMatchObject({ code: 'svc_product_invalid' });
      expect((await ctx.shop.getProduct(product.id)).basePrice).toBe(1500);
    });

    it('lists with search on name or SKU (case-insensitive), pages and totals', async () => {
      const word = ctx.unique('zebra');
      const a = await ctx.shop.createProduct(ctx.tee({ name: `Big ${word.toUpperCase()} Mug` }));
      const b = await ctx.shop.createProduct(ctx.tee({ name: `Small ${word} Mug` }));
      const c = await ctx.shop.createProduct(ctx.tee({ name: 'Plain', sku: `SKU-${word.toUpperCase()}` }));
      await ctx.shop.createProduct(ctx.tee({ name: 'Unrelated' }));

      const all = await ctx.shop.listProducts({ search: word.toLowerCase() });
      expect(all.total).toBe(3);
      expect(all.items.map((p) => p.id)).toEqual([a.id, b.id, c.id]);
      expect((await ctx.shop.listProducts({ search: `sku-${word}` })).items.map((p) => p.id)).toEqual([c.id]);

      const page2 = await ctx.shop.listProducts({ search: word, page: 2, perPage: 2 });
      expect(page2).toEqual({ items: [c], total: 3 });
      expect(await ctx.shop.listProducts({ search: word, page: 3, perPage: 2 })).toEqual({ items: [], total: 3 });

      const everything = await ctx.shop.listProducts({ perPage: 100 });
      expect(everything.total).toBeGreaterThanOrEqual(4);
    });

    it('matches accented names the same way on every engine and takes wildcards literally', async () => {
      const word = ctx.unique('ÉTUI');
      const accented = await ctx.shop.createProduct(ctx.tee({ name: `${word} Ärmel` }));
      expect((await ctx.shop.listProducts({ search: word.toLowerCase() })).items.map((p) => p.id)).toEqual([accented.id]);
      expect((await ctx.shop.listProducts({ search: 'ärmel' })).items.map((p) => p.id)).toContain(accented.id);
      const percent = await ctx.shop.createProduct(ctx.tee({ name: `100% ${ctx.unique('cotton')}` }));
      expect((await ctx.shop.listProducts({ search: '100%' })).items.map((p) => p.id)).toEqual([percent.id]);
      expect((await ctx.shop.listProducts({ search: '_' })).total).toBe(0);
    });

    it('archives and restores a product: off the list and not sold, still read by id, a waiting cart line refused at checkout', async () => {
      const product = await ctx.shop.createProduct(ctx.tee({ name: ctx.unique('Archived') }));
      const session = ctx.unique('archive-session');
      await ctx.shop.addCartItem(session, { productId: product.id, quantity: 2 });
      const archived = await ctx.shop.updateProduct(product.id, { status: 'archived' });
      expect(archived).toEqual({ ...product, status: 'archived', updatedAt: expect.any(Number) });
      expect(await ctx.shop.getProduct(product.id)).toEqual(archived);
      const ids = async (status?: ProductStatusFilter) => (await ctx.shop.listProducts({ search: product.name, ...(status ? { status } : {}) })).items.map((p) => p.id);
      expect(await ids()).toEqual([]);
      expect(await ids('active')).toEqual([]);
      expect(await ids('archived')).toEqual([product.id]);
      expect(await ids('all')).toEqual([product.id]);
      const refusal = { code: 'svc_product_archived', status: 410 };
      expect(() => assertProductOnSale(archived)).toThrow(expect.objectContaining(refusal));
      await expect(ctx.shop.addCartItem(ctx.unique('other'), { productId: product.id, quantity: 1 })).rejects.toMatchObject(refusal);
      await expect(ctx.shop.checkout(session)).rejects.toMatchObject(refusal);
      expect((await ctx.shop.getCart(session)).items).toHaveLength(1);
      await expect(ctx.shop.updateProduct(product.id, { status: 'gone' as never })).rejects.toMatchObject({ code: 'svc_product_invalid' });
      await expect(ctx.shop.listProducts({ status: 'gone' as never })).rejects.toMatchObject({ code: 'svc_shop_query_invalid' });

      const restored = await ctx.shop.updateProduct(product.id, { status: 'active' });
      expect(restored.status).toBe('active');
      expect(await ids()).toEqual([product.id]);
      expect((await ctx.shop.checkout(session)).items).toMatchObject([{ productId: product.id, quantity: 2 }]);
    });

    it('refuses bad list queries', async () => {
      for (const query of [{ page: 0 }, { page: 1.5 }, { perPage: 0 }, { perPage: 101 }, { search: 7 as never }]) {
        await expect(ctx.shop.listProducts(query), JSON.stringify(query)).rejects.toMatchObject({
          code: 'svc_shop_query_invalid',
          status: 400,
        });
      }
    });
  });

  describe('prices', () => {
    it('adds option deltas to the base price, missing options taking their first value', async () => {
      const product = await ctx.shop.createProduct(ctx.tee());
      expect(ctx.shop.unitPrice(product, {})).toBe(1500);
      expect(ctx.shop.unitPrice(product, { size: 'XL' })).toBe(1800);
      expect(ctx.shop.unitPrice(product, { size: 'XL', color: 'black' })).toBe(1900);
    });

    it('answers svc_product_option_invalid for an unknown option or value', async () => {
      const product = await ctx.shop.createProduct(ctx.tee());
      for (const options of [{ size: 'XXXL' }, { sleeve: 'long' }, { size: 3 as never }] as Array<Record<string, string>>) {
        expect(() => ctx.shop.unitPrice(product, options)).toThrow(
          expect.objectContaining({ code: 'svc_product_option_invalid', status: 400 }),
        );
      }
    });
  });

}
