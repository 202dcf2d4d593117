import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { isSvcError, type QueueWorker } from '@dcs/platform';
import { loadConfig } from '../boot/config.ts';
import { createSystem, type DcsSystem } from '../boot/create-system.ts';
import { runAddonCommand, runLicenseCommand } from '../core/addons/addon-cli.ts';
import { installFirstPartyAddons } from '../core/addons/first-party-addons.ts';
import { seedDemoCatalog } from '../demo/demo-catalog.ts';
import { describeDemoSeed, seedDemoDesignData } from '../demo/demo-seed.ts';
import { startOpsServer } from '../host/observability/ops-server.ts';
import { runStorageCommand } from './storage-command.ts';

const HELP = `dcs: the design customization service

Usage:
  dcs start [--first-run]     migrate, then serve HTTP with an in-process queue worker
                              (--first-run: also seed the demo shop on an empty database and create
                              a first admin with a one-time password when there is none)
  dcs worker [--concurrency N]  run queue jobs only (any number, on any machine, with PostgreSQL)
  dcs migrate                 apply pending database migrations
  dcs admin create --email E --password P [--name N]
  dcs demo [--email E --password P]   seed the demo shop (T-shirt, mug, business card) if it has no products;
                              with an admin's sign-in also the designer data (palette, cliparts, templates…)
  dcs storage migrate --to URL [--concurrency N]   copy every stored object to another storage
                              (s3://bucket/prefix?endpoint=…, file:///path), verifying hashes;
                              run it again to copy only what is missing, then set DCS_STORAGE_URL
  dcs addon list              installed addons and whether they are enabled
  dcs addon activate|deactivate <dir>...   change the saved active set (checked by loading the addons;
                              a running server applies it at its next start)
  dcs license issue --key <license-private.pem> --key-id <id> --license-id <id>
                    (--product <slug>... | --bundle) --updates-until YYYY-MM-DD [--expires-at YYYY-MM-DD]
                    [--issued-at YYYY-MM-DD] [--licensee name]
  dcs help

Configuration comes from DCS_* environment variables; see the README.`;

type Out = { log: (line: string) => void; error: (line: string) => void };

/** Runs one command; returns the exit code. `env` is where `storage` reads its configuration (tests pass their own). */
export async function main(argv: string[], out: Out = { log: console.log, error: console.error }, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'start':
        return await start(rest, out);
      case 'worker':
        return await worker(rest, out);
      case 'migrate':
        return await withSystem(async (system) => {
          await system.migrate();
          out.log('Migrations are up to date.');
          return 0;
        });
      case 'admin':
        return await admin(rest, out);
      case 'addon':
        return await withSystem(async (system) => {
          await system.migrate();
          return runAddonCommand(system.addons.manager, rest, out);
        });
      case 'license':
        return await runLicenseCommand(rest, out);
      case 'storage':
        return await runStorageCommand(rest, loadConfig(env), env, out);
      case 'demo':
        return await demo(rest, out);
      case undefined:
      case 'help':
      case '--help':
      case '-h':
        out.log(HELP);
        return 0;
      default:
        out.error(`Unknown command "${command}".\n\n${HELP}`);
        return 2;
    }
  } catch (error) {
    out.error(isSvcError(error) ? `${error.code}: ${error.message}` : String((error as Error).message ?? error));
    return 1;
  }
}

async function withSystem<T>(fn: (system: DcsSystem) => Promise<T>): Promise<T> {
  const system = await createSystem(loadConfig(), { quiet: true });
  try {
    return await fn(system);
  } finally {
    await system.close();
  }
}

async function admin(args: string[], out: Out): Promise<number> {
  const [sub, ...rest] = args;
  if (sub !== 'create') {
    out.error('Usage: dcs admin create --email E --password P [--name N]');
    return 2;
  }
  const { values } = parseArgs({ args: rest, options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } } });
  if (!values.email || !values.password) {
    out.error('Usage: dcs admin create --email E --password P [--name N]');
    return 2;
  }
  return withSystem(async (system) => {
    await system.migrate();
    const user = await system.services.auth.createUser({ email: values.email!, password: values.password!, displayName: values.name });
    out.log(`Created admin ${user.email} (id ${user.id}).`);
    return 0;
  });
}

