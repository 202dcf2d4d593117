import { parseUnicodeRange, pickFontEntry, type FontFiles, type FontRequest } from '@dcs/design';
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

/** The catalog's variant for `request` (`pickFontEntry` of `@dcs/design`) among its fonts and fallback fonts, or `null` for an unknown family. */
function catalogVariant(catalog: Catalog, request: FontRequest) {
  const faces = [...catalog.fonts, ...(catalog.fallback_fonts ?? [])].flatMap((font) => font.variants.map((variant) => ({ ...variant, family: font.family })));
  return pickFontEntry(faces, request);
}

/** The URL of the catalog's (first) font file for `request`, or `null` for an unknown family. */
export function catalogFontUrl(catalog: Catalog, request: FontRequest): string | null {
  return catalogVariant(catalog, request)?.url ?? null;
}

/**
 * The catalog's files for `request`, each fetched only when a text needs a character of its range:
 * the very files the server lays out and prints with, so the browser's layout is the print's.
 */
export function catalogFontFiles(catalog: Catalog, request: FontRequest, files: BrowserFiles): FontFiles | null {
  const variant = catalogVariant(catalog, request);
  if (!variant) return null;
  const list = variant.files ?? [{ url: variant.url, subset: null, unicode_range: null }];
  return {
    files: list.map((file) => ({
      key: `${variant.family}/${variant.weight}/${variant.style}${file.subset === null ? '' : `#${file.subset}`}`,
      ...(file.unicode_range === null ? {} : { unicodeRange: parseUnicodeRange(file.unicode_range) }),
      load: () => files.bytes(file.url, { public: true }),
    })),
  };
}
