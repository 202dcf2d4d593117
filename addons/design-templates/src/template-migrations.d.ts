import type { Migration } from '@dcs/platform';
/** Tables of the templates addon (namespace `addon.design-templates`). JSON is stored as text. */
export declare const templateMigrations: readonly Migration[];
