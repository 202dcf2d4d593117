export * from './database-conformance.ts';
export * from './hooks-conformance.ts';
