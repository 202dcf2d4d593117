import { createError } from '@dcs/platform';
import type { DesignDocument, DesignElement } from '../document/design-document.ts';
import { elementUtilFor } from '../elements/element-utils.ts';
import type { ResourceRequests } from '../elements/element-util.ts';
import { toBase64 } from '../render/svg-format.ts';
import { FontStack, type FontStackDeps } from '../text/font-stack.ts';
import { LoadedFont } from '../text/loaded-font.ts';
import { unwrapWoff } from './font-container.ts';
import type { ClipartAsset, DesignResourceProviders, FontRequest, ImageAsset } from './resource-providers.ts';

/**
 * Parsed font files by the bytes a provider handed over: a provider that keeps its files (the
 * server's font source, a browser's file cache) hands the same bytes again, and a fallback font is
 * parsed once per process, not once per design (the quote and print paths load a design at a time).
 */
const parsedFiles = new WeakMap<Uint8Array, Promise<LoadedFont>>();

/** Fonts, images and cliparts of a design, loaded; layout and rendering read them synchronously. */
export class DesignResources {
  /** Parsed font files by {@link LoadedFont.key}. */
  readonly #fonts = new Map<string, LoadedFont>();
  /** Each request's font (its files, then the fallback families) by `family/weight/style`. */
  readonly #stacks = new Map<string, FontStack>();
  readonly #opening = new Map<string, Promise<FontStack | null>>();
  readonly #images = new Map<string, ImageAsset>();
  readonly #cliparts = new Map<string, ClipartAsset>();
  readonly #dataUris = new Map<string, string>();
  readonly #missing = new Set<string>();

  /** The font for a request (its first file: the one line metrics come from), as loaded by {@link loadDesignResources}. */
  font(request: FontRequest): LoadedFont {
    return this.fontStack(request).primary;
  }

  /** The whole font of a request: its files and the fallback families after them. */
  fontStack(request: FontRequest): FontStack {
    const stack = this.#stacks.get(fontRequestKey(request));
    if (!stack) throw new Error(`Font ${fontRequestKey(request)} was not loaded; call loadDesignResources first`);
    return stack;
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

  /** Adds a font of one file directly, without fallback (for callers that parse fonts themselves). */
  addFont(request: FontRequest, bytes: Uint8Array): LoadedFont {
    const font = new LoadedFont(request, bytes);
    this.#fonts.set(font.key, font);
    this.#stacks.set(fontRequestKey(request), FontStack.of(font));
    return font;
  }

  hasFont(request: FontRequest): boolean {
    return this.#stacks.has(fontRequestKey(request));
  }

  /**
   * Opens the font of `request` with `chain` after it (again when the shop's chain changed), loading
   * what `texts` need; `false` when the provider has no such family.
   */
  async prepareFont(request: FontRequest, texts: readonly string[], chain: readonly string[], list: FontStackDeps['list']): Promise<boolean> {
    const key = fontRequestKey(request);
    let stack = this.#stacks.get(key);
    if (!stack || (stack.chain.join('\u0000') !== chain.join('\u0000') && !isSingle(stack))) {
      // Concurrent loads of one font (a server's quotes share resources) share one stack: a second
      // stack set while the first caller lays out would have that caller's files unloaded.
      let opening = this.#opening.get(key);
      if (!opening) {
        opening = FontStack.open(request, chain, { list, parse: (face, fileKey, bytes) => this.#parse(face, fileKey, bytes) })
          .then((opened) => {
            if (opened) this.#stacks.set(key, opened);
            return opened;
          })
          .finally(() => this.#opening.delete(key));
        this.#opening.set(key, opening);
      }
      const opened = await opening;
      if (!opened) return false;
      stack = opened;
    }
    const open = stack;
    await Promise.all(texts.map((text) => open.prepare(text)));
    return true;
  }

  /** Whether the font of `request` is open and has what `texts` need loaded. */
  fontReady(request: FontRequest, texts: readonly string[], chain: readonly string[] | null): boolean {
    const stack = this.#stacks.get(fontRequestKey(request));
    if (!stack) return false;
    if (chain && !isSingle(stack) && stack.chain.join('\u0000') !== chain.join('\u0000')) return false;
    return texts.every((text) => !stack.needsLoading(text));
  }

  async #parse(request: FontRequest, key: string, bytes: Uint8Array): Promise<LoadedFont> {
    const known = this.#fonts.get(key);
    if (known) return known;
    let parsed = parsedFiles.get(bytes);
    if (!parsed) {
      // A WOFF 1.0 file is unpacked once here: fontkit would inflate its glyph table again (in
      // JavaScript) for every glyph outline and box it reads, on servers as in browsers.
      parsed = unwrapWoff(bytes).then((sfnt) => new LoadedFont(request, sfnt, key));
      parsedFiles.set(bytes, parsed);
      parsed.catch(() => parsedFiles.delete(bytes));
    }
    const font = await parsed;
    this.#fonts.set(font.key, font);
    return font;
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

/** A stack of one font added directly: it has no chain to compare. */
function isSingle(stack: FontStack): boolean {
  return stack === FontStack.of(stack.primary);
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
  const fonts = new Map<string, { request: FontRequest; path: string; texts: string[] }>();
  const images = new Map<string, string>();
  const cliparts = new Map<string, string>();
  const requests: ResourceRequests = {
    font: (family, weight, style, path, text) => {
      const request = { family, weight, style };
      const key = fontRequestKey(request);
      let entry = fonts.get(key);
      if (!entry) fonts.set(key, (entry = { request, path, texts: [] }));
      if (text) entry.texts.push(text);
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
  const chain = fonts.size > 0 && providers.fonts.fallbackFamilies ? await providers.fonts.fallbackFamilies() : [];
  for (const [key, { request, texts }] of fonts) if (resources.fontReady(request, texts, chain)) fonts.delete(key);
  // Everything was loaded before (a server's pool, a designer's next frame): nothing to wait for.
  if (fonts.size === 0 && images.size === 0 && cliparts.size === 0) return resources;

  const list = (request: FontRequest) => providers.fonts.loadFont(request);
  await Promise.all([
    ...[...fonts.values()].map(async ({ request, path, texts }) => {
      if (!(await resources.prepareFont(request, texts, chain, list))) throw createError('svc_design_font_missing', { params: { ...request, path }, data: { path, ...request } });
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
