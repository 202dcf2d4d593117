// Builds the addon SDK as installable npm packages: @dcs/platform, @dcs/api-client, @dcs/addon-sdk,
// @dcs/design, @dcs/gang (which @dcs/print re-exports) and @dcs/print compiled to JavaScript with `.d.ts` declarations (tsc), each packed by
// `npm pack` into build/sdk/<name>-<version>.tgz, so `npm install <tarball>` works in a folder outside
// the repository (docs/addon-tutorial.md). Versions are the core's (packages/server), and a packed
// package depends on the others at exactly that version, so the tarballs installed together satisfy
// each other without a registry. `dcs start` serves build/sdk at {base_url}/sdk/ (index.html lists
// the files and the install command; index.json the same for tools).
// Incremental: nothing is done when no source, package.json or this script changed since the last run.
// Run: npm run build (all of it), or node scripts/build-sdk.mjs [root].
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const root = process.argv[2] ?? join(import.meta.dirname, '..');
const out = join(root, 'build', 'sdk');
/** The packages of the SDK, in dependency order, and the folders of their sources that are not shipped. */
const SDK_PACKAGES = ['platform', 'api-client', 'addon-sdk', 'design', 'gang', 'print'];
const UNSHIPPED = new Set(['conformance', 'testing']);

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

/** Every shipped source file (not a test, not a dev fixture) below `dir`. */
function* sources(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!UNSHIPPED.has(entry.name)) yield* sources(path);
    } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) yield path;
  }
}

/** A fingerprint of everything the tarballs are made of. */
function fingerprint() {
  const hash = createHash('sha256');
  const add = (path) => {
    const { size, mtimeMs } = statSync(path);
    hash.update(`${relative(root, path)} ${size} ${mtimeMs}\n`);
  };
  add(import.meta.filename);
  add(join(root, 'packages', 'server', 'package.json'));
  for (const pkg of SDK_PACKAGES) {
    const dir = join(root, 'packages', pkg);
    add(join(dir, 'package.json'));
    for (const path of sources(join(dir, 'src'))) add(path);
    if (statSync(join(dir, 'bin'), { throwIfNoEntry: false })) for (const name of readdirSync(join(dir, 'bin'))) add(join(dir, 'bin', name));
  }
  return hash.digest('hex');
}

/** Rewrites the relative `.ts` specifiers tsc leaves in declaration files to the `.js` files that ship. */
function fixDeclarations(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) fixDeclarations(path);
    else if (entry.name.endsWith('.d.ts')) {
      const text = readFileSync(path, 'utf8');
      const fixed = text.replace(/((?:from|import)\s*\(?\s*')(\.\.?\/[^']+)\.ts'/g, "$1$2.js'");
      if (fixed !== text) writeFileSync(path, fixed);
    }
  }
}

/** The package.json of a packed package: compiled exports, the core's version, no dev dependencies. */
function packedManifest(source, version, compiled) {
  const exportsOut = {};
  for (const [key, target] of Object.entries(source.exports ?? {})) {
    if (target.startsWith('./src/') && target.endsWith('.ts')) {
      const base = `./dist/${target.slice('./src/'.length, -'.ts'.length)}`;
      if (statSync(join(compiled, `${base}.js`), { throwIfNoEntry: false })) exportsOut[key] = { types: `${base}.d.ts`, default: `${base}.js` };
    } else exportsOut[key] = target;
  }
  const dependencies = Object.fromEntries(
    Object.entries(source.dependencies ?? {}).map(([name, range]) => [name, name.startsWith('@dcs/') ? version : range]),
  );
  const { private: _private, devDependencies: _dev, scripts: _scripts, ...rest } = source;
  return {
    ...rest,
    version,
    license: 'UNLICENSED',
    exports: exportsOut,
    dependencies,
    files: statSync(join(compiled, 'bin'), { throwIfNoEntry: false }) ? ['dist', 'bin'] : ['dist'],
    engines: source.engines ?? readJson(join(root, 'packages', 'server', 'package.json')).engines,
  };
}

