import { HttpError, type DataProvider, type RaRecord } from 'react-admin';
import { ApiError, type ApiClient } from './api-client.ts';
import { orderbyOf, routeOf } from './resources.ts';

/** Filters of the app → query parameters of the API (WordPress style: snake_case, `search`). */
function queryOf(filter: Record<string, unknown>): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    const name = key === 'q' ? 'search' : key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    query[name] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return query;
}

/** A refusal as react-admin wants it: `body.errors` puts the API's field messages next to the fields. */
function toHttpError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const errors = error.fieldErrors;
  return new HttpError(error.message, error.status, { code: error.code, data: error.data, errors: Object.keys(errors).length ? { ...errors, root: { serverError: error.message } } : undefined });
}

/** Fields changed between the loaded record and the form's values (PATCH sends only those). */
function changedFields(data: Record<string, unknown>, previous: Record<string, unknown> | undefined, readOnly: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (key === 'id' || readOnly.includes(key)) continue;
    if (previous && JSON.stringify(previous[key]) === JSON.stringify(value)) continue;
    out[key] = value;
  }
  return out;
}

/** A form value with a file (react-admin's FileInput gives `{ rawFile }`) goes as multipart. */
function bodyOf(data: Record<string, unknown>): unknown {
  const file = Object.values(data).find((value) => value && typeof value === 'object' && 'rawFile' in value) as { rawFile: File } | undefined;
  if (!file) return data;
  const form = new FormData();
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined || value === null || value === '') continue;
    if (value && typeof value === 'object' && 'rawFile' in value) form.append('file', (value as { rawFile: File }).rawFile);
    else form.append(key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), Array.isArray(value) ? value.join(',') : String(value));
  }
  return form;
}

/**
 * react-admin's data provider over WordPress-style REST routes: `page`/`per_page`, `X-WP-Total`,
 * `search`, `orderby`/`order`, and the nonce through the one API client.
 */
export function createDataProvider(client: ApiClient): DataProvider {
  const wrap = async <T,>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw toHttpError(error);
    }
  };

  const getOne = async (resource: string, id: unknown) => {
    const route = routeOf(resource);
    return (await client.get(route.api, `${route.path}/${encodeURIComponent(String(id))}`)).body;
  };

  const provider: DataProvider = {
    getList: (resource, params) =>
      wrap(async () => {
        const route = routeOf(resource);
        const { page = 1, perPage = 25 } = params.pagination ?? {};
        const orderby = orderbyOf(route, params.sort?.field);
        const response = await client.request('GET', route.api, route.path, {
          query: { ...queryOf(params.filter ?? {}), page, per_page: perPage, ...(orderby ? { orderby, order: params.sort!.order.toLowerCase() } : {}) },
          signal: params.signal,
        });
        const data = Array.isArray(response.body) ? response.body : [];
        const total = Number(response.headers.get('x-wp-total') ?? data.length);
        return { data, total };
      }),

    getOne: (resource, params) => wrap(async () => ({ data: await getOne(resource, params.id) })),

    getMany: (resource, params) => wrap(async () => ({ data: await Promise.all(params.ids.map((id) => getOne(resource, id))) })),

    getManyReference: (resource, params) =>
      provider.getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }),

    create: (resource, params) =>
      wrap(async () => {
        const route = routeOf(resource);
        return { data: (await client.post(route.api, route.path, bodyOf(params.data))).body };
      }),

    update: (resource, params) =>
      wrap(async () => {
        const route = routeOf(resource);
        const id = encodeURIComponent(String(params.id));
        // The id comes from the URL as text; the route wants the integer.
        if (route.update === 'post-id') return { data: (await client.post(route.api, route.path, { ...strip(params.data, route.readOnly), id: Number(params.id) })).body };
        if (route.update === 'replace') return { data: (await client.request('PUT', route.api, `${route.path}/${id}`, { body: strip(params.data, route.readOnly) })).body };
        const patch = changedFields(params.data, params.previousData, route.readOnly ?? []);
        if (Object.keys(patch).length === 0) return { data: params.previousData as RaRecord };
        return { data: (await client.request('PATCH', route.api, `${route.path}/${id}`, { body: patch })).body };
      }),

    updateMany: (resource, params) =>
      wrap(async () => {
        for (const id of params.ids) await provider.update(resource, { id, data: params.data, previousData: { id } as RaRecord });
        return { data: params.ids };
      }),

    delete: (resource, params) =>
      wrap(async () => {
        const route = routeOf(resource);
        if (route.remove === 'post-delete') return { data: (await client.post(route.api, `${route.path}/delete`, { id: params.id })).body };
        const force = (params.meta as { force?: boolean } | undefined)?.force;
        const answer = await client.request('DELETE', route.api, `${route.path}/${encodeURIComponent(String(params.id))}`, { query: { force: force ? 'true' : undefined } });
        return { data: (answer.body.previous ?? params.previousData ?? { id: params.id }) as RaRecord };
      }),

    deleteMany: (resource, params) =>
      wrap(async () => {
        for (const id of params.ids) await provider.delete(resource, { id, meta: params.meta });
        return { data: params.ids };
      }),
  };
  return provider;
}

function strip(data: Record<string, unknown>, readOnly: readonly string[] = []): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) if (key !== 'id' && !readOnly.includes(key)) out[key] = value;
  return out;
}
