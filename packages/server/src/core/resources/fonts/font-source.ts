import { readFile } from 'node:fs/promises';
import type { AssetFontRequest, AssetSource } from '@dcs/platform';

/** One font file a source may answer with: its face and how to read its bytes. */
export interface FontFileEntry extends AssetFontRequest {
  /** Identifies the bytes (cache key): a path or a storage key with its hash. */
  key: string;
  read(): Promise<Uint8Array>;
}

/** Font files read from disk by path (the hosted catalog's package files). */
export function fileEntry(face: AssetFontRequest, path: string): FontFileEntry {
  return { ...face, key: path, read: async () => new Uint8Array(await readFile(path)) };
}

/**
 * A font source of `services.assets` over a list of font files that may change (fonts enabled,
 * disabled, uploaded): `entries()` is asked on every request, the bytes are cached by key. The face is
 * picked as `@dcs/design` picks it: family case-insensitive, same style if there is one, nearest weight.
 */
export function createFontSource(entries: () => Promise<readonly FontFileEntry[]>): AssetSource {
  const cache = new Map<string, Uint8Array>();
  return {
    async loadFont(request) {
      const { pickFontEntry } = await import('@dcs/design');
      const entry = pickFontEntry(await entries(), request);
      if (!entry) return null;
      const cached = cache.get(entry.key);
      if (cached) return cached;
      const bytes = await entry.read();
      if (cache.size >= 200) cache.delete(cache.keys().next().value!);
      cache.set(entry.key, bytes);
      return bytes;
    },
  };
}
