import { Type } from 'typebox';
import { paginated, RestResponse, type AuthService, type Product, type ProductOption, type ProductStatusFilter, type ShopService } from '@dcs/platform';
import type { ApiRegistry } from '../common/api-registry.ts';
import { IdArg } from '../common/crud-routes.ts';
import { listQueryArgs, listQueryOf } from '../common/list-query.ts';
import type { UsageRegistry } from '../common/usage-registry.ts';
import type { MediaStore } from '../media/media-store.ts';
import type { PrintingMethodStore } from '../printing/printing-method-store.ts';
import { assertOrderRulesValid, orderRulesOf } from './product-order-rules.ts';
import { ProductConfigInputSchema, ProductConfigSchema, ProductCreateSchema, ProductStatusSchema, type ProductCreateInput, assertSidesValid, productConfigOf, templateIdOf, type ProductConfigInput, type StoredSide } from './product-config.ts';

/** Labels default to the name or value, as the shop would default them. */
function withLabels(option: NonNullable<ProductConfigInput['options']>[number]): ProductOption {
  return {
    name: option.name,
    label: option.label ?? option.name,
    values: option.values.map((value) => ({ value: value.value, label: value.label ?? value.value, priceDelta: value.priceDelta, ...(value.swatch ? { swatch: value.swatch } : {}) })),
  };
}

function fits(rules: Parameters<typeof assertOrderRulesValid>[0], options: ProductOption[], sideIds: string[]): boolean {
  try {
    assertOrderRulesValid(rules, options, sideIds);
    return true;
  } catch {
    return false;
  }
}

/** Every product of the shop, page by page (the shop has no other way to enumerate them). */
async function allProducts(shop: ShopService) {
  const all = [];
  for (let page = 1; ; page++) {
    const { items } = await shop.listProducts({ status: 'all', page, perPage: 100 });
    all.push(...items);
    if (items.length < 100) return all;
  }
}

/**
 * The designable configuration of shop products, kept in the product's `meta` through the facade
 * shop service, and the product's base price and options with their price deltas (the shop's own
 * fields, checked by the shop). POST creates a product through the shop facade; DELETE removes only
 * the design configuration (the shop product stays).
 */
