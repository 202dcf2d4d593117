import { defineMiddlewares, validateAndTransformBody, type MedusaNextFunction, type MedusaRequest, type MedusaResponse } from '@medusajs/framework/http';
import { ContainerRegistrationKeys } from '@medusajs/framework/utils';
import { z } from '@medusajs/framework/zod';
import { dcsLineOf, linkedDcsProduct } from '../lib/dcs-line';

export const DcsAddLine = z
  .object({
    variant_id: z.string().min(1),
    quantity: z.number().int().positive(),
    options: z.record(z.string(), z.string()).optional(),
    design: z.record(z.string(), z.unknown()).optional(),
    design_id: z.number().int().positive().optional(),
    quote_token: z.string().min(1).max(4000),
    /** The price the page showed, minor units: refused unless it is dcs's. */
    unit_price: z.number().int().nonnegative().optional(),
  })
  .strict()
  .refine((body) => (body.design === undefined) !== (body.design_id === undefined), { message: 'Send either design or design_id.' });
export type DcsAddLineBody = z.infer<typeof DcsAddLine>;

/**
 * A dcs product's line comes only through `/store/dcs/carts/:id/line-items`: Medusa's own routes would
 * add it at the variant's placeholder price without a design, or change a quantity the quote token
 * did not price.
 */
async function refuseDcsProductsOnCoreRoutes(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction): Promise<void> {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY);
  const body = (req.body ?? {}) as { variant_id?: string };
  if (req.params.line_id) {
    const { data: [item] } = await query.graph({ entity: 'line_item', fields: ['id', 'metadata'], filters: { id: req.params.line_id } });
    if (item && dcsLineOf(item.metadata)) {
      res.status(409).json({ code: 'dcs_line_fixed', message: 'A designed line keeps the quantity its quote priced: remove it and add it again from the designer.', data: {} });
      return;
    }
  } else if (typeof body.variant_id === 'string') {
    const { data: [variant] } = await query.graph({ entity: 'variant', fields: ['id', 'product.metadata'], filters: { id: body.variant_id } });
    if (variant && linkedDcsProduct(variant.product?.metadata) !== null) {
      res.status(409).json({ code: 'dcs_line_needs_design', message: 'This product is designed with dcs: add it through /store/dcs/carts/{id}/line-items with its design and quote token.', data: {} });
      return;
    }
  }
  next();
}

export default defineMiddlewares({
  routes: [
    {
      matcher: '/store/dcs/carts/:id/line-items',
      method: ['POST'],
      // A design document can be larger than Medusa's default body limit.
      bodyParser: { sizeLimit: '2mb' },
      middlewares: [validateAndTransformBody(DcsAddLine)],
    },
    { matcher: '/store/carts/:id/line-items', method: ['POST'], middlewares: [refuseDcsProductsOnCoreRoutes] },
    { matcher: '/store/carts/:id/line-items/:line_id', method: ['POST'], middlewares: [refuseDcsProductsOnCoreRoutes] },
    // The signature covers the exact bytes dcs sent.
    { matcher: '/dcs/webhooks', method: ['POST'], bodyParser: { preserveRawBody: true } },
  ],
});
