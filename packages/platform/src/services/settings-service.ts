import type { Static, TSchema } from 'typebox';

/** A change of one setting, as delivered to {@link SettingsService.onChange} listeners. */
export interface SettingChange {
  namespace: string;
  key: string;
  value: unknown;
}

/** A typed handle on one declared setting. */
export interface Setting<T> {
  readonly namespace: string;
  readonly key: string;
  get(): Promise<T>;
  set(value: T): Promise<T>;
  reset(): Promise<T>;
}

/**
 * Namespaced settings with schema-validated JSON values.
 *
 * A setting is declared once with a schema and a default; reads answer the default until a value is
 * stored. Values are cached in the process; another process's change is seen within `cacheTtlMs`
 * of the host configuration. Listeners hear every change made through this service instance.
 *
 * @example
 * const hotfolder = settings.define('print-queue', 'hotfolder', HotfolderSchema, { enabled: false });
 * await hotfolder.set({ enabled: true, directory: '/srv/hotfolder' });
 */
export interface SettingsService {
  define<S extends TSchema>(namespace: string, key: string, schema: S, defaultValue: Static<S>): Setting<Static<S>>;
  /** Reads a declared setting; `svc_setting_unknown` when it was never declared. */
  get(namespace: string, key: string): Promise<unknown>;
  /** Validates and stores; `svc_setting_invalid` (naming the JSON path) when the value breaks the schema. */
  set(namespace: string, key: string, value: unknown): Promise<unknown>;
  /** Every declared setting of a namespace with its current value. */
  getAll(namespace: string): Promise<Record<string, unknown>>;
  /** Forgets the stored value; reads answer the default again. */
  reset(namespace: string, key: string): Promise<unknown>;
  /** Returns a function that removes the listener. */
  onChange(listener: (change: SettingChange) => void): () => void;
}
