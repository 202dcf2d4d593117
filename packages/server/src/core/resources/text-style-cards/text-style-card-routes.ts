import { Type } from 'typebox';
import { RestResponse, type AuthService } from '@dcs/platform';
import type { ApiRegistry } from '../common/api-registry.ts';
import { IdArg, patchOf, registerCrudRoutes } from '../common/crud-routes.ts';
import { literals } from '../common/list-query.ts';
import type { UsageRegistry } from '../common/usage-registry.ts';
import type { FontStore } from '../fonts/font-store.ts';
import type { TextStyleCardPreview } from './text-style-card-preview.ts';
import { TextStyleCardInputSchema, TextStyleCardSchema, type TextStyleCardStore } from './text-style-card-store.ts';

/** Text style cards: CRUD, a rendered preview; the fonts and palette colors they use count as in use. */
export function registerTextStyleCardRoutes(
  api: ApiRegistry,
  deps: { auth: AuthService; cards: TextStyleCardStore; fonts: FontStore; preview: TextStyleCardPreview; usage: UsageRegistry },
): void {
  const { cards, fonts, preview, usage } = deps;
  const admin = deps.auth.permissions.admin();
  const users = (list: Array<{ id: number; name: string }>) => list.map((c) => ({ type: 'text_style_card', id: c.id, name: c.name }));
  usage.add('font', async (id) => users(await cards.records.findBy('font_family', (await fonts.records.get(id)).family.toLowerCase())));
  usage.add('color', async (id) => users(await cards.records.findBy('color_refs', id, { refs: true })));

  api.add('text_style_cards', {
    method: 'GET',
    path: '/text_style_cards/{id}/preview',
    summary: 'The sample text rendered in the card style with the shop fonts (PNG 640 px wide, or SVG).',
    permission_callback: admin,
    args: { ...IdArg, format: { schema: literals(['png', 'svg']), default: 'png', description: 'Image format.' } },
    callback: async (request) => {
      const card = await cards.records.get(request.params.id as number);
      const format = request.params.format as 'png' | 'svg';
      const image = await preview.render(card, format);
      return new RestResponse(typeof image === 'string' ? image : Buffer.from(image), {
        headers: { 'content-type': format === 'png' ? 'image/png' : 'image/svg+xml', 'cache-control': 'private, no-cache', 'x-content-type-options': 'nosniff', 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox" },
      });
    },
  });
  registerCrudRoutes(api, deps.auth, {
    path: '/text_style_cards',
    tag: 'text_style_cards',
    resource: 'Text style card',
    item: TextStyleCardSchema,
    createBody: TextStyleCardInputSchema,
    updateBody: patchOf(TextStyleCardInputSchema),
    sortable: ['position', 'name', 'font', 'id', 'created_at', 'updated_at'],
    filters: { font: { schema: Type.String({ maxLength: 100 }), description: 'Only cards in this font family (case-insensitive).' } },
    handlers: {
      list: (query, params) => cards.records.list(query, { font_family: typeof params.font === 'string' ? params.font.toLowerCase() : undefined }),
      get: (id) => cards.records.get(id),
      create: (body) => cards.create(body),
      update: (id, body) => cards.update(id, body),
      remove: (id) => cards.records.delete(id),
    },
  });
}
