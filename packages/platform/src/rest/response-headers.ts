import type { Pagination, RestResponse } from '../services/routes-service.ts';

/** X-WP-Total, X-WP-TotalPages and a Link header with rel prev/next, as WordPress sends them. */
export function paginationHeaders(pagination: Pagination, url: URL): Record<string, string> {
  const totalPages = Math.max(1, Math.ceil(pagination.total / pagination.perPage));
  const headers: Record<string, string> = {
    'x-wp-total': String(pagination.total),
    'x-wp-totalpages': String(pagination.total === 0 ? 0 : totalPages),
  };
  const link = (page: number, rel: string) => {
    const target = new URL(url);
    target.searchParams.set('page', String(page));
    return `<${target.toString()}>; rel="${rel}"`;
  };
  const links: string[] = [];
  if (pagination.page > 1) links.push(link(Math.min(pagination.page - 1, totalPages), 'prev'));
  if (pagination.page < totalPages) links.push(link(pagination.page + 1, 'next'));
  if (links.length > 0) headers.link = links.join(', ');
  return headers;
}

/**
 * The headers a host sends for a route's {@link RestResponse} (names in lower case, pagination
 * headers for `pagination`) to a request for `url`: the server and the addon test kit both answer
 * with these, so an addon's tests see what its clients will.
 */
export function restResponseHeaders(response: RestResponse, url: URL): Record<string, string> {
  const headers = Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name.toLowerCase(), value]));
  return response.pagination ? { ...headers, ...paginationHeaders(response.pagination, url) } : headers;
}
