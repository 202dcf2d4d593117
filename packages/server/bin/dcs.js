#!/usr/bin/env -S MALLOC_ARENA_MAX=1 MALLOC_MMAP_THRESHOLD_=262144 node --disable-warning=ExperimentalWarning --max-semi-space-size=8 --no-allocation-site-pretenuring
// The `dcs` command. Node 22.18+ and 24 run our TypeScript sources directly (type stripping); an
// older Node 22 needs the flags, so the launcher starts itself again with them. An older Node is told
// which one is needed before anything it cannot run is loaded.
import { fileURLToPath } from 'node:url';
import { assertNodeVersion, respawnWithFlags } from '@dcs/addon-sdk/node-version';

assertNodeVersion('dcs', new URL('../package.json', import.meta.url));
respawnWithFlags(!process.features.typescript, ['--experimental-strip-types', '--experimental-sqlite', '--disable-warning=ExperimentalWarning']);
// Plain JavaScript from `npm run build` when it is there and current (see compiled-sources.js).
const { installCompiledSources } = await import('../src/boot/compiled-sources.js');
installCompiledSources(fileURLToPath(new URL('../../..', import.meta.url)));
const { main } = await import('../src/cli/cli.ts');
process.exitCode = await main(process.argv.slice(2));
