import { Type } from 'typebox';
import { RestResponse, createError, listArgs, pageOf, paginated, type AssetsService, type AuthService, type RestRequest, type RoutesService } from '@dcs/platform';
import { contentHeaders, uploadedFile } from '../../resources/media/media-routes.ts';
import { UPLOAD_CEILING_BYTES, type AdminSettings } from '../../resources/settings/admin-settings.ts';
import { UPLOAD_REF_PREFIX, type CustomerUpload, type CustomerUploadStore } from './customer-upload-store.ts';
import type { UploadRetention } from './upload-retention.ts';
import { UploadSchema } from '../storefront-schemas.ts';

/** What the upload routes need. */
export interface UploadRoutesDeps {
  auth: AuthService;
  uploads: CustomerUploadStore;
  retention: UploadRetention;
  settings: AdminSettings;
  /** The absolute `svc/v1` root for a request's answer (no trailing slash): the configured public URL, or the host it reached. */
  apiRoot: (request: RestRequest) => string;
  /** The client an address stands for, as per-client limits count it (an HMAC: no address is stored). */
  clientKey: (ip: string) => string;
  /** Where an SVG upload's drawing comes from (its `upload:<id>` clipart). */
  assets: Pick<AssetsService, 'loadClipart'>;
}

const Id = { id: { schema: Type.Integer({ minimum: 1 }), required: true } };

/** An upload as its customer sees it. */
export function uploadBody(upload: CustomerUpload, apiRoot: string) {
  const url = `${apiRoot}/uploads/${upload.id}`;
  return {
    id: upload.id,
    ref: `${UPLOAD_REF_PREFIX}${upload.id}`,
    url,
    thumbnail_url: `${url}/thumbnail`,
    kind: upload.kind,
    width: upload.width,
    height: upload.height,
    mime: upload.mimeType,
    bytes: upload.bytes,
    created_at: new Date(upload.createdAt).toISOString(),
  };
}

/**
 * The storefront's customer uploads in `svc/v1`: `POST /uploads` (multipart field `file`), the
 * session's list, one upload's image and thumbnail (its session or a signed-in admin), and delete
 * (refused while a cart or order line uses it). Another session's upload answers 404.
 */
export function registerUploadRoutes(routes: RoutesService, deps: UploadRoutesDeps): void {
  const { uploads, retention, settings, apiRoot } = deps;
  const customer = deps.auth.permissions.customer();
  // Uploading starts the session; reads and deletes use the caller's (none yet: nothing is theirs).
  const newOrOwnSession = async (request: RestRequest) => (await request.customerSession({ create: true })).id;
  const ownSession = async (request: RestRequest) => (await request.customerSession())?.id ?? null;
  // Admins read any upload (order review); customers only their session's.
  const readable = async (request: RestRequest) => {
    const id = request.params.id as number;
    if (request.user) return uploads.records.get(id);
    return uploads.own(await ownSession(request), id);
  };

  routes.registerRestRoute('svc/v1', '/uploads', {
    methods: 'POST',
    summary: 'Uploads a photo (JPEG, PNG, WebP) or an SVG for designs; type sniffed, size, pixel and per-visitor limits from the settings.',
    permission_callback: customer,
    // Receiving stops at the setting's limit: anyone may call this route, so nobody spools 200 MB here.
    multipart: { maxFileBytes: UPLOAD_CEILING_BYTES, maxFiles: 1, currentMaxFileBytes: async () => (await settings.uploadLimits.get()).maxFileBytes },
    response: UploadSchema,
    callback: async (request) => {
      const upload = await uploads.ingest(await newOrOwnSession(request), uploadedFile(request), deps.clientKey(request.ip));
      await retention.schedule();
      return new RestResponse(uploadBody(upload, apiRoot(request)), { status: 201 });
    },
  });
  routes.registerRestRoute('svc/v1', '/uploads', {
    methods: 'GET',
    summary: "The current visitor's uploads, newest first.",
    permission_callback: customer,
    args: listArgs,
    response: Type.Array(UploadSchema),
    callback: async (request) => {
      const { page, perPage, offset } = pageOf(request.params);
      const session = await ownSession(request);
      if (session === null) return paginated([], 0, request.params);
      const { items, total } = await uploads.records.list({ page, perPage, offset, search: undefined, orderby: 'created_at', order: 'desc' }, { session_id: session });
      return paginated(items.map((item) => uploadBody(item, apiRoot(request))), total, request.params);
    },
  });
  for (const [suffix, summary] of [
    ['', 'The uploaded image (re-encoded, EXIF orientation applied) or sanitized SVG; its visitor or an admin.'],
    ['/thumbnail', 'A WebP thumbnail of an upload, at most 320 px; its visitor or an admin.'],
  ] as const) {
    routes.registerRestRoute('svc/v1', `/uploads/{id}${suffix}`, {
      methods: 'GET',
      summary,
      permission_callback: customer,
      args: Id,
      callback: async (request) => {
        const upload = await readable(request);
        const type = suffix ? 'image/webp' : upload.mimeType;
        const headers = contentHeaders(type, `upload-${upload.id}${suffix ? '.webp' : ''}`);
        return new RestResponse(await (suffix ? uploads.thumbnail(upload) : uploads.content(upload)), { headers: { ...headers, 'cache-control': 'private, max-age=86400' } });
      },
    });
  }
  // The designer draws an SVG upload with @dcs/design as the print does: it needs the drawing the
  // server's asset source makes of it (usvg-normalized, with its regions), not the SVG file.
  routes.registerRestRoute('svc/v1', '/uploads/{id}/asset', {
    methods: 'GET',
    summary: 'An SVG upload as design asset (its normalized drawing and recolorable regions), as print draws it; its visitor or an admin.',
    permission_callback: customer,
    args: Id,
    callback: async (request) => {
      const upload = await readable(request);
      const asset = upload.kind === 'svg' ? await deps.assets.loadClipart(`${UPLOAD_REF_PREFIX}${upload.id}`) : null;
      if (!asset) throw createError('svc_resource_not_found', { params: { resource: 'SVG upload', id: String(upload.id) } });
      return new RestResponse(asset, { headers: { 'cache-control': 'private, max-age=86400' } });
    },
  });
  routes.registerRestRoute('svc/v1', '/uploads/{id}', {
    methods: 'DELETE',
    summary: 'Deletes an upload of the current visitor, unless a cart or order line uses it (409).',
    permission_callback: customer,
    args: Id,
    response: Type.Object({ deleted: Type.Literal(true), previous: UploadSchema }),
    callback: async (request) => {
      const upload = await uploads.own(await ownSession(request), request.params.id as number);
      const count = await uploads.uses(upload.id);
      if (count > 0) throw createError('svc_upload_in_use', { params: { id: String(upload.id), count } });
      await uploads.remove(upload);
      return { deleted: true, previous: uploadBody(upload, apiRoot(request)) };
    },
  });
}
