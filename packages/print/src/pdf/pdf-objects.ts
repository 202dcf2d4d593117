/** A PDF name such as `/Type`. */
export class PdfName {
  readonly name: string;
  constructor(name: string) {
    this.name = name;
  }
}

/** An indirect reference `n 0 R`. */
export class PdfRef {
  readonly id: number;
  constructor(id: number) {
    this.id = id;
  }
}

/** A string written as hex (`<…>`): binary-safe, used for ids and UTF-16 text. */
export class PdfHexString {
  readonly bytes: Uint8Array;
  constructor(bytes: Uint8Array) {
    this.bytes = bytes;
  }
}

/** A number written with a fixed number of decimals (content streams and geometry). */
export class PdfRaw {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

/** A value of the PDF object model; plain strings are literal strings `(…)`. */
export type PdfValue = PdfName | PdfRef | PdfHexString | PdfRaw | string | number | boolean | null | PdfValue[] | PdfDict;
/** A dictionary; `undefined` entries are left out. */
export interface PdfDict {
  [key: string]: PdfValue | undefined;
}

export const name = (value: string): PdfName => new PdfName(value);

/** A number with at most `decimals` decimals and no exponent. */
export function pdfNumber(value: number, decimals = 4): string {
  if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
  // Integers (barcode modules, most sizes) skip the formatting: String(-0) is already '0'.
  if (Number.isInteger(value) && Math.abs(value) < 1e21) return String(value);
  const text = value.toFixed(decimals);
  const trimmed = text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
  return trimmed === '-0' ? '0' : trimmed;
}

/** A text string for the document information dictionary: PDFDocEncoding for ASCII, UTF-16BE otherwise. */
export function pdfTextString(text: string): PdfValue {
  if (/^[\x20-\x7e]*$/.test(text)) return text;
  const bytes = new Uint8Array(2 + text.length * 2);
  bytes[0] = 0xfe;
  bytes[1] = 0xff;
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    bytes[2 + index * 2] = unit >> 8;
    bytes[3 + index * 2] = unit & 0xff;
  }
  return new PdfHexString(bytes);
}

/** A date as `D:YYYYMMDDHHmmSSZ` (UTC). */
export function pdfDate(date: Date): string {
  const iso = date.toISOString();
  return `D:${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`;
}

function escapeName(value: string): string {
  return value.replace(/[^!-~]|[#()<>[\]{}/%]/g, (char) => `#${char.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

function escapeLiteral(value: string): string {
  return value.replace(/[\\()]/g, (char) => `\\${char}`).replace(/\r/g, '\\r').replace(/\n/g, '\\n');
}

function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) out += byte.toString(16).padStart(2, '0');
  return out;
}

/** Serializes a value as PDF syntax. */
export function serializePdfValue(value: PdfValue): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return pdfNumber(value);
  if (typeof value === 'string') return `(${escapeLiteral(value)})`;
  if (value instanceof PdfName) return `/${escapeName(value.name)}`;
  if (value instanceof PdfRef) return `${value.id} 0 R`;
  if (value instanceof PdfHexString) return `<${toHex(value.bytes)}>`;
  if (value instanceof PdfRaw) return value.text;
  if (Array.isArray(value)) return `[${value.map(serializePdfValue).join(' ')}]`;
  let out = '<<';
  for (const [key, entry] of Object.entries(value)) {
    if (entry === undefined) continue;
    out += `/${escapeName(key)} ${serializePdfValue(entry)}`;
  }
  return `${out}>>`;
}
