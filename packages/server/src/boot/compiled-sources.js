// Serves the type-stripped copies that scripts/build-js.mjs wrote into build/js/ in place of the
// workspace packages' TypeScript sources, so this process never loads Node's type stripper. A source
// whose size or mtime differs from what the build recorded (edited since, or new) is left to Node,
// which strips it itself: a stale or missing build is slower and bigger, never wrong. Module URLs stay
// the sources' own, so resolution and module identity do not change.
import { readFileSync, statSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Installs the load hook for the repository at `root`; returns false when there is no build. */
export function installCompiledSources(root) {
  const out = join(root, 'build', 'js');
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8'));
  } catch {
    return false;
  }
  registerHooks({
    load(url, context, nextLoad) {
      if (!url.startsWith('file:') || !url.endsWith('.ts')) return nextLoad(url, context);
      const path = fileURLToPath(url);
      const rel = relative(root, path);
      const known = manifest[rel];
      const stats = known && statSync(path, { throwIfNoEntry: false });
      if (!stats || stats.size !== known.size || stats.mtimeMs !== known.mtimeMs) return nextLoad(url, context);
      let source;
      try {
        source = readFileSync(join(out, `${rel}.js`), 'utf8');
      } catch {
        return nextLoad(url, context);
      }
      return { format: 'module', source, shortCircuit: true };
    },
  });
  return true;
}