/**
 * Stops cleanly on SIGINT/SIGTERM: no new connections or jobs, the ones in flight end within
 * `DCS_SHUTDOWN_TIMEOUT_MS`, then the database closes. A second signal finds no handler and ends the
 * process at once.
 */
function onShutdown(stop: () => Promise<void>): Promise<void> {
  return new Promise((resolve) => {
    const handler = () => {
      process.off('SIGINT', handler);
      process.off('SIGTERM', handler);
      void stop().finally(resolve);
    };
    process.on('SIGINT', handler);
    process.on('SIGTERM', handler);
  });
}

/**
 * Keeps this process's running addons in line with the active set saved in the database, so an
 * activation made through another process (or `dcs addon activate`) reaches every process.
 */
function followAddonState(system: DcsSystem): () => void {
  const interval = system.config.addonSyncMs;
  if (interval <= 0) return () => undefined;
  const timer = setInterval(() => {
    system.addons.manager.sync().catch((error: unknown) => system.services.logger.error({ err: error }, 'addon sync failed'));
  }, interval);
  timer.unref();
  return () => clearInterval(timer);
}

async function start(args: string[], out: Out): Promise<number> {
  const { values } = parseArgs({ args, options: { 'first-run': { type: 'boolean' } } });
  const config = loadConfig();
  const system = await createSystem(config);
  await system.migrate();
  await system.addons.manager.boot();
  const signIn = values['first-run'] ? await system.quietly(() => firstRun(system, out)) : [];
  await system.scheduleMaintenance();
  let queueWorker: QueueWorker | null = null;
  if (config.workerConcurrency > 0) queueWorker = system.services.queue.work({ concurrency: config.workerConcurrency });
  const stopFollowing = followAddonState(system);
  await system.http.listen({ port: config.port, host: config.host });
  // Last, so a newcomer finds where to go (and the one-time password) at the bottom of the terminal: the
  // logger writes asynchronously, so its "listening" line is flushed first.
  const log = system.http.log as { flush?: (done: (error?: Error) => void) => void };
  await new Promise<void>((resolve) => (log.flush ? log.flush(() => resolve()) : resolve()));
  out.log(servingLines(config.baseUrl, signIn).join('\n'));
  await onShutdown(async () => {
    out.log('dcs is stopping: finishing the requests and jobs in flight.');
    stopFollowing();
    const graceMs = config.shutdownTimeoutMs;
    await Promise.all([system.stopServing(graceMs), queueWorker?.stop({ graceMs })]);
    await system.close();
    out.log('dcs stopped.');
  });
  return 0;
}

/** What `dcs start` prints once it listens: the shop, the admin app, the APIs, and a new admin's sign-in. */
function servingLines(baseUrl: string, signIn: string[]): string[] {
  return [
    '',
    `dcs is serving ${baseUrl}`,
    `  the shop:      ${baseUrl}/`,
    `  the admin app: ${baseUrl}/admin/`,
    `  APIs:          ${baseUrl}/wp-json/svc/v1 (extension), ${baseUrl}/api/v1 (admin)`,
    ...signIn,
    '',
  ];
}

/** Seeds what an empty installation lacks; answers the sign-in lines of a first admin it created (else none). */
async function firstRun(system: DcsSystem, out: Out): Promise<string[]> {
  const { shop, auth } = system.services;
  const seeded = await seedDemoCatalog(shop);
  if (seeded.length > 0) out.log(`Seeded the demo shop: ${seeded.map((p) => p.name).join(', ')}.`);
  const addons = await installFirstPartyAddons({
    manager: system.addons.manager,
    keysFolder: join(system.config.dataDir, 'dev-vendor-keys'),
    trustFile: system.addons.trustFile,
    clock: system.services.clock,
    logger: system.services.logger,
  });
  if (addons.length > 0) out.log(`Installed and activated the first-party addons (signed with this installation's development key): ${addons.join(', ')}.`);
  if ((await auth.countUsers()) === 0) {
    const email = 'admin@dcs.local';
    const password = randomBytes(12).toString('base64url');
    await auth.createUser({ email, password, displayName: 'Administrator' });
    // The designer's demo data goes through the admin and addon APIs, signed in as the new admin.
    if (seeded.length > 0) {
      const report = await seedDemoDesignData(system, { email, password });
      if (report) for (const line of describeDemoSeed(report)) out.log(line);
    }
    const url = system.config.baseUrl;
    return [
      'Sign in to the admin app with the first admin (this password is shown only now; keep it somewhere safe):',
      `  email:    ${email}`,
      `  password: ${password}`,
      `  or: curl -i -c cookies.txt -H 'Content-Type: application/json' -d '{"email":"${email}","password":"${password}"}' ${url}/api/v1/session`,
      `Add more admins with: npm run dcs -- admin create --email you@example.com --password '…'`,
    ];
  }
  return [];
}

