import { randomBytes } from 'node:crypto';
import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { installAddonUpload, type TrustStore, type UploadFlags } from '@dcs/addon-sdk';
import { createError, isSvcError, type Clock, type Logger, type SvcError } from '@dcs/platform';
import { catalogOut, toListEntry, type AddonListEntry } from './addon-listing.ts';
import type { AddonRecord, AddonRegistry } from './addon-registry.ts';
import { installedStamp, type AddonRuntime } from './addon-runtime.ts';
import type { UpdateCatalogSource } from './update-catalog.ts';

/** Dependencies of {@link createAddonManager}. */
export interface AddonManagerDeps {
  /** `<dataDir>/addons`: one folder per installed addon; dot-folders are staging and are ignored. */
  addonsDir: string;
  registry: AddonRegistry;
  runtime: AddonRuntime;
  catalog: UpdateCatalogSource;
  /** Trusted package and license keys, read afresh for every operation. */
  trust: () => Promise<TrustStore>;
  /** Slugs reserved for first-party (official) addons. */
  officialSlugs: ReadonlySet<string>;
  /** The license keys the installation activated: they license an upload that brings no key. */
  activatedLicenseKeys: () => Promise<readonly string[]>;
  coreVersion: string;
  clock: Clock;
  logger: Logger;
}

/** `GET /api/v1/addons`. */
export interface AddonListing {
  addons: AddonListEntry[];
  /** Directories of the addons running now. */
  active: string[];
  update_catalog: ReturnType<typeof catalogOut>;
}

/** What an upload did. */
export interface AddonInstallResult {
  addon: AddonListEntry;
  mode: 'install' | 'replace';
  /** For a replaced active addon: the new version runs now in place of the old one. */
  reloaded: boolean;
}

/** Installs, lists, activates and removes addons; every change is serialized in this process. */
export interface AddonManager {
  list(): Promise<AddonListing>;
  /** Installs the spooled package at `zipPath`; never activates a new addon. */
  install(zipPath: string, flags: UploadFlags): Promise<AddonInstallResult>;
  /** Makes exactly `directories` active, all or nothing. */
  setActive(directories: readonly string[]): Promise<AddonListing>;
  /** Deletes an inactive addon's files and record. */
  remove(directory: string): Promise<void>;
  /** Starts the saved active set; failures are recorded on their addons and skipped. */
  boot(): Promise<void>;
  /**
   * Brings this process in line with the saved active set, which another process may have changed:
   * starts, stops and reloads (a replaced version) addons. True when anything changed. An addon that
   * fails to start here is skipped, and tried again only once its files or saved state change.
   */
  sync(): Promise<boolean>;
  /** The addons saved active, by slug: those this process runs and those it does not. */
  activeState(): Promise<ActiveAddonState>;
}

/** See {@link AddonManager.activeState}. */
export interface ActiveAddonState {
  running: string[];
  /** Failed to start in this process, or saved active by another process since the last sync. */
  notRunning: string[];
}

/**
 * What a start attempt of an addon ran on: its installed folder (a new install renames a new one into
 * place) and its saved state (saving the active set again touches every active addon's record).
 */
function attemptOf(record: AddonRecord, stamp: string): string {
  return `${stamp}@${record.updatedAt}`;
}

const SKIPPED = 'addon failed to start; skipped until its files or saved state change';

function failureOf(error: SvcError, at: number) {
  const cause = error.data.cause as { code?: string; message?: string } | undefined;
  return { code: cause?.code ?? error.code, reason: cause?.message ?? error.message, at };
}

