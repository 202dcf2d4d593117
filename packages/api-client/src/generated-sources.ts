import { openApiToTypeScript, type OpenApiDocument } from './openapi-to-typescript.ts';

/** The generated files of this package (path below `src/` → content) and where their documents are served. */
export const GENERATED_APIS = [
  { file: 'generated/admin-api.ts', name: 'AdminApi', document: '/api/v1/openapi.json' },
  { file: 'generated/svc-api.ts', name: 'SvcApi', document: '/api/v1/openapi/svc-v1.json' },
] as const;

/**
 * The sources of the generated API types, from the OpenAPI documents a running dcs at `baseUrl`
 * serves. The extension API document lists the routes in force, so generate against a server whose
 * first-party addons are active (`dcs start --first-run` on an empty data directory does that).
 */
export async function generateApiClientSources(baseUrl: string, fetchImpl: typeof fetch = fetch): Promise<Map<string, string>> {
  const sources = new Map<string, string>();
  for (const api of GENERATED_APIS) {
    const response = await fetchImpl(`${baseUrl.replace(/\/+$/, '')}${api.document}`);
    if (!response.ok) throw new Error(`GET ${api.document} answered ${response.status}.`);
    sources.set(api.file, openApiToTypeScript((await response.json()) as OpenApiDocument, api.name));
  }
  return sources;
}
