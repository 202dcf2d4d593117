import { FIRST_PARTY_BUNDLE, LICENSE_KEY_PREFIX, verifyLicense, type License, type TrustStore } from '@dcs/addon-sdk';
import { Type } from 'typebox';
import { createError, type Clock, type DatabaseService, type Migration } from '@dcs/platform';
import { addonLicense, licenseVia } from '../../addons/addon-license.ts';
import type { AddonRecord, AddonRegistry } from '../../addons/addon-registry.ts';
import { StoredFields } from '../common/crud-routes.ts';
import { searchText } from '../common/list-query.ts';
import { RecordStore, recordTableMigration, type StoredRecord } from '../common/record-store.ts';

export const LicenseKeySchema = Type.Object({
  ...StoredFields,
  licenseId: Type.String(),
  keyId: Type.String({ description: 'The vendor key that signed it.' }),
  bundle: Type.Boolean({ description: 'Covers every first-party addon.' }),
  products: Type.Array(Type.String(), { description: 'Slugs it covers (empty for a bundle).' }),
  issuedAt: Type.String(),
  updatesUntil: Type.String(),
  expiresAt: Type.Union([Type.String(), Type.Null()]),
  licensee: Type.Union([Type.String(), Type.Null()]),
  keyHint: Type.String({ description: 'The last characters of the key; the key itself is never sent back.' }),
});

export interface LicenseKeyFields {
  licenseId: string;
  keyId: string;
  bundle: boolean;
  products: string[];
  issuedAt: string;
  updatesUntil: string;
  expiresAt: string | null;
  licensee: string | null;
  keyHint: string;
  /** The key itself; stripped from every answer. */
  key: string;
}
export type LicenseKey = LicenseKeyFields & StoredRecord;

export const licenseMigrations: Migration[] = [recordTableMigration('admin_license_keys', (t) => t.addColumn('license_id', 'text', (c) => c.notNull().unique()))];

/** What one product slug's license status is. */
export interface ProductLicenseStatus {
  slug: string;
  /** False for an installed addon that needs no key (not an official paid one): it runs without one. */
  required: boolean;
  /** Installed: the addon's own key verifies today, or it needs none. Not installed: an activated key covers the slug. */
  licensed: boolean;
  /** The activated key that covers it, and how. */
  licenseId: string | null;
  via: 'bundle' | 'product' | null;
  expiresAt: string | null;
  updatesUntil: string | null;
  /** Why no activated key covers it (`svc_addon_license_expired`…), or null. */
  problem: string | null;
}

/** The license key without its secret part. */
export function publicKey(record: LicenseKey): Omit<LicenseKey, 'key'> {
  const { key: _key, ...rest } = record;
  return rest;
}

/** The slug a key must be verified against: its own first product, or a first-party addon for a bundle. Only chooses; the verifier decides. */
function claimedSlug(key: string, firstParty: readonly string[]): string {
  try {
    const license = JSON.parse(Buffer.from(key.trim().split('.')[1] ?? '', 'base64url').toString('utf8')) as Partial<License>;
    if (license.bundle === FIRST_PARTY_BUNDLE) return firstParty[0]!;
    return typeof license.products?.[0] === 'string' ? license.products[0] : firstParty[0]!;
  } catch {
    return firstParty[0]!;
  }
}

/**
 * Activated license keys, verified offline with the addon SDK's `verifyLicense` against the
 * installation's trust store (the same keys the addon manager trusts). Activating a key also hands it
 * to the installed official paid addons it covers whose own key is missing or no longer valid, since
 * the addon runtime checks each addon's stored key at activation (see docs/admin-api.md, "license").
 */
export class LicenseStore {
  readonly records: RecordStore<LicenseKeyFields>;
  readonly #deps: { clock: Clock; trust: () => Promise<TrustStore>; addons: AddonRegistry; firstParty: readonly string[] };

  constructor(deps: { database: DatabaseService; clock: Clock; trust: () => Promise<TrustStore>; addons: AddonRegistry; firstParty: readonly string[] }) {
    this.#deps = deps;
    this.records = new RecordStore<LicenseKeyFields>({
      database: deps.database,
      clock: deps.clock,
      table: 'admin_license_keys',
      resource: 'License key',
      columns: (l) => ({ license_id: l.licenseId }),
      search: (l) => searchText(l.licenseId, l.licensee, l.products),
    });
  }

