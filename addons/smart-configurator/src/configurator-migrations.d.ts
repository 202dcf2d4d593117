import type { Migration } from '@dcs/platform';
/** Tables of the smart configurator (namespace `addon.smart-configurator`): one mapping per product, JSON as text. */
export declare const configuratorMigrations: readonly Migration[];
