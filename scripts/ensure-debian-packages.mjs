// Installs Debian packages that tests need (a browser, PDF tools, fonts) when they are missing, so that
// `npm test` alone works on a fresh machine. Only root can install; others get the list of what
// is missing and the tests that need it skip (or fail under CI=true).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, isAbsolute, join } from 'node:path';

/**
 * @typedef {object} DebianRequirement
 * @property {string} provides A file (absolute path) or a command name on PATH that the packages provide.
 * @property {string[]} packages Debian packages to install when it is missing.
 */

let updated = false;

/** Whether `provides` (an absolute path or a command on PATH) exists. */
export function isProvided(provides) {
  if (isAbsolute(provides)) return existsSync(provides);
  return (process.env.PATH ?? '').split(delimiter).some((dir) => dir !== '' && existsSync(join(dir, provides)));
}

function run(command, args) {
  const result = spawnSync(command, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    timeout: 15 * 60_000,
  });
  return result.status === 0;
}

/**
 * Makes sure every requirement is met: when one is missing and we run as root, runs
 * `apt-get update` once and `apt-get install -y` for the missing packages.
 *
 * @param {DebianRequirement[]} requirements
 * @returns {{ missing: DebianRequirement[], installed: string[] }} what is still missing and what was installed
 */
export function ensureDebianPackages(requirements) {
  const wanted = requirements.filter((requirement) => !isProvided(requirement.provides));
  if (wanted.length === 0) return { missing: [], installed: [] };
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !isProvided('apt-get')) return { missing: wanted, installed: [] };
  const packages = [...new Set(wanted.flatMap((requirement) => requirement.packages))];
  console.log(`[ensure-debian-packages] installing ${packages.join(', ')}`);
  if (!updated) {
    run('apt-get', ['-o', 'DPkg::Lock::Timeout=900', 'update']);
    updated = true;
  }
  // Another apt run (a second test process, an engineer) may hold the lock: wait for it.
  const ok = run('apt-get', ['-o', 'DPkg::Lock::Timeout=900', 'install', '-y', '--no-install-recommends', ...packages]);
  return { missing: wanted.filter((requirement) => !isProvided(requirement.provides)), installed: ok ? packages : [] };
}
