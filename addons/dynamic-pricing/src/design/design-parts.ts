import { createHash } from 'node:crypto';
import type { DesignDocument } from '@dcs/design';

/** A normalized design's hash and the JSON of each of its top-level elements, from one serialization. */
export interface DesignParts {
  /** SHA-256 (base64url) of `JSON.stringify(design)`. */
  hash: string;
  /** Per side, the JSON of each top-level element (the keys of the measurer's element cache). */
  elements: string[][];
  /** Per side, the JSON of the side without its elements (what an element's preflight issues depend on besides itself). */
  sides: string[];
}

/** `json` cut around the only `"<field>":[]` in it; null when there is not exactly one. */
function around(json: string, field: string): [string, string] | null {
  const marker = `"${field}":[]`;
  const at = json.indexOf(marker);
  if (at < 0 || json.indexOf(marker, at + 1) >= 0) return null;
  const close = at + marker.length - 1;
  return [json.slice(0, close), json.slice(close)];
}

/**
 * Serializes each top-level element once and hashes the design from those pieces: the hash is the
 * SHA-256 of exactly `JSON.stringify(design)` (the pieces, in order, are that text), so the element
 * cache keys cost no second serialization. Inside JSON a `"` in a string is always escaped, so
 * `"sides":[]` can only be a key; should the text still hold it twice, the whole design is serialized.
 */
export function designParts(design: DesignDocument): DesignParts {
  const elements = design.sides.map((side) => side.elements.map((element) => JSON.stringify(element)));
  const digest = createHash('sha256');
  const outer = around(JSON.stringify({ ...design, sides: [] }), 'sides');
  const frames = design.sides.map((side) => JSON.stringify({ ...side, elements: [] }));
  const sides = frames.map((frame) => around(frame, 'elements'));
  if (outer === null || sides.some((side) => side === null)) {
    return { hash: digest.update(JSON.stringify(design)).digest('base64url'), elements, sides: frames };
  }
  digest.update(outer[0]);
  sides.forEach((side, index) => {
    if (index > 0) digest.update(',');
    digest.update(side![0]);
    elements[index]!.forEach((json, at) => digest.update(at > 0 ? `,${json}` : json));
    digest.update(side![1]);
  });
  return { hash: digest.update(outer[1]).digest('base64url'), elements, sides: frames };
}
