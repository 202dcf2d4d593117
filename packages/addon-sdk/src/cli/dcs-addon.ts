import { writeFile, readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { isSvcError } from '@dcs/platform';
import { readAddonPackage } from '../package/addon-package.ts';
import { buildAddon } from '../package/build-addon.ts';
import { generateSigningKeyPair } from '../package/key-pair.ts';
import { issueLicense } from '../package/license-key.ts';
import { packAddon } from '../package/pack.ts';
import { runDevLoop } from '../dev/dev-loop.ts';
import { initAddonProject } from '../scaffold/init-addon.ts';
import { askCredentials } from './ask-credentials.ts';
import { testCommand, typecheckCommand } from './project-commands.ts';
import { verifyPackageSignature } from '../package/package-signature.ts';
import { signAddonZip } from '../package/package-signer.ts';
import { createUpdateCatalog } from '../package/update-catalog.ts';
import { KEY_PURPOSES, loadTrustStore, type KeyPurpose } from '../package/trust-store.ts';

/** Where the CLI writes; tests pass their own. */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

const USAGE = `Usage:
  dcs-addon init <dir> [--slug s] [--sdk <folder or URL of the SDK tarballs>] [--force]   a new addon project
  dcs-addon test <dir> [patterns…]       the project's tests (default test/**/*.test.ts) with node --test
  dcs-addon typecheck <dir>              the project's tsc --noEmit
  dcs-addon dev <dir> [--server <url>] [--once] [--poll] [--poll-ms 2000]
                                         build, upload unsigned-custom and activate at every change
                                         (server: --server, else DCS_URL, else http://localhost:8080;
                                         --poll: compare files every --poll-ms only, without file events)
                          (admin credentials from DCS_ADMIN_EMAIL and DCS_ADMIN_PASSWORD, or asked for)
  dcs-addon pack <dir> [-o out.zip]
  dcs-addon build <dir> [--source src/index.ts] [-o out.zip]   bundle the entry, then pack
  dcs-addon keygen --out <prefix> [--key-id id] [--purpose package|license] [--slugs slug,prefix-*]
  dcs-addon sign <zip> --key <private.pem> --key-id <id> [--released-at YYYY-MM-DD] [-o out.zip]
  dcs-addon verify <zip> --trust <keys.json> [--now <ISO date>]
  dcs-addon catalog --key <private.pem> --key-id <id> --addon <slug>@<version>[@YYYY-MM-DD]... --expires-at <ISO date> [-o catalog.json]
  dcs-addon license-issue --key <private.pem> --key-id <id> --license-id <id> (--product <slug>... | --bundle)
                          --updates-until YYYY-MM-DD [--expires-at YYYY-MM-DD] [--issued-at YYYY-MM-DD] [--licensee name]`;

class UsageError extends Error {}

function required(value: string | undefined, flag: string): string {
  if (!value) throw new UsageError(`missing ${flag}`);
  return value;
}

async function pack(args: string[], io: CliIo): Promise<number> {
  const { positionals, values } = parseArgs({ args, allowPositionals: true, options: { out: { type: 'string', short: 'o' } } });
  const result = await packAddon(required(positionals[0], '<dir>'), values.out ? { outPath: values.out } : {});
  io.out(`packed ${result.manifest.slug} ${result.manifest.version}: ${result.files} files → ${result.outPath}`);
  return 0;
}

async function keygen(args: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { out: { type: 'string' }, 'key-id': { type: 'string' }, purpose: { type: 'string', default: 'package' }, slugs: { type: 'string' } },
  });
  const prefix = required(values.out, '--out');
  const purpose = values.purpose as KeyPurpose;
  if (!KEY_PURPOSES.includes(purpose)) throw new UsageError(`--purpose must be one of ${KEY_PURPOSES.join(', ')}`);
  const keyId = values['key-id'] ?? `${purpose}-${new Date().toISOString().slice(0, 10)}`;
  const pair = generateSigningKeyPair();
  await writeFile(`${prefix}.private.pem`, pair.privateKey, { mode: 0o600, flag: 'wx' });
  await writeFile(`${prefix}.public.pem`, pair.publicKey, { mode: 0o644, flag: 'wx' });
  io.err(`wrote ${prefix}.private.pem (keep it secret) and ${prefix}.public.pem; trust store entry:`);
  // A vendor's package key is trusted for its own slugs only: the operator keeps (or edits) this list.
  const slugs = values.slugs?.split(',').map((slug) => slug.trim()).filter(Boolean);
  if (slugs && purpose !== 'package') throw new UsageError('--slugs applies to package keys');
  io.out(JSON.stringify({ keyId, purpose, publicKey: pair.publicKey, notBefore: new Date().toISOString(), ...(slugs ? { slugs } : {}) }, null, 2));
  return 0;
}

