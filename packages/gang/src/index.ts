export * from './geometry.ts';
export * from './roll-types.ts';
export { nestRoll } from './roll-nesting.ts';
export { rollLowerBound } from './roll-bounds.ts';
export { mixedGangItems, seededRandom } from './seeded-items.ts';
