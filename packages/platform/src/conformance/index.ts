export * from './database-conformance.ts';
export * from './hooks-conformance.ts';
export * from './manual-clock.ts';
export * from './settings-conformance.ts';
export * from './storage-conformance.ts';
export * from './auth-conformance.ts';
export * from './queue-conformance.ts';
export * from './shop-conformance.ts';
