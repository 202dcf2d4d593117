import { Type } from 'typebox';
import { RestResponse, type ArgDefinition } from '../services/routes-service.ts';

/**
 * The arguments every list route takes: `page` (from 1) and `per_page` (1–100, default 10), as in
 * WordPress. Spread them into a route's `args`.
 *
 * @example
 * args: { ...listArgs, search: { schema: Type.String({ maxLength: 100 }) } }
 */
export const listArgs = {
  page: { schema: Type.Integer({ minimum: 1, maximum: 1_000_000 }), default: 1, description: 'Page of the list, from 1.' },
  per_page: { schema: Type.Integer({ minimum: 1, maximum: 100 }), default: 10, description: 'Items per page, 1 to 100.' },
} satisfies Record<string, ArgDefinition>;

/** Page, size and offset of a validated list request. */
export function pageOf(params: Readonly<Record<string, unknown>>): { page: number; perPage: number; offset: number } {
  const page = Number(params.page ?? 1);
  const perPage = Number(params.per_page ?? 10);
  return { page, perPage, offset: (page - 1) * perPage };
}

/** A list answer whose headers carry X-WP-Total, X-WP-TotalPages and the Link rel next/prev. */
export function paginated(items: unknown[], total: number, params: Readonly<Record<string, unknown>>): RestResponse {
  const { page, perPage } = pageOf(params);
  return new RestResponse(items, { pagination: { total, page, perPage } });
}
