import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { killGroup, trackChild } from './child-processes.ts';

const ROOT = join(import.meta.dirname, '..', '..', '..', '..');
const DCS = join(ROOT, 'packages', 'server', 'bin', 'dcs.js');
const NODE = join(ROOT, 'node_modules', '.bin', 'node');
/** The Node flags `npm start` and `npm run dcs` give a `dcs` process (see the README's production notes). */
export const DCS_NODE_FLAGS = ['--disable-warning=ExperimentalWarning', '--max-semi-space-size=8', '--no-allocation-site-pretenuring'];
/**
 * The allocator settings `npm start`, `npm run dcs` and the `dcs` shebang give a `dcs` process (read by glibc at
 * start, so only the environment can set them): one malloc arena, and buffers of 256 KiB and more mapped and
 * unmapped rather than left in the arena (README, production notes; `docs/print-queue.md`).
 */
export const DCS_MALLOC_ENV = { MALLOC_ARENA_MAX: '1', MALLOC_MMAP_THRESHOLD_: '262144' } as const;

/** A free loopback port (closed again; the caller binds it right away). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Runs a `dcs` command to completion, as a user would in a shell. */
export function runDcs(args: string[], env: Record<string, string>): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(NODE, [...DCS_NODE_FLAGS, DCS, ...args], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A long-running process started by {@link startDcs} or {@link startNodeScript}. */
export interface StartedProcess {
  child: ChildProcess;
  output: () => string;
  /** Sends SIGTERM and resolves once the process has exited. */
  stop: () => Promise<void>;
}

/** {@link runDcs} without blocking this process, so servers the test runs in it (s3rver) keep answering. */
export async function runDcsAsync(args: string[], env: Record<string, string>): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = spawn(NODE, [...DCS_NODE_FLAGS, DCS, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000, detached: true });
  trackChild(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const status = await new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return { status, stdout, stderr };
}

/** Options of {@link startDcs} and {@link startNodeScript}. */
export interface StartOptions {
  /** The Node flags (default {@link DCS_NODE_FLAGS}). */
  nodeFlags?: readonly string[];
  /** Characters of output kept, the last ones (default all): a process that logs every request runs for long. */
  outputLimit?: number;
  /** How long the ready line may take (default 90 s: a first run on a loaded 2-core machine is slow). */
  startTimeoutMs?: number;
}

/** Starts a long-running `dcs` command and resolves once its output contains `readyLine`. */
export function startDcs(args: string[], env: Record<string, string>, readyLine: RegExp, options: StartOptions = {}): Promise<StartedProcess> {
  return startNodeScript(DCS, args, env, readyLine, options);
}

/** A `dcs start` process answering at `url`. */
export interface StartedServer extends StartedProcess {
  url: string;
}

/**
 * `dcs start` on a free loopback port, once it is serving: `env` names its data folder and database
 * (`dcs start` migrates them itself).
 */
export async function startDcsServer(env: Record<string, string>, options: StartOptions = {}): Promise<StartedServer> {
  const port = await freePort();
  const server = await startDcs(['start'], { ...env, DCS_PORT: String(port) }, /dcs is serving/, options);
  return { ...server, url: `http://127.0.0.1:${port}` };
}

/** Starts a Node script (TypeScript is fine) with the flags of `dcs`, once its output contains `readyLine`. */
export async function startNodeScript(script: string, args: string[], env: Record<string, string>, readyLine: RegExp, options: StartOptions = {}): Promise<StartedProcess> {
  // Its own process group: stopping it (or this process exiting) reaches everything it started.
  const child = spawn(NODE, [...(options.nodeFlags ?? DCS_NODE_FLAGS), script, ...args], {
    env: { ...process.env, DCS_LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  trackChild(child);
  const limit = options.outputLimit ?? Infinity;
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > limit) output = output.slice(-limit);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`dcs ${args.join(' ')} did not start:\n${output}`)), options.startTimeoutMs ?? 90_000);
      const check = () => {
        if (readyLine.test(output)) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout!.on('data', check);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`dcs ${args.join(' ')} exited with ${code}:\n${output}`));
      });
    });
  } catch (error) {
    // A process that did not start is no one's to stop: it must not outlive the failure.
    killGroup(child, 'SIGKILL');
    await exited;
    throw error;
  }
  return {
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      killGroup(child, 'SIGTERM');
      // A graceful stop, or after 30 s the whole group goes anyway.
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * Runs a TypeScript script in its own Node process and SIGKILLs it once its output contains
 * `readyLine`: a process dying in the middle of what it was doing, with no chance to clean up.
 * Resolves with the signal the process died of.
 */
export async function killMidway(script: string, args: string[], readyLine: RegExp): Promise<NodeJS.Signals | null> {
  const child = spawn(NODE, [...DCS_NODE_FLAGS, script, ...args], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  trackChild(child);
  let output = '';
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} never printed ${readyLine}:\n${output}`)), 30_000);
    const check = (chunk: Buffer) => {
      output += chunk.toString();
      if (!readyLine.test(output)) return;
      clearTimeout(timer);
      resolve();
    };
    child.stdout!.on('data', check);
    child.stderr!.on('data', check);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`${script} exited before ${readyLine}:\n${output}`));
    });
  });
  child.kill('SIGKILL');
  return exited;
}
