// The storefront designer in headless Chromium against a real dcs (SQLite), on a 30-element,
// two-sided T-shirt design opened from a share link:
//   node_modules/.bin/node --disable-warning=ExperimentalWarning bench/designer/designer-bench.ts
// Prints the four figures of issue 12: JS shipped (gzip, fonts excluded), navigation to the first
// full render, the work per pointer move while dragging an element (median and p95), and the time
// from a keystroke in a text to the updated price on screen (with the longest main-thread task meanwhile);
// then drags of a shape, a clipart from the catalog and an uploaded 3000 × 2000 photo, each timed by its
// frames (requestAnimationFrame to requestAnimationFrame: 16.7 ms is every frame drawn on a 60 Hz screen).
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { deflateRawSync, gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { launchBrowser, openPage, settledTotal, startShop } from '../../apps/storefront/src/e2e/storefront-harness.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const RUNS = 7;
/** One frame of a 60 Hz screen. */
const FRAME_MS = 1000 / 60;

function benchDesign(sides: Array<{ id: string; trim: { width: number; height: number }; printAreas: Array<Record<string, unknown>> }>) {
  const element = (side: string, index: number) => {
    const id = `${side}-${index}`;
    const transform = { x: 110 + (index % 3) * 95, y: 130 + Math.floor(index / 3) * 70, width: 90, height: 60, rotation: index % 4 === 0 ? 5 : 0 };
    const kinds = [
      () => ({ type: 'text', content: `Line ${index}: The quick brown fox jumps over the lazy dog`, fontFamily: 'Roboto', fontSize: 14, align: 'center' }),
      () => ({ type: 'shape', shape: 'rectangle', fill: '#A8DADC', stroke: { color: '#1D3557', width: 0.5 }, cornerRadius: 3 }),
      () => ({ type: 'text', content: `Name ${index}`, fontFamily: 'Lato', fontWeight: 700, fontSize: 36, overflow: 'shrink', fill: '#E63946' }),
      () => ({ type: 'shape', shape: 'ellipse', fill: '#2A9D8F' }),
      () => ({
        type: 'group',
        children: [
          { id: `${id}-bg`, type: 'shape', shape: 'ellipse', transform: { x: 0, y: 0, width: 90, height: 60 }, fill: '#1D3557' },
          { id: `${id}-label`, type: 'text', transform: { x: 5, y: 20, width: 80, height: 20 }, content: 'Team 2026', fontFamily: 'Roboto', fontSize: 18, fill: '#FFFFFF', align: 'center' },
        ],
      }),
    ];
    return { id, transform, ...kinds[index % kinds.length]!() };
  };
  // 13 top-level elements per side, two of them groups of two: 30 elements in all.
  const count = (elements: number) => Array.from({ length: elements }, (_, index) => index);
  return {
    schemaVersion: 3,
    name: 'bench',
    sides: sides.map((side) => ({ ...side, name: side.id, bleed: 0, safeMargin: 10, elements: count(13).map((index) => element(side.id, index)) })),
  };
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
  return { median: at(0.5), p95: at(0.95), max: sorted.at(-1)! };
}

/** A photo with detail (gradients and noise), as a phone's picture is, so its decode and scaling cost as one does. */
async function benchPhoto(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = (y * 255) / height;
      pixels[at + 2] = ((x ^ y) & 0xff) / 2 + ((x * 7 + y * 13) % 64);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
}

const DRAGS = 5;

/**
 * Drags the side's last element of `type` from its middle along a wave, `DRAGS` times, and answers the
 * frames drawn meanwhile (intervals between animation frames, ms) and the work of each pointer move.
 */
async function dragFrames(page: Page, type: string): Promise<{ frames: number[]; longest: number[]; moves: number[] }> {
  const frames: number[] = [];
  const longest: number[] = [];
  const moves: number[] = [];
  for (let drag = 0; drag < DRAGS; drag++) {
    const target = await page.evaluate((kind) => {
      const svg = document.querySelector('dcs-designer')!.shadowRoot!.querySelector('svg.canvas') as SVGSVGElement;
      const editor = (document.querySelector('dcs-designer') as unknown as { editor: { side: { elements: Array<{ type: string; transform: { x: number; y: number; width: number; height: number } }> } } }).editor;
      const element = editor.side.elements.filter((candidate) => candidate.type === kind).at(-1)!;
      const p = new DOMPoint(element.transform.x + element.transform.width / 2, element.transform.y + element.transform.height / 2).matrixTransform(svg.getScreenCTM()!);
      return { x: p.x, y: p.y };
    }, type);
    await page.evaluate(() => {
      const w = window as unknown as { dragTimes: number[]; frameGaps: number[]; framing: boolean };
      w.dragTimes.length = 0;
      w.frameGaps = [];
      w.framing = true;
      let last = 0;
      const tick = (now: number) => {
        if (last) w.frameGaps.push(now - last);
        last = now;
        if (w.framing) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await page.mouse.move(target.x, target.y);
    await page.mouse.down();
    const direction = drag % 2 ? -1 : 1;
    for (let step = 1; step <= 60; step++) await page.mouse.move(target.x + Math.sin(step / 10) * 60, target.y + direction * step * 0.8);
    // The frames of the drag itself: the drop's full redraw (and the quote it asks for) come after.
    const { gaps, times } = (await page.evaluate(() => {
      const w = window as unknown as { dragTimes: number[]; frameGaps: number[]; framing: boolean };
      w.framing = false;
      return { gaps: w.frameGaps, times: [...w.dragTimes] };
    })) as { gaps: number[]; times: number[] };
    await page.mouse.up();
    // The first frames carry the press (selection, handles); what a person feels is the frames that follow.
    const drawn = gaps.slice(2);
    frames.push(...drawn);
    longest.push(Math.max(...drawn));
    moves.push(...times.slice(3));
    await page.waitForTimeout(300);
  }
  return { frames, longest, moves };
}

const built = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build-apps.mjs'), 'storefront'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(1);
const shop = await startShop();
const browser = await launchBrowser();
try {
  const product = (await shop.admin.get('/wp-json/svc/v1/products/1')).body as { meta: { sides: Array<{ id: string; trim: { width: number; height: number }; printAreas: Array<Record<string, unknown>> }> } };
  const design = benchDesign(product.meta.sides.map(({ id, trim, printAreas }) => ({ id, trim, printAreas })));
  const encoded = deflateRawSync(Buffer.from(JSON.stringify(design))).toString('base64url');
  const url = `${shop.url}/#/product/1?dcs-design=${encoded}`;

  const firstRender: number[] = [];
  let jsGzip = 0;
  let jsFiles: string[] = [];
  for (let run = 0; run < RUNS; run++) {
    const { page } = await openPage(browser);
    const scripts = new Map<string, Promise<Buffer>>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.set(response.url(), response.body());
    });
    // Checked in every animation frame from the page's start: the first frame whose canvas holds every
    // top-level element of the side, timed once that frame has been rendered (a task queued from its
    // animation-frame callback runs after the frame's style, layout and paint), not at its start.
    await page.addInitScript(() => {
      const check = () => {
        const root = document.querySelector('dcs-designer')?.shadowRoot;
        if ((root?.querySelectorAll('.canvas .design svg > g[id^="e-"]').length ?? 0) < 13) requestAnimationFrame(check);
        else setTimeout(() => ((window as unknown as { firstFullRender: number }).firstFullRender = performance.now()));
      };
      requestAnimationFrame(check);
    });
    await page.goto(url);
    const at = await page.waitForFunction(() => (window as unknown as { firstFullRender?: number }).firstFullRender ?? false, null, { timeout: 30_000 });
    firstRender.push((await at.jsonValue()) as number);
    // The page's first quote is left to finish, so the next run does not share the server with it.
    await page.locator('dcs-designer [data-role="total"]').waitFor();
    await settledTotal(page.locator('dcs-designer'));
    if (run === 0) {
      const bodies = await Promise.all(scripts.values());
      jsGzip = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
      jsFiles = [...scripts.keys()].map((u) => new URL(u).pathname);
    }
    await page.context().close();
  }

  const { page } = await openPage(browser);
  await page.goto(url);
  await page.waitForFunction(() => (document.querySelector('dcs-designer')?.shadowRoot?.querySelectorAll('.canvas .design svg > g[id^="e-"]').length ?? 0) >= 13);
  await page.locator('dcs-designer [data-role="total"]').waitFor();
  // The work of each pointer move while dragging: from the event reaching the canvas to the end of
  // the style and layout it caused (what must fit in a 16 ms frame).
  await page.evaluate(() => {
    const root = document.querySelector('dcs-designer')!.shadowRoot!;
    const svg = root.querySelector('svg.canvas')!;
    const times: number[] = [];
    let start = 0;
    root.addEventListener('pointermove', () => (start = performance.now()), { capture: true });
    svg.addEventListener('pointermove', () => {
      svg.getBoundingClientRect();
      (svg.querySelector('.design') as SVGGElement).getBBox();
      times.push(performance.now() - start);
    });
    (window as unknown as { dragTimes: number[] }).dragTimes = times;
  });
  const target = await page.evaluate(() => {
    const svg = document.querySelector('dcs-designer')!.shadowRoot!.querySelector('svg.canvas') as SVGSVGElement;
    const editor = (document.querySelector('dcs-designer') as unknown as { editor: { side: { elements: Array<{ type: string; transform: { x: number; y: number; width: number; height: number } }> } } }).editor;
    const shape = editor.side.elements.find((element) => element.type === 'shape')!;
    const p = new DOMPoint(shape.transform.x + shape.transform.width / 2, shape.transform.y + shape.transform.height / 2).matrixTransform(svg.getScreenCTM()!);
    return { x: p.x, y: p.y };
  });
  await page.mouse.move(target.x, target.y);
  await page.mouse.down();
  for (let step = 1; step <= 120; step++) await page.mouse.move(target.x + Math.sin(step / 10) * 120, target.y + step * 0.8);
  await page.mouse.up();
  const drag = stats(((await page.evaluate(() => (window as unknown as { dragTimes: number[] }).dragTimes)) as number[]).slice(5));

  // Keystroke → price: a text is selected, one character typed; the time until the price panel shows
  // the quote of the new design (dcs-quote, then the frame that draws it).
  await page.evaluate(() => {
    const editor = (document.querySelector('dcs-designer') as unknown as { editor: { select(id: string): void; side: { elements: Array<{ id: string; type: string }> } } }).editor;
    editor.select(editor.side.elements.find((element) => element.type === 'text')!.id);
  });
  const field = page.locator('dcs-designer').getByRole('textbox', { name: 'Text content' });
  await field.focus();
  await page.waitForTimeout(600);
  await page.evaluate(() => {
    const state = { typedAt: 0, pricedAt: 0, longest: 0 };
    (window as unknown as { bench: typeof state }).bench = state;
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => (state.longest = Math.max(state.longest, entry.duration)))).observe({ type: 'longtask' });
    const element = document.querySelector('dcs-designer')!;
    element.shadowRoot!.addEventListener('keydown', () => (state.typedAt = performance.now()), { capture: true });
    element.addEventListener('dcs-quote', () => requestAnimationFrame(() => (state.pricedAt = performance.now())));
  });
  const keyToPrice: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    await page.keyboard.type(String.fromCharCode(97 + run));
    const done = await page.waitForFunction(() => {
      const { typedAt, pricedAt } = (window as unknown as { bench: { typedAt: number; pricedAt: number } }).bench;
      return pricedAt > typedAt && pricedAt - typedAt;
    }, null, { timeout: 10_000 });
    keyToPrice.push((await done.jsonValue()) as number);
    await page.waitForTimeout(400);
  }
  const longestTask = (await page.evaluate(() => (window as unknown as { bench: { longest: number } }).bench.longest)) as number;

  // A clipart from the catalog and the customer's own photo, added as a customer does, then dragged
  // like the shape: the photo is the heaviest thing on a canvas (an image decoded and scaled each frame).
  const designer = page.locator('dcs-designer');
  await designer.locator('.canvas').focus();
  await designer.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Shapes (4)' });
  await designer.getByRole('listitem', { name: 'Star' }).click();
  await designer.getByRole('button', { name: 'Clipart: Star', exact: true }).waitFor();
  await designer.locator('input[type="file"]').setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await benchPhoto(3000, 2000) });
  await designer.getByRole('button', { name: 'Photo: photo.jpg', exact: true }).waitFor();
  await page.waitForFunction(() => document.querySelector('dcs-designer')!.shadowRoot!.querySelector('svg.canvas .design image') !== null);
  await page.waitForTimeout(1000);
  const drags = [
    ['a shape', await dragFrames(page, 'shape')],
    ['a clipart', await dragFrames(page, 'clipart')],
    ['a photo (3000 × 2000)', await dragFrames(page, 'image')],
  ] as const;

  const render = stats(firstRender);
  const price = stats(keyToPrice);
  const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER');
  console.log(`designer bench: 30 elements on two sides, headless Chromium, ${RUNS} runs where repeated`);
  console.log(`JS shipped (gzip -9, fonts excluded)            ${(jsGzip / 1024).toFixed(1)} KB in ${jsFiles.length} files (target ≤ 300 KB, ${verdict(jsGzip <= 300 * 1024)})`);
  console.log(`navigation → first full render                  median ${render.median.toFixed(0)} ms  p95 ${render.p95.toFixed(0)} ms  max ${render.max.toFixed(0)} ms (target ≤ 1000 ms, ${verdict(render.median <= 1000)})`);
  console.log(`drag: work per pointer move                     median ${drag.median.toFixed(2)} ms  p95 ${drag.p95.toFixed(2)} ms  max ${drag.max.toFixed(2)} ms (target median ≤ 16 ms, ${verdict(drag.median <= 16)})`);
  for (const [name, figures] of drags) {
    const frames = stats(figures.frames);
    const longest = stats(figures.longest);
    const moves = stats(figures.moves);
    // rAF timestamps sit on vsync: a frame drawn on time measures 16.6–16.9 ms (timer resolution and
    // jitter), a dropped one 33.3 ms. So "p95 within one frame" is p95 under 1.5 frames (25 ms), not ≤ 16.7.
    const dropped = figures.frames.filter((interval) => interval >= FRAME_MS * 1.5).length;
    console.log(
      `drag ${name.padEnd(22)}frames p95 ${frames.p95.toFixed(1)} ms, longest median ${longest.median.toFixed(1)} ms, max ${longest.max.toFixed(1)} ms, ${dropped} of ${figures.frames.length} frames dropped over ${DRAGS} drags (target p95 one 60 Hz frame, ${verdict(frames.p95 < FRAME_MS * 1.5)}); work per move median ${moves.median.toFixed(2)} p95 ${moves.p95.toFixed(2)} ms`,
    );
  }
  console.log(`load average at the end ${loadavg().map((v) => v.toFixed(1)).join(' ')}`);
  console.log(`keystroke → updated price on screen             median ${price.median.toFixed(0)} ms  p95 ${price.p95.toFixed(0)} ms (target ≤ 300 ms, ${verdict(price.median <= 300)}); longest main-thread task meanwhile ${longestTask.toFixed(0)} ms`);
} finally {
  await browser.close();
  await shop.stop();
}
