import { encode } from 'uqr';

/**
 * The dark modules of a QR code for `text`, row by row, without a quiet zone: uqr (Nayuki's
 * encoder) at error correction M, the smallest version, the mask of lowest penalty (ISO 18004).
 * The one encoder of dcs: the QR element (canvas, previews, print) and the print's barcodes
 * (job sheets, labels) call this.
 *
 * @example
 * qrModules('https://example.com').length; // 25 (version 2)
 */
export function qrModules(text: string): boolean[][] {
  return encode(text, { ecc: 'M', border: 0 }).data;
}

/** Modules of quiet zone around every QR code (ISO 18004 asks for 4). */
export const QR_QUIET_ZONE = 4;

/**
 * Horizontal runs of dark modules as `[column, row, length]`, so a renderer draws one rectangle per
 * run rather than per module (fewer seams, smaller output).
 */
export function qrRuns(modules: readonly (readonly boolean[])[]): [number, number, number][] {
  const runs: [number, number, number][] = [];
  modules.forEach((row, y) => {
    let start = -1;
    for (let x = 0; x <= row.length; x++) {
      const dark = x < row.length && row[x] === true;
      if (dark && start < 0) start = x;
      if (!dark && start >= 0) {
        runs.push([start, y, x - start]);
        start = -1;
      }
    }
  });
  return runs;
}
