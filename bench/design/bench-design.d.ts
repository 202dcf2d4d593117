/** 13 top-level elements per side plus two group children each: 30 elements in all. */
export declare function benchDesign(): Record<string, unknown>;
