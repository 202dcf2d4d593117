import { pickFontEntry, type FontRequest } from '@dcs/design';
import type { ApiClient } from './api-client.ts';
import type { Catalog } from './storefront-types.ts';

/**
 * The files (fonts, images) of one designer, each fetched once by URL. Its early requests
 * (`designer-data.ts`, before the rendering half has loaded) and its resource providers share them.
 */
export class BrowserFiles {
  readonly #api: ApiClient;
  readonly #files = new Map<string, Promise<Uint8Array | null>>();

  constructor(api: ApiClient) {
    this.#api = api;
  }

  /** The bytes at `url` (absolute, or relative to the API root), `null` when they cannot be had. Public files go without cookies. */
  bytes(url: string, options: { public?: boolean } = {}): Promise<Uint8Array | null> {
    let pending = this.#files.get(url);
    if (!pending) {
      pending = this.#api.bytes(url, options).then(({ bytes }) => bytes, () => null);
      this.#files.set(url, pending);
    }
    return pending;
  }
}

/** The URL of the catalog's font file for `request` (`pickFontEntry` of `@dcs/design`), or `null` for an unknown family. */
export function catalogFontUrl(catalog: Catalog, request: FontRequest): string | null {
  const faces = catalog.fonts.flatMap((font) => font.variants.map((variant) => ({ family: font.family, weight: variant.weight, style: variant.style, url: variant.url })));
  return pickFontEntry(faces, request)?.url ?? null;
}
