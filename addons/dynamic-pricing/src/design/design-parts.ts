import { createHash } from 'node:crypto';
import type { DesignDocument, DesignElement } from '@dcs/design';

/** The JSON of one normalized top-level element, serialized once and kept with the element. */
export interface ElementJson {
  json: string;
  /** `json` as UTF-8, what the design's hash is fed. */
  bytes: Buffer;
  /** Tells this entry apart from every other one the measurer made (two entries may hold the same JSON). */
  serial: number;
}

/** A normalized design cut into the pieces of its JSON. */
export interface DesignParts {
  /**
   * Names the design's JSON without holding it: the JSON around the elements and each element's
   * serial. Equal keys mean equal JSON, so equal hashes (the converse need not hold).
   */
  key: string;
  /** Per side, the JSON of the side without its elements (what an element's preflight issues depend on besides itself). */
  sides: string[];
  /** SHA-256 (base64url) of exactly `JSON.stringify(design)`, fed piece by piece. */
  hash(): string;
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
 * Cuts the design's JSON into the JSON around its elements (serialized here, a few hundred bytes)
 * and each top-level element's JSON (`elementJson`: serialized once per element and kept), so a
 * design that shares elements with earlier ones serializes only its new ones. The pieces in order
 * are exactly `JSON.stringify(design)`: inside JSON a `"` in a string is always escaped, so
 * `"sides":[]` can only be a key; should the text still hold it twice, the whole design is serialized.
 * A JSON text never holds a raw control character, so `\0` and `\x01` separate the key's parts.
 */
export function designParts(design: DesignDocument, elementJson: (element: DesignElement) => ElementJson): DesignParts {
  const elements = design.sides.map((side) => side.elements.map(elementJson));
  const outerJson = JSON.stringify({ ...design, sides: [] });
  const sides = design.sides.map((side) => JSON.stringify({ ...side, elements: [] }));
  let key = outerJson;
  sides.forEach((frame, index) => {
    key += `\0${frame}\x01`;
    for (const element of elements[index]!) key += `${element.serial},`;
  });
  return {
    key,
    sides,
    hash() {
      const digest = createHash('sha256');
      const outer = around(outerJson, 'sides');
      const frames = sides.map((frame) => around(frame, 'elements'));
      if (outer === null || frames.some((frame) => frame === null)) return digest.update(JSON.stringify(design)).digest('base64url');
      digest.update(outer[0]);
      frames.forEach((frame, index) => {
        if (index > 0) digest.update(',');
        digest.update(frame![0]);
        elements[index]!.forEach((element, at) => {
          if (at > 0) digest.update(',');
          digest.update(element.bytes);
        });
        digest.update(frame![1]);
      });
      return digest.update(outer[1]).digest('base64url');
    },
  };
}
