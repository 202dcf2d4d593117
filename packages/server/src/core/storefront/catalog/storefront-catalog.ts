import type { AdminSettings } from '../../resources/settings/admin-settings.ts';
import type { CategoryStore } from '../../resources/categories/category-store.ts';
import type { ClipartLibrary } from '../../resources/cliparts/clipart-library.ts';
import type { Clipart } from '../../resources/cliparts/clipart-store.ts';
import type { ColorStore } from '../../resources/colors/color-store.ts';
import { fontFileUrl } from '../../resources/fonts/font-css.ts';
import type { Font, FontStore } from '../../resources/fonts/font-store.ts';
import { hostedFontFileName } from '../../resources/fonts/hosted-font-catalog.ts';
import type { TextStyleCardStore } from '../../resources/text-style-cards/text-style-card-store.ts';
import { CLIPART_REF_PREFIX } from '../../resources/asset-sources.ts';
import { customerUploadTypes } from '../uploads/customer-upload-settings.ts';

/** A palette group; colors without a group form the group `ungrouped`. */
export interface CatalogPaletteGroup {
  id: string;
  name: string;
  colors: Array<{ id: number; name: string; hex: string; cmyk: number[] | null; spot: string | null }>;
}

/** What the storefront catalog reads. */
export interface StorefrontCatalogDeps {
  fonts: FontStore;
  colors: ColorStore;
  cards: TextStyleCardStore;
  categories: CategoryStore;
  cliparts: ClipartLibrary;
  settings: AdminSettings;
}

const UNGROUPED = { id: 'ungrouped', name: 'Colors' };

/** A palette group name as an id: lower-case words joined by dashes (stable while the name is). */
function groupId(name: string): string {
  return name.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'group';
}

/**
 * The public, read-only catalog of the storefront designer, built from the admin resources: enabled
 * fonts (each variant's URL is the very file the server lays text out with, so line breaks in the
 * browser equal the PDF's), the palette in groups, text style cards, clipart categories with counts,
 * and the upload limits.
 */
export class StorefrontCatalog {
  readonly #deps: StorefrontCatalogDeps;

  constructor(deps: StorefrontCatalogDeps) {
    this.#deps = deps;
  }

  /** The catalog, its file URLs under `apiRoot` (the absolute `svc/v1` root the request reached, no trailing slash). */
  async body(apiRoot: string) {
    const { fonts, colors, cards, categories, cliparts, settings } = this.#deps;
    const [enabled, fallbacks, palette, styles, tree, all, limits] = await Promise.all([
      fonts.enabled(),
      settings.fontFallbacks.get().then(async (chain) => (await Promise.all(chain.map((family) => fonts.byFamily(family)))).filter((font) => font !== undefined)),
      colors.records.all('position'),
      cards.records.all('position'),
      categories.tree(),
      cliparts.records.all(),
      settings.uploadLimits.get(),
    ]);
    const lowResolution = await settings.lowResolutionPhotos.get();
    const counts = new Map<number, number>();
    for (const clipart of all) for (const id of clipart.categoryIds) counts.set(id, (counts.get(id) ?? 0) + 1);
    const flat: Array<{ id: number; name: string; parent_id: number | null; count: number }> = [];
    const walk = (nodes: typeof tree) => {
      for (const node of nodes) {
        flat.push({ id: node.id, name: node.name, parent_id: node.parentId, count: counts.get(node.id) ?? 0 });
        walk(node.children);
      }
    };
    walk(tree);
    const groups = new Map<string, CatalogPaletteGroup>();
    for (const color of palette) {
      const group = color.group === null ? UNGROUPED : { id: groupId(color.group), name: color.group };
      if (!groups.has(group.id)) groups.set(group.id, { ...group, colors: [] });
      groups.get(group.id)!.colors.push({ id: color.id, name: color.name, hex: color.hex, cmyk: color.cmyk, spot: color.spot });
    }
    return {
      fonts: enabled.sort((a, b) => a.family.localeCompare(b.family)).map((font) => this.#font(font, apiRoot)),
      // The shop's fallback chain, in order: the designer loads a file of these only for a text that needs it.
      fallback_fonts: fallbacks.map((font) => this.#font(font, apiRoot)),
      palette: { groups: [...groups.values()] },
      text_styles: styles.map(({ createdAt: _c, updatedAt: _u, ...card }) => card),
      clipart_categories: flat,
      limits: {
        upload_max_bytes: limits.maxFileBytes,
        upload_max_pixels: limits.maxPixels,
        upload_types: customerUploadTypes(limits),
        min_ppi: limits.minPpi,
        low_resolution: lowResolution,
      },
    };
  }

  #font(font: Font, apiRoot: string) {
    const hosted = this.#deps.fonts.hosted(font);
    const url = (file: string) => `${apiRoot}/${fontFileUrl(font, file)}`;
    return {
      id: font.id,
      family: font.family,
      category: font.category,
      variants: font.variants
        .filter((v) => hosted || v.sha256)
        .map((v) => {
          // A hosted family is all its subsets, in the order a character looks for its file (the server lays out with the same files).
          const files = hosted
            ? hosted.subsets.map((subset) => ({ url: url(hostedFontFileName(hosted.id, subset.name, v.weight, v.style, 'woff')), subset: subset.name, unicode_range: subset.unicodeRange }))
            : [{ url: url(`${v.sha256}.${v.format}`), subset: null, unicode_range: null }];
          return { weight: v.weight, style: v.style, url: files[0]!.url, files };
        }),
    };
  }

  /** A clipart as the designer lists it, its file URLs under `apiRoot`. */
  clipart(clipart: Clipart, apiRoot: string) {
    const base = `${apiRoot}/catalog/cliparts/${clipart.id}`;
    return {
      id: clipart.id,
      name: clipart.title,
      category_ids: clipart.categoryIds,
      tags: clipart.tags,
      ref: `${CLIPART_REF_PREFIX}${clipart.id}`,
      format: clipart.format,
      width: clipart.width,
      height: clipart.height,
      price: clipart.price,
      url: `${base}/file`,
      thumbnail_url: `${base}/thumbnail`,
      regions: clipart.recolorable ? clipart.regions.map((region) => ({ id: region.id, color: region.color })) : [],
    };
  }
}
