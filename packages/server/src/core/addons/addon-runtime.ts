import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { assertCoreVersion, type AddonDeactivate, type TrustStore } from '@dcs/addon-sdk';
import { createError, isSvcError, type Clock, type Logger, type OwnedRoutesService, type PlatformServices, type SvcError } from '@dcs/platform';
import { addonLicense } from './addon-license.ts';
import { loadAddonModule, readInstalledManifest } from './addon-loader.ts';
import type { AddonRecord } from './addon-registry.ts';
import { createAddonServices, type AddonServices } from './addon-services.ts';

/** One addon running in this process. */
export interface RunningAddon {
  readonly directory: string;
  readonly slug: string;
  readonly version: string;
  /** Identity of the installed folder it was loaded from; another one (a replacement) means reload. */
  readonly installedStamp: string;
  readonly scope: AddonServices;
  readonly deactivate: AddonDeactivate | null;
}

/** A change of the running set that is in force but can still be undone (see {@link AddonRuntime.prepare}). */
export interface AddonTransition {
  /** Finishes: runs the `deactivate` functions of the addons that stopped or were replaced. */
  commit(): Promise<void>;
  /** Puts the previous running set and route table back. */
  rollback(): Promise<void>;
}

/** Dependencies of {@link createAddonRuntime}. */
export interface AddonRuntimeDeps {
  addonsDir: string;
  services: PlatformServices;
  routes: OwnedRoutesService;
  vendorKeys: () => Promise<TrustStore>;
  /** The running core's version, checked against each addon's `coreVersionRange` at every start. */
  coreVersion: string;
  clock: Clock;
  logger: Logger;
}

/** Starts and stops addon instances, keeping the extension route table in step. */
export interface AddonRuntime {
  running(): ReadonlyMap<string, RunningAddon>;
  /**
   * Makes `desired` the running set: starts what is not running (and everything in `reload` afresh),
   * takes the hooks of the others away and rebuilds the route table. All or nothing: on any failure
   * the previous set and table stay and the error (`svc_addon_activation_failed`) names the addon.
   */
  prepare(desired: readonly AddonRecord[], options?: { reload?: ReadonlySet<string> }): Promise<AddonTransition>;
  /**
   * Boot: starts each addon on its own and skips those that fail, returning their errors by folder.
   * Ends with one route rebuild; an addon whose routes break the table is stopped and reported too.
   */
  boot(records: readonly AddonRecord[]): Promise<Map<string, SvcError>>;
}

function messageOf(error: unknown): string {
  return isSvcError(error) ? error.message : ((error as Error)?.message ?? String(error));
}

/** The error of a failed activation, naming the addon; the underlying code travels in `data.cause`. */
export function activationError(addon: string, error: unknown): SvcError {
  return createError('svc_addon_activation_failed', {
    params: { addon, reason: messageOf(error) },
    data: { addon, cause: { code: isSvcError(error) ? error.code : 'svc_internal_error', message: messageOf(error) } },
    cause: error,
  });
}

/** The addon a route-table failure came from: `addon-services` tags the errors of addon callbacks. */
function culprit(error: unknown): string | null {
  return isSvcError(error) && typeof error.data.addon === 'string' ? error.data.addon : null;
}

