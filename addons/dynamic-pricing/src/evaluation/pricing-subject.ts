import type { PrintingMethodPricing } from '@dcs/platform';
import type { FigureName } from '../rules/rule-schema.ts';

/**
 * Figures of a design or of one element. All are whole numbers; the covered area is rounded to whole
 * mm² first and `covered_area_cm2` is that divided by 100 (exactly, see {@link figureScaled}).
 */
export type Figures = Record<Exclude<FigureName, 'covered_area_cm2'>, number>;

/** One top-level element of a side, measured on its own (a group counts its children). */
export interface ElementFigures {
  id: string;
  type: 'text' | 'image' | 'clipart' | 'shape' | 'qrcode' | 'group';
  side: string;
  figures: Figures;
}

/** What the server measured of a design. */
export interface DesignFigures {
  figures: Figures;
  /** Ids of the sides with at least one visible element. */
  printedSides: string[];
  /** Per top-level element (only element-scope rules read them). */
  elements(): ElementFigures[];
}

/** The printing method a line prints with, as `services.printing` resolved it, with its price inputs. */
export interface SubjectMethod {
  code: string;
  name: string;
  pricing: PrintingMethodPricing;
}

/** Everything rules are evaluated against: the cart line and its measured design. */
export interface PricingSubject {
  productId: number;
  /** Resolved options (every option of the product has a value). */
  options: Readonly<Record<string, string>>;
  /**
   * The code of the line's printing method (rules' `printing_method` conditions): the resolved
   * method's, else the value of the option `printing_method`, else null.
   */
  printingMethod: string | null;
  /** The shop printing method the line prints with, whose prices are charged first; null when none applies. */
  method: SubjectMethod | null;
  quantity: number;
  /** The shop's unit price: base price plus option deltas, in minor units. */
  baseUnitPrice: number;
  design: DesignFigures;
}

/** Figures of a design without anything printed (a line without a design). */
export const EMPTY_FIGURES: Figures = {
  characters: 0,
  lines: 0,
  words: 0,
  images: 0,
  cliparts: 0,
  texts: 0,
  shapes: 0,
  groups: 0,
  elements: 0,
  distinct_colors: 0,
  covered_area_mm2: 0,
};

/** A design with nothing on it. */
export const EMPTY_DESIGN: DesignFigures = { figures: EMPTY_FIGURES, printedSides: [], elements: () => [] };
