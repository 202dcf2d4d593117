// Memory of a `dcs start` process taking many large customer photos at once (issue 32): `--uploads` (50)
// browsers, each from its own address, send a 50-megapixel JPEG at the same moment; a browser refused with
// 429 (the image work limit, DCS_IMAGE_CONCURRENCY) tries again after its Retry-After, so every photo is
// decoded and re-encoded in the end. The process's RSS is printed every 2 s while they run and for `--after`
// (60) seconds after the last one.
// Run: npm run bench:upload-memory [-- --uploads 50 --after 60]
// Target: back under 400 MB RSS within 60 s of the last upload.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { DCS_MALLOC_ENV, startDcsServer } from '../../packages/server/src/testing/spawn-dcs.ts';

const { values } = parseArgs({ options: { uploads: { type: 'string', default: '50' }, after: { type: 'string', default: '60' } } });
const UPLOADS = Number(values.uploads);
const AFTER_MS = Number(values.after) * 1000;

/** A 50-megapixel photo-like JPEG (a soft gradient under fine noise), about what a camera writes. */
async function photo(): Promise<Buffer> {
  const side = 7000;
  const gradient = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}"><defs><linearGradient id="g"><stop offset="0" stop-color="#2a5d8f"/><stop offset="1" stop-color="#e8b04a"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`);
  const noise = await sharp({ create: { width: side, height: side, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 12 } } }).png().toBuffer();
  return sharp(gradient).composite([{ input: noise, blend: 'overlay' }]).jpeg({ quality: 85 }).toBuffer();
}

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

const dataDir = mkdtempSync(join(tmpdir(), 'dcs-upload-memory-'));
const bytes = await photo();
console.log(`upload memory bench: ${UPLOADS} browsers × one ${(bytes.length / 1024 / 1024).toFixed(1)} MB JPEG of 49 megapixels at once`);
// As deployed: the `dcs` command and the npm scripts run Node with DCS_MALLOC_ENV's allocator settings.
const server = await startDcsServer({ DCS_DATA_DIR: dataDir, DCS_TRUST_PROXY: '1', DCS_WORKER_CONCURRENCY: '0', ...DCS_MALLOC_ENV });
const pid = server.child.pid!;
try {
  const started = Date.now();
  const curve: string[] = [];
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      curve.push(`${((Date.now() - started) / 1000).toFixed(0)} s ${rssMb(pid).toFixed(0)} MB`);
      await sleep(2000);
    }
  })();
  console.log(`  RSS at rest: ${rssMb(pid).toFixed(0)} MB`);
  let refusals = 0;
  const results = await Promise.all(
    Array.from({ length: UPLOADS }, async (_, i) => {
      for (;;) {
        const form = new FormData();
        form.append('file', new Blob([bytes], { type: 'image/jpeg' }), `photo-${i}.jpg`);
        const answer = await fetch(`${server.url}/wp-json/svc/v1/uploads`, { method: 'POST', body: form, headers: { 'x-forwarded-for': `10.1.${i >> 8}.${i & 255}` } });
        await answer.arrayBuffer();
        if (answer.status !== 429) return answer.status;
        refusals++;
        await sleep(Number(answer.headers.get('retry-after') ?? 1) * 1000);
      }
    }),
  );
  const doneAt = Date.now();
  const peakBefore = Math.max(...curve.map((line) => Number(/(\d+) MB/.exec(line)![1])));
  console.log(`  ${results.filter((s) => s === 201).length} stored, other answers ${JSON.stringify(results.filter((s) => s !== 201))}, ${refusals} busy refusals retried, in ${((doneAt - started) / 1000).toFixed(0)} s; peak RSS ${peakBefore} MB`);
  let under: number | null = null;
  while (Date.now() - doneAt < AFTER_MS) {
    await sleep(1000);
    if (under === null && rssMb(pid) < 400) under = Date.now() - doneAt;
  }
  sampling = false;
  await sampler;
  console.log(`  RSS curve (seconds since the first upload): ${curve.join(', ')}`);
  console.log(`  ${under === null ? 'NOT' : 'back'} under 400 MB ${under === null ? `within ${AFTER_MS / 1000} s` : `${(under / 1000).toFixed(0)} s after the last upload`}; ${rssMb(pid).toFixed(0)} MB at the end`);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
