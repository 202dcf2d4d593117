import type { DesignDocument, DesignElement, DesignSide } from '@dcs/design';

/** Where an element sits: its side, its parent's child list (top level: the side's elements) and index. */
export interface ElementLocation {
  side: DesignSide;
  element: DesignElement;
  /** Ids of the enclosing groups, outermost first; empty for a top-level element. */
  groupPath: string[];
  index: number;
}

/** Finds an element anywhere in the document (groups included). */
export function findElement(document: DesignDocument, id: string): ElementLocation | null {
  for (const side of document.sides) {
    const found = findIn(side.elements, id, []);
    if (found) return { side, ...found };
  }
  return null;
}

function findIn(elements: readonly DesignElement[], id: string, groupPath: string[]): Omit<ElementLocation, 'side'> | null {
  for (let index = 0; index < elements.length; index++) {
    const element = elements[index]!;
    if (element.id === id) return { element, groupPath, index };
    if (element.type === 'group') {
      const found = findIn(element.children, id, [...groupPath, element.id]);
      if (found) return found;
    }
  }
  return null;
}

/** Every element id of the document, groups and their children included. */
export function collectIds(document: DesignDocument): Set<string> {
  const ids = new Set<string>();
  const visit = (elements: readonly DesignElement[]) => {
    for (const element of elements) {
      ids.add(element.id);
      if (element.type === 'group') visit(element.children);
    }
  };
  for (const side of document.sides) visit(side.elements);
  return ids;
}

/**
 * A new document whose side `sideId` has its top-level element list replaced by `change(list)`.
 * Documents are never mutated: unchanged sides and elements keep their identity, which is what
 * makes undo cheap and lets the host re-lay out only the texts that changed.
 */
export function updateSideElements(document: DesignDocument, sideId: string, change: (elements: DesignElement[]) => DesignElement[]): DesignDocument {
  return {
    ...document,
    sides: document.sides.map((side) => (side.id === sideId ? { ...side, elements: change([...side.elements]) } : side)),
  };
}

/** A new document with the element `id` replaced by `change(element)` wherever it is nested. */
export function updateElement(document: DesignDocument, id: string, change: (element: DesignElement) => DesignElement): DesignDocument {
  const visit = (elements: readonly DesignElement[]): DesignElement[] | null => {
    for (let index = 0; index < elements.length; index++) {
      const element = elements[index]!;
      let next: DesignElement | null = null;
      if (element.id === id) next = change(element);
      else if (element.type === 'group') {
        const children = visit(element.children);
        if (children) next = { ...element, children };
      }
      if (next) {
        const copy = [...elements];
        copy[index] = next;
        return copy;
      }
    }
    return null;
  };
  return {
    ...document,
    sides: document.sides.map((side) => {
      const elements = visit(side.elements);
      return elements ? { ...side, elements } : side;
    }),
  };
}

/** A new document without the elements of `ids` (at any depth). */
export function removeElements(document: DesignDocument, ids: ReadonlySet<string>): DesignDocument {
  const visit = (elements: readonly DesignElement[]): DesignElement[] =>
    elements.filter((element) => !ids.has(element.id)).map((element) => (element.type === 'group' ? { ...element, children: visit(element.children) } : element));
  return { ...document, sides: document.sides.map((side) => ({ ...side, elements: visit(side.elements) })) };
}

/** Counts elements, groups and their children included (the document limit counts them all). */
export function countElements(document: DesignDocument): number {
  return collectIds(document).size;
}
