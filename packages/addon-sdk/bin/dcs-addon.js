#!/usr/bin/env node
// Launcher. In the repository it runs the TypeScript sources (type stripping); the packed SDK
// (`npm run build`, build/sdk) rewrites ENTRY to the compiled JavaScript.
import { assertNodeVersion, respawnWithFlags } from './node-version.js';

assertNodeVersion('dcs-addon', new URL('../package.json', import.meta.url));
const ENTRY = '../src/cli/dcs-addon.ts';
respawnWithFlags(ENTRY.endsWith('.ts') && !process.features.typescript, ['--experimental-strip-types', '--disable-warning=ExperimentalWarning']);
const { runDcsAddon } = await import(ENTRY);

process.exitCode = await runDcsAddon(process.argv.slice(2), {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});
