import { createError } from '@dcs/platform';
import type { DesignDocument, DesignElement } from '../document/design-document.ts';
import { elementUtilFor } from '../elements/element-utils.ts';
import type { ResourceRequests } from '../elements/element-util.ts';
import { toBase64 } from '../render/svg-format.ts';
import { LoadedFont } from '../text/loaded-font.ts';
import { unwrapWoff } from './font-container.ts';
import type { ClipartAsset, DesignResourceProviders, FontRequest, ImageAsset } from './resource-providers.ts';

/** Fonts, images and cliparts of a design, loaded; layout and rendering read them synchronously. */
export class DesignResources {
  readonly #fonts = new Map<string, LoadedFont>();
  readonly #images = new Map<string, ImageAsset>();
  readonly #cliparts = new Map<string, ClipartAsset>();
  readonly #dataUris = new Map<string, string>();
  readonly #missing = new Set<string>();

  /** The font for a request, as loaded by {@link loadDesignResources}. */
  font(request: FontRequest): LoadedFont {
    const font = this.#fonts.get(fontRequestKey(request));
    if (!font) throw new Error(`Font ${fontRequestKey(request)} was not loaded; call loadDesignResources first`);
    return font;
  }

  /** The font with {@link LoadedFont.key} `key` (the key glyph runs carry). */
  fontByKey(key: string): LoadedFont | undefined {
    return this.#fonts.get(key);
  }

  /** Every loaded font. */
  fonts(): LoadedFont[] {
    return [...this.#fonts.values()];
  }

  image(ref: string): ImageAsset | undefined {
    return this.#images.get(ref);
  }

  /** The image as a `data:` URI for SVG, encoded once per image. */
  imageDataUri(ref: string): string | undefined {
    let uri = this.#dataUris.get(ref);
    if (uri === undefined) {
      const asset = this.#images.get(ref);
      if (!asset) return undefined;
      uri = `data:${asset.mimeType};base64,${toBase64(asset.bytes)}`;
      this.#dataUris.set(ref, uri);
    }
    return uri;
  }

  clipart(ref: string): ClipartAsset | undefined {
    return this.#cliparts.get(ref);
  }

  /** Adds a font directly (for callers that parse fonts themselves). */
  addFont(request: FontRequest, bytes: Uint8Array): LoadedFont {
    const font = new LoadedFont(request, bytes);
    this.#fonts.set(fontRequestKey(request), font);
    return font;
  }

  hasFont(request: FontRequest): boolean {
    return this.#fonts.has(fontRequestKey(request));
  }

  addImage(ref: string, asset: ImageAsset): void {
    this.#images.set(ref, asset);
    this.#dataUris.delete(ref);
    this.#missing.delete(ref);
  }

  addClipart(ref: string, asset: ClipartAsset): void {
    this.#cliparts.set(ref, asset);
    this.#missing.delete(ref);
  }

  /** Notes that an image or clipart could not be loaded (see `tolerateMissingAssets`). */
  markMissing(ref: string): void {
    this.#missing.add(ref);
  }

  /** Whether the image or clipart `ref` failed to load: its element draws a placeholder and preflight refuses it. */
  isMissing(ref: string): boolean {
    return this.#missing.has(ref);
  }
}

function fontRequestKey(request: FontRequest): string {
  return `${request.family}/${request.weight}/${request.style}`;
}

/** Options of {@link loadDesignResources}. */
export interface LoadDesignResourcesOptions {
  /** Resources loaded before; what they hold is not loaded again (keeps parsed fonts and shaping caches). */
  reuse?: DesignResources;
  /**
   * An image or clipart that cannot be loaded is marked missing ({@link DesignResources.isMissing})
   * instead of failing the whole design: the designer still draws everything else, the element shows
   * a placeholder and preflight names it as an error. Fonts still throw.
   */
  tolerateMissingAssets?: boolean;
}

/**
 * Loads every font, image and clipart that `design` uses. A missing one throws
 * `svc_design_font_missing` or `svc_design_asset_missing` naming the JSON path that uses it.
 *
 * @example
 * const resources = await loadDesignResources(design, { fonts, assets });
 * const layout = layoutDesign(design, resources);
 */
export async function loadDesignResources(
  design: DesignDocument,
  providers: DesignResourceProviders,
  options: LoadDesignResourcesOptions = {},
): Promise<DesignResources> {
  const resources = options.reuse ?? new DesignResources();
  const tolerate = options.tolerateMissingAssets === true;
  const fonts = new Map<string, { request: FontRequest; path: string }>();
  const images = new Map<string, string>();
  const cliparts = new Map<string, string>();
  const requests: ResourceRequests = {
    font: (family, weight, style, path) => {
      const request = { family, weight, style };
      if (!resources.hasFont(request) && !fonts.has(fontRequestKey(request))) fonts.set(fontRequestKey(request), { request, path });
    },
    image: (ref, path) => {
      if (!resources.image(ref) && !resources.isMissing(ref) && !images.has(ref)) images.set(ref, path);
    },
    clipart: (ref, path) => {
      if (!resources.clipart(ref) && !resources.isMissing(ref) && !cliparts.has(ref)) cliparts.set(ref, path);
    },
    children: (elements, path) => walk(elements, path),
  };
  const walk = (elements: readonly DesignElement[], path: string) =>
    elements.forEach((element, index) => elementUtilFor(element).requestResources(element, requests, `${path}[${index}]`));
  design.sides.forEach((side, index) => walk(side.elements, `$.sides[${index}].elements`));
  // Everything was loaded before (a server's pool, a designer's next frame): nothing to wait for.
  if (fonts.size === 0 && images.size === 0 && cliparts.size === 0) return resources;

  await Promise.all([
    ...[...fonts.values()].map(async ({ request, path }) => {
      const bytes = await providers.fonts.loadFont(request);
      if (!bytes) throw createError('svc_design_font_missing', { params: { ...request, path }, data: { path, ...request } });
      // A WOFF 1.0 file is unpacked once here: fontkit would inflate its glyph table again (in
      // JavaScript) for every glyph outline and box it reads, on servers as in browsers.
      resources.addFont(request, await unwrapWoff(bytes));
    }),
    ...[...images].map(async ([ref, path]) => {
      const asset = await loadAsset(() => providers.assets?.loadImage(ref), tolerate);
      if (asset) resources.addImage(ref, asset);
      else if (tolerate) resources.markMissing(ref);
      else throw createError('svc_design_asset_missing', { params: { kind: 'image', ref, path }, data: { path, ref } });
    }),
    ...[...cliparts].map(async ([ref, path]) => {
      const asset = await loadAsset(() => providers.assets?.loadClipart(ref), tolerate);
      if (asset) resources.addClipart(ref, asset);
      else if (tolerate) resources.markMissing(ref);
      else throw createError('svc_design_asset_missing', { params: { kind: 'clipart', ref, path }, data: { path, ref } });
    }),
  ]);
  return resources;
}

/** An asset, or null when it is missing (or, when tolerated, when loading it failed). */
async function loadAsset<T>(load: () => Promise<T | null> | undefined, tolerate: boolean): Promise<T | null> {
  try {
    return (await load()) ?? null;
  } catch (error) {
    if (tolerate) return null;
    throw error;
  }
}
