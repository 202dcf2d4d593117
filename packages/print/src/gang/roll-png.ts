import type { PlacedItem, Rect, RollSheet } from '@dcs/gang';
import sharp, { type Sharp } from 'sharp';
import { labelGeometry, type GangLabel } from './gang-label.ts';
import { pngStream } from './png-stream.ts';

/** Options of {@link renderRollPng}. */
export interface RenderRollPngOptions {
  roll: RollSheet;
  /** The printing method's resolution; also written into the PNG (pHYs). */
  dpi: number;
  /** Each item id's artwork as an image sharp reads (a transparent PNG of the print area), any size: it is resized to the layout. */
  sources: ReadonlyMap<string, Uint8Array>;
  label: (item: PlacedItem) => GangLabel | null;
  /** Rows per band (memory: width × 4 bytes each); default 512. */
  bandRows?: number;
}

/**
 * A piece of the roll in pixels: an item's artwork or a label. `source` is decoded once when a band
 * first reaches the tile (at the source's own resolution) and dropped after its last band; each band
 * then asks sharp for just its rows at the roll's resolution, so a large transfer never exists whole
 * at 300 dpi (a 40 × 30 cm back print would be 67 MB of RGBA).
 */
interface Tile {
  x: number;
  y: number;
  width: number;
  height: number;
  turn: 0 | 90;
  input: () => Sharp;
  source?: Promise<{ data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } }>;
}

/**
 * The roll as a transparent RGBA PNG at the method's resolution with its physical size recorded,
 * streamed in bands of rows. Items and labels never overlap, so their pixels are copied, not blended.
 */
export function renderRollPng(options: RenderRollPngOptions): AsyncIterable<Uint8Array> {
  const { roll, dpi } = options;
  const px = (mm: number): number => Math.round((mm * dpi) / 25.4);
  const width = px(roll.width);
  const height = px(roll.length);
  return pngStream({ width, height, dpi }, bands(tilesOf(options, px), width, height, options.bandRows ?? 512));
}

function tilesOf(options: RenderRollPngOptions, px: (mm: number) => number): Tile[] {
  const tiles: Tile[] = [];
  const toPixels = (rect: Rect) => ({ x: px(rect.x), y: px(rect.y), width: px(rect.x + rect.width) - px(rect.x), height: px(rect.y + rect.height) - px(rect.y) });
  for (const item of options.roll.items) {
    const source = options.sources.get(item.id);
    if (!source) throw new Error(`no image for item ${item.id}`);
    tiles.push({ ...toPixels(item), turn: item.rotated ? 90 : 0, input: () => sharp(source) });
    const label = item.label ? options.label(item) : null;
    if (label && item.label) {
      const labelBox = toPixels(item.label);
      const rect = item.label;
      tiles.push({ ...labelBox, turn: 0, input: () => sharp(Buffer.from(labelSvg(rect, label, labelBox))) });
    }
  }
  return tiles.sort((a, b) => a.y - b.y);
}

/** Rows `from`…`from + count` of a tile at the roll's resolution, RGBA. */
async function tileRows(tile: Tile, from: number, count: number): Promise<Uint8Array> {
  tile.source ??= tile.input().ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const { data, info } = await tile.source;
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .rotate(tile.turn)
    .resize(tile.width, tile.height, { fit: 'fill' })
    .extract({ left: 0, top: from, width: tile.width, height: count })
    .raw()
    .toBuffer();
}

async function* bands(tiles: Tile[], width: number, height: number, bandRows: number): AsyncGenerator<Uint8Array> {
  const stride = 1 + width * 4;
  let next = 0;
  let active: Tile[] = [];
  // Two buffers in turn (pngStream lets the band before last be reused): a few large allocations instead
  // of one per band, each of which made V8 run a full collection for the external memory.
  const buffers = [new Uint8Array(stride * bandRows), new Uint8Array(stride * bandRows)];
  for (let top = 0, index = 0; top < height; top += bandRows, index++) {
    const bottom = Math.min(height, top + bandRows);
    active = active.filter((tile) => tile.y + tile.height > top);
    while (next < tiles.length && tiles[next]!.y < bottom) active.push(tiles[next++]!);
    const band = buffers[index % 2]!.subarray(0, stride * (bottom - top)).fill(0);
    // Every tile's rows at once: sharp runs them on its own threads.
    await Promise.all(
      active.map(async (tile) => {
        const first = Math.max(top, tile.y);
        const rows = Math.min(bottom, tile.y + tile.height) - first;
        const pixels = await tileRows(tile, first - tile.y, rows);
        const columns = Math.max(0, Math.min(tile.width, width - tile.x)) * 4;
        for (let row = 0; row < rows; row++) band.set(pixels.subarray(row * tile.width * 4, row * tile.width * 4 + columns), (first - top + row) * stride + 1 + tile.x * 4);
      }),
    );
    for (const tile of active) if (tile.y + tile.height <= bottom) delete tile.source;
    yield band;
  }
}

/** A label as SVG in its pixel box: crisp Code 128 bars, then the text sized to fit. */
function labelSvg(rect: Rect, label: GangLabel, box: { width: number; height: number }): string {
  const geometry = labelGeometry(rect, label);
  const bars = geometry.bars.map((bar) => `<rect x="${bar.x - rect.x}" y="0" width="${bar.width}" height="${bar.height}"/>`).join('');
  const { text } = geometry;
  const lines = text.lines
    .map((line, index) => {
      // librsvg ignores textLength: the size is chosen so the line fits (DejaVu Sans averages < 0.64 em a character).
      const size = Math.min(text.lineHeight * 0.8, (text.width - 0.5) / Math.max(1, line.length * 0.64));
      return size > 0.3 ? `<text x="${text.x - rect.x + 0.5}" y="${index * text.lineHeight + size * 0.85}" font-size="${size}">${escapeXml(line)}</text>` : '';
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${box.width}" height="${box.height}" viewBox="0 0 ${rect.width} ${rect.height}" preserveAspectRatio="none"><g fill="#000" shape-rendering="crispEdges">${bars}</g><g font-family="DejaVu Sans, sans-serif">${lines}</g></svg>`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
