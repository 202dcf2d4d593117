import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..', '..', '..');
const LAUNCHERS = {
  dcs: join(ROOT, 'packages', 'server', 'bin', 'dcs.js'),
  'dcs-addon': join(ROOT, 'packages', 'addon-sdk', 'bin', 'dcs-addon.js'),
};
const NODE_VERSION_JS = join(ROOT, 'packages', 'addon-sdk', 'bin', 'node-version.js');

/** A Node.js on the PATH older than the 22.18 the launchers need (the system Node of Debian 12 is 18, of this machine 20). */
function olderSystemNode(): string | undefined {
  const found = spawnSync('which', ['-a', 'node'], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
  return found.find((node) => {
    const [major, minor] = execFileSync(node, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim().split('.').map(Number);
    return major! < 22 || (major === 22 && minor! < 18);
  });
}

describe('Node.js version check of the launchers', () => {
  const oldNode = olderSystemNode();

  it.skipIf(!oldNode).each(Object.entries(LAUNCHERS))('%s on an older system Node says which Node it needs, exit 1, no stack trace', (command, launcher) => {
    const result = spawnSync(oldNode!, [launcher, 'help'], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim()).toMatch(new RegExp(`^${command} needs Node\\.js >=22\\.18\\.0, but this is Node\\.js \\d+\\.\\d+\\.\\d+ \\(.+\\)\\. Install Node\\.js 22\\.18\\.0 or newer`));
    expect(result.stderr).not.toMatch(/\n\s+at |bad option|ERR_/);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  });

  it.each(Object.entries(LAUNCHERS))('%s on the project Node runs', (_command, launcher) => {
    const result = spawnSync(process.execPath, ['--disable-warning=ExperimentalWarning', launcher, 'help'], { encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stdout + result.stderr).toMatch(/Usage/);
  });

  const scratch = mkdtemp(join(tmpdir(), 'dcs-node-version-'));
  afterAll(async () => rm(await scratch, { recursive: true, force: true }));

  it('reads the range from the package.json it is given, and lets a satisfying Node through', async () => {
    const dir = await scratch;
    const check = (range: string) => {
      const pkg = join(dir, `${range.replace(/\W/g, '_')}.json`);
      return writeFile(pkg, JSON.stringify({ engines: { node: range } })).then(() =>
        spawnSync(process.execPath, ['--input-type=module', '-e', `import { assertNodeVersion } from ${JSON.stringify(pathToFileURL(NODE_VERSION_JS).href)}; assertNodeVersion('tool', new URL(${JSON.stringify(pathToFileURL(pkg).href)})); console.log('ran');`], { encoding: 'utf8' }),
      );
    };
    const refused = await check('>=99.1.0');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/^tool needs Node\.js >=99\.1\.0, but this is Node\.js .*Install Node\.js 99\.1\.0 or newer/);
    expect(refused.stdout).toBe('');
    const accepted = await check(`>=${process.versions.node}`);
    expect(accepted.status).toBe(0);
    expect(accepted.stdout.trim()).toBe('ran');
  });
});
