import { isNewerVersion, type TrustStore } from '@dcs/addon-sdk';
import { addonLicense } from './addon-license.ts';
import type { AddonRecord } from './addon-registry.ts';
import type { UpdateCatalogState, UpdateCatalogsState } from './update-catalog.ts';

/** Where updates of installed addons are delivered (spec section 9): the shop's "my orders" page. */
export const UPDATE_DELIVERY = 'my_orders';

/** License state of an addon as the list reports it; never the key itself. */
export interface LicenseStatus {
  status: 'not_required' | 'valid' | 'missing' | 'invalid';
  license_id: string | null;
  updates_until: string | null;
  expires_at: string | null;
  /** Why it is invalid (`svc_addon_license_*` code and message). */
  code: string | null;
  message: string | null;
}

/** One row of `GET /api/v1/addons`. */
export interface AddonListEntry {
  directory: string;
  slug: string;
  name: string;
  installed_version: string;
  channel: AddonRecord['channel'];
  tier: AddonRecord['tier'];
  trust: { status: AddonRecord['trust']; signing_key_id: string | null; verified_at: string | null; released_at: string | null };
  latest_version: string | null;
  update_available: boolean;
  update_delivery: typeof UPDATE_DELIVERY;
  license: LicenseStatus;
  /** The manifest's `requiresServices`, under the manifest's own field name. */
  requiresServices: string[];
  /** Running in this process. */
  active: boolean;
  /** In the saved active set (an addon that failed at boot is enabled but not active). */
  enabled: boolean;
  status: 'active' | 'inactive' | 'failed';
  failure_reason: string | null;
  failure: { code: string; reason: string; at: string } | null;
  installed_at: string;
  updated_at: string;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function licenseStatus(record: AddonRecord, vendorKeys: TrustStore, now: Date): LicenseStatus {
  const decision = addonLicense(record, { vendorKeys, now });
  if (!decision.required) return { status: 'not_required', license_id: null, updates_until: null, expires_at: null, code: null, message: null };
  const { license } = decision;
  const facts = { license_id: license?.licenseId ?? null, updates_until: license?.updatesUntil ?? null, expires_at: license?.expiresAt ?? null };
  if (decision.licensed) return { status: 'valid', ...facts, code: null, message: null };
  if (!record.licenseKey) return { status: 'missing', ...facts, code: null, message: null };
  return { status: 'invalid', ...facts, code: decision.error.code, message: decision.error.message };
}

/** Builds one list row from the record, the running set, the license keys and the update catalog. */
export function toListEntry(record: AddonRecord, context: { running: boolean; vendorKeys: TrustStore; catalog: UpdateCatalogsState; now: Date }): AddonListEntry {
  // Official addons take their versions from the official catalog, third-party ones from their vendors'
  // (each announces only its own slugs); a custom addon has none.
  const sources = record.channel === 'official' ? [context.catalog] : record.channel === 'third-party' ? context.catalog.vendors : [];
  const latest = sources.map((catalog) => catalog.latest.get(record.slug)?.version).find((version) => version !== undefined) ?? null;
  const failed = !context.running && record.failure !== null && record.active;
  return {
    directory: record.directory,
    slug: record.slug,
    name: record.name,
    installed_version: record.version,
    channel: record.channel,
    tier: record.tier,
    trust: { status: record.trust, signing_key_id: record.keyId, verified_at: iso(record.verifiedAt), released_at: record.releasedAt },
    latest_version: latest,
    update_available: latest !== null && isNewerVersion(latest, record.version),
    update_delivery: UPDATE_DELIVERY,
    license: licenseStatus(record, context.vendorKeys, context.now),
    requiresServices: [...record.requiresServices],
    active: context.running,
    enabled: record.active,
    status: context.running ? 'active' : failed ? 'failed' : 'inactive',
    failure_reason: record.failure?.reason ?? null,
    failure: record.failure ? { code: record.failure.code, reason: record.failure.reason, at: iso(record.failure.at)! } : null,
    installed_at: iso(record.installedAt)!,
    updated_at: iso(record.updatedAt)!,
  };
}

/** The catalog part of the list answer: the official catalog, and `vendor_catalogs` beside it. */
export function catalogOut(catalog: UpdateCatalogsState) {
  return { ...catalogState(catalog), vendor_catalogs: catalog.vendors.map(catalogState) };
}

function catalogState(catalog: UpdateCatalogState) {
  return {
    location: catalog.location,
    status: catalog.status,
    reason: catalog.reason,
    code: catalog.code,
    signing_key_id: catalog.keyId,
    issued_at: catalog.issuedAt,
    expires_at: catalog.expiresAt,
  };
}
