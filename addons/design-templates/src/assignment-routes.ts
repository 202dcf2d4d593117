import { RestResponse, createError, isSvcError, type AuthService, type MediaService, type RoutesService } from '@dcs/platform';
import { Type } from 'typebox';
import { AssignResponseSchema, AssignmentSchema } from './response-schemas.ts';
import { assignArgs, assignmentArgs } from './template-schemas.ts';
import type { TemplateService } from './template-service.ts';
import type { AssignmentRecord, TemplateStore } from './template-store.ts';
import { assignmentView } from './template-views.ts';

/** Dependencies of {@link registerAssignmentRoutes}. */
export interface AssignmentRoutesDeps {
  auth: AuthService;
  store: TemplateStore;
  service: TemplateService;
  media: MediaService;
}

/** Mockups are photos: the media rules (size, pixels, re-encoding) apply on top of this cap. */
const MOCKUP_MAX_BYTES = 50 * 1024 * 1024;
const MOCKUP_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/**
 * The change-product flow (`POST /design-templates/{id}/assign`) and the assignment of a template
 * to a shop product: `GET`/`DELETE /design-templates/assignment`, the captured mockup
 * (`POST`/`GET /design-templates/assignment/mockup`). Reads are public, writes admin-only.
 */
export function registerAssignmentRoutes(routes: RoutesService, deps: AssignmentRoutesDeps): void {
  const { auth, store, service, media } = deps;
  const admin = auth.permissions.admin();
  const anyone = auth.permissions.public();

  async function requireAssignment(params: Readonly<Record<string, unknown>>): Promise<AssignmentRecord> {
    const templateId = params.template_id as number;
    const shopProductId = params.shop_product_id as number;
    const assignment = await store.getAssignment(templateId, shopProductId);
    if (!assignment) {
      // snake_case, with the v1 names beside (deprecated) as in answers.
      throw createError('svc_template_assignment_not_found', {
        params: { template: templateId, product: shopProductId },
        data: { template_id: templateId, shop_product_id: shopProductId, templateId, shopProductId },
      });
    }
    return assignment;
  }

  routes.registerRestRoute('svc/v1', '/design-templates/{id}/assign', {
    methods: 'POST',
    summary: 'Assign a template to a shop product, re-fitting its layout to the product\'s print areas; reports what no longer fits (admin).',
    permission_callback: admin,
    args: assignArgs,
    response: AssignResponseSchema,
    callback: async (request) => {
      const p = request.params;
      const result = await service.assign(p.id as number, p.shop_product_id as number, {
        sideMap: p.side_map as Record<string, string> | undefined,
        minPpi: p.min_ppi as number | undefined,
        dryRun: p.dry_run === true,
      });
      if (!result.assignment) return { dry_run: true, template_id: result.template.id, shop_product_id: p.shop_product_id, design: result.design, fit: result.fit };
      return new RestResponse({ dry_run: false, ...assignmentView(result.assignment) }, { status: result.created ? 201 : 200 });
    },
  });

  routes.registerRestRoute('svc/v1', '/design-templates/assignment', [
    {
      methods: 'GET',
      summary: 'The assignment of a template to a shop product: fitted design, fit report, mockup (public).',
      permission_callback: anyone,
      args: assignmentArgs,
      response: AssignmentSchema,
      callback: async (request) => assignmentView(await requireAssignment(request.params)),
    },
    {
      methods: 'DELETE',
      summary: 'Remove the assignment of a template to a shop product, and its mockup (admin).',
      permission_callback: admin,
      args: assignmentArgs,
      response: Type.Object({ deleted: Type.Literal(true), previous: AssignmentSchema }),
      callback: async (request) => {
        const assignment = await requireAssignment(request.params);
        await store.deleteAssignment(assignment.id);
        if (assignment.mockupMediaId !== null) await removeMediaQuietly(media, assignment.mockupMediaId);
        return { deleted: true, previous: assignmentView(assignment) };
      },
    },
  ]);

  routes.registerRestRoute('svc/v1', '/design-templates/assignment/mockup', [
    {
      methods: 'POST',
      summary: 'Store a captured mockup image (multipart field "file": PNG, JPEG or WebP, checked by the media rules) for an assignment (admin).',
      permission_callback: admin,
      args: assignmentArgs,
      multipart: { maxFileBytes: MOCKUP_MAX_BYTES, maxFiles: 1 },
      response: AssignmentSchema,
      callback: async (request) => {
        const assignment = await requireAssignment(request.params);
        const file = request.files.find((candidate) => candidate.field === 'file');
        if (!file) throw createError('svc_upload_missing', { params: { field: 'file' } });
        const item = await media.ingest(file, { title: `Mockup of template ${assignment.templateId} on product ${assignment.shopProductId}`, types: MOCKUP_TYPES });
        const updated = await store.setMockup(assignment.id, item.id);
        if (!updated) {
          // The assignment went away while the file was checked: keep nothing.
          await removeMediaQuietly(media, item.id);
          throw createError('svc_template_assignment_not_found', { params: { template: assignment.templateId, product: assignment.shopProductId } });
        }
        if (assignment.mockupMediaId !== null && assignment.mockupMediaId !== item.id) await removeMediaQuietly(media, assignment.mockupMediaId);
        return assignmentView(updated);
      },
    },
    {
      methods: 'GET',
      summary: 'The mockup image of an assignment (public).',
      permission_callback: anyone,
      args: assignmentArgs,
      callback: async (request) => {
        const assignment = await requireAssignment(request.params);
        const item = assignment.mockupMediaId === null ? null : await media.get(assignment.mockupMediaId);
        if (!item) {
          throw createError('svc_template_mockup_missing', { params: { template: assignment.templateId, product: assignment.shopProductId } });
        }
        return new RestResponse(await media.read(item.id), {
          headers: { 'Content-Type': item.mimeType, 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'public, max-age=300' },
        });
      },
    },
  ]);
}

/**
 * Removes a mockup we stored. One an admin already deleted from the media library, or that something
 * else now uses (`svc_resource_in_use`), stays as it is: the assignment no longer points at it anyway.
 */
export async function removeMediaQuietly(media: MediaService, id: number): Promise<void> {
  try {
    await media.remove(id);
  } catch (error) {
    if (!isSvcError(error) || (error.code !== 'svc_resource_not_found' && error.code !== 'svc_resource_in_use')) throw error;
  }
}
