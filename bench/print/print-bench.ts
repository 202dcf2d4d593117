// The reference print job with a new customer photo in every job, warm process, median of 20:
//   node_modules/.bin/node bench/print/print-bench.ts [--design postcard|card] [--print-only]
// postcard (default): A5 trim with 3 mm bleed, a photo over the top half, two lines of text and one
// clipart; card: an 85 × 55 mm photo business card, the photo over the whole bleed box. Every job's
// photo is another 3000×2000 JPEG of ~1.3 MB with grain (as customers upload them), so nothing of it
// is decoded, converted or compressed before; each job validates and lays out the design, preflights
// it, renders the CMYK PDF (photos as JPEG, the default), self-checks it, renders the job sheet, the
// barcodes and the JSON/JDF ticket (`producePrintJob`). Fonts, the clipart and the color converter are
// kept, as a worker keeps them.
//
// Beside each job, on the same photo, the pixel floor: sharp decoding the photo at the size the job
// needs (shrink-on-load when it is at least twice as large), resizing it and encoding it as an RGB JPEG
// of the same quality, the work no print path avoids. The ratio job/floor is measured in the same run,
// interleaved, so load on the shared machine weighs on both alike. Printed beside: the same job with a
// photo encoded before (the worker's encoded-image cache: reprints and template photos), with lossless
// photos (the printing-method setting), what the job sheet's thumbnail costs, peak RSS, and the file
// sizes beside headless Chromium's print-to-PDF of the same card (Debian chromium, playwright-core, one
// warm page) and its time, and a Ghostscript PDF/X conversion of Chromium's PDF to CMYK.
// Ghostscript is started per conversion: fed several PDFs over stdin, one error discards the rest of
// its input line and the marker that ends a conversion never comes, so a kept-running gs was not reliable.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DesignResources, layoutDesign, loadDesignResources, renderSideSvg, validateDesign, type DesignLayout, type ImageElement } from '@dcs/design';
import { createDirectoryAssetResolver, createFileFontProvider } from '@dcs/design/node';
import {
  EncodedImageCache,
  PHOTO_JPEG_QUALITY,
  PreparedImages,
  createCmykColorConverter,
  createJobTicket,
  producePrintJob,
  renderJobSheet,
  renderPrintPdf,
  type PhotoCompression,
} from '@dcs/print';
import { photoCardDesignJson, referenceDesignJson, testFontFiles } from '../../packages/print/src/testing/print-fixtures.ts';
import { DCS_MALLOC_ENV } from '../../packages/server/src/testing/spawn-dcs.ts';
import { pixelFloor } from './pixel-floor.ts';
import { threadCpuMs } from './thread-cpu.ts';

// Measure the process as it is deployed: `npm start`, `npm run dcs` and the `dcs` shebang set glibc's
// allocator (DCS_MALLOC_ENV: one arena, buffers of 256 KiB and more mapped), which only the environment
// at start can do, so this bench starts itself again with them when they are unset.
if (process.platform === 'linux' && process.env.MALLOC_MMAP_THRESHOLD_ === undefined) {
  const again = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit', env: { ...process.env, ...DCS_MALLOC_ENV } });
  process.exit(again.status ?? 1);
}

const ITERATIONS = Number(process.env.DCS_BENCH_ITERATIONS ?? 20);
const WARM = 3;
/** Jobs of each side figure (photo encoded before, lossless photos, the job sheet's thumbnail). */
const SIDE = 6;
/** `--print-only` skips the Chromium + Ghostscript comparison (for comparing variants quickly). */
const PRINT_ONLY = process.argv.includes('--print-only');
const designFlag = process.argv.indexOf('--design');
const DESIGN = designFlag >= 0 ? (process.argv[designFlag + 1] ?? '') : 'postcard';
if (DESIGN !== 'postcard' && DESIGN !== 'card') throw new Error('--design wants postcard or card');
const BROWSER_ITERATIONS = 5;
const PROFILE = '/usr/share/color/icc/ghostscript/default_cmyk.icc';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const cpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};
const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

