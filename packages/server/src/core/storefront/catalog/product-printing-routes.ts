import { Type } from 'typebox';
import { designFormat, type AuthService, type PrintingService, type RoutesService, type ShopService } from '@dcs/platform';
import { cachedJson } from '../http-cache.ts';

export const ProductPrintingSchema = Type.Object({
  product_id: Type.Integer(),
  method: Type.Union([
    Type.Object({
      code: Type.String(),
      name: Type.String(),
      color_mode: Type.String(),
      resolution_dpi: Type.Integer(),
      bleed_mm: Type.Number(),
      crop_marks: Type.Boolean(),
      kind: Type.Union([Type.Literal('sheet'), Type.Literal('garment')], { description: 'garment: each print area prints at real size (DTG, DTF, screen).' }),
      transparent_background: Type.Boolean(),
    }),
    Type.Null(),
  ]),
  preflight_options: designFormat(Type.Object(
    { ppi: Type.Object({ warnBelow: Type.Number(), errorBelow: Type.Number() }) },
    { description: 'Pass to preflightDesign of @dcs/design: the thresholds the quote and the print queue apply.' },
  )),
});

/**
 * `GET /svc/v1/products/{id}/printing` (public): the printing method a product prints with (the
 * `printing_method` option when it names one of the product's active methods) and the preflight
 * options of its resolution, so the designer's live preflight applies the thresholds the quote and
 * the print queue apply.
 */
export function registerProductPrintingRoutes(routes: RoutesService, deps: { auth: AuthService; shop: ShopService; printing: PrintingService }): void {
  const { shop, printing } = deps;
  routes.registerRestRoute('svc/v1', '/products/{id}/printing', {
    methods: 'GET',
    summary: "The product's printing method and the preflight options of its resolution, for the designer's live preflight.",
    permission_callback: deps.auth.permissions.public(),
    args: {
      id: { schema: Type.Integer({ minimum: 1 }), required: true },
      printing_method: { schema: Type.String({ maxLength: 128 }), description: "The customer's printing_method option, if the product has one." },
    },
    response: ProductPrintingSchema,
    callback: async (request) => {
      // On first use, as the server's other `@dcs/design` callers: the library loads fontkit and line breaking.
      const { DEFAULT_PRINT_DPI, preflightOptionsForDpi } = await import('@dcs/design');
      const product = await shop.getProduct(request.params.id as number);
      const method = await printing.methodFor({ productId: product.id, code: (request.params.printing_method as string | undefined) ?? null });
      return cachedJson(request, {
        product_id: product.id,
        method: method && { code: method.code, name: method.name, color_mode: method.colorMode, resolution_dpi: method.resolutionDpi, bleed_mm: method.bleedMm, crop_marks: method.cropMarks, kind: method.kind, transparent_background: method.transparentBackground },
        preflight_options: preflightOptionsForDpi(method?.resolutionDpi ?? DEFAULT_PRINT_DPI),
      });
    },
  });
}
