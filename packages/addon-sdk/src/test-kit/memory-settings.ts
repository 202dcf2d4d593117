import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { createError, type Setting, type SettingChange, type SettingsService } from '@dcs/platform';

/** Where {@link createMemorySettings} keeps values; share one between instances to act as one database. */
export type SettingsStore = Map<string, unknown>;

const KEY_PATTERN = /^[a-z0-9][a-z0-9_.-]{0,99}$/;

/** Each schema problem by JSON pointer, as the server reports them (`/directory`, `/extra`). */
function problems(schema: TSchema, value: unknown): Record<string, string> {
  const found: Record<string, string> = {};
  for (const error of Value.Errors(schema, value)) {
    const names = error.keyword === 'additionalProperties' ? ((error.params as { additionalProperties?: string[] }).additionalProperties ?? []) : [null];
    for (const name of names) found[name === null ? error.instancePath || '/' : `${error.instancePath}/${name}`] ??= error.message;
  }
  return found;
}

/**
 * A settings service that keeps its values in memory, with the server's contract (declared keys,
 * defaults, schema validation naming each path, change listeners, copies): the settings of the addon
 * test host. It passes the platform's settings conformance suite.
 */
export function createMemorySettings(store: SettingsStore = new Map()): SettingsService {
  const declarations = new Map<string, { schema: TSchema; defaultValue: unknown }>();
  const listeners = new Set<(change: SettingChange) => void>();
  const id = (namespace: string, key: string) => `${namespace}\u0000${key}`;
  const declared = (namespace: string, key: string) => {
    const found = declarations.get(id(namespace, key));
    if (!found) throw createError('svc_setting_unknown', { params: { key: `${namespace}.${key}` } });
    return found;
  };
  const changed = (namespace: string, key: string, value: unknown) => {
    for (const listener of listeners) listener({ namespace, key, value: structuredClone(value) });
    return structuredClone(value);
  };
  const service: SettingsService = {
    define(namespace, key, schema, defaultValue) {
      if (!KEY_PATTERN.test(namespace) || !KEY_PATTERN.test(key)) throw new Error(`Setting names must match ${KEY_PATTERN}: "${namespace}.${key}".`);
      if (!Value.Check(schema, defaultValue)) throw new Error(`Default of ${namespace}.${key} breaks its schema.`);
      declarations.set(id(namespace, key), { schema, defaultValue });
      return {
        namespace,
        key,
        get: () => service.get(namespace, key),
        set: (value) => service.set(namespace, key, value),
        reset: () => service.reset(namespace, key),
      } as Setting<typeof defaultValue>;
    },
    async get(namespace, key) {
      const { defaultValue } = declared(namespace, key);
      return structuredClone(store.has(id(namespace, key)) ? store.get(id(namespace, key)) : defaultValue);
    },
    async set(namespace, key, value) {
      const { schema } = declared(namespace, key);
      const invalid = problems(schema, value);
      if (Object.keys(invalid).length > 0) {
        throw createError('svc_setting_invalid', {
          params: { key: `${namespace}.${key}`, reason: Object.entries(invalid).map(([path, message]) => `${path} ${message}`).join('; ') },
          data: { params: invalid },
        });
      }
      store.set(id(namespace, key), structuredClone(value));
      return changed(namespace, key, value);
    },
    async getAll(namespace) {
      const result: Record<string, unknown> = {};
      for (const [declaredId] of declarations) {
        const [ns, key] = declaredId.split('\u0000') as [string, string];
        if (ns === namespace) result[key] = await service.get(ns, key);
      }
      return result;
    },
    async reset(namespace, key) {
      const { defaultValue } = declared(namespace, key);
      store.delete(id(namespace, key));
      return changed(namespace, key, defaultValue);
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return service;
}