// The photos are synthesized and encoded by a child process: a print worker reads photos, it does
// not make them, and their raw pixels would count in this process's peak RSS.
const photoCount = WARM + ITERATIONS + 2 * SIDE + 2;
const fixtures = spawnSync(
  process.execPath,
  [
    '--input-type=module',
    '-e',
    `const f = await import(${JSON.stringify(new URL('../../packages/print/src/testing/print-fixtures.ts', import.meta.url).href)}); const d = await f.testAssetsDirectory(); await f.writeCustomerPhotos(d, ${photoCount}); console.log(d);`,
  ],
  { encoding: 'utf8' },
);
if (fixtures.status !== 0) throw new Error(`could not write the fixtures: ${fixtures.stderr}`);
const assetsDirectory = fixtures.stdout.trim();
const photos = Array.from({ length: photoCount }, (_, n) => `customer-${n}.jpg`);
let nextPhoto = 0;
const providers = { fonts: createFileFontProvider(testFontFiles()), assets: createDirectoryAssetResolver(assetsDirectory) };
const colors = await createCmykColorConverter({ profile: new Uint8Array(readFileSync(PROFILE)), identifier: 'Custom' });

function designJson(kind: string, photo: string): Record<string, unknown> {
  if (kind === 'card') return photoCardDesignJson(photo);
  const json = referenceDesignJson();
  (json.sides as { elements: Record<string, unknown>[] }[])[0]!.elements.find((element) => element.id === 'photo')!.media = photo;
  return json;
}

// Fonts and the clipart stay loaded; the photos are dropped every 8 jobs, as a worker renews its resources.
let reuse = new DesignResources();
let loaded = 0;
async function layoutFor(photo: string, kind = DESIGN): Promise<DesignLayout> {
  if (++loaded > 8) {
    reuse = new DesignResources();
    loaded = 0;
  }
  const design = validateDesign(designJson(kind, photo));
  return layoutDesign(design, await loadDesignResources(design, providers, { reuse }));
}

let counter = 0;
async function runJob(layout: DesignLayout, options: { imageCache?: EncodedImageCache; photoCompression?: PhotoCompression } = {}) {
  return producePrintJob({
    jobId: `J-${String(++counter).padStart(6, '0')}`,
    createdAt: new Date(),
    order: { id: 'ord_1', number: '1001' },
    item: { id: 'item_1' },
    product: { id: 'prod_1', name: DESIGN === 'card' ? 'Business card' : 'Postcard A5' },
    quantity: 100,
    printingMethod: 'digital',
    layout,
    colors,
    sheetFont: layout.resources.fonts()[0]!,
    cropMarks: true,
    ...options,
  });
}

/** The pixel floor of the job's photo (`pixel-floor.ts`). */
function floor(layout: DesignLayout): Promise<Buffer> {
  const element = layout.design.sides[0]!.elements.find((entry) => entry.type === 'image') as ImageElement;
  const asset = layout.resources.image(element.media)!;
  return pixelFloor(asset.bytes, asset.widthPx, asset.heightPx, element);
}

for (let warm = 0; warm < WARM; warm++) {
  const layout = await layoutFor(photos[nextPhoto++]!);
  await runJob(layout);
  await floor(layout);
}

