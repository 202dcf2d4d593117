import type { Color } from '@dcs/design';
import { isSvcError, type AssetsService } from '@dcs/platform';
import type { ColorStore } from '../colors/color-store.ts';
import type { TextStyleCard } from './text-style-card-store.ts';

/** Preview canvas in millimetres: a strip wide enough for a headline, the text shrunk to fit inside. */
const PREVIEW_MM = { width: 160, height: 40, padding: 4 };
export const PREVIEW_WIDTH_PX = 640;

/**
 * Renders a card's sample text with `@dcs/design` through `services.assets` (the same fonts the
 * storefront and print output use), as SVG or PNG. Palette colors are resolved now, so the preview
 * shows the palette's current values. The text shrinks to fit the strip rather than overflow it.
 */
export class TextStyleCardPreview {
  readonly #assets: AssetsService;
  readonly #colors: ColorStore;
  readonly #cache = new Map<string, Uint8Array | string>();

  constructor(deps: { assets: AssetsService; colors: ColorStore }) {
    this.#assets = deps.assets;
    this.#colors = deps.colors;
  }

  async #color(hex: string, id: number | null): Promise<Color> {
    if (id === null) return hex.toUpperCase();
    try {
      const color = await this.#colors.records.get(id);
      return { name: color.name, hex: color.hex, ...(color.cmyk ? { cmyk: color.cmyk as [number, number, number, number] } : {}), ...(color.spot ? { spot: color.spot } : {}) };
    } catch (error) {
      // A force-deleted palette color leaves the card's own hex, which is what it showed before.
      if (isSvcError(error) && error.code === 'svc_resource_not_found') return hex.toUpperCase();
      throw error;
    }
  }

  /** The text element a card makes, in a box of `width` × `height` mm at (`x`, `y`). */
  async element(card: TextStyleCard, box: { x: number; y: number; width: number; height: number }) {
    return {
      id: 'sample',
      type: 'text',
      transform: { ...box, rotation: 0 },
      content: card.sampleText,
      fontFamily: card.fontFamily,
      fontWeight: card.fontWeight,
      fontStyle: card.fontStyle,
      fontSize: card.fontSize,
      lineHeight: card.lineHeight,
      letterSpacing: card.letterSpacing,
      align: card.align,
      verticalAlign: 'middle',
      overflow: 'shrink',
      fill: await this.#color(card.fill, card.fillColorId),
      stroke: card.stroke ? { color: await this.#color(card.stroke.color, card.stroke.colorId), width: card.stroke.width } : null,
      shadow: card.shadow ? { color: await this.#color(card.shadow.color, card.shadow.colorId), offsetX: card.shadow.offsetX, offsetY: card.shadow.offsetY } : null,
      curve: card.curve ?? 0,
    };
  }

  async render(card: TextStyleCard, format: 'png' | 'svg'): Promise<Uint8Array | string> {
    const key = `${card.id}:${card.updatedAt}:${format}`;
    const cached = this.#cache.get(key);
    if (cached) return cached;
    const { width, height, padding } = PREVIEW_MM;
    // The renderer (resvg, fontkit) loads with the first preview, not when the server starts.
    const [{ layoutDesign, loadDesignResources, renderSideSvg, validateDesign }, { renderSidePng }] = await Promise.all([import('@dcs/design'), import('@dcs/design/node')]);
    const element = await this.element(card, { x: padding, y: padding, width: width - 2 * padding, height: height - 2 * padding });
    const design = validateDesign({
      schemaVersion: 3,
      name: card.name,
      sides: [{ id: 'preview', name: 'Preview', trim: { width, height }, bleed: 0, safeMargin: 0, printAreas: [{ id: 'all', name: 'All', x: 0, y: 0, width, height }], elements: [element] }],
    });
    const layout = layoutDesign(design, await loadDesignResources(design, { fonts: this.#assets, assets: this.#assets }));
    const output = format === 'svg' ? renderSideSvg(layout, 'preview', { background: '#FFFFFF' }) : renderSidePng(layout, 'preview', { widthPx: PREVIEW_WIDTH_PX }, { background: '#FFFFFF' });
    if (this.#cache.size >= 200) this.#cache.delete(this.#cache.keys().next().value!);
    this.#cache.set(key, output);
    return output;
  }
}