/** The runtime of installed addons; the composition root makes one per system. */
export function createAddonRuntime(deps: AddonRuntimeDeps): AddonRuntime {
  const { addonsDir, services, routes, logger } = deps;
  let running = new Map<string, RunningAddon>();
  let generation = 0;

  async function start(record: AddonRecord): Promise<RunningAddon> {
    const manifest = await readInstalledManifest(addonsDir, record.directory);
    if (manifest.slug !== record.slug) {
      throw createError('svc_addon_manifest_invalid', {
        params: { reason: `addon.json names "${manifest.slug}" but the folder holds "${record.slug}"` },
      });
    }
    assertCoreVersion(manifest, deps.coreVersion);
    for (const name of manifest.requiresServices) {
      if ((services as unknown as Record<string, unknown>)[name] === undefined) {
        throw createError('svc_addon_service_unavailable', { params: { addon: record.slug, service: name } });
      }
    }
    const license = addonLicense(record, { now: new Date(deps.clock.now()), vendorKeys: await deps.vendorKeys() });
    if (!license.licensed) throw license.error;
    const loaded = await loadAddonModule(addonsDir, record.directory, manifest, ++generation);
    if (loaded.definition.migrations && loaded.definition.migrations.length > 0) {
      await services.database.migrate(`addon.${record.slug}`, loaded.definition.migrations);
    }
    const scope = createAddonServices({ slug: record.slug, declared: manifest.requiresServices, services, routes });
    let deactivate: AddonDeactivate | null = null;
    try {
      const result = await loaded.definition.activate({ slug: record.slug, version: manifest.version, directory: loaded.directory, services: scope.services });
      if (typeof result === 'function') deactivate = result;
    } catch (error) {
      scope.detach();
      // A catalogue error (svc_service_not_declared above all) already says what went wrong.
      if (isSvcError(error)) throw error;
      throw createError('svc_addon_activate_threw', { params: { addon: record.slug, reason: messageOf(error) }, cause: error });
    }
    return { directory: record.directory, slug: record.slug, version: manifest.version, installedStamp: await installedStamp(addonsDir, record.directory), scope, deactivate };
  }

  async function runDeactivate(addon: RunningAddon): Promise<void> {
    try {
      await addon.deactivate?.();
    } catch (error) {
      // It is off either way: its hooks and routes are gone.
      logger.warn({ addon: addon.slug, err: messageOf(error) }, 'addon deactivate() failed');
    }
  }

  async function stop(addon: RunningAddon): Promise<void> {
    addon.scope.detach();
    await runDeactivate(addon);
  }

  async function rebuildOrRestore(restore: () => void): Promise<void> {
    try {
      await routes.rebuild();
    } catch (error) {
      restore();
      await routes.rebuild().catch((again) => logger.error({ err: messageOf(again) }, 'restoring the route table failed'));
      throw error;
    }
  }

  return {
    running: () => running,

    async prepare(desired, options = {}) {
      const reload = options.reload ?? new Set<string>();
      const previous = running;
      const next = new Map<string, RunningAddon>();
      const started: RunningAddon[] = [];
      const stopped: RunningAddon[] = [];
      const undoStarts = async () => {
        for (const addon of started) await stop(addon);
      };
      for (const record of desired) {
        const current = previous.get(record.directory);
        if (current && !reload.has(record.directory)) {
          next.set(record.directory, current);
          continue;
        }
        try {
          const addon = await start(record);
          started.push(addon);
          next.set(record.directory, addon);
        } catch (error) {
          await undoStarts();
          throw activationError(record.slug, error);
        }
      }
      for (const addon of previous.values()) if (next.get(addon.directory) !== addon) stopped.push(addon);
      for (const addon of stopped) addon.scope.detach();
      const restore = () => {
        for (const addon of started) addon.scope.detach();
        for (const addon of stopped) addon.scope.reattach();
      };
      try {
        await rebuildOrRestore(restore);
      } catch (error) {
        for (const addon of started) await runDeactivate(addon);
        throw activationError(culprit(error) ?? started[0]?.slug ?? 'unknown', error);
      }
      running = next;
      let settled = false;
      return {
        async commit() {
          if (settled) return;
          settled = true;
          for (const addon of stopped) await stop(addon);
        },
        async rollback() {
          if (settled) return;
          settled = true;
          running = previous;
          restore();
          await routes.rebuild();
          for (const addon of started) await runDeactivate(addon);
        },
      };
    },

    async boot(records) {
      const failures = new Map<string, SvcError>();
      const next = new Map(running);
      for (const record of records) {
        if (next.has(record.directory)) continue;
        try {
          next.set(record.directory, await start(record));
        } catch (error) {
          failures.set(record.directory, activationError(record.slug, error));
        }
      }
      // A failing route callback is attributed to its addon, which is stopped; the others stay.
      for (;;) {
        try {
          await routes.rebuild();
          break;
        } catch (error) {
          const slug = culprit(error);
          const addon = [...next.values()].find((candidate) => candidate.slug === slug);
          if (!addon) throw error;
          await stop(addon);
          next.delete(addon.directory);
          failures.set(addon.directory, activationError(addon.slug, error));
        }
      }
      running = next;
      return failures;
    },
  };
}

/**
 * Identifies the installed folder of an addon: an install or replacement renames a new folder into
 * place, so its inode changes even when the version stays (a restore).
 */
export async function installedStamp(addonsDir: string, directory: string): Promise<string> {
  const info = await stat(join(addonsDir, directory)).catch(() => null);
  return info ? `${info.dev}:${info.ino}:${info.birthtimeMs}` : 'missing';
}
