// Plain JavaScript that any Node.js since 12 parses and runs, so the `dcs` and `dcs-addon` launchers
// can check the version first and say which Node is needed, where a newer API, flag or a `.ts` import
// would otherwise end in `bad option` or a stack trace.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Ends the process with exit code 1 and one sentence on stderr when this Node.js is outside the
 * `engines.node` range of the package.json at `packageJsonUrl`.
 *
 * @param {string} command the command's name, as the user typed it
 * @param {URL} packageJsonUrl the launcher's own package.json
 */
export function assertNodeVersion(command, packageJsonUrl) {
  const range = JSON.parse(readFileSync(packageJsonUrl, 'utf8')).engines?.node;
  if (!range) return;
  const semver = createRequire(import.meta.url)('semver');
  if (semver.satisfies(process.versions.node, range)) return;
  process.stderr.write(
    `${command} needs Node.js ${range}, but this is Node.js ${process.versions.node} (${process.execPath}). ` +
      `Install Node.js ${semver.minVersion(range)} or newer (https://nodejs.org) and run ${command} with it.\n`,
  );
  process.exit(1);
}

/**
 * Runs this script again with `flags` added when `needed` (for example type stripping on a Node.js 22
 * that does not strip types by default), and exits with the child's code; otherwise returns.
 *
 * @param {boolean} needed
 * @param {string[]} flags
 */
export function respawnWithFlags(needed, flags) {
  if (!needed || process.env.DCS_RESPAWNED) return;
  const child = spawnSync(process.execPath, [...process.execArgv, ...flags, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, DCS_RESPAWNED: '1' },
  });
  process.exit(child.status ?? 1);
}
