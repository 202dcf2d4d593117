// Builds the browser apps (every `apps/<name>` workspace with an npm `build` script, which writes
// `apps/<name>/dist`) and precompresses their text files (`.br` and `.gz` beside each), so `dcs start`
// serves them without compressing per request (packages/server/src/host/http/static-apps.ts).
// Incremental: an app is built again only when a file of its own or of `packages/*/src` changed
// (size, mtime or the set of files), so `npm start` and `npm test` stay quick when nothing did.
// Run: npm run build (with build-js.mjs), or node scripts/build-apps.mjs [name…].
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = join(import.meta.dirname, '..');
const appsDir = join(root, 'apps');
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|map|txt|wasm|ttf|otf|webmanifest)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', '.vite', 'test-results']);

/** Every file under `dir`, skipping build output and dependencies. */
function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

/** What an app's build depends on: its own files, the sources of the workspace packages, and the installed dependencies (the lockfile). */
function fingerprint(appDir) {
  const hash = createHash('sha256');
  // An upgraded dependency (npm install) changes the bundle as surely as a changed source file.
  const lock = statSync(join(root, 'package-lock.json'), { throwIfNoEntry: false });
  if (lock) hash.update(`package-lock.json\0${lock.size}\0${lock.mtimeMs}\n`);
  const inputs = [appDir, ...readdirSync(join(root, 'packages')).map((p) => join(root, 'packages', p, 'src'))];
  for (const dir of inputs) {
    if (!existsSync(dir)) continue;
    for (const path of files(dir)) {
      if (path.endsWith('.test.ts') || path.endsWith('.test.tsx')) continue;
      const { size, mtimeMs } = statSync(path);
      hash.update(`${relative(root, path)}\0${size}\0${mtimeMs}\n`);
    }
  }
  return hash.digest('hex');
}

function writeAtomically(path, content) {
  const part = `${path}.${process.pid}.part`;
  writeFileSync(part, content);
  renameSync(part, path);
}

/** Writes `.br` and `.gz` copies of each compressible file where they are smaller. */
function precompress(distDir) {
  let count = 0;
  for (const path of files(distDir)) {
    if (!COMPRESSIBLE.test(path)) continue;
    const data = readFileSync(path);
    const br = brotliCompressSync(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    });
    const gz = gzipSync(data, { level: 9 });
    if (br.length < data.length * 0.95) writeAtomically(`${path}.br`, br);
    if (gz.length < data.length * 0.95) writeAtomically(`${path}.gz`, gz);
    count++;
  }
  return count;
}

const only = new Set(process.argv.slice(2));
let failed = false;
for (const name of existsSync(appsDir) ? readdirSync(appsDir).sort() : []) {
  const appDir = join(appsDir, name);
  const manifestPath = join(appDir, 'package.json');
  if ((only.size > 0 && !only.has(name)) || !existsSync(manifestPath)) continue;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  if (!manifest.scripts?.build) continue;
  const stampPath = join(appDir, 'dist', '.build-stamp');
  const stamp = fingerprint(appDir);
  if (existsSync(stampPath) && readFileSync(stampPath, 'utf8') === stamp && existsSync(join(appDir, 'dist', 'index.html'))) continue;
  const started = Date.now();
  // The bundler's per-file table is hundreds of lines a newcomer scrolls past to find the sign-in
  // details: kept, and shown only when the build fails (DCS_BUILD_VERBOSE=1 shows it always).
  const verbose = process.env.DCS_BUILD_VERBOSE === '1';
  const run = spawnSync('npm', ['run', '--silent', 'build', '--workspace', `apps/${name}`], {
    cwd: root,
    stdio: verbose ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) {
    if (!verbose) process.stderr.write(`${run.stdout ?? ''}${run.stderr ?? ''}`);
    console.error(`build-apps: apps/${name} failed to build (exit ${run.status ?? run.signal}).`);
    failed = true;
    continue;
  }
  const compressed = precompress(join(appDir, 'dist'));
  writeAtomically(stampPath, stamp);
  console.error(`build-apps: built apps/${name} in ${((Date.now() - started) / 1000).toFixed(1)} s (${compressed} files precompressed).`);
}
process.exit(failed ? 1 : 0);
