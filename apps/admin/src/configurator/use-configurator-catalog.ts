import { useEffect, useState } from 'react';
import { useApiClient } from '../api/client-context.ts';
import type { PaletteColor } from './mapping-model.ts';

/** What the change rows offer: the palette, and the media, cliparts and fonts a change may name (first 100 of each). */
export interface ConfiguratorCatalog {
  colors: PaletteColor[];
  media: Array<{ value: string; label: string }>;
  cliparts: Array<{ value: string; label: string }>;
  fonts: Array<{ value: string; label: string }>;
}

const EMPTY: ConfiguratorCatalog = { colors: [], media: [], cliparts: [], fonts: [] };

/** Loads the shop's palette and libraries once; a list the API refuses stays empty (the fields still take text). */
export function useConfiguratorCatalog(): ConfiguratorCatalog {
  const client = useApiClient();
  const [catalog, setCatalog] = useState(EMPTY);
  useEffect(() => {
    const list = (path: string, query: Record<string, string | number> = {}) =>
      client.get('admin', path, { per_page: 100, ...query }).then((answer) => answer.body as Array<Record<string, any>>, () => []);
    Promise.all([list('/colors'), list('/media', { kind: 'image' }), list('/cliparts'), list('/fonts', { enabled: 'true' })]).then(([colors, media, cliparts, fonts]) =>
      setCatalog({
        colors: colors.map((color) => ({ name: color.name, hex: color.hex, ...(color.cmyk ? { cmyk: color.cmyk } : {}), ...(color.spot ? { spot: color.spot } : {}) })),
        // Designs name library items by reference (`media:<id>`, `clipart:<id>`; docs/design.md).
        media: media.map((item) => ({ value: `media:${item.id}`, label: `${item.title} (media:${item.id})` })),
        cliparts: cliparts.map((item) => ({ value: `clipart:${item.id}`, label: `${item.title} (clipart:${item.id})` })),
        fonts: [...new Set(fonts.map((font) => String(font.family)))].map((family) => ({ value: family, label: family })),
      }),
    );
  }, [client]);
  return catalog;
}