async function signCommand(args: string[], io: CliIo): Promise<number> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      key: { type: 'string' },
      'key-id': { type: 'string' },
      'released-at': { type: 'string' },
      out: { type: 'string', short: 'o' },
    },
  });
  const result = await signAddonZip(required(positionals[0], '<zip>'), {
    privateKey: await readFile(required(values.key, '--key'), 'utf8'),
    keyId: required(values['key-id'], '--key-id'),
    ...(values['released-at'] ? { releasedAt: values['released-at'] } : {}),
    ...(values.out ? { outPath: values.out } : {}),
  });
  io.out(`signed ${result.slug} ${result.version}: ${result.files} files → ${result.outPath}`);
  return 0;
}

async function verifyCommand(args: string[], io: CliIo): Promise<number> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { trust: { type: 'string' }, now: { type: 'string' } },
  });
  const trustStore = await loadTrustStore(required(values.trust, '--trust'));
  const pkg = await readAddonPackage(required(positionals[0], '<zip>'));
  try {
    const result = verifyPackageSignature(pkg, trustStore, { now: values.now ? new Date(values.now) : new Date() });
    if (result.status === 'verified') {
      const { files, ...summary } = result;
      io.out(JSON.stringify({ ...summary, files: files.length }, null, 2));
      return 0;
    }
    if (result.status === 'unsigned') {
      io.out(JSON.stringify({ status: 'unsigned', slug: pkg.manifest.slug, version: pkg.manifest.version }, null, 2));
      return 2;
    }
    io.out(JSON.stringify({ status: 'invalid', ...result.error.toBody() }, null, 2));
    return 1;
  } finally {
    pkg.close();
  }
}

async function licenseIssue(args: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      key: { type: 'string' },
      'key-id': { type: 'string' },
      'license-id': { type: 'string' },
      product: { type: 'string', multiple: true },
      bundle: { type: 'boolean' },
      'issued-at': { type: 'string' },
      'updates-until': { type: 'string' },
      'expires-at': { type: 'string' },
      licensee: { type: 'string' },
    },
  });
  const key = issueLicense({
    privateKey: await readFile(required(values.key, '--key'), 'utf8'),
    keyId: required(values['key-id'], '--key-id'),
    licenseId: required(values['license-id'], '--license-id'),
    ...(values.product ? { products: values.product } : {}),
    ...(values.bundle ? { bundle: true } : {}),
    ...(values['issued-at'] ? { issuedAt: values['issued-at'] } : {}),
    updatesUntil: required(values['updates-until'], '--updates-until'),
    ...(values['expires-at'] ? { expiresAt: values['expires-at'] } : {}),
    ...(values.licensee ? { licensee: values.licensee } : {}),
  });
  io.out(key);
  return 0;
}

async function buildCommand(args: string[], io: CliIo): Promise<number> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { out: { type: 'string', short: 'o' }, source: { type: 'string' } },
  });
  const result = await buildAddon(required(positionals[0], '<dir>'), {
    ...(values.out ? { outPath: values.out } : {}),
    ...(values.source ? { source: values.source } : {}),
  });
  io.out(`built ${result.manifest.slug} ${result.manifest.version}: ${result.files} files → ${result.outPath}`);
  return 0;
}

