// Compiles the project's hand-written WebAssembly (`*.wat` under packages/*/src) with wabt into a
// TypeScript module beside each (`<name>.wasm.ts`, the binary as base64), so the module ships inside
// the sources: no asset to copy or to find at run time. The generated files are committed; a test
// (`wasm-sources.test.ts` of @dcs/print) compiles every .wat again and fails when one is stale.
// Run: node scripts/build-wasm.mjs [--check]
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { compileWat, wasmModuleSource, watSources } from './wasm-sources.mjs';

const check = process.argv.includes('--check');
const root = join(import.meta.dirname, '..');
let stale = 0;
let total = 0;
for (const wat of watSources(root)) {
  total++;
  const target = wat.replace(/\.wat$/, '.wasm.ts');
  const source = wasmModuleSource(basename(wat), await compileWat(readFileSync(wat, 'utf8'), basename(wat)));
  let current = null;
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // Not generated yet.
  }
  if (current === source) continue;
  stale++;
  if (check) console.error(`build-wasm: ${target} is stale; run node scripts/build-wasm.mjs`);
  else writeFileSync(target, source);
}
if (check && stale > 0) process.exit(1);
console.log(`build-wasm: ${stale} of ${total} module(s) ${check ? 'stale' : 'written'}`);
