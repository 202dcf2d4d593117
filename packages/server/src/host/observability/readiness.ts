import { hostname } from 'node:os';
import { sql } from 'kysely';
import type { DatabaseService, Migration, StorageService } from '@dcs/platform';
import { createReadinessCheck, type CheckResult } from './readiness-check.ts';

export type { CheckResult } from './readiness-check.ts';

/** The answer of `/readyz`. */
export interface Readiness {
  ready: boolean;
  checks: Record<'database' | 'storage' | 'migrations', CheckResult>;
  /**
   * Slugs of the addons saved active that this process does not run; null when they could not be
   * read. Reported, never a reason to be unready: see `docs/operations.md`.
   */
  addonsNotRunning: string[] | null;
}

/** What {@link createReadinessProbe} needs. */
export interface ReadinessDeps {
  database: DatabaseService;
  storage: StorageService;
  /** The migration lists this process expects to be applied, by namespace. */
  migrations: ReadonlyArray<readonly [string, readonly Migration[]]>;
  /** Slugs of the addons saved active that this process does not run. */
  addonsNotRunning: () => Promise<string[]>;
  /** How long a probe waits for a running check before answering with its last verdict; default 2 s. */
  waitMs?: number;
  /** A check unanswered for this long has hung and fails, so a hung database answers 503; default 30 s. */
  hangMs?: number;
}

/**
 * The probe writes and deletes a tiny object of its own: a read alone would pass on a local disk that
 * lost its mount or went read-only (a missing object looks like any other), and writes are what fails.
 */
const PROBE_KEY = `readyz/${hostname().replace(/[^A-Za-z0-9_-]/g, '_')}-${process.pid}`;

/**
 * Whether this process can serve: the database answers, the storage answers, and every expected
 * migration is applied (a process of a newer version started before `dcs migrate` is not ready). A
 * dependency that answers slowly under load keeps the node ready; one that fails, or hangs past
 * `hangMs`, makes it unready ({@link createReadinessCheck}).
 */
export function createReadinessProbe(deps: ReadinessDeps): () => Promise<Readiness> {
  const options = { waitMs: deps.waitMs ?? 2000, hangMs: deps.hangMs ?? 30_000 };

  // One query for every namespace: under load, a query per namespace was what ran past the bound.
  async function migrationsApplied(): Promise<void> {
    const rows = await deps.database.db<{ svc_migrations: { namespace: string; version: number } }>().selectFrom('svc_migrations').select(['namespace', 'version']).execute();
    const applied = new Set(rows.map((row) => `${row.namespace}@${Number(row.version)}`));
    for (const [namespace, migrations] of deps.migrations) {
      const missing = migrations.filter((m) => !applied.has(`${namespace}@${m.version}`)).map((m) => m.version);
      if (missing.length > 0) throw new Error(`${namespace} is missing migration(s) ${missing.join(', ')}`);
    }
  }

  let addonsNotRunning: string[] = [];
  const database = createReadinessCheck(() => sql`select 1`.execute(deps.database.db()), options);
  const storage = createReadinessCheck(async () => {
    await deps.storage.put(PROBE_KEY, 'ok', { contentType: 'text/plain' });
    await deps.storage.delete(PROBE_KEY);
  }, options);
  const migrations = createReadinessCheck(migrationsApplied, options);
  const addons = createReadinessCheck(async () => (addonsNotRunning = await deps.addonsNotRunning()), options);

  return async () => {
    const [databaseResult, storageResult, migrationsResult, addonsResult] = await Promise.all([database(), storage(), migrations(), addons()]);
    const checks: Record<'database' | 'storage' | 'migrations', CheckResult> = { database: databaseResult, storage: storageResult, migrations: migrationsResult };
    return {
      ready: databaseResult.ok && storageResult.ok && migrationsResult.ok,
      checks,
      addonsNotRunning: addonsResult.ok ? addonsNotRunning : null,
    };
  };
}
