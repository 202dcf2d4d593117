import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { PdfHexString, PdfRef, name, serializePdfValue, type PdfDict, type PdfValue } from './pdf-objects.ts';

const encoder = new TextEncoder();
const STREAM_END = encoder.encode('\nendstream\nendobj\n');

/** Options of {@link PdfWriter.addStream}. */
export interface PdfStreamOptions {
  /** Deflate the data (default true); set false for data that is already compressed (JPEG). */
  compress?: boolean;
  /** zlib level when compressing; images use a faster level. */
  level?: number;
}

/**
 * Writes a PDF file object by object: allocate references, fill them in any order, then
 * {@link PdfWriter.finish} writes the cross-reference table and a trailer with an `/ID`.
 */
export class PdfWriter {
  /** Each object's bytes, in parts (a stream's data is not copied until the file is assembled). */
  readonly #objects: (readonly Uint8Array[] | undefined)[] = [];
  readonly #version: string;

  constructor(version = '1.6') {
    this.#version = version;
  }

  /** A reference to fill later with {@link set} or {@link setStream}. */
  allocate(): PdfRef {
    this.#objects.push(undefined);
    return new PdfRef(this.#objects.length);
  }

  set(ref: PdfRef, value: PdfValue): PdfRef {
    this.#objects[ref.id - 1] = [encoder.encode(`${ref.id} 0 obj\n${serializePdfValue(value)}\nendobj\n`)];
    return ref;
  }

  add(value: PdfValue): PdfRef {
    return this.set(this.allocate(), value);
  }

  /** `data` may come in parts (zlib's output as it was produced); compressed data is written as it is. */
  setStream(ref: PdfRef, dict: PdfDict, data: Uint8Array | string | readonly Uint8Array[], options: PdfStreamOptions = {}): PdfRef {
    const compress = options.compress ?? true;
    let body: readonly Uint8Array[];
    if (typeof data === 'string') body = [encoder.encode(data)];
    else if (data instanceof Uint8Array) body = [data];
    else body = data;
    if (compress) body = [deflateSync(body.length === 1 ? body[0]! : Buffer.concat(body), { level: options.level ?? 6 })];
    const length = body.reduce((sum, part) => sum + part.length, 0);
    const full: PdfDict = { ...dict, Length: length };
    if (compress) full.Filter = dict.Filter ? [name('FlateDecode'), ...(Array.isArray(dict.Filter) ? dict.Filter : [dict.Filter])] : name('FlateDecode');
    const head = encoder.encode(`${ref.id} 0 obj\n${serializePdfValue(full)}\nstream\n`);
    this.#objects[ref.id - 1] = [head, ...body, STREAM_END];
    return ref;
  }

  addStream(dict: PdfDict, data: Uint8Array | string | readonly Uint8Array[], options?: PdfStreamOptions): PdfRef {
    return this.setStream(this.allocate(), dict, data, options);
  }

  /** The finished file. The `/ID` is a hash of the content, so equal input gives equal bytes. */
  finish(trailer: { root: PdfRef; info?: PdfRef }): Uint8Array {
    const header = encoder.encode(`%PDF-${this.#version}\n`);
    // A comment of high bytes tells transfer tools that the file is binary.
    const binaryMarker = new Uint8Array([0x25, 0xe2, 0xe3, 0xcf, 0xd3, 0x0a]);
    const parts: Uint8Array[] = [header, binaryMarker];
    const offsets: number[] = [];
    let offset = header.length + binaryMarker.length;
    // SHA-256 cut to MD5's 16 bytes: with the SHA extensions of current x86 and ARM CPUs it is
    // several times faster than MD5 over a photo's megabytes, and the /ID only has to be a digest.
    const hash = createHash('sha256');
    this.#objects.forEach((object, index) => {
      if (!object) throw new Error(`PDF object ${index + 1} was allocated but never written`);
      offsets.push(offset);
      for (const part of object) {
        parts.push(part);
        hash.update(part);
        offset += part.length;
      }
    });
    const id = new PdfHexString(new Uint8Array(hash.digest().subarray(0, 16)));
    let xref = `xref\n0 ${this.#objects.length + 1}\n0000000000 65535 f \n`;
    for (const position of offsets) xref += `${String(position).padStart(10, '0')} 00000 n \n`;
    const trailerDict: PdfDict = { Size: this.#objects.length + 1, Root: trailer.root, Info: trailer.info, ID: [id, id] };
    parts.push(encoder.encode(`${xref}trailer\n${serializePdfValue(trailerDict)}\nstartxref\n${offset}\n%%EOF\n`));
    const total = parts.reduce((sum, part) => sum + part.length, 0);
    const out = new Uint8Array(total);
    let at = 0;
    for (const part of parts) {
      out.set(part, at);
      at += part.length;
    }
    return out;
  }
}
