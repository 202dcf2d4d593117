#!/usr/bin/env node
// The dcs + Medusa pair, for a demo and for the tests (docs/hosts/medusa.md):
//   npm run medusa:install      once (Medusa's own npm install under hosts/medusa)
//   npm run medusa:demo [-- --fresh] [-- --no-admin]
// Starts dcs (`dcs start`, SQLite under hosts/medusa/.demo/dcs) and Medusa (its own PostgreSQL database
// `dcs_medusa` on 127.0.0.1:5432) with the @dcs/medusa plugin, connected both ways: a shop key for Medusa,
// a webhook endpoint for dcs, the demo products linked, the hotfolder on. Idempotent: a second start
// reuses what the first made (state.json); --fresh starts over.
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const HERE = import.meta.dirname;
const ROOT = join(HERE, '..', '..');
const MEDUSA_CLI = join(HERE, 'node_modules', '@medusajs', 'cli', 'cli.js');
const APP = join(HERE, 'app');
const PLUGIN = join(HERE, 'plugin');
const DCS = join(ROOT, 'packages', 'server', 'bin', 'dcs.js');
const DCS_FLAGS = ['--disable-warning=ExperimentalWarning', '--max-semi-space-size=8', '--no-allocation-site-pretenuring'];
const SHOP = 'medusa';

/** A free loopback port. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A long-running child in its own process group, resolved once `ready` shows in its output. */
function startProcess(name, command, args, { cwd, env, ready, timeoutMs = 180_000, log }) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`${name} did not start within ${timeoutMs / 1000} s:\n${output.slice(-4000)}`)), timeoutMs);
    const fail = (error) => {
      clearTimeout(timer);
      stop().finally(() => reject(error));
    };
    const onData = (chunk) => {
      output += chunk.toString();
      if (output.length > 400_000) output = output.slice(-200_000);
      log?.(chunk.toString());
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve({ child, output: () => output, stop, kill });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => fail(new Error(`${name} exited (${code}) before it was ready:\n${output.slice(-4000)}`)));
    async function stop() {
      if (child.exitCode === null && child.signalCode === null) {
        try { process.kill(-child.pid, 'SIGTERM'); } catch { /* gone */ }
        const timeout = setTimeout(() => { try { process.kill(-child.pid, 'SIGKILL'); } catch { /* gone */ } }, 15_000);
        await exited;
        clearTimeout(timeout);
      }
    }
    /** SIGKILL, no shutdown: what a crash or a pulled plug does. */
    async function kill() {
      try { process.kill(-child.pid, 'SIGKILL'); } catch { /* gone */ }
      await exited;
    }
  });
}

function run(command, args, { cwd, env, what }) {
  const result = spawnSync(command, args, { cwd, env: { ...process.env, ...env }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`${what} failed (${result.status}):\n${(result.stdout + result.stderr).slice(-4000)}`);
  return result.stdout;
}

/** The newest modification time under `dir`. */
function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

/** Builds the plugin (`medusa plugin:build`) when its sources changed since the last build. */
export function buildPlugin(env = {}) {
  const built = join(PLUGIN, '.medusa', 'server', 'src');
  if (existsSync(built) && statSync(built).mtimeMs >= newest(join(PLUGIN, 'src'))) return false;
  run(process.execPath, [MEDUSA_CLI, 'plugin:build'], { cwd: PLUGIN, env: { MEDUSA_DISABLE_TELEMETRY: 'true', ...env }, what: 'medusa plugin:build' });
  return true;
}

/**
 * Medusa's admin (with the plugin's widget) for `medusa start`, which serves a production build from the
 * app's `public/admin`: `medusa build` (2–3 minutes) once, linked there. The tests run without the admin.
 */
function buildAdmin(env) {
  const served = join(APP, 'public', 'admin');
  if (existsSync(join(served, 'index.html')) && statSync(join(served, 'index.html')).mtimeMs >= newest(join(PLUGIN, 'src', 'admin'))) return;
  run(process.execPath, [MEDUSA_CLI, 'build'], { cwd: APP, env, what: 'medusa build (the admin)' });
  rmSync(served, { recursive: true, force: true });
  mkdirSync(join(APP, 'public'), { recursive: true });
  symlinkSync(join(APP, '.medusa', 'server', 'public', 'admin'), served);
}

function psql(sql, database = 'postgres') {
  return run('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-d', database, '-tAc', sql], { what: `psql ${sql}` }).trim();
}

