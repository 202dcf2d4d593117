import type { AssetSource, AssetsService } from '@dcs/platform';

/** The assets facade: an ordered list of sources that core resources register. */
export function createAssetsService(): AssetsService {
  const sources: AssetSource[] = [];

  async function first<K extends keyof AssetSource, R>(kind: K, ask: (source: Required<AssetSource>[K]) => Promise<R | null>): Promise<R | null> {
    for (const source of [...sources]) {
      const method = source[kind];
      if (!method) continue;
      const found = await ask(method.bind(source) as Required<AssetSource>[K]);
      if (found !== null && found !== undefined) return found;
    }
    return null;
  }

  return {
    loadFont: (request) => first('loadFont', (load) => load(request)),
    fallbackFamilies: async () => (await first('fallbackFamilies', (list) => list())) ?? [],
    loadImage: (ref) => first('loadImage', (load) => load(ref)),
    loadClipart: (ref) => first('loadClipart', (load) => load(ref)),
    addSource(source) {
      sources.push(source);
      return () => {
        const index = sources.indexOf(source);
        if (index >= 0) sources.splice(index, 1);
      };
    },
  };
}
