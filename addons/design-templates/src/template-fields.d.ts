import { type DesignDocument, type DesignElement, type FontRequest } from '@dcs/design';
/** Per-placeholder constraints an admin sets on a template (keyed by element id). */
export interface FieldConstraints {
    /** What the customer sees instead of the layer name. */
    label?: string;
    /** Text placeholders: font families the customer may pick (default: the element's own). */
    allowedFonts?: string[];
    /** Text placeholders: `#RRGGBB` colors the customer may pick (default: the element's own). */
    allowedColors?: string[];
    /** Image placeholders: print resolution an uploaded image needs (default: the template's `minPpi`). */
    minPpi?: number;
}
/** A template field customers fill: an element flagged `placeholder`. */
export interface Placeholder {
    id: string;
    side: string;
    layer: string;
    type: DesignElement['type'];
    label: string;
    editable: boolean;
}
/** A quick personalization field of the shop-grid panel. */
export type QuickField = (Placeholder & {
    type: 'text';
    default: string;
    maxLength: number | null;
    fontFamily: string;
    allowedFonts: string[];
    allowedColors: string[];
}) | (Placeholder & {
    type: 'image';
    default: string;
    /** Print size of the image box in millimetres. */
    box: {
        width: number;
        height: number;
    };
    minPpi: number;
    /** Smallest image (pixels) that prints the box at `minPpi`. */
    minWidthPx: number;
    minHeightPx: number;
});
interface Located {
    element: DesignElement;
    side: string;
    depth: number;
}
/** Every element of the design with its side, groups' children included, in document order. */
export declare function walkElements(design: DesignDocument): Located[];
/** The placeholders of a design, labelled from the constraints or the layer name. */
export declare function placeholdersOf(design: DesignDocument, fields: Readonly<Record<string, FieldConstraints>>): Placeholder[];
/** The distinct fonts a design's texts use, in order of first use. */
export declare function fontsOf(design: DesignDocument): FontRequest[];
/**
 * The quick personalization fields of a (fitted) design: its text and image placeholders with the
 * constraints the shop-grid panel enforces. Image sizes come from the fitted box, so they are the
 * product's, not the template's.
 */
export declare function quickFieldsOf(design: DesignDocument, fields: Readonly<Record<string, FieldConstraints>>, minPpi: number): QuickField[];
export {};
