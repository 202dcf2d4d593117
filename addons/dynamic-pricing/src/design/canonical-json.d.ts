/**
 * JSON with object keys sorted at every level, so two equal documents always give the same bytes
 * (and the same hash) whatever order their keys arrived in. Written with plain loops: every quote
 * signs its claims with it.
 */
export declare function canonicalJson(value: unknown): string;
