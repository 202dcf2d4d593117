// Regenerates packages/api-client/src/generated/*.ts from the OpenAPI documents of a fresh `dcs start
// --first-run` (temporary data directory, all first-party addons active), or, with --check, exits 1
// when the committed files differ. Run: npm run generate:api-client [-- --check]
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateApiClientSources } from '../packages/api-client/src/generated-sources.ts';
import { freePort, startDcs } from '../packages/server/src/testing/spawn-dcs.ts';

const check = process.argv.includes('--check');
const dataDir = await mkdtemp(join(tmpdir(), 'dcs-api-client-'));
const port = await freePort();
const dcs = await startDcs(['start', '--first-run'], { DCS_DATA_DIR: dataDir, DCS_PORT: String(port), DCS_ADDON_SYNC_MS: '0' }, /dcs is serving/);
let stale = 0;
try {
  for (const [file, source] of await generateApiClientSources(`http://127.0.0.1:${port}`)) {
    const path = join(import.meta.dirname, '..', 'packages', 'api-client', 'src', file);
    const current = await readFile(path, 'utf8').catch(() => '');
    if (current === source) continue;
    stale++;
    if (check) console.error(`${file} is out of date; run npm run generate:api-client.`);
    else {
      await writeFile(path, source);
      console.error(`wrote packages/api-client/src/${file}`);
    }
  }
} finally {
  await dcs.stop();
  await rm(dataDir, { recursive: true, force: true });
}
process.exitCode = check && stale > 0 ? 1 : 0;
