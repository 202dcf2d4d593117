import { readFile } from 'node:fs/promises';
import { isAbsolute } from 'node:path';
import Type from 'typebox';
import { verifyUpdateCatalog, type TrustStore } from '@dcs/addon-sdk';
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
  /** Latest official version per slug. */
  latest: ReadonlyMap<string, { version: string; releasedAt: string | null }>;
}

/** Where the catalog comes from, and its verified content. */
export interface UpdateCatalogSource {
  /** The admin-configured location: an absolute file path or an http(s) URL; null when none. */
  readonly location: Setting<string | null>;
  /** The catalog, fetched at most once per `ttlMs` (or again after {@link UpdateCatalogSource.refresh}). */
  current(): Promise<UpdateCatalogState>;
  refresh(): void;
}

/** Dependencies of {@link createUpdateCatalogSource}. */
export interface UpdateCatalogSourceDeps {
  settings: SettingsService;
  trustStore: () => Promise<TrustStore>;
  clock: Clock;
  /** How long a fetched catalog is reused; default 10 minutes. */
  ttlMs?: number;
}

const MAX_BYTES = 1024 * 1024;
const LocationSchema = Type.Union([Type.String({ minLength: 1, maxLength: 2000, pattern: '^(https?://|/)' }), Type.Null()]);

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
 * The signed, expiring update catalog that tells the addon list the latest official versions. A
 * catalog that cannot be read, is not signed by a trusted package key, or has expired is ignored with
 * a reason: the list then reports no update rather than a wrong one.
 */
export function createUpdateCatalogSource(deps: UpdateCatalogSourceDeps): UpdateCatalogSource {
  const ttl = deps.ttlMs ?? 10 * 60 * 1000;
  const location = deps.settings.define('core.addons', 'update_catalog_location', LocationSchema, null);
  let cached: { location: string | null; state: UpdateCatalogState } | null = null;

  async function load(where: string | null): Promise<UpdateCatalogState> {
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
      const catalog = verifyUpdateCatalog(text, await deps.trustStore(), new Date(now));
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

  return {
    location,
    async current() {
      const where = await location.get();
      const fresh = cached && cached.location === where && deps.clock.now() - cached.state.checkedAt < ttl;
      // An expired catalog goes stale by the clock too, so check expiry on every read.
      if (fresh && cached!.state.expiresAt && deps.clock.now() > Date.parse(cached!.state.expiresAt)) cached = null;
      if (!cached || !fresh) cached = { location: where, state: await load(where) };
      return cached.state;
    },
    refresh() {
      cached = null;
    },
  };
}
