import { createError, type AuthService, type RoutesService, type ShopService } from '@dcs/platform';
import type { FontRequest } from '@dcs/design';
import { defaultTemplateIdOf } from './product-sides.ts';
import { DesignerConfigSchema, QuickConfigSchema } from './response-schemas.ts';
import { IdSchema } from './template-schemas.ts';
import { fontsOf, placeholdersOf, quickFieldsOf } from './template-fields.ts';
import type { AssignmentRecord, TemplateStore } from './template-store.ts';
import { REST_BASE, templateSummary } from './template-views.ts';

/** Dependencies of {@link registerConfigRoutes}. */
export interface ConfigRoutesDeps {
  auth: AuthService;
  shop: ShopService;
  store: TemplateStore;
}

/**
 * The storefront's two configuration payloads, both public and computed from the product's
 * assignments (so placeholders and sizes are those of the fitted design, not the template's):
 * `GET /design-templates/designer-config?product_id=…` and `GET /design-templates/quick-config?shop_product_id=…`.
 */
export function registerConfigRoutes(routes: RoutesService, deps: ConfigRoutesDeps): void {
  const { auth, shop, store } = deps;
  const anyone = auth.permissions.public();

  routes.registerRestRoute('svc/v1', '/design-templates/designer-config', {
    methods: 'GET',
    summary: 'What the designer panel needs to list the templates assigned to a product: thumbnails, fonts used, placeholders, fit (public).',
    permission_callback: anyone,
    args: { product_id: { schema: IdSchema, required: true, description: 'The shop product.' } },
    response: DesignerConfigSchema,
    callback: async (request) => {
      const product = await shop.getProduct(request.params.product_id as number);
      const assignments = await store.listProductAssignments(product.id);
      const templates = new Map((await store.getTemplates(assignments.map((a) => a.templateId))).map((t) => [t.id, t]));
      const fonts = new Map<string, FontRequest>();
      const entries = assignments.flatMap((assignment) => {
        const template = templates.get(assignment.templateId);
        if (!template) return [];
        const used = fontsOf(assignment.design);
        for (const font of used) fonts.set(`${font.family}/${font.weight}/${font.style}`, font);
        const summary = templateSummary(template);
        return [{
          id: template.id,
          name: template.name,
          category: template.category,
          tags: template.tags,
          thumbnail_url: summary.thumbnail_url,
          mockup_url: mockupUrl(assignment),
          assignment_url: `${REST_BASE}/assignment?template_id=${template.id}&shop_product_id=${product.id}`,
          fonts: used,
          placeholders: placeholdersOf(assignment.design, template.fields),
          fits: assignment.fit.fits,
          issues: assignment.fit.issues.length,
        }];
      });
      const defaultId = defaultTemplateIdOf(product);
      return {
        product_id: product.id,
        default_template_id: defaultId !== null && templates.has(defaultId) ? defaultId : null,
        templates: entries,
        fonts: [...fonts.values()],
      };
    },
  });

  routes.registerRestRoute('svc/v1', '/design-templates/quick-config', {
    methods: 'GET',
    summary: 'The quick personalization fields (text and image placeholders with their constraints) of the product\'s assigned template (public).',
    permission_callback: anyone,
    args: {
      shop_product_id: { schema: IdSchema, required: true, description: 'The shop product.' },
      template_id: { schema: IdSchema, description: 'One of the product\'s templates; default: the product\'s default template if assigned, else the latest assignment.' },
    },
    response: QuickConfigSchema,
    callback: async (request) => {
      const product = await shop.getProduct(request.params.shop_product_id as number);
      const assignments = await store.listProductAssignments(product.id);
      const wanted = (request.params.template_id as number | undefined) ?? defaultTemplateIdOf(product);
      const assignment = assignments.find((a) => a.templateId === wanted) ?? (request.params.template_id === undefined ? assignments[0] : undefined);
      if (!assignment) {
        if (request.params.template_id !== undefined) {
          throw createError('svc_template_assignment_not_found', { params: { template: wanted!, product: product.id }, data: { template_id: wanted, shop_product_id: product.id, templateId: wanted, shopProductId: product.id } });
        }
        throw createError('svc_template_product_unassigned', { params: { product: product.id }, data: { shop_product_id: product.id, shopProductId: product.id } });
      }
      const template = (await store.getTemplates([assignment.templateId]))[0]!;
      return {
        shop_product_id: product.id,
        template_id: template.id,
        template_name: template.name,
        thumbnail_url: templateSummary(template).thumbnail_url,
        mockup_url: mockupUrl(assignment),
        fields: quickFieldsOf(assignment.design, template.fields, template.minPpi),
      };
    },
  });
}

function mockupUrl(assignment: AssignmentRecord): string | null {
  return assignment.mockupMediaId === null ? null : `${REST_BASE}/assignment/mockup?template_id=${assignment.templateId}&shop_product_id=${assignment.shopProductId}`;
}
