import type { ClipartAsset, DesignResourceProviders } from '@dcs/design';
import type { ApiClient } from '../designer/api-client.ts';
import { createBrowserProviders } from '../designer/browser-resources.ts';
import type { Catalog } from '../designer/storefront-types.ts';

/**
 * The designer's browser providers, with cliparts remembered too: many panels (and cart lines) of
 * one page ask for the same clipart at once, and each is fetched once.
 */
export function createSharedProviders(api: ApiClient, catalog: Catalog): DesignResourceProviders {
  const base = createBrowserProviders(api, catalog);
  const assets = base.assets;
  if (!assets) return base;
  const cliparts = new Map<string, Promise<ClipartAsset | null>>();
  return {
    fonts: base.fonts,
    assets: {
      loadImage: (ref) => assets.loadImage(ref),
      loadClipart: (ref) => {
        let pending = cliparts.get(ref);
        if (!pending) {
          pending = assets.loadClipart(ref);
          cliparts.set(ref, pending);
        }
        return pending;
      },
    },
  };
}