async function init(args: string[], io: CliIo): Promise<number> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { slug: { type: 'string' }, sdk: { type: 'string' }, force: { type: 'boolean' } },
  });
  const result = await initAddonProject(required(positionals[0], '<dir>'), {
    ...(values.slug ? { slug: values.slug } : {}),
    ...(values.sdk ? { sdk: values.sdk } : {}),
    ...(values.force ? { force: true } : {}),
  });
  io.out(`created addon ${result.slug} in ${result.dir}: ${result.files.join(', ')}`);
  io.out('next: npm install && npm test && npm run build (the SDK tarballs are in vendor/: keep them with the project)');
  return 0;
}

async function dev(args: string[], io: CliIo): Promise<number> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { server: { type: 'string' }, once: { type: 'boolean' }, poll: { type: 'boolean' }, 'poll-ms': { type: 'string' } },
  });
  const dir = required(positionals[0], '<dir>');
  // The flag, else DCS_URL (as the tutorial exports it), else a dcs started locally with its defaults.
  const server = values.server ?? process.env.DCS_URL ?? 'http://localhost:8080';
  const pollMs = values['poll-ms'] === undefined ? undefined : Number(values['poll-ms']);
  if (pollMs !== undefined && !(Number.isInteger(pollMs) && pollMs >= 100)) throw new UsageError('--poll-ms takes a whole number of milliseconds, at least 100');
  const credentials = await askCredentials(io);
  if (!credentials) throw new UsageError('set DCS_ADMIN_EMAIL and DCS_ADMIN_PASSWORD (no terminal to ask on)');
  const stop = new AbortController();
  const onSignal = () => stop.abort();
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    return await runDevLoop({ dir, server, ...credentials, once: values.once ?? false, pollOnly: values.poll ?? false, pollMs, signal: stop.signal, io });
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

async function catalog(args: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      key: { type: 'string' },
      'key-id': { type: 'string' },
      addon: { type: 'string', multiple: true },
      'expires-at': { type: 'string' },
      out: { type: 'string', short: 'o' },
    },
  });
  const addons = (values.addon ?? []).map((spec) => {
    const [slug, version, releasedAt] = spec.split('@');
    if (!slug || !version) throw new UsageError(`--addon ${spec}: expected <slug>@<version>[@YYYY-MM-DD]`);
    return { slug, version, ...(releasedAt ? { releasedAt } : {}) };
  });
  const expiresAt = required(values['expires-at'], '--expires-at');
  const text = createUpdateCatalog(
    { issuedAt: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'), expiresAt, addons },
    { privateKey: await readFile(required(values.key, '--key'), 'utf8'), keyId: required(values['key-id'], '--key-id') },
  );
  if (values.out) {
    await writeFile(values.out, text);
    io.out(`signed update catalog of ${addons.length} addon(s), valid until ${expiresAt} → ${values.out}`);
  } else io.out(text.trimEnd());
  return 0;
}

async function test(args: string[]): Promise<number> {
  const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
  return testCommand(required(positionals[0], '<dir>'), positionals.slice(1));
}

async function typecheck(args: string[], io: CliIo): Promise<number> {
  const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
  return typecheckCommand(required(positionals[0], '<dir>'), io);
}

const COMMANDS: Record<string, (args: string[], io: CliIo) => Promise<number>> = {
  init,
  test,
  typecheck,
  dev,
  pack,
  build: buildCommand,
  keygen,
  sign: signCommand,
  verify: verifyCommand,
  catalog,
  'license-issue': licenseIssue,
};

/**
 * Runs `dcs-addon <command> …` and returns the exit code: 0 success, 1 refused or failed,
 * 2 `verify` of an unsigned package, 64 usage error.
 */
export async function runDcsAddon(argv: string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  const run = command ? COMMANDS[command] : undefined;
  if (!run) {
    io.err(USAGE);
    return command === 'help' || command === '--help' ? 0 : 64;
  }
  try {
    return await run(rest, io);
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      io.err(`dcs-addon ${command}: ${(error as Error).message}\n${USAGE}`);
      return 64;
    }
    io.err(isSvcError(error) ? `${error.code}: ${error.message}` : `dcs-addon ${command}: ${(error as Error).message}`);
    return 1;
  }
}
