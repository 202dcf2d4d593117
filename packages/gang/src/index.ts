export * from './geometry.ts';
export * from './roll-types.ts';
export { nestRoll } from './roll-nesting.ts';
export { rollLowerBound } from './roll-bounds.ts';
export { mixedGangItems, seededRandom } from './seeded-items.ts';
export * from './sheet-types.ts';
export { stepAndRepeat, sheetsFor } from './step-and-repeat.ts';
export { cropMarks } from './crop-marks.ts';
export { gangRun, type GangForm, type GangRunJob } from './gang-run.ts';
