import { type DesignLayout, type ElementType } from '@dcs/design';
import type { ElementFigures, Figures } from '../evaluation/pricing-subject.ts';
/** Turns a metrics accumulation and an area into the figures rules read. */
export declare function toFigures(counts: Record<ElementType, number>, totals: {
    characters: number;
    lines: number;
    words: number;
    images: number;
    cliparts: number;
}, colors: number, areaMm2: number): Figures;
/**
 * Figures of every visible top-level element, each measured on its own the way `@dcs/design`
 * measures a side: the element's util collects characters, lines, colors… (a group through its
 * children), and the covered area is the union of its leaf ink boxes.
 */
export declare function computeElementFigures(layout: DesignLayout): ElementFigures[];
