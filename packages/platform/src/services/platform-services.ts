import type { AssetsService } from './assets-service.ts';
import type { AuthService } from './auth-service.ts';
import type { Clock } from './clock.ts';
import type { DatabaseService } from './database-service.ts';
import type { HooksService } from './hooks-service.ts';
import type { Logger } from './logger.ts';
import type { MediaService } from './media-service.ts';
import type { PrintingService } from './printing-service.ts';
import type { QueueService } from './queue-service.ts';
import type { RoutesService } from './routes-service.ts';
import type { SettingsService } from './settings-service.ts';
import type { ShopService } from './shop-service.ts';
import type { StorageService } from './storage-service.ts';

/** The platform services facade: everything core and addons may use of the host. */
export interface PlatformServices {
  settings: SettingsService;
  database: DatabaseService;
  routes: RoutesService;
  auth: AuthService;
  storage: StorageService;
  hooks: HooksService;
  queue: QueueService;
  shop: ShopService;
  assets: AssetsService;
  media: MediaService;
  printing: PrintingService;
  logger: Logger;
  clock: Clock;
}

/** A service name, as an addon manifest lists it in `requiresServices`. */
export type ServiceName = keyof PlatformServices;

/** Every service name, in the order the docs list them. */
export const SERVICE_NAMES = [
  'settings',
  'database',
  'routes',
  'auth',
  'storage',
  'hooks',
  'queue',
  'shop',
  'assets',
  'media',
  'printing',
  'logger',
  'clock',
] as const satisfies readonly ServiceName[];

/** Whether `name` is a service of the facade. */
export function isServiceName(name: string): name is ServiceName {
  return (SERVICE_NAMES as readonly string[]).includes(name);
}
