import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildAddon, issueLicense, signAddonZip, type AddonManifest } from '@dcs/addon-sdk';
import { addonFiles, makeTestKey, signFiles, testManifest, writeRawZip, zipEntries, type TestKey } from '@dcs/addon-sdk/testing';
import type { HttpTestClient, TestResponse } from '../../../testing/http-test-client.ts';
import { startTestSystem, type TestSystem, type TestSystemOptions } from '../../../testing/test-system.ts';

/** A test system whose installation trusts freshly generated test keys, with helpers to make packages. */
export interface AddonTestKit {
  t: TestSystem;
  packageKey: TestKey;
  vendorKey: TestKey;
  /** A key the installation does not trust. */
  strangerKey: TestKey;
  trustFile: string;
  /** A scratch folder for ZIPs. */
  work: string;
  /** A license key issued by the test vendor key. */
  license(products: string[] | 'bundle', extra?: { expiresAt?: string; issuedAt?: string }): string;
  /** A package ZIP of a test addon whose entry module is `entrySource` (see {@link addonModule}). */
  packageZip(manifest: Partial<AddonManifest>, entrySource: string, options?: PackageZipOptions): Promise<string>;
  /** Builds an addon source folder (`addons/<slug>`) and signs it with the test package key. */
  buildSigned(sourceDir: string): Promise<string>;
  /** `POST /api/v1/addons/upload` as multipart, with the client's session and nonce. */
  upload(client: HttpTestClient, zipPath: string, fields?: Record<string, string>): Promise<TestResponse>;
  close(): Promise<void>;
}

/** Options of {@link AddonTestKit.packageZip}. */
export interface PackageZipOptions {
  /** The signing key; `null` for an unsigned package. Default: the trusted test package key. */
  signWith?: TestKey | null;
  /** More files below the top-level folder (names are not checked: attacks welcome). */
  extraFiles?: Record<string, string>;
  /** Changes the files after signing (tampering). */
  afterSigning?: (files: Map<string, Buffer>) => void;
}

/**
 * The source of a test addon's entry module: `body` runs inside `activate(context)`. Written as plain
 * JavaScript so the package needs no build; it marks itself the way `defineAddon` does.
 */
export function addonModule(body: string): string {
  return [
    'const addon = { async activate(context) {',
    body,
    '} };',
    "addon[Symbol.for('dcs.addon-definition')] = 1;",
    'export default addon;',
    '',
  ].join('\n');
}

/** A module body that registers `GET /svc/v1/<area>/status` for admins and answers `{ addon, version }`. */
export function statusRouteBody(area: string): string {
  return `
    const { hooks, auth } = context.services;
    hooks.addAction('svc_register_rest_routes', (routes) => {
      routes.registerRestRoute('svc/v1', '/${area}/status', {
        methods: 'GET',
        permission_callback: auth.permissions.admin(),
        callback: () => ({ addon: context.slug, version: context.version }),
      });
    });`;
}

/**
 * Starts a test system trusting new test keys (package key `test-pkg`, license key `test-lic`); a
 * `clock` lets tests move time for the system and its addons.
 */
export async function startAddonTestSystem(options: TestSystemOptions = {}): Promise<AddonTestKit> {
  const work = await mkdtemp(join(tmpdir(), 'dcs-addon-kit-'));
  const packageKey = makeTestKey('test-pkg');
  const vendorKey = makeTestKey('test-lic');
  const strangerKey = makeTestKey('test-pkg');
  const trustFile = join(work, 'keys.json');
  await writeFile(
    trustFile,
    JSON.stringify({
      keys: [
        { keyId: packageKey.keyId, purpose: 'package', publicKey: packageKey.publicPem, official: true },
        { keyId: vendorKey.keyId, purpose: 'license', publicKey: vendorKey.publicPem },
      ],
    }),
  );
  const t = await startTestSystem({ ...options, env: { ...options.env, DCS_ADDON_TRUST_FILE: trustFile } });
  let counter = 0;
  return {
    t,
    packageKey,
    vendorKey,
    strangerKey,
    trustFile,
    work,
    license(products, extra = {}) {
      return issueLicense({
        privateKey: vendorKey.privateKey,
        keyId: vendorKey.keyId,
        licenseId: `L-TEST-${++counter}`,
        ...(products === 'bundle' ? { bundle: true } : { products }),
        issuedAt: extra.issuedAt ?? '2026-01-01',
        updatesUntil: '2099-12-31',
        ...(extra.expiresAt ? { expiresAt: extra.expiresAt } : {}),
      });
    },
    async packageZip(overrides, entrySource, zipOptions = {}) {
      const manifest = testManifest({ entry: 'dist/index.mjs', ...overrides });
      const files = addonFiles(manifest, { [manifest.entry]: entrySource, ...zipOptions.extraFiles });
      const key = zipOptions.signWith === undefined ? packageKey : zipOptions.signWith;
      const signature = key ? signFiles(files, manifest, key, new Date().toISOString().slice(0, 10)) : undefined;
      zipOptions.afterSigning?.(files);
      return writeRawZip(join(work, `${manifest.slug}-${manifest.version}-${++counter}.zip`), zipEntries(manifest.slug, files, signature));
    },
    async buildSigned(sourceDir) {
      const { outPath } = await buildAddon(sourceDir, { outPath: join(work, `built-${++counter}.zip`) });
      await signAddonZip(outPath, { privateKey: packageKey.privateKey, keyId: packageKey.keyId });
      return outPath;
    },
    async upload(client, zipPath, fields = {}) {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('file', new Blob([await readFile(zipPath)], { type: 'application/zip' }), 'addon.zip');
      return client.request('POST', '/api/v1/addons/upload', { body: form });
    },
    async close() {
      await t.close();
      await rm(work, { recursive: true, force: true });
    },
  };
}
export { firstPartyAddonLifecycle } from './first-party-lifecycle.ts';
