import type { Migration } from '@dcs/platform';
/** The print queue's tables (namespace `addon.print-queue`). */
export declare const printJobMigrations: readonly Migration[];