/** `dcs demo [--email … --password …]`: the demo products, and with an admin's sign-in the designer's demo data. */
async function demo(args: string[], out: Out): Promise<number> {
  const { values } = parseArgs({ args, options: { email: { type: 'string' }, password: { type: 'string' } } });
  return withSystem(async (system) => {
    await system.migrate();
    await system.addons.manager.boot();
    const created = await seedDemoCatalog(system.services.shop);
    out.log(created.length > 0 ? `Seeded ${created.length} demo products.` : 'The shop already has products; no demo product seeded.');
    if (values.email === undefined || values.password === undefined) {
      out.log('Add --email and --password of an admin to seed the designer demo data (palette, cliparts, templates, pricing rules…).');
      return 0;
    }
    const report = await seedDemoDesignData(system, { email: values.email, password: values.password });
    if (!report) out.log('The demo products are missing; no designer demo data seeded.');
    else for (const line of describeDemoSeed(report)) out.log(line);
    return 0;
  });
}

async function worker(args: string[], out: Out): Promise<number> {
  const { values } = parseArgs({ args, options: { concurrency: { type: 'string' } } });
  const config = loadConfig();
  const concurrency = values.concurrency ? Number(values.concurrency) : Math.max(1, config.workerConcurrency);
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64) {
    out.error('--concurrency must be a whole number from 1 to 64.');
    return 2;
  }
  tuneWorkerHeap();
  const system = await createSystem(config);
  await system.migrate();
  await system.addons.manager.boot();
  return runWorker(system, concurrency, out);
}

/**
 * A worker process's V8 heap grows by a fixed 30 % past what survives a full collection. Its live heap
 * is mostly the code it loaded (~53 MB) and each print job leaves a few MB of old-generation garbage;
 * with V8's own growing factor (~1.2 here) a full mark-compact ran for almost every job, ~40 ms of CPU on
 * the main and helper threads. With 30 %: 0.4 per job, and the heap still stays within the worker's
 * memory target (`docs/print-queue.md`, issue 33). The flag is read at every collection, so setting it
 * before the system is built is enough; the HTTP server keeps V8's own factor.
 */
function tuneWorkerHeap(): void {
  setFlagsFromString('--heap-growing-percent=30');
}

/** Runs the queue worker of a built system until SIGTERM/SIGINT (also used by test fixtures with their own handlers). */
export async function runWorker(system: DcsSystem, concurrency: number, out: Out): Promise<number> {
  const { config } = system;
  await system.scheduleMaintenance();
  const stopFollowing = followAddonState(system);
  const opsServer = config.metricsPort === undefined ? null : await startOpsServer(system.ops, { port: config.metricsPort, host: config.host });
  const queueWorker = system.services.queue.work({ concurrency });
  out.log(`dcs worker ${queueWorker.id} is running ${concurrency} job(s) at a time.`);
  if (opsServer) out.log(`Worker metrics: http://${config.host}:${opsServer.port}/metrics (also /healthz, /readyz).`);
  await onShutdown(async () => {
    out.log('dcs worker is stopping: finishing or releasing its jobs.');
    stopFollowing();
    await queueWorker.stop({ graceMs: config.shutdownTimeoutMs });
    await opsServer?.close();
    await system.close();
    out.log('dcs worker stopped.');
  });
  return 0;
}