// 1. A new photo in every job, each beside its floor.
const times: number[] = [];
const cpus: number[] = [];
const floorTimes: number[] = [];
const floorCpus: number[] = [];
let sizes = { artwork: 0, sheet: 0, floor: 0 };
const loadBefore = loadavg()[0]!;
const threadsBefore = process.platform === 'linux' ? threadCpuMs() : new Map<string, number>();
let jobThreads = 0;
for (let iteration = 0; iteration < ITERATIONS; iteration++) {
  const photo = photos[nextPhoto++]!;
  let cpu = cpuMs();
  let started = performance.now();
  // The layout is part of the job: it reads the new photo's file.
  const output = await runJob(await layoutFor(photo));
  times.push(performance.now() - started);
  cpus.push(cpuMs() - cpu);
  sizes = { ...sizes, artwork: output.artwork.bytes.length, sheet: output.jobSheet.bytes.length };
  const layout = await layoutFor(photo);
  cpu = cpuMs();
  started = performance.now();
  sizes.floor = (await floor(layout)).length;
  floorTimes.push(performance.now() - started);
  floorCpus.push(cpuMs() - cpu);
  jobThreads++;
}
const rssMb = process.resourceUsage().maxRSS / 1024;
const ours = median(times);
const floorMs = median(floorTimes);
const oursCpu = cpus.reduce((sum, ms) => sum + ms, 0) / ITERATIONS;
const floorCpu = floorCpus.reduce((sum, ms) => sum + ms, 0) / ITERATIONS;
console.log(`dcs print job, ${DESIGN}, a new ${Math.round(readFileSync(join(assetsDirectory, photos[0]!)).length / 1024)} KiB 3000×2000 photo each job (CMYK PDF + job sheet + ticket + barcodes, photos as JPEG q${PHOTO_JPEG_QUALITY}):`);
console.log(`  median ${ours.toFixed(1)} ms of ${ITERATIONS} (min ${Math.min(...times).toFixed(1)}, max ${Math.max(...times).toFixed(1)}); CPU ${oursCpu.toFixed(0)} ms per job on all threads (targets ≤ 70 ms, ≤ 90 ms CPU)`);
console.log(`  pixel floor on the same photos (sharp: shrink-on-load decode, resize, JPEG q${PHOTO_JPEG_QUALITY}): median ${floorMs.toFixed(1)} ms, CPU ${floorCpu.toFixed(0)} ms; job/floor ${(ours / floorMs).toFixed(2)}× wall, ${(oursCpu / floorCpu).toFixed(2)}× CPU (target ≤ 2×)`);
if (process.platform === 'linux') {
  const byKind = [...threadCpuMs()].map(([kind, ms]) => [kind, (ms - (threadsBefore.get(kind) ?? 0)) / jobThreads] as const).filter(([, ms]) => ms >= 0.5);
  console.log(`  by thread, ms per job + floor: ${byKind.sort((a, b) => b[1] - a[1]).map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`).join(', ')}`);
}
console.log(`  artwork ${kib(sizes.artwork)}, job sheet ${kib(sizes.sheet)}, the floor's JPEG ${kib(sizes.floor)}; max RSS ${rssMb.toFixed(0)} MB; load average (1 min) before/after ${loadBefore.toFixed(1)} / ${loadavg()[0]!.toFixed(1)}`);

// 2. Beside it: the same job whose photo was encoded before (cached), and with lossless photos.
async function sideFigure(label: string, photoFor: (n: number) => string, options: Parameters<typeof runJob>[1]): Promise<void> {
  const sideTimes: number[] = [];
  const cpu = cpuMs();
  let size = 0;
  for (let n = 0; n < SIDE; n++) {
    const started = performance.now();
    size = (await runJob(await layoutFor(photoFor(n)), options)).artwork.bytes.length;
    sideTimes.push(performance.now() - started);
  }
  console.log(`${label}: median ${median(sideTimes).toFixed(1)} ms of ${SIDE}, CPU ${((cpuMs() - cpu) / SIDE).toFixed(0)} ms per job; artwork ${kib(size)}`);
}
const cachedPhoto = photos[WARM]!;
const imageCache = new EncodedImageCache();
// The cache keeps a photo from its second request on (the first is a customer's one-off, as a rule).
for (let warm = 0; warm < 2; warm++) await runJob(await layoutFor(cachedPhoto), { imageCache });
await sideFigure('  cached: the same photo encoded before (encoded-image cache; reprints, template photos)', () => cachedPhoto, { imageCache });
await sideFigure('  lossless photos (printing-method setting), a new photo each job', () => photos[nextPhoto++]!, { photoCompression: 'lossless' });

// 3. What the job sheet's thumbnail costs: the sheet rendered after the print PDF prepared the photo
// (its thumbnail is resized from those pixels, as in a job), against the same sheet without the photo.
{
  let withPhoto = 0;
  let withoutPhoto = 0;
  for (let n = 0; n < SIDE; n++) {
    const layout = await layoutFor(photos[nextPhoto++]!);
    const preparedImages = new PreparedImages();
    await renderPrintPdf(layout, { colors, preparedImages });
    const ticket = createJobTicket(
      { jobId: 'J-1', createdAt: new Date(), order: { id: 'o' }, item: { id: 'i' }, product: { id: 'p', name: 'P' }, quantity: 1, printingMethod: 'digital', colorMode: 'cmyk', outputProfile: null },
      layout.design,
      [],
    );
    const font = layout.resources.fonts()[0]!;
    let cpu = cpuMs();
    await renderJobSheet({ ticket, layout, colors, font, preparedImages });
    withPhoto += cpuMs() - cpu;
    const bare = { ...layout, design: { ...layout.design, sides: layout.design.sides.map((side) => ({ ...side, elements: side.elements.filter((element) => element.type !== 'image') })) } };
    cpu = cpuMs();
    await renderJobSheet({ ticket, layout: bare, colors, font });
    withoutPhoto += cpuMs() - cpu;
  }
  console.log(`  job sheet: ${(withPhoto / SIDE).toFixed(1)} ms CPU with the photo's thumbnail (resized from the print PDF's pixels), ${(withoutPhoto / SIDE).toFixed(1)} ms without`);
}

