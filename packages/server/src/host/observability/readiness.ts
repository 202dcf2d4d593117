import { hostname } from 'node:os';
import { sql } from 'kysely';
import type { Migration, StorageService } from '@dcs/platform';
import type { HostDatabase } from '../database/database-service.ts';

/** One check's verdict; `error` (why it failed) is for the log, not for the anonymous caller. */
export interface CheckResult {
  ok: boolean;
  error?: string;
}

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
  database: HostDatabase;
  storage: StorageService;
  /** The migration lists this process expects to be applied, by namespace. */
  migrations: ReadonlyArray<readonly [string, readonly Migration[]]>;
  /** Slugs of the addons saved active that this process does not run. */
  addonsNotRunning: () => Promise<string[]>;
  /** A check slower than this counts as failed, so a hung database answers 503 rather than never. */
  timeoutMs?: number;
}

/**
 * The probe writes and deletes a tiny object of its own: a read alone would pass on a local disk that
 * lost its mount or went read-only (a missing object looks like any other), and writes are what fails.
 */
const PROBE_KEY = `readyz/${hostname().replace(/[^A-Za-z0-9_-]/g, '_')}-${process.pid}`;

/**
 * Whether this process can serve: the database answers, the storage answers, and every expected
 * migration is applied (a process of a newer version started before `dcs migrate` is not ready).
 */
export function createReadinessProbe(deps: ReadinessDeps): () => Promise<Readiness> {
  const timeoutMs = deps.timeoutMs ?? 2000;

  async function migrationsApplied(): Promise<void> {
    for (const [namespace, migrations] of deps.migrations) {
      const applied = new Set((await deps.database.appliedMigrations(namespace)).map((m) => m.version));
      const missing = migrations.filter((m) => !applied.has(m.version)).map((m) => m.version);
      if (missing.length > 0) throw new Error(`${namespace} is missing migration(s) ${missing.join(', ')}`);
    }
  }

  return async () => {
    let addonsNotRunning: string[] = [];
    const [database, storage, migrations, addons] = await Promise.all([
      check(() => sql`select 1`.execute(deps.database.db()), timeoutMs),
      check(async () => {
        await deps.storage.put(PROBE_KEY, 'ok', { contentType: 'text/plain' });
        await deps.storage.delete(PROBE_KEY);
      }, timeoutMs),
      check(migrationsApplied, timeoutMs),
      check(async () => (addonsNotRunning = await deps.addonsNotRunning()), timeoutMs),
    ]);
    return {
      ready: database.ok && storage.ok && migrations.ok,
      checks: { database, storage, migrations },
      addonsNotRunning: addons.ok ? addonsNotRunning : null,
    };
  };
}

async function check(run: () => Promise<unknown>, timeoutMs: number): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([run(), timeout]);
    return { ok: true };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}
