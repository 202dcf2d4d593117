import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { systemClock, type Clock, type Logger, type PlatformServices } from '@dcs/platform';
import type { FastifyInstance } from 'fastify';
import { addonMigrations } from '../core/addons/addon-registry.ts';
import { createAddonSystem, type AddonSystem } from '../core/addons/addon-system.ts';
import { registerCore } from '../core/register-core.ts';
import { createMediaService } from '../core/resources/media/media-service.ts';
import { createPrintingService } from '../core/resources/printing/printing-service.ts';
import { RESOURCE_MIGRATIONS } from '../core/resources/register-resources.ts';
import { createResourceStores } from '../core/resources/resource-stores.ts';
import { authMigrations } from '../host/auth/auth-migrations.ts';
import { createAssetsService } from '../host/assets/assets-service.ts';
import { createAuthService } from '../host/auth/auth-service.ts';
import { createDatabaseService, parseDatabaseLocation, type HostDatabase } from '../host/database/database-service.ts';
import { createHooksService } from '../host/hooks/hooks-service.ts';
import { createHttpServer } from '../host/http/http-server.ts';
import { createQueueService, queueMigrations } from '../host/queue/queue-service.ts';
import { createRoutesService, type HostRoutesService } from '../host/routes/routes-service.ts';
import { createSettingsService, settingsMigrations } from '../host/settings/settings-service.ts';
import { createShopService, shopMigrations } from '../host/shop/shop-service.ts';
import { createLocalDiskDriver } from '../host/storage/local-disk-driver.ts';
import { createStorageService } from '../host/storage/storage-service.ts';
import { createSchemaValidator } from '../host/validation/schema-validator.ts';
import { loadSecret, type DcsConfig } from './config.ts';

/** The repository's browser apps, built by `npm run build` into `apps/<name>/dist`. */
export const APPS_DIR = fileURLToPath(new URL('../../../../apps/', import.meta.url));

/** The whole running system: its services, its HTTP host, and how to stop it. */
export interface DcsSystem {
  config: DcsConfig;
  services: PlatformServices & { routes: HostRoutesService; database: HostDatabase };
  http: FastifyInstance;
  /** Installed addons; `addons.manager.boot()` starts the active ones (after `migrate()`). */
  addons: AddonSystem;
  /** Applies every pending core migration (safe from several processes at once). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Overrides for tests and embedding. */
export interface CreateSystemOptions {
  clock?: Clock;
  logger?: Logger;
  /** Skip the HTTP request log (tests). */
  quiet?: boolean;
}

/** The core migration namespaces, in the order they apply. */
const CORE_MIGRATIONS = [
  ['core.settings', settingsMigrations],
  ['core.auth', authMigrations],
  ['core.queue', queueMigrations],
  ['core.shop', shopMigrations],
  ['core.addons', addonMigrations],
  ...RESOURCE_MIGRATIONS,
] as const;

/**
 * The composition root: the one place that builds every service and hands each its dependencies.
 * Nothing else in the server creates a service or holds one in a module variable.
 */
export async function createSystem(config: DcsConfig, options: CreateSystemOptions = {}): Promise<DcsSystem> {
  mkdirSync(config.dataDir, { recursive: true });
  const clock = options.clock ?? systemClock;
  const pinoLogger = pino({ level: options.quiet ? 'warn' : config.logLevel });
  const logger: Logger = options.logger ?? (pinoLogger as unknown as Logger);
  const secret = loadSecret(config);

  const database = createDatabaseService({ location: parseDatabaseLocation(config.databaseUrl), clock });
  const validator = createSchemaValidator();
  const hooks = createHooksService();
  const settings = createSettingsService({ database, validator, clock });
  const storage = createStorageService({ driver: createLocalDiskDriver(join(config.dataDir, 'storage')), clock });
  const auth = createAuthService({ database, clock, secret });
  const queue = createQueueService({ database, clock, logger: logger.child({ service: 'queue' }) });
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

  registerCore({
    services,
    cookieSecure: () => new URL(config.baseUrl).protocol === 'https:',
    resources: { stores, adminRoutes: () => routes.adminTable.describe(), baseUrl: config.baseUrl, dataDir: config.dataDir },
  });
  const addons = createAddonSystem({
    services,
    dataDir: config.dataDir,
    trustFile: config.addonTrustFile,
    maxUploadBytes: config.uploadLimit,
    clock,
    logger,
  });
  await routes.rebuild();

  const http = await createHttpServer({
    auth,
    routes,
    validator,
    logger,
    options: {
      baseUrl: config.baseUrl,
      bodyLimit: config.bodyLimit,
      trustProxy: config.trustProxy,
      siteName: config.siteName,
      log: options.quiet ? false : { level: config.logLevel },
      staticApps: [
        { name: 'admin', mount: '/admin/', dir: join(APPS_DIR, 'admin', 'dist') },
        { name: 'storefront', mount: '/', dir: join(APPS_DIR, 'storefront', 'dist') },
      ],
    },
  });

  return {
    config,
    services,
    http,
    addons,
    migrate,
    async close() {
      await http.close();
      await database.close();
    },
  };
}
