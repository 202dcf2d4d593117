import type { AddonChannel, AddonTier } from '@dcs/addon-sdk';
import type { Clock, DatabaseService, Migration, ServiceName } from '@dcs/platform';
import type { Kysely, Transaction } from 'kysely';

/** Why an addon is not running although it should (or why its last activation failed). */
export interface AddonFailure {
  code: string;
  reason: string;
  at: number;
}

/** What the installation knows about one installed addon (a row of `svc_addons`). */
export interface AddonRecord {
  /** Folder below `<dataDir>/addons`; the key of the state payload. */
  directory: string;
  slug: string;
  name: string;
  version: string;
  channel: AddonChannel;
  trust: 'verified' | 'unsigned';
  keyId: string | null;
  verifiedAt: number | null;
  /** Signed release day of the package (`YYYY-MM-DD`), null when unsigned. */
  releasedAt: string | null;
  tier: AddonTier;
  /** The license key given at upload; re-verified at every activation, never sent back. */
  licenseKey: string | null;
  requiresServices: ServiceName[];
  active: boolean;
  failure: AddonFailure | null;
  installedAt: number;
  updatedAt: number;
}

interface AddonRow {
  directory: string;
  slug: string;
  name: string;
  version: string;
  channel: string;
  trust: string;
  key_id: string | null;
  verified_at: number | null;
  released_at: string | null;
  tier: string;
  license_key: string | null;
  requires_services: string;
  active: number;
  failure_code: string | null;
  failure_reason: string | null;
  failed_at: number | null;
  installed_at: number;
  updated_at: number;
}

interface AddonTables {
  svc_addons: AddonRow;
}

type Db = Kysely<AddonTables> | Transaction<AddonTables>;

/** The addon table; applied as namespace `core.addons`. */
export const addonMigrations: Migration[] = [
  {
    version: 1,
    name: 'create addons',
    up: async (db) => {
      await db.schema
        .createTable('svc_addons')
        .addColumn('directory', 'text', (c) => c.primaryKey())
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('version', 'text', (c) => c.notNull())
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('trust', 'text', (c) => c.notNull())
        .addColumn('key_id', 'text')
        .addColumn('verified_at', 'bigint')
        .addColumn('released_at', 'text')
        .addColumn('tier', 'text', (c) => c.notNull())
        .addColumn('license_key', 'text')
        .addColumn('requires_services', 'text', (c) => c.notNull())
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('failure_code', 'text')
        .addColumn('failure_reason', 'text')
        .addColumn('failed_at', 'bigint')
        .addColumn('installed_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  },
];

function fromRow(row: AddonRow): AddonRecord {
  return {
    directory: row.directory,
    slug: row.slug,
    name: row.name,
    version: row.version,
    channel: row.channel as AddonChannel,
    trust: row.trust as AddonRecord['trust'],
    keyId: row.key_id,
    verifiedAt: row.verified_at,
    releasedAt: row.released_at,
    tier: row.tier as AddonTier,
    licenseKey: row.license_key,
    requiresServices: JSON.parse(row.requires_services) as ServiceName[],
    active: row.active === 1,
    failure: row.failure_code ? { code: row.failure_code, reason: row.failure_reason ?? '', at: row.failed_at ?? 0 } : null,
    installedAt: row.installed_at,
    updatedAt: row.updated_at,
  };
}

function toRow(record: AddonRecord): AddonRow {
  return {
    directory: record.directory,
    slug: record.slug,
    name: record.name,
    version: record.version,
    channel: record.channel,
    trust: record.trust,
    key_id: record.keyId,
    verified_at: record.verifiedAt,
    released_at: record.releasedAt,
    tier: record.tier,
    license_key: record.licenseKey,
    requires_services: JSON.stringify(record.requiresServices),
    active: record.active ? 1 : 0,
    failure_code: record.failure?.code ?? null,
    failure_reason: record.failure?.reason ?? null,
    failed_at: record.failure?.at ?? null,
    installed_at: record.installedAt,
    updated_at: record.updatedAt,
  };
}

/** The records of installed addons; every write can join a caller's transaction. */
export interface AddonRegistry {
  list(trx?: Db): Promise<AddonRecord[]>;
  get(directory: string, trx?: Db): Promise<AddonRecord | null>;
  /** Inserts or replaces the record of `record.directory`. */
  save(record: AddonRecord, trx?: Db): Promise<void>;
  /** Makes exactly `directories` active (and clears their failures) in one statement pair. */
  setActiveSet(directories: readonly string[], trx?: Db): Promise<void>;
  setFailure(directory: string, failure: AddonFailure | null, trx?: Db): Promise<void>;
  remove(directory: string, trx?: Db): Promise<void>;
  transaction<T>(fn: (trx: Transaction<AddonTables>) => Promise<T>): Promise<T>;
}

/** The `svc_addons` table behind {@link AddonRegistry}. */
export function createAddonRegistry(deps: { database: DatabaseService; clock: Clock }): AddonRegistry {
  const { database, clock } = deps;
  const db = (trx?: Db): Db => trx ?? database.db<AddonTables>();

  return {
    async list(trx) {
      const rows = await db(trx).selectFrom('svc_addons').selectAll().orderBy('directory').execute();
      return rows.map(fromRow);
    },
    async get(directory, trx) {
      const row = await db(trx).selectFrom('svc_addons').selectAll().where('directory', '=', directory).executeTakeFirst();
      return row ? fromRow(row) : null;
    },
    async save(record, trx) {
      const row = toRow(record);
      await db(trx).deleteFrom('svc_addons').where('directory', '=', record.directory).execute();
      await db(trx).insertInto('svc_addons').values(row).execute();
    },
    async setActiveSet(directories, trx) {
      const now = clock.now();
      await db(trx).updateTable('svc_addons').set({ active: 0, updated_at: now }).where('active', '=', 1).execute();
      if (directories.length === 0) return;
      await db(trx)
        .updateTable('svc_addons')
        .set({ active: 1, failure_code: null, failure_reason: null, failed_at: null, updated_at: now })
        .where('directory', 'in', [...directories])
        .execute();
    },
    async setFailure(directory, failure, trx) {
      await db(trx)
        .updateTable('svc_addons')
        .set({ failure_code: failure?.code ?? null, failure_reason: failure?.reason ?? null, failed_at: failure?.at ?? null })
        .where('directory', '=', directory)
        .execute();
    },
    async remove(directory, trx) {
      await db(trx).deleteFrom('svc_addons').where('directory', '=', directory).execute();
    },
    transaction: <T>(fn: (trx: Transaction<AddonTables>) => Promise<T>) => database.transaction<T, AddonTables>(fn),
  };
}
