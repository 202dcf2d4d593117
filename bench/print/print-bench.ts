// The reference print job, warm process, median of 20:
//   node_modules/.bin/node bench/print/print-bench.ts
// A5 trim with 3 mm bleed, a 3000×2000 JPEG photo, two lines of text and one clipart. Fonts,
// the photo file, the color converter and the encoded-image cache are kept (as a worker keeps them:
// from the second job on the photo is not decoded, converted or deflated again; `--no-image-cache`
// measures a job whose photo is new every time); each iteration
// validates and lays out the design, preflights it, renders the CMYK PDF, self-checks it, renders
// the job sheet, the barcodes and the JSON/JDF ticket (`producePrintJob`).
// For comparison the same design goes through headless Chromium's print-to-PDF (Debian chromium,
// playwright-core, one warm page) and a Ghostscript PDF/X conversion to CMYK (Ghostscript started per file, see below),
// each timed on its own: Chromium's RGB page is the reference a print-ready job must not cost more than.
// Ghostscript is started per conversion: fed several PDFs over stdin, one error discards the rest of
// its input line and the marker that ends a conversion never comes, so a kept-running gs was not reliable.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DesignResources, layoutDesign, loadDesignResources, renderSideSvg, validateDesign } from '@dcs/design';
import { createDirectoryAssetResolver, createFileFontProvider } from '@dcs/design/node';
import { EncodedImageCache, createCmykColorConverter, producePrintJob } from '@dcs/print';
import { referenceDesignJson, testFontFiles } from '../../packages/print/src/testing/print-fixtures.ts';
import { threadCpuMs } from './thread-cpu.ts';

// Measure the process as it is deployed: glibc's default of one malloc arena per thread lets
// libvips' threads fragment memory (about 100 MB more peak RSS here); `npm start`/`npm run dcs` set
// MALLOC_ARENA_MAX=2, and so does this bench, by starting itself again when it is unset.
if (process.platform === 'linux' && !process.env.MALLOC_ARENA_MAX) {
  const again = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit', env: { ...process.env, MALLOC_ARENA_MAX: '2' } });
  process.exit(again.status ?? 1);
}

const ITERATIONS = Number(process.env.DCS_BENCH_ITERATIONS ?? 20);
/** `--print-only` skips the Chromium + Ghostscript comparison (for comparing variants quickly). */
const PRINT_ONLY = process.argv.includes('--print-only');
/** `--no-image-cache`: every job decodes, resizes, converts and deflates its photo (a customer's new upload). */
const IMAGE_CACHE = !process.argv.includes('--no-image-cache');
const BROWSER_ITERATIONS = 5;
const PROFILE = '/usr/share/color/icc/ghostscript/default_cmyk.icc';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

// The reference photo is synthesized and encoded by a child process: a print worker reads photos,
// it does not make them, and the 18 MB of raw pixels would count in this process's peak RSS.
const fixtures = spawnSync(process.execPath, ['--input-type=module', '-e', `const { testAssetsDirectory } = await import(${JSON.stringify(new URL('../../packages/print/src/testing/print-fixtures.ts', import.meta.url).href)}); console.log(await testAssetsDirectory());`], { encoding: 'utf8' });
if (fixtures.status !== 0) throw new Error(`could not write the fixtures: ${fixtures.stderr}`);
const assetsDirectory = fixtures.stdout.trim();
const providers = { fonts: createFileFontProvider(testFontFiles()), assets: createDirectoryAssetResolver(assetsDirectory) };
const colors = await createCmykColorConverter({ profile: new Uint8Array(readFileSync(PROFILE)), identifier: 'Custom' });
const json = referenceDesignJson();
const reuse = new DesignResources();
const imageCache = IMAGE_CACHE ? new EncodedImageCache() : undefined;
let counter = 0;

async function runJob() {
  const design = validateDesign(json);
  const layout = layoutDesign(design, await loadDesignResources(design, providers, { reuse }));
  return producePrintJob({
    jobId: `J-${String(++counter).padStart(6, '0')}`,
    createdAt: new Date(),
    order: { id: 'ord_1', number: '1001' },
    item: { id: 'item_1' },
    product: { id: 'prod_1', name: 'Postcard A5' },
    quantity: 100,
    printingMethod: 'digital',
    layout,
    colors,
    sheetFont: layout.resources.fonts()[0]!,
    cropMarks: true,
    imageCache,
  });
}