export function registerProductRoutes(
  api: ApiRegistry,
  deps: { auth: AuthService; shop: ShopService; media: MediaStore; methods: PrintingMethodStore; usage: UsageRegistry },
): void {
  const { shop, media, methods, usage } = deps;
  const admin = deps.auth.permissions.admin();
  const users = async (test: (config: ReturnType<typeof productConfigOf>) => boolean) =>
    (await allProducts(shop)).map(productConfigOf).filter(test).map((p) => ({ type: 'product', id: p.id, name: p.name }));
  usage.add('media', (id) => users((p) => p.sides.some((s) => s.mockupMediaId === id)));
  usage.add('printing_method', (id) => users((p) => p.printingMethodIds.includes(id)));

  /**
   * Checks a configuration patch (sides, their mockups, printing methods, order rules) against the
   * product as it is (`current`; a new product has no meta, options or sides yet) and answers the
   * product's new `meta` and shop fields, touching nothing: a refused patch changes nothing.
   */
  async function prepare(current: Pick<Product, 'meta' | 'options'>, patch: ProductConfigInput) {
    let sides: StoredSide[] | undefined;
    if (patch.sides) {
      assertSidesValid(patch.sides);
      sides = [];
      for (const side of patch.sides) {
        const mockup = side.mockupMediaId ? await media.records.get(side.mockupMediaId) : null;
        sides.push({ ...side, mockupMediaId: mockup?.id ?? null, mockup: mockup?.storageKey ?? null });
      }
    }
    for (const methodId of patch.printingMethodIds ?? []) await methods.records.get(methodId);
    // Price and options are the shop's own fields (its rules check them: unique names, the cheapest
    // combination not below zero); the rest is design configuration kept in `meta`.
    const { basePrice, options, name, status, ...config } = patch;
    const meta: Record<string, unknown> = { ...current.meta, ...config, ...(sides ? { sides } : {}) };
    if (patch.defaultTemplateId !== undefined) meta.defaultTemplateId = templateIdOf(patch.defaultTemplateId);
    // The order rules name options and sides. Rules sent now must fit the options and sides as they
    // will be stored; a stored rule that new options or sides no longer fit goes (it named what is gone).
    const sideIds = (sides ?? (current.meta.sides as StoredSide[] | undefined) ?? []).map((side) => side.id);
    const nextOptions = options?.map(withLabels) ?? current.options;
    assertOrderRulesValid({ printedSides: patch.printedSides, quantityUnit: patch.quantityUnit, mediaOption: patch.mediaOption }, nextOptions, sideIds);
    const stored = orderRulesOf(current.meta);
    for (const key of ['printedSides', 'quantityUnit', 'mediaOption'] as const) {
      if (patch[key] === undefined && stored[key] !== null && !fits({ [key]: stored[key] }, nextOptions, sideIds)) delete meta[key];
      if (meta[key] === null) delete meta[key];
    }
    return { meta, basePrice, name, status, options: options?.map(withLabels) };
  }

  async function save(id: number, patch: ProductConfigInput | null) {
    const product = await shop.getProduct(id);
    if (patch === null) {
      const { sides: _s, designable: _d, printingMethodIds: _p, defaultTemplateId: _t, printedSides: _ps, quantityUnit: _q, mediaOption: _m, ...rest } = product.meta as Record<string, unknown>;
      return productConfigOf(await shop.updateProduct(id, { meta: rest }));
    }
    return productConfigOf(await shop.updateProduct(id, await prepare(product, patch)));
  }

  async function create(input: ProductCreateInput) {
    const { name, sku, currency, basePrice, ...config } = input;
    const prepared = await prepare({ meta: {}, options: [] }, { ...config, basePrice });
    return productConfigOf(await shop.createProduct({ name, sku, currency, basePrice, meta: prepared.meta, options: prepared.options ?? [] }));
  }

  api.add('products', {
    method: 'GET',
    path: '/products',
    summary: 'Shop products with their design configuration (searchable by name or SKU).',
    permission_callback: admin,
    args: {
      ...listQueryArgs(['id']),
      status: { schema: Type.Union([ProductStatusSchema, Type.Literal('all')], { default: 'all', description: 'Active (on sale), archived, or all (default).' }) },
    },
    response: Type.Array(ProductConfigSchema),
    callback: async (request) => {
      const query = listQueryOf(request.params);
      const status = (request.params.status as ProductStatusFilter | undefined) ?? 'all';
      const { items, total } = await shop.listProducts({ search: query.search, status, page: query.page, perPage: query.perPage });
      return paginated(items.map(productConfigOf), total, request.params);
    },
  });
  api.add('products', {
    method: 'POST',
    path: '/products',
    summary:
      "Creates a product in the shop with its design configuration (the standalone host's catalogue; a host whose products live in its own admin refuses it). Everything is checked before anything is stored.",
    permission_callback: admin,
    bodySchema: ProductCreateSchema,
    response: ProductConfigSchema,
    callback: async (request) => new RestResponse(await create(request.body as ProductCreateInput), { status: 201 }),
  });
  api.add('products', {
    method: 'GET',
    path: '/products/{id}',
    summary: 'One product with its design configuration.',
    permission_callback: admin,
    args: IdArg,
    response: ProductConfigSchema,
    callback: async (request) => productConfigOf(await shop.getProduct(request.params.id as number)),
  });
  api.add('products', {
    method: 'PATCH',
    path: '/products/{id}',
    summary: 'Changes the name, the status (`archived` takes the product off the storefront, `active` restores it; orders and print jobs keep reading it), the base price, the options with their price deltas, and the design configuration: sides (print areas in mm, bleed, safe area, mockup), printing methods, default template, and the order rules: the option deciding the printed sides, the quantity unit, the media option.',
    permission_callback: admin,
    args: IdArg,
    bodySchema: ProductConfigInputSchema,
    response: ProductConfigSchema,
    callback: (request) => save(request.params.id as number, request.body as ProductConfigInput),
  });
  api.add('products', {
    method: 'DELETE',
    path: '/products/{id}',
    summary: 'Removes the design configuration (the shop product stays).',
    permission_callback: admin,
    args: IdArg,
    response: ProductConfigSchema,
    callback: (request) => save(request.params.id as number, null),
  });
}