/** The addon manager behind the admin routes, the boot step and the CLI. */
export function createAddonManager(deps: AddonManagerDeps): AddonManager {
  const { registry, runtime, clock } = deps;
  /**
   * Addons saved active that failed to start in this process, with the attempt they failed on. A
   * sync does not try them again as they are: every try would import the entry module anew (a
   * module Node never frees) and log the same error every few seconds.
   */
  const failedHere = new Map<string, string>();
  let chain: Promise<unknown> = Promise.resolve();
  function serialized<T>(fn: () => Promise<T>): Promise<T> {
    const run = chain.then(fn);
    chain = run.catch(() => undefined);
    return run;
  }

  async function list(): Promise<AddonListing> {
    const [records, catalog, trust] = await Promise.all([registry.list(), deps.catalog.current(), deps.trust()]);
    const running = runtime.running();
    const now = new Date(clock.now());
    return {
      addons: records.map((record) => toListEntry(record, { running: running.has(record.directory), vendorKeys: trust, catalog, now })),
      active: [...running.keys()].sort(),
      update_catalog: catalogOut(catalog),
    };
  }

  async function entryOf(directory: string): Promise<AddonListEntry> {
    const found = (await list()).addons.find((addon) => addon.directory === directory);
    if (!found) throw createError('svc_addon_not_installed', { params: { directory } });
    return found;
  }

  async function recordFailure(records: readonly AddonRecord[], error: unknown): Promise<void> {
    if (!isSvcError(error) || typeof error.data.addon !== 'string') return;
    const record = records.find((candidate) => candidate.slug === error.data.addon || candidate.directory === error.data.addon);
    if (record) await registry.setFailure(record.directory, failureOf(error, clock.now())).catch(() => undefined);
  }

  async function install(zipPath: string, flags: UploadFlags): Promise<AddonInstallResult> {
    const trust = await deps.trust();
    const records = await registry.list();
    const now = clock.now();
    const { plan, verification, install } = await installAddonUpload({
      zipPath,
      addonsDir: deps.addonsDir,
      trustStore: trust,
      vendorKeys: trust,
      flags,
      officialSlugs: deps.officialSlugs,
      activatedLicenseKeys: flags.licenseKey?.trim() ? [] : await deps.activatedLicenseKeys(),
      installed: records.map(({ slug, directory, channel, version, active }) => ({ slug, directory, channel, version, active })),
      coreVersion: deps.coreVersion,
      now: new Date(now),
    });
    const previous = plan.replaces ? (records.find((r) => r.directory === plan.replaces!.directory) ?? null) : null;
    const record: AddonRecord = {
      directory: plan.directory,
      slug: plan.slug,
      name: plan.name,
      version: plan.version,
      channel: plan.channel,
      trust: plan.trust,
      keyId: plan.keyId,
      verifiedAt: plan.trust === 'verified' ? now : null,
      releasedAt: verification.status === 'verified' ? verification.releasedAt : null,
      tier: plan.tier,
      licenseKey: plan.licenseKey,
      requiresServices: [...plan.requiresServices],
      // A new upload is never activated; a replacement keeps the state of the version it replaces.
      active: previous?.active ?? false,
      failure: null,
      installedAt: previous?.installedAt ?? now,
      updatedAt: now,
    };
    // Replacing an active addon: the new version must start (and register its routes) before it
    // counts as installed; until then the old instance keeps serving.
    let transition: Awaited<ReturnType<AddonRuntime['prepare']>> | null = null;
    if (previous?.active) {
      const desired = records.filter((r) => runtime.running().has(r.directory) && r.directory !== record.directory);
      try {
        transition = await runtime.prepare([...desired, record], { reload: new Set([record.directory]) });
      } catch (error) {
        await install.revert();
        // The underlying code (an activation failure's own cause) travels along, so a tool can print it.
        const inner = isSvcError(error) ? ((error.data.cause as { code?: string; message?: string } | undefined) ?? { code: error.code, message: error.message }) : null;
        const reason = inner?.message ?? String(error);
        throw createError('svc_addon_replace_failed', {
          params: { addon: record.slug, reason },
          data: { addon: record.slug, cause: { code: inner?.code ?? 'svc_internal_error', message: reason } },
          cause: error,
        });
      }
    }
    try {
      await registry.save(record);
    } catch (error) {
      await transition?.rollback();
      await install.revert();
      throw error;
    }
    await transition?.commit();
    await install.commit();
    deps.logger.info({ addon: record.slug, version: record.version, mode: plan.mode, channel: record.channel }, 'addon installed');
    return { addon: await entryOf(record.directory), mode: plan.mode, reloaded: transition !== null };
  }

  async function setActive(directories: readonly string[]): Promise<AddonListing> {
    const records = await registry.list();
    const byDirectory = new Map(records.map((record) => [record.directory, record]));
    const desired = directories.map((directory) => {
      const record = byDirectory.get(directory);
      if (!record) throw createError('svc_addon_activation_failed', {
        params: { addon: directory, reason: `No addon is installed in the folder "${directory}".` },
        data: { addon: directory, cause: { code: 'svc_addon_not_installed' } },
      });
      return record;
    });
    let transition;
    try {
      transition = await runtime.prepare(desired);
    } catch (error) {
      await recordFailure(records, error);
      throw error;
    }
    try {
      await registry.transaction((trx) => registry.setActiveSet(directories, trx));
    } catch (error) {
      await transition.rollback();
      throw error;
    }
    await transition.commit();
    for (const directory of directories) failedHere.delete(directory);
    return list();
  }

  async function remove(directory: string): Promise<void> {
    const record = await registry.get(directory);
    if (!record) throw createError('svc_addon_not_installed', { params: { directory } });
    if (record.active || runtime.running().has(directory)) throw createError('svc_addon_remove_active_refused', { params: { directory } });
    // Move aside first (a dot-folder, ignored like staging), so a failed database write can undo it.
    const folder = join(deps.addonsDir, directory);
    const aside = join(deps.addonsDir, `.${directory}.removing-${randomBytes(4).toString('hex')}`);
    const moved = await rename(folder, aside).then(
      () => true,
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return false;
        throw createError('svc_addon_install_failed', { params: { reason: error.message } });
      },
    );
    try {
      await registry.remove(directory);
    } catch (error) {
      if (moved) await rename(aside, folder);
      throw error;
    }
    if (moved) await rm(aside, { recursive: true, force: true });
    deps.logger.info({ addon: record.slug }, 'addon removed');
  }

  /** Records an addon that failed to start in this process: logged, shown failed, not tried again as it is. */
  async function skip(record: AddonRecord, error: SvcError, attempt: string): Promise<void> {
    const failure = failureOf(error, clock.now());
    // The underlying code and reason: the activation error's own message speaks of an all-or-nothing change.
    deps.logger.error({ addon: record.slug, code: failure.code, reason: failure.reason }, SKIPPED);
    failedHere.set(record.directory, attempt);
    await registry.setFailure(record.directory, failure);
  }

  async function boot(): Promise<void> {
    const records = (await registry.list()).filter((record) => record.active);
    const failures = await runtime.boot(records);
    for (const record of records) {
      const failure = failures.get(record.directory);
      if (failure) {
        await skip(record, failure, attemptOf(record, await installedStamp(deps.addonsDir, record.directory)));
      } else if (record.failure) {
        await registry.setFailure(record.directory, null);
      }
    }
  }

  async function sync(): Promise<boolean> {
    const records = await registry.list();
    const running = runtime.running();
    const desired: AddonRecord[] = [];
    /** The addons this sync starts, or reloads when they run (a replaced folder), with the attempt each one is. */
    const attempts = new Map<string, string>();
    const saved = records.filter((candidate) => candidate.active);
    for (const directory of failedHere.keys()) if (!saved.some((record) => record.directory === directory)) failedHere.delete(directory);
    for (const record of saved) {
      const current = running.get(record.directory);
      const stamp = await installedStamp(deps.addonsDir, record.directory);
      const attempt = attemptOf(record, stamp);
      if (failedHere.get(record.directory) === attempt) {
        // A replacement that failed to start here leaves the version before it running.
        if (current) desired.push(record);
        continue;
      }
      desired.push(record);
      if (current?.installedStamp !== stamp) attempts.set(record.directory, attempt);
    }
    const unchanged = () =>
      attempts.size === 0 && desired.length === running.size && desired.every((record) => running.has(record.directory));
    // The process that saved this set could run it; here an addon may fail (a missing file, say): it
    // is left out and the others still follow.
    while (!unchanged()) {
      try {
        const reload = new Set([...attempts.keys()].filter((directory) => running.has(directory)));
        const transition = await runtime.prepare(desired, { reload });
        await transition.commit();
        for (const directory of attempts.keys()) failedHere.delete(directory);
        deps.logger.info({ active: desired.map((r) => r.directory) }, 'applied the active addon set saved by another process');
        return true;
      } catch (error) {
        const named = isSvcError(error) ? error.data.addon : undefined;
        const failed = desired.find((r) => attempts.has(r.directory) && (r.slug === named || r.directory === named));
        if (!failed || !isSvcError(error)) {
          deps.logger.error({ err: error }, 'could not apply the active addon set saved by another process');
          return false;
        }
        await skip(failed, error, attempts.get(failed.directory)!);
        attempts.delete(failed.directory);
        if (!running.has(failed.directory)) desired.splice(desired.indexOf(failed), 1);
      }
    }
    return false;
  }

  async function activeState(): Promise<ActiveAddonState> {
    const running = runtime.running();
    const active = (await registry.list()).filter((record) => record.active);
    const slugs = (records: AddonRecord[]) => records.map((record) => record.slug).sort();
    return {
      running: slugs(active.filter((record) => running.has(record.directory))),
      notRunning: slugs(active.filter((record) => !running.has(record.directory))),
    };
  }

  return {
    list: () => serialized(list),
    sync: () => serialized(sync),
    install: (zipPath, flags) => serialized(() => install(zipPath, flags)),
    setActive: (directories) => serialized(() => setActive(directories)),
    remove: (directory) => serialized(() => remove(directory)),
    boot: () => serialized(boot),
    activeState,
  };
}
