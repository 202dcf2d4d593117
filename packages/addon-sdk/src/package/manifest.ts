import { createError, SERVICE_NAMES, type ServiceName } from '@dcs/platform';
import semver from 'semver';
import Type, { type Static } from 'typebox';
import { Compile } from 'typebox/compile';

/** Name of the manifest file inside the package's top-level folder. */
export const MANIFEST_FILE = 'addon.json';

/** Where an addon comes from: the vendor, another vendor, or the shop itself. */
export const ADDON_CHANNELS = ['official', 'third-party', 'custom'] as const;
/** Source channel of an addon package. */
export type AddonChannel = (typeof ADDON_CHANNELS)[number];

/** Whether an addon needs a license key. */
export const ADDON_TIERS = ['free', 'paid'] as const;
/** License tier of an addon. */
export type AddonTier = (typeof ADDON_TIERS)[number];

/** Slugs: lowercase letters, digits and single hyphens; also the install folder name. */
export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';

const safeRelativeModule = '^(?!/)(?!.*(?:^|/)\\.{1,2}(?:/|$))(?!.*\\\\)[A-Za-z0-9._/-]+\\.(?:js|mjs)$';

/** TypeBox schema of `addon.json`. */
export const AddonManifestSchema = Type.Object(
  {
    slug: Type.String({ pattern: SLUG_PATTERN, minLength: 1, maxLength: 64 }),
    name: Type.String({ minLength: 1, maxLength: 120 }),
    version: Type.String({ minLength: 5, maxLength: 64 }),
    description: Type.String({ maxLength: 2000 }),
    vendor: Type.String({ minLength: 1, maxLength: 120 }),
    channel: Type.Enum([...ADDON_CHANNELS]),
    tier: Type.Enum([...ADDON_TIERS]),
    requiresServices: Type.Array(Type.Enum([...SERVICE_NAMES]), { uniqueItems: true }),
    coreVersionRange: Type.String({ minLength: 1, maxLength: 200 }),
    entry: Type.String({ pattern: safeRelativeModule, maxLength: 240 }),
  },
  { additionalProperties: false },
);

/** The validated content of `addon.json`. */
export type AddonManifest = Static<typeof AddonManifestSchema> & { requiresServices: ServiceName[] };

/** One problem found in a manifest; `path` is a JSON pointer such as `/requiresServices/1`. */
export interface ManifestIssue {
  path: string;
  message: string;
}

const compiled = Compile(AddonManifestSchema);

function schemaIssues(value: unknown): ManifestIssue[] {
  const byPath = new Map<string, string>();
  for (const error of compiled.Errors(value)) {
    // `schema is false` repeats what `additionalProperties` says, one level up.
    if (error.keyword === 'boolean') continue;
    if (error.keyword === 'additionalProperties') {
      const extra = (error.params as { additionalProperties?: string[] }).additionalProperties ?? [];
      for (const name of extra) byPath.set(`${error.instancePath}/${name}`, 'is not a known manifest field');
      continue;
    }
    if (error.keyword === 'required') {
      const missing = (error.params as { requiredProperties?: string[] }).requiredProperties ?? [];
      for (const name of missing) byPath.set(`${error.instancePath}/${name}`, 'is required');
      continue;
    }
    if (!byPath.has(error.instancePath)) byPath.set(error.instancePath, error.message);
  }
  return [...byPath].map(([path, message]) => ({ path, message }));
}

function semanticIssues(manifest: AddonManifest): ManifestIssue[] {
  const issues: ManifestIssue[] = [];
  if (semver.valid(manifest.version) !== manifest.version) {
    issues.push({ path: '/version', message: 'must be a semantic version such as 1.2.0' });
  }
  if (semver.validRange(manifest.coreVersionRange) === null) {
    issues.push({ path: '/coreVersionRange', message: 'must be a semver range such as ">=1.0.0 <2.0.0"' });
  }
  return issues;
}

/**
 * Checks a parsed `addon.json` and lists every problem with its JSON pointer. Returns an empty list
 * for a valid manifest.
 */
export function findManifestIssues(value: unknown): ManifestIssue[] {
  const issues = schemaIssues(value);
  return issues.length > 0 ? issues : semanticIssues(value as AddonManifest);
}

/**
 * Validates a parsed `addon.json`.
 *
 * @throws `svc_addon_manifest_invalid` with `data.errors` listing `{ path, message }` per problem.
 * @example
 * const manifest = validateManifest(JSON.parse(text));
 */
export function validateManifest(value: unknown): AddonManifest {
  const issues = findManifestIssues(value);
  if (issues.length > 0) {
    const reason = issues.map((issue) => `${issue.path || '/'} ${issue.message}`).join('; ');
    throw createError('svc_addon_manifest_invalid', { params: { reason }, data: { errors: issues } });
  }
  return value as AddonManifest;
}

/**
 * Parses and validates the bytes of `addon.json`.
 *
 * @throws `svc_addon_manifest_invalid` when the bytes are not UTF-8 JSON or the manifest is invalid.
 */
export function parseManifest(bytes: Uint8Array): AddonManifest {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch (error) {
    const reason = `not valid UTF-8 JSON (${(error as Error).message})`;
    throw createError('svc_addon_manifest_invalid', { params: { reason }, data: { errors: [{ path: '', message: reason }] } });
  }
  return validateManifest(value);
}
