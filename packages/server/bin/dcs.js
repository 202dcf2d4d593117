#!/usr/bin/env -S node --disable-warning=ExperimentalWarning --max-semi-space-size=8
// The `dcs` command. Node 22.18+ and 24 run our TypeScript sources directly (type stripping); an
// older Node 22 needs the flags, so the launcher starts itself again with them.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const needsFlags = !process.features.typescript;
if (needsFlags && !process.env.DCS_RESPAWNED) {
  const flags = ['--experimental-strip-types', '--experimental-sqlite', '--disable-warning=ExperimentalWarning'];
  const child = spawnSync(process.execPath, [...process.execArgv, ...flags, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, DCS_RESPAWNED: '1' },
  });
  process.exit(child.status ?? 1);
}
// Plain JavaScript from `npm run build` when it is there and current (see compiled-sources.js).
const { installCompiledSources } = await import('../src/boot/compiled-sources.js');
installCompiledSources(fileURLToPath(new URL('../../..', import.meta.url)));
const { main } = await import('../src/cli/cli.ts');
process.exitCode = await main(process.argv.slice(2));
