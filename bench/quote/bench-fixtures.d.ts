export { benchDesign } from '../design/bench-design.ts';
/** 50 rules; `productId` is the benchmark product (some rules name another one and never match). */
export declare function benchRules(productId: number): Record<string, unknown>[];
