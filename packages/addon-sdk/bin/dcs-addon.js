#!/usr/bin/env node
// Launcher: Node 24 runs the TypeScript source directly (type stripping).
import { runDcsAddon } from '../src/cli/dcs-addon.ts';

process.exitCode = await runDcsAddon(process.argv.slice(2), {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});
