import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { CliIo } from './dcs-addon.ts';

/** Runs this Node.js on `args` in `cwd`, its output going straight to the terminal; answers its exit code. */
function runNode(args: string[], cwd: string): Promise<number> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, { cwd, stdio: 'inherit' });
    child.once('error', fail);
    child.once('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

/**
 * `dcs-addon test <dir> [patterns…]`: the project's tests (default `test/**\/*.test.ts`) with Node's
 * test runner, on the Node.js that runs dcs-addon, so the launcher's version check covers them (the
 * test files are TypeScript, which an older Node refuses with a raw ERR_UNKNOWN_FILE_EXTENSION).
 */
export async function testCommand(dir: string, patterns: string[]): Promise<number> {
  return runNode(['--test', ...(patterns.length > 0 ? patterns : ['test/**/*.test.ts'])], resolve(dir));
}

/** `dcs-addon typecheck <dir>`: the project's own TypeScript (`tsc --noEmit`), on the checked Node.js. */
export async function typecheckCommand(dir: string, io: CliIo): Promise<number> {
  const root = resolve(dir);
  let tsc: string;
  try {
    // Through its package.json: TypeScript's `exports` do not list the bin file itself.
    const manifest = createRequire(join(root, 'package.json')).resolve('typescript/package.json');
    const bin = (JSON.parse(readFileSync(manifest, 'utf8')) as { bin?: { tsc?: string } }).bin?.tsc ?? 'bin/tsc';
    tsc = join(dirname(manifest), bin);
  } catch {
    io.err(`dcs-addon typecheck: no TypeScript in ${root}; run npm install (the scaffold lists it in devDependencies).`);
    return 1;
  }
  if (!existsSync(join(root, 'tsconfig.json'))) io.err(`dcs-addon typecheck: no tsconfig.json in ${root}; tsc looks further up.`);
  return runNode([tsc, '--noEmit', '-p', root], root);
}
