import { readFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { createDcsClient, DcsApiError, type DcsClient } from '@dcs/api-client';
import { isSvcError } from '@dcs/platform';
import type { CliIo } from '../cli/dcs-addon.ts';
import { buildAddon } from '../package/build-addon.ts';
import { watchProject } from './project-watcher.ts';

/** Options of {@link runDevLoop}. */
export interface DevLoopOptions {
  /** The addon project folder. */
  dir: string;
  /** The dcs installation, e.g. `http://localhost:8080`. */
  server: string;
  email: string;
  password: string;
  /** Build, upload and activate once, then return (exit code 0 or 1). */
  once?: boolean;
  /** Ends the watch (also SIGINT/SIGTERM in the CLI). */
  signal?: AbortSignal;
  io: CliIo;
  /** Quiet time after the last change before a rebuild, ms; default 150. */
  debounceMs?: number;
  /** Compare the files every this many ms as well as on events (default 2000). */
  pollMs?: number;
  /** Only compare every `pollMs`, without file system events (`--poll`: network shares, some VMs). */
  pollOnly?: boolean;
}

/** Folders of a project whose changes are not source changes. */
const IGNORED = /^(?:node_modules|dist|\.git)(?:[\\/]|$)|(?:^|[\\/])\.[^\\/]*$/;

/**
 * The development loop of `dcs-addon dev`: builds the addon, uploads it to a running dcs as an unsigned
 * custom package (`allow_unsigned_custom=1`, replacing the installed one of its slug), activates it
 * (keeping the other active addons) and, unless `once`, does it again at every change of the
 * project's files. Server refusals are printed as the server says them (`code: message`, and the
 * details it sends); the loop keeps watching after a failed round.
 */
export async function runDevLoop(options: DevLoopOptions): Promise<number> {
  const { io } = options;
  const dir = resolve(options.dir);
  const dcs = createDcsClient({ baseUrl: options.server });
  try {
    await dcs.signIn(options.email, options.password);
  } catch (error) {
    report(error, io);
    return 1;
  }
  const round = async () => {
    try {
      await deploy(dir, dcs, options, io);
      return true;
    } catch (error) {
      report(error, io);
      return false;
    }
  };
  const ok = await round();
  if (options.once) return ok ? 0 : 1;

  let running: Promise<unknown> = Promise.resolve();
  let pending = false;
  const watcher = await watchProject(dir, {
    ignored: (path) => IGNORED.test(path),
    debounceMs: options.debounceMs,
    pollMs: options.pollMs,
    pollOnly: options.pollOnly,
    onChange: (changed) => {
      io.out(`changed: ${changed.slice(0, 5).join(', ')}${changed.length > 5 ? ` and ${changed.length - 5} more` : ''}`);
      if (pending) return;
      pending = true;
      // Rounds never overlap: a change during a round starts one more after it.
      running = running.then(() => {
        pending = false;
        return round();
      });
    },
  });
  io.out(`watching ${watcher.describe()}; Ctrl+C to stop`);
  await new Promise<void>((done) => {
    if (options.signal?.aborted) return done();
    options.signal?.addEventListener('abort', () => done(), { once: true });
  });
  watcher.close();
  await running;
  return 0;
}

async function deploy(dir: string, dcs: DcsClient, options: DevLoopOptions, io: CliIo): Promise<void> {
  const { outPath, manifest } = await buildAddon(dir);
  const signedIn = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      // The admin session can end while the loop watches (expiry, a server restart with a new secret).
      if (!(error instanceof DcsApiError) || error.status !== 401) throw error;
      await dcs.signIn(options.email, options.password);
      return call();
    }
  };
  const listed = ((await signedIn(() => dcs.admin.request('GET /addons'))).data as { addons: Array<{ directory: string; slug: string; enabled: boolean }> }).addons;
  const installed = listed.find((addon) => addon.slug === manifest.slug);
  const form = new FormData();
  form.append('allow_unsigned_custom', '1');
  if (installed) {
    form.append('replace_custom', '1');
    form.append('expected_slug', manifest.slug);
  }
  form.append('file', new Blob([await readFile(outPath)], { type: 'application/zip' }), basename(outPath));
  const upload = (await signedIn(() => dcs.admin.request('POST /addons/upload', { body: form }))).data as {
    addon: { directory: string; channel: string; trust: { status: string } };
    reloaded: boolean;
  };
  if (!upload.reloaded) {
    const active = new Set(listed.filter((addon) => addon.enabled).map((addon) => addon.directory));
    active.add(upload.addon.directory);
    await signedIn(() => dcs.admin.request('POST /addons/state', { body: [...active] }));
  }
  io.out(
    `deployed ${manifest.slug} ${manifest.version} to ${options.server} as ${upload.addon.channel} (${upload.addon.trust.status}): active` +
      `${upload.reloaded ? ' (reloaded)' : ''}`,
  );
}

/** Prints a failure: the server's code, message and details as it sent them, or the build's error. */
function report(error: unknown, io: CliIo): void {
  if (error instanceof DcsApiError) {
    const cause = (error.data.cause as { code?: unknown } | undefined)?.code;
    io.err(`${error.code}: ${error.message}${typeof cause === 'string' ? ` (cause: ${cause})` : ''}`);
    const { status: _status, ...details } = error.data;
    if (Object.keys(details).length > 0) io.err(JSON.stringify(details));
  } else if (isSvcError(error)) io.err(`${error.code}: ${error.message}`);
  else {
    const cause = (error as { cause?: { message?: string } }).cause?.message;
    io.err(`dcs-addon dev: ${(error as Error).message}${cause ? ` (${cause})` : ''}`);
  }
}
