import { RestResponse, createError, type AuthService, type RoutesService, type ShopService } from '@dcs/platform';
import { applyConfiguratorMapping, validateDesign, type ConfiguratorMapping } from '@dcs/design';
import { assertMappingFitsProduct, effectiveOptions } from './mapping-rules.ts';
import { Type } from 'typebox';
import { ApplyResponseSchema, MappingResponseSchema, ProductIdSchema, applyArgs, mappingArgs } from './mapping-schemas.ts';
import type { MappingRecord, MappingStore } from './mapping-store.ts';

/** Dependencies of {@link registerConfiguratorRoutes}. */
export interface ConfiguratorRoutesDeps {
  auth: AuthService;
  shop: ShopService;
  store: MappingStore;
}

function view(record: MappingRecord) {
  return { product_id: record.productId, anchors: record.anchors, rules: record.rules, created_at: record.createdAt, updated_at: record.updatedAt };
}

/**
 * `GET` (public), `PUT` and `DELETE` (admin) `/smart-configurator/{product_id}`, and
 * `POST /smart-configurator/apply` (public: a pure transformation of the caller's own design, the
 * same `applyConfiguratorMapping` the storefront runs).
 */
export function registerConfiguratorRoutes(routes: RoutesService, deps: ConfiguratorRoutesDeps): void {
  const { auth, shop, store } = deps;
  const admin = auth.permissions.admin();
  const anyone = auth.permissions.public();

  async function requireMapping(productId: number): Promise<MappingRecord> {
    const record = await store.get(productId);
    if (!record) throw createError('svc_configurator_mapping_not_found', { params: { product: productId }, data: { product_id: productId, productId } });
    return record;
  }

  routes.registerRestRoute('svc/v1', '/smart-configurator/apply', {
    methods: 'POST',
    summary: 'Apply the layer changes mapped to the selected option values to a design; returns the changed, validated design (public).',
    permission_callback: anyone,
    args: applyArgs,
    response: ApplyResponseSchema,
    callback: async (request) => {
      const product = await shop.getProduct(request.params.product_id as number);
      const selected = request.params.options as Record<string, string>;
      // The shop's own check: an unknown option or value is svc_product_option_invalid, as in the cart.
      shop.unitPrice(product, selected);
      const given = request.params.mapping as { anchors?: ConfiguratorMapping['anchors']; rules: ConfiguratorMapping['rules'] } | undefined;
      const mapping: ConfiguratorMapping = given ? { anchors: given.anchors ?? [], rules: given.rules } : await requireMapping(product.id);
      if (given) assertMappingFitsProduct(mapping, product);
      const design = validateDesign(request.params.design);
      const options = effectiveOptions(product, selected);
      const result = applyConfiguratorMapping(design, mapping, options);
      return { product_id: product.id, options, design: validateDesign(result.design), applied: result.applied, skipped: result.skipped };
    },
  });

  const productArg = { product_id: { schema: ProductIdSchema, required: true } };
  routes.registerRestRoute('svc/v1', '/smart-configurator/{product_id}', [
    {
      methods: 'GET',
      summary: 'The option-to-layer mapping of a product (public).',
      permission_callback: anyone,
      args: productArg,
      response: MappingResponseSchema,
      callback: async (request) => view(await requireMapping(request.params.product_id as number)),
    },
    {
      methods: 'PUT',
      summary: 'Create or replace the option-to-layer mapping of a product (admin).',
      permission_callback: admin,
      args: mappingArgs,
      response: MappingResponseSchema,
      callback: async (request) => {
        const product = await shop.getProduct(request.params.product_id as number);
        const mapping: ConfiguratorMapping = {
          anchors: request.params.anchors as ConfiguratorMapping['anchors'],
          rules: request.params.rules as ConfiguratorMapping['rules'],
        };
        assertMappingFitsProduct(mapping, product);
        const { record, created } = await store.put(product.id, mapping);
        return new RestResponse(view(record), { status: created ? 201 : 200 });
      },
    },
    {
      methods: 'DELETE',
      summary: 'Remove the mapping of a product (admin).',
      permission_callback: admin,
      args: productArg,
      response: Type.Object({ deleted: Type.Literal(true), previous: MappingResponseSchema }),
      callback: async (request) => {
        const productId = request.params.product_id as number;
        const removed = await store.delete(productId);
        if (!removed) throw createError('svc_configurator_mapping_not_found', { params: { product: productId }, data: { product_id: productId, productId } });
        return { deleted: true, previous: view(removed) };
      },
    },
  ]);
}