for (let warm = 0; warm < 3; warm++) await runJob();
const times: number[] = [];
let sizes = { artwork: 0, sheet: 0 };
const loadBefore = loadavg()[0]!;
const cpuBefore = process.cpuUsage();
const threadsBefore = process.platform === 'linux' ? threadCpuMs() : new Map<string, number>();
for (let iteration = 0; iteration < ITERATIONS; iteration++) {
  const started = performance.now();
  const output = await runJob();
  times.push(performance.now() - started);
  sizes = { artwork: output.artwork.bytes.length, sheet: output.jobSheet.bytes.length };
}
const cpu = process.cpuUsage(cpuBefore);
const ours = median(times);
const rssMb = process.resourceUsage().maxRSS / 1024;
console.log(`dcs print job (CMYK PDF + job sheet + ticket + barcodes${IMAGE_CACHE ? ', photo encoded before' : ', photo encoded every job'}): median ${ours.toFixed(1)} ms of ${ITERATIONS} (min ${Math.min(...times).toFixed(1)}, max ${Math.max(...times).toFixed(1)}); target ≤ 70 ms`);
console.log(`  CPU ${((cpu.user + cpu.system) / 1000 / ITERATIONS).toFixed(0)} ms per job on all threads (2 cores: ≥ half of it is the floor of the wall time)`);
if (process.platform === 'linux') {
  const byKind = [...threadCpuMs()].map(([kind, ms]) => [kind, (ms - (threadsBefore.get(kind) ?? 0)) / ITERATIONS] as const).filter(([, ms]) => ms >= 0.5);
  console.log(`  by thread, ms per job: ${byKind.sort((a, b) => b[1] - a[1]).map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`).join(', ')}`);
}
console.log(`  max RSS ${rssMb.toFixed(0)} MB (target ≤ 300 MB); artwork ${(sizes.artwork / 1024).toFixed(0)} KiB, job sheet ${(sizes.sheet / 1024).toFixed(0)} KiB; load average (1 min) before/after ${loadBefore.toFixed(1)} / ${loadavg()[0]!.toFixed(1)}`);

if (PRINT_ONLY) {
  // Comparison skipped on request.
} else if (!existsSync('/usr/bin/chromium') || !existsSync('/usr/bin/gs')) {
  console.log('Chromium or Ghostscript missing (apt-get install chromium ghostscript): comparison skipped.');
} else {
  const design = validateDesign(json);
  const layout = layoutDesign(design, await loadDesignResources(design, providers, { reuse }));
  const svg = renderSideSvg(layout, 'front', { bleed: true });
  const html = `<!doctype html><html><head><style>@page{size:154mm 216mm;margin:0}html,body{margin:0}svg{display:block}</style></head><body>${svg}</body></html>`;
  const directory = mkdtempSync(join(tmpdir(), 'dcs-print-bench-'));
  // Loaded only now, so the print worker's RSS above does not include the browser driver.
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    const chromiumTimes: number[] = [];
    const gsTimes: number[] = [];
    for (let iteration = 0; iteration < BROWSER_ITERATIONS + 2; iteration++) {
      let started = performance.now();
      await page.setContent(html);
      const pdf = await page.pdf({ width: '154mm', height: '216mm', printBackground: true });
      const chromiumMs = performance.now() - started;
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
    const browserMs = median(chromiumTimes);
    const gsMs = median(gsTimes);
    console.log(`Chromium print-to-PDF alone (warm page, RGB PDF page, no sheet/ticket): median ${browserMs.toFixed(1)} ms of ${BROWSER_ITERATIONS}`);
    console.log(`Ghostscript PDF/X CMYK conversion alone (a gs process per file: the page cache and gs's resources are warm, its start-up is counted): median ${gsMs.toFixed(1)} ms of ${BROWSER_ITERATIONS}`);
    console.log(`  dcs job / Chromium print-to-PDF: ${(ours / browserMs).toFixed(2)} (target ≤ 1: a print-ready job costs no more than Chromium's RGB page)`);
    console.log(`  (Chromium + Ghostscript) / dcs job: ${((browserMs + gsMs) / ours).toFixed(1)}×`);
  } finally {
    await browser.close();
    rmSync(directory, { recursive: true, force: true });
  }
}

rmSync(assetsDirectory, { recursive: true, force: true });

function convertWithGhostscript(input: string, output: string): void {
  execFileSync('gs', ['-q', '-dBATCH', '-dNOPAUSE', '-dSAFER', '-dPDFX', '-sDEVICE=pdfwrite', '-sColorConversionStrategy=CMYK', '-sProcessColorModel=DeviceCMYK', `-sOutputICCProfile=${PROFILE}`, `-sOutputFile=${output}`, input]);
}
