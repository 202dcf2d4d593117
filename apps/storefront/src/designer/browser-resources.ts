import { readImageInfo, type ClipartAsset, type DesignResourceProviders, type ImageAsset } from '@dcs/design';
import type { ApiClient } from './api-client.ts';
import { BrowserFiles, catalogFontFiles } from './browser-files.ts';
import type { Catalog } from './storefront-types.ts';

/** Hooks of {@link createBrowserProviders}. */
export interface BrowserProviderOptions {
  /** Where the host reads an image reference (the admin's template editor: `media:<id>` from the admin API). */
  imageUrl?: ((ref: string) => string | null) | undefined;
  /** The file cache to share (one designer's early font requests); by default a new one. */
  files?: BrowserFiles | undefined;
}

/**
 * Font, image and clipart providers for `@dcs/design` in the browser. Fonts are the very files the
 * server lays out with (the catalog's variant files: a hosted family's subsets, then the shop's
 * fallback fonts, each fetched only when a text needs it), so line breaks equal the PDF's. Every file is
 * fetched once ({@link BrowserFiles}). Font files are handed over as fetched: `loadDesignResources`
 * unwraps a WOFF file once as it loads it.
 */
export function createBrowserProviders(api: ApiClient, catalog: Catalog, options: BrowserProviderOptions = {}): DesignResourceProviders {
  const files = options.files ?? new BrowserFiles(api);
  return {
    fonts: {
      loadFont: async (request) => catalogFontFiles(catalog, request, files),
      fallbackFamilies: async () => (catalog.fallback_fonts ?? []).map((font) => font.family),
    },
    assets: {
      loadImage: async (ref) => {
        const url = options.imageUrl?.(ref) ?? imageUrl(ref);
        if (!url) return null;
        const bytes = await files.bytes(api.url(url));
        const info = bytes ? readImageInfo(bytes) : null;
        return bytes && info ? ({ ...info, bytes } as ImageAsset) : null;
      },
      loadClipart: async (ref) => {
        const url = clipartAssetUrl(ref);
        if (!url) return null;
        try {
          return await api.get<ClipartAsset>(url);
        } catch {
          return null;
        }
      },
    },
  };
}

/**
 * Where the browser reads an image reference of a design: the customer's own uploads, and the media
 * library images that templates place (served only while a template uses them).
 */
export function imageUrl(ref: string): string | null {
  const upload = /^upload:(\d+)$/.exec(ref);
  if (upload) return `uploads/${upload[1]}`;
  const media = /^media:(\d+)$/.exec(ref);
  return media ? `design-templates/media/${media[1]}` : null;
}

/**
 * Where the browser reads a clipart reference's drawing (the server's usvg-normalized asset, drawn
 * as the print draws it): the catalog's cliparts, and the customer's own SVG uploads.
 */
export function clipartAssetUrl(ref: string): string | null {
  const catalog = /^clipart:(\d+)$/.exec(ref);
  if (catalog) return `catalog/cliparts/${catalog[1]}/asset`;
  const upload = /^upload:(\d+)$/.exec(ref);
  return upload ? `uploads/${upload[1]}/asset` : null;
}
