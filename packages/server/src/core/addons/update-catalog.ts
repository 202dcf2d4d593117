import { readFile } from 'node:fs/promises';
import { isAbsolute } from 'node:path';
import Type from 'typebox';
import { keyMaySign, verifyUpdateCatalog, type TrustedKey, type TrustStore } from '@dcs/addon-sdk';
import { createError, isSvcError, type Clock, type Setting, type SettingsService } from '@dcs/platform';

/** The catalog as the addon list reports it. */
export interface UpdateCatalogState {
  location: string | null;
  status: 'not_configured' | 'ok' | 'expired' | 'invalid' | 'unavailable';
  /** Why the catalog is ignored (status other than `ok`/`not_configured`). */
  reason: string | null;
  code: string | null;
  keyId: string | null;
  issuedAt: string | null;
  expiresAt: string | null;
  checkedAt: number;
  /** Latest version per slug this catalog announces. */
  latest: ReadonlyMap<string, { version: string; releasedAt: string | null }>;
}

/** The official catalog, and the vendors' catalogs beside it. */
export interface UpdateCatalogsState extends UpdateCatalogState {
  /** One per configured vendor catalog, each announcing only what its key may sign. */
  vendors: UpdateCatalogState[];
}

/** Where the catalog comes from, and its verified content. */
export interface UpdateCatalogSource {
  /** The admin-configured location of the official catalog: an absolute file path or an http(s) URL; null when none. */
  readonly location: Setting<string | null>;
  /** Locations of vendors' catalogs, each signed by that vendor's key. */
  readonly vendorLocations: Setting<string[]>;
  /** The catalogs, fetched at most once per `ttlMs` (or again after {@link UpdateCatalogSource.refresh}). */
  current(): Promise<UpdateCatalogsState>;
  refresh(): void;
}

/** Dependencies of {@link createUpdateCatalogSource}. */
export interface UpdateCatalogSourceDeps {
  settings: SettingsService;
  trustStore: () => Promise<TrustStore>;
  /** Slugs only the official key may sign or announce. */
  firstPartySlugs: ReadonlySet<string>;
  clock: Clock;
  /** How long a fetched catalog is reused; default 10 minutes. */
  ttlMs?: number;
}

const MAX_BYTES = 1024 * 1024;
const Location = Type.String({ minLength: 1, maxLength: 2000, pattern: '^(https?://|/)' });
const LocationSchema = Type.Union([Location, Type.Null()]);
const VendorLocationsSchema = Type.Array(Location, { maxItems: 20, uniqueItems: true });

async function fetchText(location: string): Promise<string> {
  if (/^https?:\/\//.test(location)) {
    const response = await fetch(location, { signal: AbortSignal.timeout(5000), redirect: 'follow' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const text = await response.text();
    if (Buffer.byteLength(text) > MAX_BYTES) throw new Error('larger than 1 MiB');
    return text;
  }
  if (!isAbsolute(location)) throw new Error('the location must be an absolute file path or an http(s) URL');
  const bytes = await readFile(location);
  if (bytes.length > MAX_BYTES) throw new Error('larger than 1 MiB');
  return bytes.toString('utf8');
}

/**
 * The signed, expiring update catalogs that tell the addon list the latest versions: the official one
 * (signed by an official key, for official addons) and any vendors' (each signed by its vendor's key and
 * announcing only the slugs that key may sign, never a first-party one). A catalog that cannot be read,
 * is not signed by a key trusted for it, announces what its key may not sign, or has expired is ignored
 * with a reason: the list then reports no update rather than a wrong one.
 */
export function createUpdateCatalogSource(deps: UpdateCatalogSourceDeps): UpdateCatalogSource {
  const ttl = deps.ttlMs ?? 10 * 60 * 1000;
  const location = deps.settings.define('core.addons', 'update_catalog_location', LocationSchema, null);
  const vendorLocations = deps.settings.define('core.addons', 'vendor_update_catalogs', VendorLocationsSchema, []);
  let cached: { where: string; state: UpdateCatalogsState } | null = null;

  /** The reason a verified catalog may not be used as `scope`, or null. */
  function outOfScope(key: TrustedKey | null, scope: 'official' | 'vendor', slugs: readonly string[]) {
    const keyId = key?.keyId ?? 'unknown';
    if (scope === 'official') return key?.official ? null : createError('svc_addon_signature_key_out_of_scope', { params: { keyId, what: 'the official update catalog' } });
    const foreign = slugs.find((slug) => !key || !keyMaySign(key, slug, deps.firstPartySlugs));
    return foreign === undefined ? null : createError('svc_addon_signature_key_out_of_scope', { params: { keyId, what: `an update of "${foreign}"` } });
  }

  async function load(where: string | null, scope: 'official' | 'vendor'): Promise<UpdateCatalogState> {
    const now = deps.clock.now();
    const base: UpdateCatalogState = {
      location: where, status: 'not_configured', reason: null, code: null, keyId: null, issuedAt: null, expiresAt: null, checkedAt: now, latest: new Map(),
    };
    if (!where) return base;
    let text: string;
    try {
      text = await fetchText(where);
    } catch (error) {
      const failure = createError('svc_addon_update_catalog_unavailable', { params: { location: where, reason: (error as Error).message } });
      return { ...base, status: 'unavailable', reason: failure.message, code: failure.code };
    }
    try {
      const trust = await deps.trustStore();
      const catalog = verifyUpdateCatalog(text, trust, new Date(now));
      const lookup = trust.lookup(catalog.keyId, 'package', new Date(now));
      const refused = outOfScope(lookup.status === 'trusted' ? lookup.key : null, scope, catalog.addons.map((addon) => addon.slug));
      if (refused) return { ...base, status: 'invalid', reason: refused.message, code: refused.code, keyId: catalog.keyId };
      return {
        ...base,
        status: 'ok',
        keyId: catalog.keyId,
        issuedAt: catalog.issuedAt,
        expiresAt: catalog.expiresAt,
        latest: new Map(catalog.addons.map((a) => [a.slug, { version: a.version, releasedAt: a.releasedAt ?? null }])),
      };
    } catch (error) {
      if (!isSvcError(error)) throw error;
      return { ...base, status: error.code === 'svc_addon_update_catalog_expired' ? 'expired' : 'invalid', reason: error.message, code: error.code };
    }
  }

  const expired = (state: UpdateCatalogState) => state.expiresAt !== null && deps.clock.now() > Date.parse(state.expiresAt);

  return {
    location,
    vendorLocations,
    async current() {
      const official = await location.get();
      const vendors = await vendorLocations.get();
      const where = JSON.stringify([official, vendors]);
      const fresh = cached && cached.where === where && deps.clock.now() - cached.state.checkedAt < ttl;
      // An expired catalog goes stale by the clock too, so check expiry on every read.
      if (fresh && [cached!.state, ...cached!.state.vendors].some(expired)) cached = null;
      if (!cached || !fresh) {
        const [state, ...vendorStates] = await Promise.all([load(official, 'official'), ...vendors.map((vendor) => load(vendor, 'vendor'))]);
        cached = { where, state: { ...state!, vendors: vendorStates } };
      }
      return cached.state;
    },
    refresh() {
      cached = null;
    },
  };
}
