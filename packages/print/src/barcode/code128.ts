/**
 * Code 128 (ISO/IEC 15417) for printable ASCII, with code sets B and C chosen as the standard's
 * Annex E recommends. Job ids are such text; anything else (control characters, Latin-1 through
 * FNC4) goes to bwip-js, which a worker then loads only when it meets such text: its 2 MB of
 * PostScript-derived source and compiled code were a good part of a print worker's heap.
 */

/** Bar and space widths in modules of the symbol values 0–105 (bar first), then the stop pattern. */
const PATTERNS = (
  '212222 222122 222221 121223 121322 131222 122213 122312 132212 221213 221312 231212 112232 122132 122231 113222 ' +
  '123122 123221 223211 221132 221231 213212 223112 312131 311222 321122 321221 312212 322112 322211 212123 212321 ' +
  '232121 111323 131123 131321 112313 132113 132311 211313 231113 231311 112133 112331 132131 113123 113321 133121 ' +
  '313121 211331 231131 213113 213311 213131 311123 311321 331121 312113 312311 332111 314111 221411 431111 111224 ' +
  '111422 121124 121421 141122 141221 112214 112412 122114 122411 142112 142211 241211 221114 413111 241112 134111 ' +
  '111242 121142 121241 114212 124112 124211 411212 421112 421211 212141 214121 412121 111143 111341 131141 114113 ' +
  '114311 411113 411311 113141 114131 311141 411131 211412 211214 211232 2331112'
).split(' ');

const CODE_B = 100;
const CODE_C = 99;
const START_B = 104;
const START_C = 105;
const STOP = 106;

/**
 * Bar and space widths (bar first, quiet zone not included) of `text` as Code 128, or null when
 * the text is not printable ASCII (U+0020–U+007E) and needs code set A or FNC4.
 */
export function code128Widths(text: string): number[] | null {
  if (!/^[\x20-\x7e]+$/.test(text)) return null;
  const values = code128Values(text);
  let checksum = values[0]!;
  values.forEach((value, position) => {
    if (position > 0) checksum += value * position;
  });
  values.push(checksum % 103, STOP);
  return values.flatMap((value) => [...PATTERNS[value]!].map(Number));
}

/** Start character and data values, code sets switched by the rules of Annex E. */
function code128Values(text: string): number[] {
  const digitsAt = (index: number): number => {
    let end = index;
    while (end < text.length && text.charCodeAt(end) >= 48 && text.charCodeAt(end) <= 57) end++;
    return end - index;
  };
  const leading = digitsAt(0);
  // E.1: start C for 4 or more leading digits, or for data of exactly two digits.
  let codeC = leading >= 4 || (leading === 2 && text.length === 2);
  const values = [codeC ? START_C : START_B];
  let index = 0;
  while (index < text.length) {
    const digits = digitsAt(index);
    if (codeC) {
      if (digits >= 2) {
        values.push(Number(text.slice(index, index + 2)));
        index += 2;
        continue;
      }
      // E.2 and E.4: an odd last digit or a non-digit goes back to code set B.
      values.push(CODE_B);
      codeC = false;
    }
    if (digits >= 4) {
      // E.3: four or more digits in code set B go to C, after the first digit when they are odd in number.
      if (digits % 2 === 1) values.push(text.charCodeAt(index++) - 32);
      values.push(CODE_C);
      codeC = true;
      continue;
    }
    values.push(text.charCodeAt(index++) - 32);
  }
  return values;
}