if (PRINT_ONLY) {
  // Comparison skipped on request.
} else if (!existsSync('/usr/bin/chromium') || !existsSync('/usr/bin/gs')) {
  console.log('Chromium or Ghostscript missing (apt-get install chromium ghostscript): comparison skipped.');
} else {
  const directory = mkdtempSync(join(tmpdir(), 'dcs-print-bench-'));
  // Loaded only now, so the print worker's RSS above does not include the browser driver.
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    for (const kind of ['postcard', 'card']) {
      const layout = await layoutFor(photos[nextPhoto++]!, kind);
      const side = layout.design.sides[0]!;
      const width = `${side.trim.width + 2 * side.bleed}mm`;
      const height = `${side.trim.height + 2 * side.bleed}mm`;
      const svg = renderSideSvg(layout, 'front', { bleed: true });
      const html = `<!doctype html><html><head><style>@page{size:${width} ${height};margin:0}html,body{margin:0}svg{display:block}</style></head><body>${svg}</body></html>`;
      const chromiumTimes: number[] = [];
      const gsTimes: number[] = [];
      let chromiumBytes = 0;
      for (let iteration = 0; iteration < BROWSER_ITERATIONS + 2; iteration++) {
        let started = performance.now();
        await page.setContent(html);
        const pdf = await page.pdf({ width, height, printBackground: true });
        const chromiumMs = performance.now() - started;
        chromiumBytes = pdf.length;
        writeFileSync(join(directory, 'chromium.pdf'), pdf);
        started = performance.now();
        convertWithGhostscript(join(directory, 'chromium.pdf'), join(directory, `pdfx-${iteration}.pdf`));
        const gsMs = performance.now() - started;
        // The first two rounds warm both (page, fonts, Ghostscript's resources).
        if (iteration >= 2) {
          chromiumTimes.push(chromiumMs);
          gsTimes.push(gsMs);
        }
      }
      const jpeg = (await renderPrintPdf(layout, { colors, cropMarks: true })).bytes.length;
      const lossless = (await renderPrintPdf(layout, { colors, cropMarks: true, photoCompression: 'lossless' })).bytes.length;
      console.log(`${kind}: Chromium print-to-PDF (warm page, RGB, no sheet/ticket) median ${median(chromiumTimes).toFixed(1)} ms of ${BROWSER_ITERATIONS}, ${kib(chromiumBytes)}; Ghostscript PDF/X CMYK conversion of it ${median(gsTimes).toFixed(1)} ms`);
      console.log(`  dcs CMYK print PDF: ${kib(jpeg)} with JPEG photos (${(jpeg / chromiumBytes).toFixed(2)}× Chromium's, target ≤ 1.5×), ${kib(lossless)} lossless (${(lossless / chromiumBytes).toFixed(2)}×)`);
      if (kind === DESIGN) console.log(`  dcs job / Chromium print-to-PDF: ${(ours / median(chromiumTimes)).toFixed(2)} (wall, the job with its sheet, ticket and barcodes)`);
    }
  } finally {
    await browser.close();
    rmSync(directory, { recursive: true, force: true });
  }
}

rmSync(assetsDirectory, { recursive: true, force: true });

function convertWithGhostscript(input: string, output: string): void {
  execFileSync('gs', ['-q', '-dBATCH', '-dNOPAUSE', '-dSAFER', '-dPDFX', '-sDEVICE=pdfwrite', '-sColorConversionStrategy=CMYK', '-sProcessColorModel=DeviceCMYK', `-sOutputICCProfile=${PROFILE}`, `-sOutputFile=${output}`, input]);
}
