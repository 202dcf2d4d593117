// Library-level benchmark of an addon upload: read + verify + plan + extract a 20 MB signed package.
// Run: node_modules/.bin/node bench/addon-upload/run.ts [--runs 5]
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  createTrustStore,
  extractPackage,
  generateSigningKeyPair,
  packAddon,
  planInstall,
  readAddonPackage,
  signAddonZip,
  verifyPackageSignature,
} from '@dcs/addon-sdk';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Number(values.runs);
const TARGET_MS = 1000;

/** Text that compresses like minified JavaScript (about 3:1). */
function scriptLike(bytes: number): Buffer {
  const words = ['function', 'return', 'const', 'this', 'await', 'export', 'import', 'if', 'else', '=>', '{', '}', '(', ')', ';'];
  const parts: string[] = [];
  let size = 0;
  while (size < bytes) {
    const word = Math.random() < 0.4 ? randomBytes(4).toString('base64url') : words[Math.floor(Math.random() * words.length)]!;
    parts.push(word);
    size += word.length + 1;
  }
  return Buffer.from(parts.join(' ').slice(0, bytes));
}

async function buildPackage(dir: string, privateKey: string): Promise<string> {
  const source = join(dir, 'src');
  await mkdir(join(source, 'dist/assets'), { recursive: true });
  await writeFile(
    join(source, 'addon.json'),
    JSON.stringify({
      slug: 'bench-addon', name: 'Benchmark', version: '1.0.0', description: 'Benchmark package', vendor: 'DCS',
      channel: 'official', tier: 'free', requiresServices: ['settings'], coreVersionRange: '>=0.1.0', entry: 'dist/index.js',
    }),
  );
  await writeFile(join(source, 'dist/index.js'), scriptLike(2 * 1024 * 1024));
  for (let i = 0; i < 20; i++) await writeFile(join(source, `dist/chunk-${i}.js`), scriptLike(1024 * 1024));
  for (let i = 0; i < 24; i++) await writeFile(join(source, `dist/assets/image-${i}.png`), randomBytes(512 * 1024));
  const { outPath } = await packAddon(source, { outPath: join(dir, 'bench-addon.zip') });
  await signAddonZip(outPath, { privateKey, keyId: 'bench' });
  return outPath;
}

const dir = await mkdtemp(join(tmpdir(), 'dcs-bench-addon-'));
try {
  const keys = generateSigningKeyPair();
  const trustStore = createTrustStore({ keys: [{ keyId: 'bench', publicKey: keys.publicKey }] });
  const zipPath = await buildPackage(dir, keys.privateKey);
  const archiveBytes = (await stat(zipPath)).size;
  const timings: Array<{ read: number; verify: number; extract: number; total: number; bytes: number }> = [];
  for (let run = 0; run < runs; run++) {
    const addonsDir = join(dir, 'addons');
    await mkdir(addonsDir, { recursive: true });
    const destination = join(addonsDir, 'bench-addon');
    const t0 = performance.now();
    // As the upload endpoint does: files are written to a staging folder beside the addons while hashed.
    const pkg = await readAddonPackage(zipPath, { stagingParent: addonsDir });
    const t1 = performance.now();
    const verification = verifyPackageSignature(pkg, trustStore, { now: new Date() });
    planInstall({
      manifest: pkg.manifest, verification, flags: {}, officialSlugs: new Set(), installed: [], coreVersion: '0.1.0',
      now: new Date(), vendorKeys: trustStore,
    });
    const t2 = performance.now();
    const result = await extractPackage(pkg, destination, { verification });
    const t3 = performance.now();
    pkg.close();
    timings.push({ read: t1 - t0, verify: t2 - t1, extract: t3 - t2, total: t3 - t0, bytes: result.bytes });
  }
  const sorted = [...timings].sort((a, b) => a.total - b.total);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const mb = (bytes: number) => bytes / (1024 * 1024);
  console.log(`addon upload (library level): archive ${mb(archiveBytes).toFixed(1)} MB, ${mb(median.bytes).toFixed(1)} MB uncompressed, ${runs} runs`);
  console.log(`median: read+hash+stage ${median.read.toFixed(0)} ms, verify+plan ${median.verify.toFixed(1)} ms, compare+rename ${median.extract.toFixed(0)} ms`);
  console.log(`median total ${median.total.toFixed(0)} ms (best ${sorted[0]!.total.toFixed(0)} ms), ${(mb(archiveBytes) / (median.total / 1000)).toFixed(1)} MB/s of archive, ${(mb(median.bytes) / (median.total / 1000)).toFixed(1)} MB/s uncompressed`);
  console.log(median.total <= TARGET_MS ? `within the target of ${TARGET_MS} ms` : `ABOVE the target of ${TARGET_MS} ms`);
  process.exitCode = median.total <= TARGET_MS ? 0 : 1;
} finally {
  await rm(dir, { recursive: true, force: true });
}
