import { hash as sha256 } from 'node:crypto';
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
  /** SHA-256 (base64url) of exactly `JSON.stringify(design)`, made from the pieces (copied into `buffer`). */
  hash(buffer: HashBuffer): string;
}

const COMMA = 0x2c;
/** Designs up to this size are copied into the kept buffer; a larger one gets a buffer of its own. */
const KEPT_MAX = 1 << 20;

/**
 * Where a design's pieces are copied before they are hashed in one call, instead of one `update` per
 * piece (~30 a design, each crossing into C++ and encoding its string; `docs/pricing.md`, Benchmark,
 * eighth pass). Hashing is synchronous, so one buffer, kept by its owner, serves every design.
 */
export class HashBuffer {
  #kept = Buffer.allocUnsafe(16_384);

  /** A buffer of at least `size` bytes, overwritten by the next call. */
  take(size: number): Buffer {
    if (size <= this.#kept.length) return this.#kept;
    if (size > KEPT_MAX) return Buffer.allocUnsafe(size);
    this.#kept = Buffer.allocUnsafe(Math.max(size, 2 * this.#kept.length));
    return this.#kept;
  }
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
    hash(buffer) {
      const outer = around(outerJson, 'sides');
      const frames = sides.map((frame) => around(frame, 'elements'));
      if (outer === null || frames.some((frame) => frame === null)) return sha256('sha256', JSON.stringify(design), 'base64url');
      // At least the bytes written below: the pieces, and a comma before each side and each element.
      let size = Buffer.byteLength(outer[0]) + Buffer.byteLength(outer[1]);
      frames.forEach((frame, index) => {
        size += Buffer.byteLength(frame![0]) + Buffer.byteLength(frame![1]) + 1 + elements[index]!.length;
        for (const element of elements[index]!) size += element.bytes.length;
      });
      const out = buffer.take(size);
      let at = out.write(outer[0], 0);
      frames.forEach((frame, index) => {
        if (index > 0) out[at++] = COMMA;
        at += out.write(frame![0], at);
        elements[index]!.forEach((element, position) => {
          if (position > 0) out[at++] = COMMA;
          out.set(element.bytes, at);
          at += element.bytes.length;
        });
        at += out.write(frame![1], at);
      });
      at += out.write(outer[1], at);
      return sha256('sha256', out.subarray(0, at), 'base64url');
    },
  };
}
