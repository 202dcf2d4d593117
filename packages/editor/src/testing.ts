import { CURRENT_SCHEMA_VERSION, createElement, type DesignDocument } from '@dcs/design';
import { createEditor, type Editor, type EditorOptions } from './editor.ts';

/**
 * A business card (85 × 55 mm, 2 mm bleed, 3 mm safe line, print area = the card) with a locked
 * background, a name placeholder limited to 20 characters and a free logo shape: the shape of the
 * demo templates, for the engine's tests and the storefront's.
 */
export function businessCardDesign(): DesignDocument {
  return {
    schemaVersion: CURRENT_SCHEMA_VERSION,
    name: 'Card',
    sides: [
      {
        id: 'front',
        name: 'Front',
        trim: { width: 85, height: 55 },
        bleed: 2,
        safeMargin: 3,
        printAreas: [{ id: 'card', name: 'Card', x: 0, y: 0, width: 85, height: 55 }],
        elements: [
          createElement('shape', { id: 'background', shape: 'rectangle', fill: '#F0F0F0', locked: true, transform: { x: -2, y: -2, width: 89, height: 59, rotation: 0 } }),
          createElement('text', {
            id: 'name',
            content: 'Your name',
            fontFamily: 'Roboto',
            placeholder: true,
            permissions: { movable: false, resizable: false, editable: true, removable: false, maxLength: 20 },
            transform: { x: 10, y: 10, width: 50, height: 10, rotation: 0 },
          }),
          createElement('shape', { id: 'logo', shape: 'ellipse', fill: '#C00000', transform: { x: 65, y: 35, width: 10, height: 10, rotation: 0 } }),
        ],
      },
      { id: 'back', name: 'Back', trim: { width: 85, height: 55 }, bleed: 2, safeMargin: 3, printAreas: [{ id: 'card', name: 'Card', x: 0, y: 0, width: 85, height: 55 }], elements: [] },
    ],
  };
}

/** An editor over {@link businessCardDesign} with ids `n1`, `n2`… */
export function cardEditor(options: Partial<EditorOptions> = {}): Editor {
  let next = 1;
  return createEditor({ document: businessCardDesign(), createId: () => `n${next++}`, ...options });
}
