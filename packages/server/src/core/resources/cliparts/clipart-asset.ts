import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createError, type AssetClipart, type AssetFontFiles, type AssetFontRequest } from '@dcs/platform';

/** Where a converter finds the shop's fonts: one file, or a hosted family's subsets. */
export type SvgFontLoader = (request: AssetFontRequest) => Promise<Uint8Array | AssetFontFiles | null>;

/** Turns sanitized SVG text into the clipart every renderer draws. */
export interface SvgClipartConverter {
  /**
   * The drawing (see `clipartFromSvg` of `@dcs/design/node`), solid colors in `regions` recolorable;
   * `regions: 'detect'` makes every distinct solid color a region (`r1`, `r2`… by first appearance).
   * @throws `svc_svg_invalid` when its text has no font the shop holds.
   */
  convert(svg: string, regions: ReadonlyArray<{ id: string; color: string }> | 'detect'): Promise<AssetClipart>;
}

const WEIGHTS = [400, 700] as const;
const STYLES = ['normal', 'italic'] as const;

/** The font families an SVG's text names (attributes, style attributes and `<style>` rules). */
function fontFamilies(svg: string): string[] {
  const families = new Set<string>();
  for (const match of svg.matchAll(/font-family\s*(?:=\s*"([^"]*)"|=\s*'([^']*)'|:\s*([^;}"]*))/gi)) {
    for (const name of (match[1] ?? match[2] ?? match[3] ?? '').split(',')) {
      const family = name.trim().replace(/^&quot;|&quot;$/g, '').replace(/^['"]|['"]$/g, '').trim();
      if (family && families.size < 8) families.add(family);
    }
  }
  return [...families];
}

/**
 * A converter whose `<text>` is drawn with the shop's fonts (the family the SVG names, regular and
 * bold, upright and italic), turned into outlines by usvg. resvg reads fonts from files, so each
 * font is written once into a directory of the process's temporary files, named by its hash.
 */
export function createSvgClipartConverter(loadFont: SvgFontLoader, directory = join(tmpdir(), `dcs-svg-fonts-${process.pid}`)): SvgClipartConverter {
  const written = new Map<string, Promise<string>>();
  const fontFile = (bytes: Uint8Array) => {
    const name = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
    let path = written.get(name);
    if (!path) {
      path = (async () => {
        const { toSfnt } = await import('@dcs/print');
        await mkdir(directory, { recursive: true });
        const file = join(directory, `${name}.ttf`);
        await writeFile(file, await toSfnt(bytes));
        return file;
      })();
      written.set(name, path);
    }
    return path;
  };
  const fontFiles = async (svg: string) => {
    if (!/<text[\s>]/.test(svg)) return [];
    const files = new Set<string>();
    for (const family of fontFamilies(svg)) {
      for (const weight of WEIGHTS) {
        for (const style of STYLES) {
          const font = await loadFont({ family, weight, style });
          // A hosted family comes as its subsets: all of them, since usvg picks glyphs across the files.
          const parts = font === null ? [] : font instanceof Uint8Array ? [font] : await Promise.all(font.files.map((file) => file.load()));
          for (const bytes of parts) if (bytes) files.add(await fontFile(bytes));
        }
      }
    }
    return [...files];
  };
  return {
    async convert(svg, regions) {
      const { clipartFromSvg, SvgClipartError } = await import('@dcs/design/node');
      try {
        return clipartFromSvg(svg, { fontFiles: await fontFiles(svg), regions });
      } catch (error) {
        if (error instanceof SvgClipartError) throw createError('svc_svg_invalid', { params: { reason: error.reason } });
        throw error;
      }
    },
  };
}
