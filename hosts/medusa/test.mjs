#!/usr/bin/env node
// `npm run test:medusa`: the Medusa host's tests (node's test runner) against a real Medusa and dcs.
// Installs hosts/medusa first when it is not (its own npm install, never the root's), and ends with the
// plain line CI reads: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const here = import.meta.dirname;
if (!existsSync(join(here, 'node_modules', '@medusajs', 'medusa'))) {
  const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: here, stdio: 'inherit' });
  if (install.status !== 0) {
    console.log('\nmedusa: 0 passed, 1 failed');
    process.exit(1);
  }
}
const tap = join(here, '.test-results.tap');
rmSync(tap, { force: true });
const files = process.argv.slice(2).length > 0 ? process.argv.slice(2) : [join(here, 'test', 'plugin-lib.test.mjs'), join(here, 'test', 'medusa-journey.test.mjs')];
const run = spawnSync(process.execPath, ['--test', '--test-concurrency=1', '--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${tap}`, ...files], { stdio: 'inherit' });
const report = existsSync(tap) ? readFileSync(tap, 'utf8') : '';
const count = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(report)?.[1] ?? 0);
const passed = count('pass');
let failed = count('fail') + count('cancelled');
if (run.status !== 0 && failed === 0) failed = 1;
console.log(`\nmedusa: ${passed} passed, ${failed} failed`);
process.exit(run.status ?? 1);
