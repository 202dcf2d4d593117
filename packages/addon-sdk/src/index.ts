// Authoring: the default export of an addon's entry module.
export * from './define-addon.ts';

// Addon packages: format, safe reading, signatures, trust, license keys, install planning, extraction, tools.
export * from './package/addon-package.ts';
export * from './package/build-addon.ts';
export * from './package/deterministic-zip.ts';
export * from './package/host-provided-modules.ts';
export * from './package/install-policy.ts';
export * from './package/install-upload.ts';
export * from './package/key-pair.ts';
export * from './package/license-key.ts';
export * from './package/manifest.ts';
export * from './package/pack.ts';
export * from './package/package-extractor.ts';
export * from './package/package-signature.ts';
export * from './package/package-signer.ts';
export * from './package/safe-zip-reader.ts';
export * from './package/signature-format.ts';
export * from './package/spool-upload.ts';
export * from './package/trust-store.ts';
export * from './package/update-catalog.ts';

// Route arguments as the server validates them (Ajv over TypeBox schemas); the test kit shares them.
export * from './rest/resolve-params.ts';
export * from './rest/schema-validator.ts';

// New addon projects (`dcs-addon init`).
export * from './scaffold/init-addon.ts';

/** The `dcs-addon` command, for hosts that expose its subcommands under their own CLI. */
export { runDcsAddon, type CliIo } from './cli/dcs-addon.ts';