  async #verify(key: string, slug: string, releasedAt?: string) {
    const { clock, trust, firstParty } = this.#deps;
    return verifyLicense(key, { slug, now: new Date(clock.now()), vendorKeys: await trust(), firstPartySlugs: new Set(firstParty), ...(releasedAt ? { releasedAt } : {}) });
  }

  /** Verifies and stores a key; answers it with the addons it was handed to. */
  async activate(key: string): Promise<{ license: LicenseKey; appliedTo: string[] }> {
    const trimmed = key.trim();
    if (!trimmed.startsWith(`${LICENSE_KEY_PREFIX}.`)) throw createError('svc_addon_license_malformed', { params: { reason: `it must look like ${LICENSE_KEY_PREFIX}.xxxx.yyyy` } });
    const result = await this.#verify(trimmed, claimedSlug(trimmed, this.#deps.firstParty));
    if (!result.ok) throw result.error;
    const l = result.license;
    if ((await this.records.findBy('license_id', l.licenseId)).length > 0) {
      throw createError('svc_resource_conflict', { params: { resource: 'license key', reason: `license ${l.licenseId} is already activated; deactivate it first.` } });
    }
    const license = await this.records.insert({
      licenseId: l.licenseId,
      keyId: l.keyId,
      bundle: l.bundle === FIRST_PARTY_BUNDLE,
      products: l.products ?? [],
      issuedAt: l.issuedAt,
      updatesUntil: l.updatesUntil,
      expiresAt: l.expiresAt ?? null,
      licensee: l.licensee ?? null,
      keyHint: `…${trimmed.slice(-6)}`,
      key: trimmed,
    });
    return { license, appliedTo: await this.apply(license) };
  }

  /** The activated keys themselves: an addon upload without a key of its own is licensed by one of them. */
  async keys(): Promise<string[]> {
    return (await this.#all()).map((license) => license.key);
  }

  /** Hands the key to each installed first-party addon it covers whose own key is missing or invalid. */
  async apply(license: LicenseKey): Promise<string[]> {
    const applied: string[] = [];
    for (const record of await this.#deps.addons.list()) {
      if (!this.#deps.firstParty.includes(record.slug) || record.licenseKey === license.key) continue;
      if (record.licenseKey && (await this.#verify(record.licenseKey, record.slug, record.releasedAt ?? undefined)).ok) continue;
      if (!(await this.#verify(license.key, record.slug, record.releasedAt ?? undefined)).ok) continue;
      await this.#deps.addons.save({ ...record, licenseKey: license.key });
      applied.push(record.slug);
    }
    return applied;
  }

  /** Removes the key, and takes it back from the addons holding it (they stop at their next activation). */
  async deactivate(id: number): Promise<string[]> {
    const license = await this.records.get(id);
    await this.records.delete(id);
    const revoked: string[] = [];
    for (const record of await this.#deps.addons.list()) {
      if (record.licenseKey !== license.key) continue;
      await this.#deps.addons.save({ ...record, licenseKey: null });
      revoked.push(record.slug);
    }
    return revoked;
  }

  /** Every activated key, verified now. */
  async #all(): Promise<LicenseKey[]> {
    return (await this.records.list({ page: 1, perPage: 1000, offset: 0, search: undefined, orderby: 'id', order: 'asc' })).items;
  }

  /** An installed addon's status: the decision the addon runtime enforces at activation, on the key stored on its record. */
  async #installedStatus(records: readonly AddonRecord[]): Promise<ProductLicenseStatus> {
    const context = { vendorKeys: await this.#deps.trust(), now: new Date(this.#deps.clock.now()) };
    // Two folders can hold one slug (a restored custom copy); one licensed copy licenses the slug.
    const decisions = records.map((record) => addonLicense(record, context));
    const decision = decisions.find((candidate) => candidate.licensed) ?? decisions[0]!;
    const { license } = decision;
    return {
      slug: records[0]!.slug,
      required: decision.required,
      licensed: decision.licensed,
      licenseId: license?.licenseId ?? null,
      via: decision.licensed && license ? licenseVia(license) : null,
      expiresAt: license?.expiresAt ?? null,
      updatesUntil: license?.updatesUntil ?? null,
      problem: decision.error?.code ?? null,
    };
  }

  /** Whether an activated key covers a slug that is not installed: the first one that verifies wins, else the first problem found. */
  async #keyStatus(slug: string, licenses: readonly LicenseKey[]): Promise<ProductLicenseStatus> {
    let problem: string | null = null;
    for (const license of licenses) {
      const result = await this.#verify(license.key, slug);
      if (result.ok) {
        return { slug, required: true, licensed: true, licenseId: license.licenseId, via: license.bundle ? 'bundle' : 'product', expiresAt: license.expiresAt, updatesUntil: license.updatesUntil, problem: null };
      }
      if (result.reason !== 'wrong_product') problem ??= result.error.code;
    }
    return { slug, required: true, licensed: false, licenseId: null, via: null, expiresAt: null, updatesUntil: null, problem };
  }

  /**
   * The license status of a product slug: an installed addon answers from its own key (what decides
   * whether it runs, and what `GET /api/v1/addons` shows); any other slug from the activated keys.
   */
  async status(slug: string): Promise<ProductLicenseStatus> {
    const installed = (await this.#deps.addons.list()).filter((record) => record.slug === slug);
    return installed.length > 0 ? this.#installedStatus(installed) : this.#keyStatus(slug, await this.#all());
  }

  /**
   * Status of the bundle and of every first-party slug, installed addon and product named by a key.
   * The bundle is licensed by the first bundle key that verifies: an activated one, else one an
   * installed addon holds (a restored installation's keys live on its addons).
   */
  async overview(): Promise<{ bundle: ProductLicenseStatus & { active: boolean }; products: ProductLicenseStatus[] }> {
    const licenses = await this.#all();
    const records = await this.#deps.addons.list();
    const slugs = [...new Set([...this.#deps.firstParty, ...records.map((a) => a.slug), ...licenses.flatMap((l) => l.products)])].sort();
    const products = await Promise.all(slugs.map((slug) => {
      const installed = records.filter((record) => record.slug === slug);
      return installed.length > 0 ? this.#installedStatus(installed) : this.#keyStatus(slug, licenses);
    }));
    const bundleKeys = licenses.filter((l) => l.bundle);
    const firstSlug = this.#deps.firstParty[0]!;
    const activated = bundleKeys.length > 0 ? await this.#keyStatus(firstSlug, bundleKeys) : null;
    const held = products.find((p) => p.licensed && p.via === 'bundle');
    const bundle = activated?.licensed ? activated : (held ?? activated ?? { slug: firstSlug, required: true, licensed: false, licenseId: null, via: null, expiresAt: null, updatesUntil: null, problem: null });
    return { bundle: { ...bundle, slug: FIRST_PARTY_BUNDLE, active: bundle.licensed }, products };
  }
}