/** dcs's admin API with a signed-in staff session (cookie and nonce). */
async function dcsAdmin(url, email, password) {
  const signIn = await fetch(`${url}/api/v1/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  if (signIn.status !== 201) throw new Error(`dcs sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  const { nonce } = await signIn.json();
  return async (method, path, body) => {
    const response = await fetch(`${url}${path}`, { method, headers: { cookie, 'x-wp-nonce': nonce, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
    const answer = await response.json().catch(() => null);
    if (!response.ok) throw new Error(`dcs ${method} ${path} answered ${response.status}: ${JSON.stringify(answer)}`);
    return answer;
  };
}

/**
 * Starts the pair. `dataDir` holds dcs's data, the hotfolder and state.json; `database` is Medusa's
 * PostgreSQL database. Answers the URLs, credentials and handles to stop or restart either side.
 */
export async function startPair(options = {}) {
  const started = [];
  try {
    return await startPairProcesses(options, started);
  } catch (error) {
    // Nothing half-started is left behind (a dcs holding its port, say).
    await Promise.all(started.map((process) => process.stop()));
    throw error;
  }
}

async function startPairProcesses(options, started) {
  const dataDir = options.dataDir ?? join(HERE, '.demo');
  const database = options.database ?? 'dcs_medusa';
  const medusaPort = options.medusaPort ?? 9000;
  const statePath = join(dataDir, 'state.json');
  if (options.fresh) {
    rmSync(dataDir, { recursive: true, force: true });
    psql(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
  mkdirSync(join(dataDir, 'hotfolder'), { recursive: true });
  // Both processes' output, for a look after a failed run (CI keeps the data folder's path in its log).
  const logFile = join(dataDir, 'pair.log');
  const log = (name) => (text) => {
    appendFileSync(logFile, text.replace(/^(?=.)/gm, `[${name}] `));
    options.log?.(text);
  };
  const state = existsSync(statePath) ? JSON.parse(readFileSync(statePath, 'utf8')) : {};
  const save = () => writeFileSync(statePath, JSON.stringify(state, null, 2));
  const timings = {};
  const timed = async (name, work) => {
    const started = Date.now();
    try { return await work(); } finally { timings[name] = Date.now() - started; }
  };

  // dcs first: Medusa needs its key and webhook secret to start.
  const dcsPort = options.dcsPort ?? state.dcsPort ?? (await freePort());
  state.dcsPort = dcsPort;
  const medusaUrl = `http://127.0.0.1:${medusaPort}`;
  const dcsUrl = `http://127.0.0.1:${dcsPort}`;
  // The browser reaches dcs on another site than the shop page (localhost vs 127.0.0.1), as a real
  // shop and its dcs are: the designer's cross-origin path is the one exercised.
  const dcsPublicUrl = `http://localhost:${dcsPort}`;
  const dcsEnv = {
    DCS_DATA_DIR: join(dataDir, 'dcs'),
    DCS_PORT: String(dcsPort),
    DCS_HOST: '127.0.0.1',
    DCS_BASE_URL: dcsPublicUrl,
    DCS_ALLOWED_ORIGINS: medusaUrl,
    DCS_WEBHOOK_RETRY_BASE_MS: options.webhookRetryMs ? String(options.webhookRetryMs) : '2000',
    ...options.dcsEnv,
  };
  let dcs = null;
  const startDcs = async () => {
    const firstRun = !state.dcsAdmin;
    dcs = await timed(firstRun ? 'dcsFirstStart' : 'dcsStart', () => startProcess('dcs', process.execPath, [...DCS_FLAGS, DCS, 'start', ...(firstRun ? ['--first-run'] : [])], { cwd: ROOT, env: dcsEnv, ready: /dcs is serving/, log: log('dcs') }));
    started.push(dcs);
    if (firstRun) {
      const password = /password:\s+(\S+)/.exec(dcs.output())?.[1];
      if (!password) throw new Error(`dcs printed no first admin password:\n${dcs.output().slice(-2000)}`);
      state.dcsAdmin = { email: 'admin@dcs.local', password };
      save();
    }
    return dcs;
  };
  await startDcs();

  if (!state.shopKey) {
    const admin = await dcsAdmin(dcsUrl, state.dcsAdmin.email, state.dcsAdmin.password);
    const key = await admin('POST', '/api/v1/shop-keys', { name: 'Medusa demo', shop: SHOP, scopes: ['quotes:verify', 'orders:write', 'orders:read', 'jobs:read'] });
    const hook = await admin('POST', '/api/v1/webhooks', { url: `${medusaUrl}/dcs/webhooks`, events: ['print_job.completed', 'print_job.delivered', 'print_job.held', 'print_job.failed', 'print_job.cancelled'] });
    await admin('POST', '/wp-json/svc/v1/print-queue/settings', { enabled: true, directory: join(dataDir, 'hotfolder') });
    const products = await admin('GET', '/api/v1/products?per_page=100');
    state.shopKey = key.secret;
    state.webhookSecret = hook.secret;
    state.dcsProducts = products.map((product) => ({ id: product.id, name: product.name, basePrice: product.basePrice, currency: product.currency }));
    save();
  }

  const medusaEnv = {
    MEDUSA_DISABLE_TELEMETRY: 'true',
    DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${database}`,
    PORT: String(medusaPort),
    MEDUSA_BACKEND_URL: medusaUrl,
    MEDUSA_ADMIN_DISABLED: options.admin === false ? 'true' : 'false',
    DCS_URL: dcsUrl,
    DCS_PUBLIC_URL: dcsPublicUrl,
    DCS_SHOP_KEY: state.shopKey,
    DCS_WEBHOOK_SECRET: state.webhookSecret,
  };
  await timed('pluginBuild', () => buildPlugin());
  if (psql(`SELECT 1 FROM pg_database WHERE datname = '${database}'`) !== '1') {
    psql(`CREATE DATABASE ${database}`);
    delete state.medusaSeed;
  }
  if (!state.medusaSeed) {
    await timed('medusaMigrate', async () => run(process.execPath, [MEDUSA_CLI, 'db:migrate'], { cwd: APP, env: medusaEnv, what: 'medusa db:migrate' }));
    const productsFile = join(dataDir, 'dcs-products.json');
    const seedOut = join(dataDir, 'medusa-seed.json');
    writeFileSync(productsFile, JSON.stringify(state.dcsProducts));
    await timed('medusaSeed', async () => run(process.execPath, [MEDUSA_CLI, 'exec', './src/scripts/seed-dcs-demo.ts'], { cwd: APP, env: { ...medusaEnv, DCS_SEED_PRODUCTS: productsFile, DCS_SEED_OUT: seedOut }, what: 'the Medusa seed' }));
    state.medusaSeed = JSON.parse(readFileSync(seedOut, 'utf8'));
    save();
  }
  if (options.admin !== false) await timed('medusaAdminBuild', async () => buildAdmin(medusaEnv));
  let medusa = null;
  const startMedusa = async () => {
    medusa = await timed('medusaStart', () => startProcess('medusa', process.execPath, [MEDUSA_CLI, 'start'], { cwd: APP, env: medusaEnv, ready: /Server is ready on port/, log: log('medusa') }));
    started.push(medusa);
    return medusa;
  };
  await startMedusa();

  return {
    dataDir,
    hotfolder: join(dataDir, 'hotfolder'),
    logFile,
    dcsUrl,
    dcsPublicUrl,
    medusaUrl,
    shopUrl: `${medusaUrl}/dcs-shop`,
    state,
    timings,
    dcs: () => dcs,
    medusa: () => medusa,
    startDcs,
    startMedusa,
    async stop() {
      await Promise.all([medusa?.stop(), dcs?.stop()]);
    },
  };
}

if (process.argv[1] === import.meta.filename) {
  const { values } = parseArgs({ options: { fresh: { type: 'boolean' }, 'no-admin': { type: 'boolean' }, verbose: { type: 'boolean' }, port: { type: 'string' } } });
  const pair = await startPair({ fresh: values.fresh, admin: !values['no-admin'], medusaPort: values.port ? Number(values.port) : 9000, log: values.verbose ? (text) => process.stdout.write(text) : undefined });
  const seed = pair.state.medusaSeed;
  console.log(`
dcs and Medusa are running (${Object.entries(pair.timings).map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`).join(', ')}).
  Storefront page (Medusa):  ${pair.shopUrl}
  Medusa admin:              ${pair.medusaUrl}/app   ${seed.admin.email} / ${seed.admin.password}
  dcs admin:                 ${pair.dcsPublicUrl}/admin/   ${pair.state.dcsAdmin.email} / ${pair.state.dcsAdmin.password}
  Hotfolder:                 ${pair.hotfolder}
Ctrl-C stops both.`);
  const stop = () => void pair.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
