import { Type } from 'typebox';
import { RestResponse, type AuthService } from '@dcs/platform';
import type { ApiRegistry } from '../common/api-registry.ts';
import { IdArg, registerCrudRoutes } from '../common/crud-routes.ts';
import { literals } from '../common/list-query.ts';
import type { CustomerDesignOutput } from './customer-design-output.ts';
import { CustomerDesignSchema, type CustomerDesignStore } from './customer-design-store.ts';

const IMAGE_HEADERS = { 'cache-control': 'private, no-cache', 'x-content-type-options': 'nosniff', 'content-security-policy': "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox" };

/** Saved customer designs for admins: list, search, view, SVG/PNG preview, print PDF, delete. */
export function registerCustomerDesignRoutes(api: ApiRegistry, deps: { auth: AuthService; designs: CustomerDesignStore; output: CustomerDesignOutput }): void {
  const { designs, output } = deps;
  const admin = deps.auth.permissions.admin();
  api.add('customer_designs', {
    method: 'GET',
    path: '/customer_designs/{id}/preview',
    summary: 'One side of the design rendered with the shop assets (SVG, or PNG of the given width).',
    permission_callback: admin,
    args: {
      ...IdArg,
      side: { schema: Type.String({ minLength: 1, maxLength: 64 }), description: 'Side id; default the first side.' },
      format: { schema: literals(['svg', 'png']), default: 'png' },
      width: { schema: Type.Integer({ minimum: 16, maximum: 2000 }), default: 800, description: 'PNG width in pixels.' },
    },
    callback: async (request) => {
      const p = request.params;
      const image = await output.preview(await designs.records.get(p.id as number), p.side as string | undefined, p.format as 'svg' | 'png', p.width as number);
      return new RestResponse(typeof image === 'string' ? image : Buffer.from(image), { headers: { ...IMAGE_HEADERS, 'content-type': p.format === 'svg' ? 'image/svg+xml' : 'image/png' } });
    },
  });
  api.add('customer_designs', {
    method: 'GET',
    path: '/customer_designs/{id}/pdf',
    summary: 'The print PDF (@dcs/print): an RGB proof, or the output settings of a printing method (default: the first active one).',
    permission_callback: admin,
    args: {
      ...IdArg,
      mode: { schema: literals(['rgb', 'method']), default: 'method', description: 'rgb: a proof; method: the printing method\'s color mode, ICC profile and crop marks.' },
      method: { schema: Type.Integer({ minimum: 1 }), description: 'Printing method id (mode=method).' },
    },
    callback: async (request) => {
      const design = await designs.records.get(request.params.id as number);
      const pdf = await output.pdf(design, request.params.mode as 'rgb' | 'method', request.params.method as number | undefined);
      return new RestResponse(Buffer.from(pdf.bytes), {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="design-${design.id}-${pdf.colorMode}.pdf"`,
          'x-dcs-color-mode': pdf.colorMode,
          'cache-control': 'private, no-cache',
        },
      });
    },
  });
  registerCrudRoutes(api, deps.auth, {
    path: '/customer_designs',
    tag: 'customer_designs',
    resource: 'Design',
    item: CustomerDesignSchema,
    sortable: ['created_at', 'updated_at', 'name', 'id'],
    defaultSort: { orderby: 'created_at', order: 'desc' },
    filters: {
      product: { schema: Type.Integer({ minimum: 1 }), description: 'Only designs for this product.' },
      session: { schema: Type.String({ maxLength: 100 }), description: 'Only designs of this customer session.' },
    },
    handlers: {
      list: (query, params) => designs.records.list(query, { product_id: params.product as number | undefined, session_id: params.session as string | undefined }),
      get: (id) => designs.records.get(id),
      remove: (id) => designs.records.delete(id),
    },
  });
}
