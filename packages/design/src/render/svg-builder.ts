import type { DesignElement, Rect } from '../document/design-document.ts';
import { elementUtilFor } from '../elements/element-utils.ts';
import type { SvgContext } from '../elements/element-util.ts';
import { transformToMatrix } from '../geometry/matrix.ts';
import { createElementContext, type DesignLayout } from '../layout/design-layout.ts';
import { num, precise } from './svg-format.ts';

/**
 * Writes elements as SVG and gathers the `<defs>` they need (glyph outlines, clip paths). Ids
 * carry `prefix` so several builders' output can share one SVG document.
 */
export class SvgBuilder {
  readonly #defs: string[] = [];
  readonly #glyphs = new Map<string, string>();
  readonly #fontIndex = new Map<string, number>();
  readonly #context: SvgContext;
  readonly #prefix: string;
  #clips = 0;
  #ids = 0;

  constructor(layout: DesignLayout, prefix = '') {
    this.#prefix = prefix;
    const base = createElementContext(layout);
    this.#context = {
      ...base,
      glyphRef: (fontKey, glyphId) => this.#glyphRef(layout, fontKey, glyphId),
      clipRef: (rect) => this.clipRef(rect),
      uniqueId: () => `${this.#prefix}d${this.#ids++}`,
      renderChildren: (elements) => this.renderElements(elements),
    };
  }

  /** Id of a `<clipPath>` holding `rect`, in the user space of the element that uses it. */
  clipRef(rect: Rect): string {
    const id = `${this.#prefix}c${this.#clips++}`;
    this.#defs.push(`<clipPath id="${id}"><rect x="${num(rect.x)}" y="${num(rect.y)}" width="${num(rect.width)}" height="${num(rect.height)}"/></clipPath>`);
    return id;
  }

  /** Each visible element in its own `<g>` with transform and opacity. */
  renderElements(elements: readonly DesignElement[]): string {
    let out = '';
    for (const element of elements) {
      if (!element.visible || element.opacity === 0) continue;
      const body = elementUtilFor(element).toSvg(element, this.#context);
      if (body === '') continue;
      const [a, b, c, d, e, f] = transformToMatrix(element.transform);
      const transform = a === 1 && b === 0 && c === 0 && d === 1
        ? `translate(${num(e)} ${num(f)})`
        : `matrix(${precise(a)} ${precise(b)} ${precise(c)} ${precise(d)} ${num(e)} ${num(f)})`;
      const opacity = element.opacity < 1 ? ` opacity="${num(element.opacity)}"` : '';
      out += `<g id="${this.#prefix}e-${escapeId(element.id)}" transform="${transform}"${opacity}>${body}</g>`;
    }
    return out;
  }

  /** The `<defs>` element for everything rendered so far. */
  defs(): string {
    return this.#defs.length === 0 ? '' : `<defs>${this.#defs.join('')}</defs>`;
  }

  #glyphRef(layout: DesignLayout, fontKey: string, glyphId: number): string {
    const key = `${fontKey}#${glyphId}`;
    let id = this.#glyphs.get(key);
    if (!id) {
      let fontIndex = this.#fontIndex.get(fontKey);
      if (fontIndex === undefined) {
        fontIndex = this.#fontIndex.size;
        this.#fontIndex.set(fontKey, fontIndex);
      }
      id = `${this.#prefix}g${fontIndex}-${glyphId}`;
      this.#glyphs.set(key, id);
      const font = layout.resources.fontByKey(fontKey);
      this.#defs.push(`<path id="${id}" d="${font ? font.outline(glyphId).d : ''}"/>`);
    }
    return id;
  }
}

function escapeId(id: string): string {
  return id.replace(/[^A-Za-z0-9_-]/g, (char) => `_${char.charCodeAt(0).toString(16)}`);
}
