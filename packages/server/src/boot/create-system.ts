import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { systemClock, type Clock, type Logger, type PlatformServices, type StorageDriver } from '@dcs/platform';
import type { FastifyInstance } from 'fastify';
import { addonMigrations } from '../core/addons/addon-registry.ts';
import { createAddonSystem, type AddonSystem } from '../core/addons/addon-system.ts';
import { registerMaintenance } from '../core/maintenance/maintenance-job.ts';
import { UPLOAD_SWEEP_JOB } from '../core/storefront/uploads/upload-retention.ts';
import { registerCore } from '../core/register-core.ts';
import { STOREFRONT_MIGRATIONS } from '../core/storefront/register-storefront.ts';
import { createMediaService } from '../core/resources/media/media-service.ts';
import { createPrintingService } from '../core/resources/printing/printing-service.ts';
import { RESOURCE_MIGRATIONS } from '../core/resources/register-resources.ts';
import { createResourceStores } from '../core/resources/resource-stores.ts';
import { authMigrations } from '../host/auth/auth-migrations.ts';
import { createAssetsService } from '../host/assets/assets-service.ts';
import { createAuthService } from '../host/auth/auth-service.ts';
import { clientKey } from '../host/auth/client-key.ts';
import { createDatabaseService, parseDatabaseLocation, type HostDatabase } from '../host/database/database-service.ts';
import { createHooksService } from '../host/hooks/hooks-service.ts';
import { createHttpServer } from '../host/http/http-server.ts';
import { adminCookieHeaders } from '../host/http/cookie-names.ts';
import { DEFAULT_WEBHOOK_RETRY, WEBHOOK_DELIVERY_JOB } from '../core/connector/webhooks/webhook-sender.ts';
import { createOpsEndpoints, type OpsEndpoints } from '../host/observability/ops-endpoints.ts';
import { createReadinessProbe } from '../host/observability/readiness.ts';
import { contextualLogger, createRequestContext } from '../host/observability/request-context.ts';
import { createSystemMetrics, SIGN_IN_ACTIONS, type SystemMetrics } from '../host/observability/system-metrics.ts';
import { createQueueService, queueMigrations } from '../host/queue/queue-service.ts';
import { createQueueStore } from '../host/queue/queue-store.ts';
import { createRoutesService, type HostRoutesService } from '../host/routes/routes-service.ts';
import { createSettingsService, settingsMigrations } from '../host/settings/settings-service.ts';
import { createShopService, shopMigrations } from '../host/shop/shop-service.ts';
import { createStorageDriver } from '../host/storage/create-storage-driver.ts';
import { instrumentStorageDriver } from '../host/storage/instrumented-driver.ts';
import { createStorageService } from '../host/storage/storage-service.ts';
import { createSchemaValidator } from '@dcs/addon-sdk';
import { loadSecret, type DcsConfig } from './config.ts';

/** The repository's browser apps, built by `npm run build` into `apps/<name>/dist`. */
export const APPS_DIR = fileURLToPath(new URL('../../../../apps/', import.meta.url));

/** The addon SDK's npm tarballs and their install page, packed by `npm run build` (scripts/build-sdk.mjs). */
export const SDK_DIR = fileURLToPath(new URL('../../../../build/sdk/', import.meta.url));
/** The developer documentation rendered by `npm run build` (scripts/build-docs.mjs). */
export const DOCS_DIR = fileURLToPath(new URL('../../../../build/docs/', import.meta.url));

