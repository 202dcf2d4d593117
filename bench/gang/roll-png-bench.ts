import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { mixedGangItems, nestRoll } from '@dcs/gang';
import { renderRollPng } from '@dcs/print';
import sharp from 'sharp';
import { syntheticPhoto } from '../../packages/print/src/testing/print-fixtures.ts';
import { BENCH_ROLL } from './nesting-bench.ts';

/**
 * A 22-inch roll cut at 3 m, full of transfers (photo-like artwork with an alpha edge, decoded from
 * PNGs at 150 dpi and resized to 300), written as a 300 dpi PNG to a file. Prints wall time, CPU time
 * and the process's peak RSS (targets: ≤ 10 s, ≤ 400 MB).
 */
export async function benchRollPng(): Promise<boolean> {
  const layout = nestRoll(mixedGangItems(300, 11), { ...BENCH_ROLL, maxLength: 3000 });
  const roll = layout.rolls[0]!;
  const artworks = await Promise.all(
    Array.from({ length: 6 }, (_, index) => {
      const [width, height] = [600 + index * 80, 500 + index * 50];
      return sharp(syntheticPhoto(width, height, 4), { raw: { width, height, channels: 4 } }).png({ compressionLevel: 1 }).toBuffer();
    }),
  );
  const sources = new Map(roll.items.map((item, index) => [item.id, artworks[index % artworks.length]!]));
  const label = (item: { id: string; copy: number }) => ({ lines: [`${item.id} · ${item.copy}/1`, 'Order 1042'], barcode: `${item.id}-${item.copy}` });
  const directory = mkdtempSync(join(tmpdir(), 'dcs-gang-bench-'));
  const path = join(directory, 'roll.png');
  try {
    const rssBefore = process.memoryUsage().rss;
    let peak = rssBefore;
    const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const cpu = process.cpuUsage();
    const started = performance.now();
    await pipeline(renderRollPng({ roll, dpi: 300, sources, label }), createWriteStream(path));
    const wall = performance.now() - started;
    const used = process.cpuUsage(cpu);
    clearInterval(timer);
    peak = Math.max(peak, process.memoryUsage().rss);
    const metadata = await sharp(path, { limitInputPixels: false }).metadata();
    const size = statSync(path).size;
    console.log(`roll PNG: ${roll.items.length} items on ${(roll.width / 25.4).toFixed(1)}" × ${(roll.length / 1000).toFixed(3)} m → ${metadata.width} × ${metadata.height} px at ${metadata.density} dpi, ${(size / 1e6).toFixed(1)} MB`);
    console.log(`  wall ${(wall / 1000).toFixed(2)} s, cpu ${((used.user + used.system) / 1e6).toFixed(2)} s, peak RSS ${(peak / 2 ** 20).toFixed(0)} MB (before ${(rssBefore / 2 ** 20).toFixed(0)} MB)   targets: ≤ 10 s, ≤ 400 MB`);
    return wall <= 10_000 && peak <= 400 * 2 ** 20;
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
