import { Type } from 'typebox';
import { RestResponse, camelCaseAliases, createError, listArgs, pageOf, paginated, type AuthService, type RoutesService, type StorageService } from '@dcs/platform';
import { TemplateSchema, TemplateSummarySchema } from './response-schemas.ts';
import { IdSchema, constraintsFromBody, templateArgs, type FieldConstraintsBody } from './template-schemas.ts';
import type { TemplateBody, TemplateService } from './template-service.ts';
import type { TemplateStore } from './template-store.ts';
import { templateSummary, templateView } from './template-views.ts';

/** Dependencies of {@link registerTemplateRoutes}. */
export interface TemplateRoutesDeps {
  auth: AuthService;
  storage: StorageService;
  store: TemplateStore;
  service: TemplateService;
  /** Removes the mockup media of deleted assignments (the media service, when declared). */
  removeMedia: (id: number) => Promise<void>;
}

const listQueryArgs = {
  ...listArgs,
  search: { schema: Type.String({ maxLength: 100 }), description: 'Case-insensitive text anywhere in the name, category or tags.' },
  category: { schema: Type.String({ maxLength: 100 }), description: 'Only this category (exact).' },
  tag: { schema: Type.String({ maxLength: 40 }), description: 'Only templates with this tag (case-insensitive, exact).' },
  orderby: { schema: Type.Union([Type.Literal('created_at'), Type.Literal('name'), Type.Literal('id')]), default: 'created_at', description: 'Sort field.' },
  order: { schema: Type.Union([Type.Literal('asc'), Type.Literal('desc')]), default: 'desc', description: 'Sort direction.' },
};

const idArg = { id: { schema: IdSchema, required: true } };

/** A create or replace request's validated fields, as the service takes them. */
function templateBodyOf(params: Readonly<Record<string, unknown>>): TemplateBody {
  const fields = params.fields as Record<string, FieldConstraintsBody> | undefined;
  return {
    name: params.name as string,
    category: params.category as string | null | undefined,
    tags: params.tags as string[] | undefined,
    design: params.design,
    layout: params.layout as TemplateBody['layout'],
    fields: fields === undefined ? undefined : constraintsFromBody(fields),
    minPpi: params.min_ppi as number | undefined,
  };
}

/**
 * `GET/POST /design-templates`, `GET/PUT/DELETE /design-templates/{id}`, `GET /design-templates/{id}/thumbnail`.
 * Reads are public (the storefront lists templates); writes need an admin (and the nonce).
 */
export function registerTemplateRoutes(routes: RoutesService, deps: TemplateRoutesDeps): void {
  const { auth, store, service, storage } = deps;
  const admin = auth.permissions.admin();
  const anyone = auth.permissions.public();

  routes.registerRestRoute('svc/v1', '/design-templates', [
    {
      methods: 'GET',
      summary: 'List design templates (public): search, category, tag, paged.',
      permission_callback: anyone,
      args: listQueryArgs,
      response: Type.Array(TemplateSummarySchema),
      callback: async (request) => {
        const { perPage, offset } = pageOf(request.params);
        const search = typeof request.params.search === 'string' && request.params.search.trim() !== '' ? request.params.search.trim() : undefined;
        const { items, total } = await store.listTemplates({
          search,
          category: request.params.category as string | undefined,
          tag: request.params.tag as string | undefined,
          orderby: request.params.orderby as 'created_at' | 'name' | 'id',
          order: request.params.order as 'asc' | 'desc',
          offset,
          limit: perPage,
        });
        return paginated(items.map(templateSummary), total, request.params);
      },
    },
    {
      methods: 'POST',
      summary: 'Create a design template (admin): validated, fonts and assets loaded, thumbnail rendered.',
      permission_callback: admin,
      args: templateArgs,
      response: TemplateSchema,
      callback: async (request) => new RestResponse(templateView(await service.create(templateBodyOf(request.params))), { status: 201 }),
    },
  ]);

  routes.registerRestRoute('svc/v1', '/design-templates/{id}', [
    {
      methods: 'GET',
      summary: 'One design template with its design, layout rules and field constraints (public).',
      permission_callback: anyone,
      args: idArg,
      response: TemplateSchema,
      callback: async (request) => templateView(await service.requireTemplate(request.params.id as number)),
    },
    {
      methods: 'PUT',
      summary: 'Replace a design template (admin). Existing assignments keep their fitted design until assigned again.',
      permission_callback: admin,
      args: { ...idArg, ...templateArgs },
      response: TemplateSchema,
      callback: async (request) => templateView(await service.replace(request.params.id as number, templateBodyOf(request.params))),
    },
    {
      methods: 'DELETE',
      summary: 'Delete a design template with its thumbnail, assignments and their mockups (admin).',
      permission_callback: admin,
      args: idArg,
      response: camelCaseAliases(Type.Object({ deleted: Type.Literal(true), previous: TemplateSchema, assignments_removed: Type.Integer() }), ['assignments_removed']),
      callback: async (request) => {
        const { template, assignments } = await service.remove(request.params.id as number);
        for (const assignment of assignments) if (assignment.mockupMediaId !== null) await deps.removeMedia(assignment.mockupMediaId);
        return { deleted: true, previous: templateView(template), assignments_removed: assignments.length };
      },
    },
  ]);

  routes.registerRestRoute('svc/v1', '/design-templates/{id}/thumbnail', {
    methods: 'GET',
    summary: 'The template\'s thumbnail: its first side as SVG (public).',
    permission_callback: anyone,
    args: idArg,
    callback: async (request) => {
      const template = await service.requireTemplate(request.params.id as number);
      if (!template.thumbnailKey) throw createError('svc_template_not_found', { params: { id: template.id }, data: { id: template.id } });
      return new RestResponse(await storage.getBuffer(template.thumbnailKey), {
        headers: {
          'Content-Type': 'image/svg+xml',
          'X-Content-Type-Options': 'nosniff',
          // Our own renderer wrote it, but an SVG opened directly is a document: no scripts, ever.
          'Content-Security-Policy': "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox",
          'Cache-Control': 'public, max-age=300',
        },
      });
    },
  });
}
