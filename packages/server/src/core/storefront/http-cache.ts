import { createHash } from 'node:crypto';
import { RestResponse, type Pagination, type RestRequest } from '@dcs/platform';

/** Public catalog answers: browsers and CDNs may reuse them for a minute, and serve them stale while revalidating. */
export const CATALOG_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

/** A strong ETag over the bytes of a JSON answer (and its pagination, which becomes headers). */
export function jsonEtag(body: unknown, pagination?: Pagination): string {
  const hash = createHash('sha256').update(JSON.stringify([body, pagination ?? null])).digest('base64url');
  return `"${hash.slice(0, 32)}"`;
}

/** Whether an `If-None-Match` header names `etag` (a list, `*`, or weak forms of the same tag). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

/**
 * A cacheable public JSON answer: 304 with no body when the client holds this version, else the
 * body with its ETag. `Access-Control-Allow-Origin: *` because a shop may embed the designer on
 * another origin than the API's, and these answers hold nothing private.
 */
export function cachedJson(request: RestRequest, body: unknown, options: { pagination?: Pagination; cacheControl?: string } = {}): RestResponse {
  const etag = jsonEtag(body, options.pagination);
  const headers = { etag, 'cache-control': options.cacheControl ?? CATALOG_CACHE_CONTROL, 'access-control-allow-origin': '*', vary: 'Accept-Encoding' };
  if (etagMatches(request.headers['if-none-match'], etag)) return new RestResponse(Buffer.alloc(0), { status: 304, headers });
  return new RestResponse(body, { headers, pagination: options.pagination });
}
