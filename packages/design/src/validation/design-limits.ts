/** Limits a design must stay within; the validator rejects anything larger before doing work. */
export interface DesignLimits {
  maxSides: number;
  /** Elements in the whole design, groups and their children included. */
  maxElements: number;
  /** Group nesting depth; top-level elements are at depth 1. */
  maxDepth: number;
  /** UTF-16 code units of one text element. */
  maxTextLength: number;
  maxPrintAreas: number;
  /** Largest absolute coordinate or size in millimetres. */
  maxCoordinate: number;
  minFontSize: number;
  maxFontSize: number;
  /** Characters of one string field other than text content and paths (ids, names, references). */
  maxStringLength: number;
  /** Characters of a shape's path data. */
  maxPathLength: number;
}

/** The limits used when none are given. */
export const DEFAULT_DESIGN_LIMITS: Readonly<DesignLimits> = Object.freeze({
  maxSides: 12,
  maxElements: 1000,
  maxDepth: 8,
  maxTextLength: 20_000,
  maxPrintAreas: 16,
  maxCoordinate: 10_000,
  minFontSize: 1,
  maxFontSize: 1000,
  maxStringLength: 1000,
  maxPathLength: 100_000,
});
