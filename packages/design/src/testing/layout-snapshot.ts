import { renderSideSvg } from '../render/render-svg.ts';
import { layoutDesign } from '../layout/design-layout.ts';
import { loadDesignResources } from '../resources/design-resources.ts';
import { createStaticFontProvider, pickFontEntry, type ClipartAsset, type FontProvider, type FontRequest, type ImageAsset } from '../resources/resource-providers.ts';
import type { UnicodeRanges } from '../resources/unicode-range.ts';
import { validateDesign } from '../validation/validate-design.ts';
import { preflightDesign, preflightOptionsForDpi } from '../preflight/preflight.ts';

/** Inputs as plain JSON, so the same call can run in a browser page. */
export interface SnapshotInput {
  designs: Record<string, unknown>;
  fonts: (FontRequest & { base64: string })[];
  images: Record<string, Omit<ImageAsset, 'bytes'> & { base64: string }>;
  cliparts: Record<string, ClipartAsset>;
  /** Fonts in several files (hosted subsets) and the fallback chain; used instead of `fonts` when given. */
  hosted?: { fonts: (FontRequest & { files: { key: string; unicodeRange: UnicodeRanges; base64: string }[] })[]; fallbackFamilies: string[] };
}

/** A provider over `hosted`: each file decoded only when a text needs it, as a browser fetches it. */
function hostedProvider(hosted: NonNullable<SnapshotInput['hosted']>): FontProvider {
  return {
    loadFont: async (request) => {
      const font = pickFontEntry(hosted.fonts, request);
      return font && { files: font.files.map((file) => ({ key: file.key, unicodeRange: file.unicodeRange, load: async () => fromBase64(file.base64) })) };
    },
    fallbackFamilies: async () => hosted.fallbackFamilies,
  };
}

function fromBase64(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * Validates, lays out and renders every design with core APIs only (no Node), and returns the
 * glyph positions of every text element, every side's SVG and the preflight report. The browser test runs this in
 * Chromium and in Node and compares the results for equality.
 */
export async function snapshotLayouts(input: SnapshotInput): Promise<Record<string, unknown>> {
  const fonts = input.hosted ? hostedProvider(input.hosted) : createStaticFontProvider(input.fonts.map(({ base64, ...request }) => ({ ...request, bytes: fromBase64(base64) })));
  const assets = {
    loadImage: async (ref: string) => {
      const image = input.images[ref];
      return image ? { ...image, bytes: fromBase64(image.base64) } : null;
    },
    loadClipart: async (ref: string) => input.cliparts[ref] ?? null,
  };
  const result: Record<string, unknown> = {};
  for (const [name, json] of Object.entries(input.designs)) {
    const design = validateDesign(json);
    const layout = layoutDesign(design, await loadDesignResources(design, { fonts, assets }));
    result[name] = {
      texts: [...layout.texts.values()].map((text) => ({
        id: text.elementId,
        fontSize: text.fontSize,
        lines: text.lines.map((line) => ({
          text: line.text,
          x: line.x,
          baseline: line.baseline,
          glyphs: line.runs.flatMap((run) => run.glyphs.map((glyph) => [run.fontKey, glyph.id, glyph.x, glyph.y, glyph.advance, glyph.rotation ?? null])),
        })),
        missing: text.missingCodePoints,
        fallback: text.fallbackCodePoints,
      })),
      svgs: design.sides.map((side) => renderSideSvg(layout, side.id)),
      preflight: preflightDesign(layout, preflightOptionsForDpi(300)),
    };
  }
  return result;
}
