import { readFile } from 'node:fs/promises';
import type { AssetSource } from '@dcs/platform';
import type { FontStore } from './font-store.ts';

/** Font files kept in memory by path or storage key: a few hundred kB each (hosted subsets are tens of kB). */
const MAX_CACHED_FILES = 200;

/**
 * The font source of `services.assets`: the library's enabled fonts and its fallback chain's. A
 * hosted family answers all its subsets as files that are read when a text needs them (so "Łódź"
 * loads Roboto's latin and latin-ext files, and a Latin text no fallback font); an upload answers
 * its file. The face is picked as `@dcs/design` picks it: family case-insensitive, same style if
 * there is one, nearest weight. Bytes are cached by file, so a file is parsed once per process
 * (`@dcs/design` keeps parsed fonts by the bytes it was handed).
 */
export function createFontSource(deps: { fonts: FontStore; chain: () => Promise<readonly string[]> }): AssetSource {
  const cache = new Map<string, Promise<Uint8Array | null>>();
  const cached = (key: string, read: () => Promise<Uint8Array>): Promise<Uint8Array | null> => {
    let pending = cache.get(key);
    if (!pending) {
      pending = read().catch(() => null);
      if (cache.size >= MAX_CACHED_FILES) cache.delete(cache.keys().next().value!);
      cache.set(key, pending);
      void pending.then((bytes) => bytes ?? cache.delete(key));
    }
    return pending;
  };
  const readPath = (path: string) => cached(path, async () => new Uint8Array(await readFile(path)));
  return {
    async loadFont(request) {
      const [{ pickFontEntry }, { fontsourceFiles }] = await Promise.all([import('@dcs/design'), import('@dcs/design/fontsource')]);
      const fonts = await deps.fonts.rendered(await deps.chain());
      const font = fonts.find((candidate) => candidate.family.toLowerCase() === request.family.toLowerCase());
      if (!font) return null;
      const hosted = deps.fonts.hosted(font);
      if (hosted) return fontsourceFiles(hosted, request, readPath, font.variants);
      const variant = pickFontEntry(font.variants.flatMap((v) => (v.storageKey ? [{ ...v, family: font.family, storageKey: v.storageKey }] : [])), request);
      return variant ? cached(variant.storageKey, () => deps.fonts.readUpload(variant.storageKey)) : null;
    },
    fallbackFamilies: () => deps.chain(),
  };
}
