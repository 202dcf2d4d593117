import { elementUtilFor, type DesignDocument, type DesignElement, type DesignLayout, type DesignResources, type TextLayout } from '@dcs/design';

/**
 * Lays out a design like `layoutDesign`, but keeps the text layouts of texts whose layout inputs did
 * not change (content, font, size, box width and height…): moving or rotating a text, or editing
 * another element, costs no shaping. The result is the same object shape `layoutDesign` returns, so
 * renderers, metrics and preflight read it unchanged.
 */
export class LayoutCache {
  #texts = new Map<string, { key: string; layout: TextLayout }>();

  layout(design: DesignDocument, resources: DesignResources): DesignLayout {
    const texts = new Map<string, TextLayout>();
    const next = new Map<string, { key: string; layout: TextLayout }>();
    const visit = (elements: readonly DesignElement[]) => {
      for (const element of elements) {
        const util = elementUtilFor(element);
        if (util.layout) {
          const key = layoutKey(element);
          const cached = this.#texts.get(element.id);
          const layout = cached && cached.key === key ? cached.layout : util.layout(element, resources);
          next.set(element.id, { key, layout });
          texts.set(element.id, layout);
        }
        if (util.children) visit(util.children(element));
      }
    };
    for (const side of design.sides) visit(side.elements);
    this.#texts = next;
    return { design, resources, texts };
  }

  /** Forgets every layout (fonts were reloaded). */
  clear(): void {
    this.#texts.clear();
  }
}

/** Everything of an element that its text layout reads: all but position, rotation and the paint-only fields. */
function layoutKey(element: DesignElement): string {
  const { transform, opacity: _o, visible: _v, locked: _l, permissions: _p, placeholder: _ph, layer: _la, ...rest } = element;
  return JSON.stringify([rest, transform.width, transform.height]);
}