/** The page at {base_url}/sdk/: the tarballs and the commands of docs/addon-tutorial.md. */
function installPage(version, packed) {
  const core = packed.filter((p) => ['@dcs/platform', '@dcs/api-client', '@dcs/addon-sdk'].includes(p.name));
  const rows = packed.map((p) => `<li><a href="${p.file}">${p.file}</a> <code>${p.name}@${p.version}</code></li>`).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>dcs addon SDK ${version}</title></head>
<body>
<h1>dcs addon SDK ${version}</h1>
<ul>
${rows}
</ul>
<p>In an empty folder, with <code>DCS_URL</code> set to this installation's base URL:</p>
<pre>npm init -y
npm install ${core.map((p) => `"$DCS_URL/sdk/${p.file}"`).join(' ')}
npx dcs-addon init . --slug hello-world
npm install &amp;&amp; npm test &amp;&amp; npm run build</pre>
<p><code>dcs-addon init</code> copies the tarballs into the project's <code>vendor/</code>, so <code>npm ci</code> works anywhere.
Add <code>@dcs/design</code>, and <code>@dcs/gang</code> with <code>@dcs/print</code>, the same way when the addon uses them.</p>
<p>Developer documentation: <a href="../docs/">the docs</a> — <a href="../docs/addon-tutorial.html">tutorial</a>,
<a href="../docs/addon-hooks.html">hooks</a>, <a href="../docs/addon-test-kit.html">test kit</a>,
<a href="../docs/addon-packages.html">package format</a>, <a href="../api/v1/docs/svc-v1">svc/v1 API reference</a>.</p>
</body></html>
`;
}

const stamp = join(out, '.fingerprint');
const current = fingerprint();
let previous = '';
try {
  previous = readFileSync(stamp, 'utf8');
} catch {
  // First build.
}
if (previous !== current) {
  const version = readJson(join(root, 'packages', 'server', 'package.json')).version;
  const compiledRoot = join(out, '.compiled');
  const stageRoot = join(out, '.stage');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  // One tsc run over the four packages (they import each other); tests and dev fixtures excluded.
  const tsconfig = join(out, 'tsconfig.json');
  writeFileSync(
    tsconfig,
    JSON.stringify({
      extends: relative(out, join(root, 'tsconfig.json')),
      compilerOptions: {
        noEmit: false,
        declaration: true,
        rewriteRelativeImportExtensions: true,
        outDir: '.compiled',
        rootDir: relative(out, join(root, 'packages')),
        typeRoots: [relative(out, join(root, 'node_modules', '@types'))],
      },
      include: [],
      files: SDK_PACKAGES.flatMap((pkg) => [...sources(join(root, 'packages', pkg, 'src'))].map((path) => relative(out, path))),
    }),
  );
  execFileSync(join(root, 'node_modules', '.bin', 'tsc'), ['-p', tsconfig], { cwd: out, stdio: 'inherit' });
  const packed = [];
  for (const pkg of SDK_PACKAGES) {
    const sourceDir = join(root, 'packages', pkg);
    const stage = join(stageRoot, pkg);
    cpSync(join(compiledRoot, pkg, 'src'), join(stage, 'dist'), { recursive: true });
    fixDeclarations(join(stage, 'dist'));
    if (statSync(join(sourceDir, 'bin'), { throwIfNoEntry: false })) {
      mkdirSync(join(stage, 'bin'));
      for (const name of readdirSync(join(sourceDir, 'bin'))) {
        // Launchers import the TypeScript sources in the repository and the compiled files when packed.
        const text = readFileSync(join(sourceDir, 'bin', name), 'utf8').replace(/'\.\.\/src\/([^']+)\.ts'/g, "'../dist/$1.js'");
        writeFileSync(join(stage, 'bin', name), text, { mode: 0o755 });
      }
    }
    const manifest = packedManifest(readJson(join(sourceDir, 'package.json')), version, stage);
    writeFileSync(join(stage, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    writeFileSync(
      join(stage, 'README.md'),
      `# ${manifest.name}\n\n${manifest.description ?? ''}\n\nPart of the dcs addon SDK ${version}. The developer documentation (tutorial, hooks, test kit,\npackage format, API references) is served by every dcs at \`{base_url}/docs/\`, for example\nhttp://localhost:8080/docs/addon-tutorial.html; the tarballs at \`{base_url}/sdk/\`.\n`,
    );
    const file = execFileSync('npm', ['pack', '--silent', '--pack-destination', out], { cwd: stage, encoding: 'utf8' }).trim().split('\n').at(-1);
    const integrity = `sha512-${createHash('sha512').update(readFileSync(join(out, file))).digest('base64')}`;
    packed.push({ name: manifest.name, version, file, integrity });
  }
  writeFileSync(join(out, 'index.json'), `${JSON.stringify({ version, packages: packed }, null, 2)}\n`);
  writeFileSync(join(out, 'index.html'), installPage(version, packed));
  rmSync(stageRoot, { recursive: true, force: true });
  rmSync(compiledRoot, { recursive: true, force: true });
  rmSync(tsconfig);
  writeFileSync(stamp, current);
  console.error(`build-sdk: packed ${packed.map((p) => p.file).join(', ')} into ${relative(process.cwd(), out) || '.'}.`);
}
