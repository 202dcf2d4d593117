// Strips the TypeScript types of every workspace package's sources ahead of time into build/js/, so a
// `dcs` process runs plain JavaScript: Node's own type stripper (a WebAssembly module whose memory never
// shrinks, ~11 MB per process, plus its garbage at start) is then never loaded. The output is what Node
// would produce itself (`module.stripTypeScriptTypes`, whitespace-preserving: line and column numbers
// in stack traces stay right). Incremental: a file is stripped again only when its size or mtime
// changed. `packages/server/src/boot/compiled-sources.js` serves these files in place of the sources.
// Run: npm run build, or node scripts/build-js.mjs [root] (npm start, npm run dcs and npm test run it first).
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { stripTypeScriptTypes } from 'node:module';
import { dirname, join, relative } from 'node:path';

const root = process.argv[2] ?? join(import.meta.dirname, '..');
const out = join(root, 'build', 'js');
const manifestPath = join(out, 'manifest.json');

/** Every non-test `.ts` file under `dir`. */
function* sources(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts')) yield path;
  }
}

function writeAtomically(path, content) {
  mkdirSync(dirname(path), { recursive: true });
  const part = `${path}.${process.pid}.part`;
  writeFileSync(part, content);
  renameSync(part, path);
}

let previous = {};
try {
  previous = JSON.parse(readFileSync(manifestPath, 'utf8'));
} catch {
  // First build.
}
const manifest = {};
let stripped = 0;
const packagesDir = join(root, 'packages');
for (const pkg of readdirSync(packagesDir)) {
  const src = join(packagesDir, pkg, 'src');
  if (!statSync(src, { throwIfNoEntry: false })?.isDirectory()) continue;
  for (const path of sources(src)) {
    const rel = relative(root, path);
    const { size, mtimeMs } = statSync(path);
    const known = previous[rel];
    if (known && known.size === size && known.mtimeMs === mtimeMs) {
      manifest[rel] = known;
      continue;
    }
    writeAtomically(join(out, `${rel}.js`), stripTypeScriptTypes(readFileSync(path, 'utf8'), { mode: 'strip' }));
    manifest[rel] = { size, mtimeMs };
    stripped++;
  }
}
for (const rel of Object.keys(previous)) if (!(rel in manifest)) rmSync(join(out, `${rel}.js`), { force: true });
writeAtomically(manifestPath, JSON.stringify(manifest));
if (stripped > 0) console.error(`build-js: stripped types of ${stripped} of ${Object.keys(manifest).length} source files into build/js.`);