/** The whole running system: its services, its HTTP host, and how to stop it. */
export interface DcsSystem {
  config: DcsConfig;
  services: PlatformServices & { routes: HostRoutesService; database: HostDatabase };
  http: FastifyInstance;
  /** Installed addons; `addons.manager.boot()` starts the active ones (after `migrate()`). */
  addons: AddonSystem;
  /** This process's Prometheus registry and recorders. */
  metrics: SystemMetrics;
  /** `/healthz`, `/readyz`, `/metrics`, also served by a worker's metrics port. */
  ops: OpsEndpoints;
  /** Applies every pending core migration (safe from several processes at once). */
  migrate(): Promise<void>;
  /** Plans the periodic maintenance job (session sweep, storage temp cleanup); `dcs start` and `dcs worker` call it after `migrate()`. */
  scheduleMaintenance(): Promise<void>;
  /**
   * Stops accepting connections and waits for the requests in flight; after `graceMs` the connections
   * still open are cut. Idempotent: `close()` awaits the same stop.
   */
  stopServing(graceMs?: number): Promise<void>;
  /**
   * Runs `work` with the log and the access log at `warn` (when they were more talkative): the first
   * run seeds the demo through a hundred in-process requests whose lines only bury the sign-in details.
   */
  quietly<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Overrides for tests and embedding. */
export interface CreateSystemOptions {
  clock?: Clock;
  logger?: Logger;
  /** Skip the HTTP request log (tests). */
  quiet?: boolean;
  /** Wraps the storage driver (tests: a driver that fails on command). */
  wrapStorageDriver?: (driver: StorageDriver) => StorageDriver;
}

/** The core migration namespaces, in the order they apply. */
const CORE_MIGRATIONS = [
  ['core.settings', settingsMigrations],
  ['core.auth', authMigrations],
  ['core.queue', queueMigrations],
  ['core.shop', shopMigrations],
  ['core.addons', addonMigrations],
  ...RESOURCE_MIGRATIONS,
  ...STOREFRONT_MIGRATIONS,
] as const;

/**
 * The composition root: the one place that builds every service and hands each its dependencies.
 * Nothing else in the server creates a service or holds one in a module variable.
 */
export async function createSystem(config: DcsConfig, options: CreateSystemOptions = {}): Promise<DcsSystem> {
  mkdirSync(config.dataDir, { recursive: true });
  const clock = options.clock ?? systemClock;
  const pinoLogger = pino({ level: options.quiet ? 'warn' : config.logLevel });
  const requestContext = createRequestContext();
  const logger: Logger = contextualLogger(options.logger ?? (pinoLogger as unknown as Logger), requestContext);
  const secret = loadSecret(config);

  const database = createDatabaseService({ location: parseDatabaseLocation(config.databaseUrl), clock });
  const metrics = createSystemMetrics({
    queueDepth: () => createQueueStore(database).counts(),
    // Read at scrape time, once the addon system below exists.
    addonState: () => addons.manager.activeState(),
  });
  const validator = createSchemaValidator();
  const hooks = createHooksService();
  for (const [action, outcome] of Object.entries(SIGN_IN_ACTIONS)) metrics.countAction(hooks, action, metrics.counters.signInAttempts, { outcome });
  const settings = createSettingsService({ database, validator, clock });
  const storageDriver = await createStorageDriver(config.storage);
  const storage = createStorageService({ driver: instrumentStorageDriver(options.wrapStorageDriver?.(storageDriver.driver) ?? storageDriver.driver, metrics.countStorageError), clock });
  const auth = createAuthService({
    database,
    clock,
    hooks,
    logger: logger.child({ service: 'auth' }),
    secret,
    options: { customerSessionsPerClient: config.customerSessionLimit },
  });
  const queue = createQueueService({
    database,
    clock,
    logger: logger.child({ service: 'queue' }),
    requestContext,
    observeAttempt: (name, outcome, ms) => metrics.observeJob({ name, outcome }, ms / 1000),
  });
  const shop = createShopService({ database, hooks, clock });
  const routes = createRoutesService({ hooks });
  const assets = createAssetsService();
  // The admin resource stores are built here, so facade services over them share one instance with the admin routes.
  const stores = createResourceStores({ database, clock, storage, settings, addonTrustFile: config.addonTrustFile });
  const media = createMediaService({ media: stores.media, usage: stores.usage });
  const printing = createPrintingService({ shop, methods: stores.methods, profiles: stores.profiles });
  const services = { settings, database, routes, auth, storage, hooks, queue, shop, assets, media, printing, logger, clock };

  async function migrate(): Promise<void> {
    for (const [namespace, migrations] of CORE_MIGRATIONS) await database.migrate(namespace, migrations);
  }

  const secureCookie = new URL(config.baseUrl).protocol === 'https:';
  registerCore({
    services,
    adminCookie: {
      set: (token) => adminCookieHeaders(token, secureCookie),
      clear: () => adminCookieHeaders('', secureCookie),
    },
    resources: {
      stores,
      adminRoutes: () => routes.adminTable.describe(),
      baseUrl: config.baseUrl,
      baseUrlConfigured: config.baseUrlConfigured,
      dataDir: config.dataDir,
      webhookRetry: { ...DEFAULT_WEBHOOK_RETRY, baseDelayMs: config.webhookRetryBaseMs, maxAttempts: config.webhookMaxAttempts },
    },
    storefront: { clientKey: (ip) => clientKey(secret, ip), imageConcurrency: config.imageConcurrency },
  });
  const addons = createAddonSystem({
    services,
    dataDir: config.dataDir,
    trustFile: config.addonTrustFile,
    maxUploadBytes: config.uploadLimit,
    activatedLicenseKeys: () => stores.licenses.keys(),
    clock,
    logger,
  });
  const maintenance = registerMaintenance({
    auth,
    shop,
    hooks,
    storage,
    queue,
    clock,
    logger: logger.child({ service: 'maintenance' }),
    // Keys that never recur (a time slot, a delivery id): their completed rows dedupe nothing and may go.
    slotJobNames: [UPLOAD_SWEEP_JOB, WEBHOOK_DELIVERY_JOB],
  });
  await routes.rebuild();
  const ops = createOpsEndpoints({
    readiness: createReadinessProbe({
      database,
      storage,
      migrations: CORE_MIGRATIONS,
      addonsNotRunning: async () => (await addons.manager.activeState()).notRunning,
    }),
    metrics,
    metricsToken: config.metricsToken,
    logger: logger.child({ service: 'ops' }),
  });

  const http = await createHttpServer({
    auth,
    routes,
    validator,
    logger,
    ops,
    metrics,
    requestContext,
    options: {
      baseUrl: config.baseUrl,
      bodyLimit: config.bodyLimit,
      trustProxy: config.trustProxy,
      siteName: config.siteName,
      shopOrigins: config.allowedOrigins,
      log: options.quiet ? false : { level: config.logLevel },
      staticApps: [
        { name: 'admin', mount: '/admin/', dir: join(APPS_DIR, 'admin', 'dist') },
        // Served like an app so addon authors can `npm install {base_url}/sdk/<tarball>` (docs/addon-tutorial.md).
        { name: 'sdk', mount: '/sdk/', dir: SDK_DIR },
        // The developer docs (tutorial, hooks, test kit, package format…), linked from /sdk/ and the SDK READMEs.
        { name: 'docs', mount: '/docs/', dir: DOCS_DIR },
        { name: 'storefront', mount: '/', dir: join(APPS_DIR, 'storefront', 'dist') },
      ],
    },
  });

  let stopped: Promise<void> | null = null;
  function stopServing(graceMs?: number): Promise<void> {
    stopped ??= (async () => {
      const cut = graceMs === undefined ? undefined : setTimeout(() => http.server.closeAllConnections(), graceMs);
      try {
        // Fastify stops listening, closes idle keep-alive connections and answers 503 to requests that
        // arrive on busy ones; the requests in flight run to their end.
        await http.close();
      } finally {
        clearTimeout(cut);
      }
    })();
    return stopped;
  }

  async function quietly<T>(work: () => Promise<T>): Promise<T> {
    const warn = pinoLogger.levels.values.warn!;
    const loggers = [pinoLogger, http.log].filter((log) => pinoLogger.levels.values[log.level]! < warn);
    const levels = loggers.map((log) => log.level);
    for (const log of loggers) log.level = 'warn';
    try {
      return await work();
    } finally {
      loggers.forEach((log, index) => (log.level = levels[index]!));
    }
  }

  return {
    config,
    services,
    http,
    addons,
    metrics,
    ops,
    migrate,
    scheduleMaintenance: () => maintenance.schedule(),
    stopServing,
    quietly,
    async close() {
      await stopServing();
      await database.close();
      storageDriver.close();
    },
  };
}
