import { readFile } from 'node:fs/promises';
import { pickFontEntry, type FontProvider, type FontRequest } from '../resources/resource-providers.ts';

/** A font file on disk and the family, weight and style it provides. */
export interface FontFileEntry extends FontRequest {
  path: string;
}

/**
 * A {@link FontProvider} over font files on disk, each read on first use and kept in memory.
 *
 * @example
 * const fonts = createFileFontProvider([{ family: 'Roboto', weight: 400, style: 'normal', path: '/fonts/Roboto.woff' }]);
 */
export function createFileFontProvider(entries: readonly FontFileEntry[]): FontProvider {
  const files = new Map<string, Promise<Uint8Array>>();
  return {
    async loadFont(request) {
      const entry = pickFontEntry(entries, request);
      if (!entry) return null;
      let pending = files.get(entry.path);
      if (!pending) {
        pending = readFile(entry.path).then((buffer) => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength));
        files.set(entry.path, pending);
      }
      return pending;
    },
  };
}
