#!/usr/bin/env node
// `npm test`: runs the whole Vitest suite and ends with the plain line CI reads: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const resultsFile = join(root, '.vitest-results.json');
rmSync(resultsFile, { force: true });

// Tests that start `dcs` processes run them as `npm start` does: on the type-stripped build.
const built = spawnSync(process.execPath, ['--disable-warning=ExperimentalWarning', join(root, 'scripts', 'build-js.mjs')], { cwd: root, stdio: 'inherit' });
// Browser tests drive the built apps, as `dcs start` serves them.
const appsBuilt = built.status === 0 ? spawnSync(process.execPath, [join(root, 'scripts', 'build-apps.mjs')], { cwd: root, stdio: 'inherit' }) : built;
if (appsBuilt.status !== 0) {
  console.log('\nnpm run build failed\n0 passed, 1 failed, 0 skipped');
  process.exit(1);
}

const vitest = join(root, 'node_modules', 'vitest', 'vitest.mjs');
const run = spawnSync(
  process.execPath,
  [vitest, 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${resultsFile}`, ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env: process.env },
);

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(resultsFile)) {
  const report = JSON.parse(readFileSync(resultsFile, 'utf8'));
  passed = report.numPassedTests ?? 0;
  // A file that fails to load has no test results of its own; count it once so it cannot hide.
  const brokenFiles = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && (file.assertionResults ?? []).length === 0,
  ).length;
  failed = (report.numFailedTests ?? 0) + brokenFiles;
  skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
} else {
  failed = 1;
}
const exitCode = run.status ?? 1;
if (exitCode !== 0 && failed === 0) failed = 1;
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(exitCode);
