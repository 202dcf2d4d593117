import type { TSchema } from 'typebox';
import {
  createError,
  type Clock,
  type DatabaseService,
  type Migration,
  type Setting,
  type SettingChange,
  type SettingsService,
} from '@dcs/platform';
import { describeIssues, type SchemaValidator } from '@dcs/addon-sdk';

/** Dependencies of {@link createSettingsService}. */
export interface SettingsServiceDeps {
  database: DatabaseService;
  validator: SchemaValidator;
  clock: Clock;
  /** How long a read value is trusted before the database is asked again; default 2000 ms. */
  cacheTtlMs?: number;
}

/** The settings table; applied as namespace `core.settings`. */
export const settingsMigrations: Migration[] = [
  {
    version: 1,
    name: 'create settings',
    up: async (db) => {
      await db.schema
        .createTable('svc_settings')
        .addColumn('namespace', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('svc_settings_pk', ['namespace', 'key'])
        .execute();
    },
  },
];

interface Declaration {
  schema: TSchema;
  defaultValue: unknown;
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9_.-]{0,99}$/;

/**
 * Settings stored as JSON text in `svc_settings`, validated against the declared schema on every
 * write, and cached per process for `cacheTtlMs` so hot paths (pricing, routing) do not query.
 */
export function createSettingsService(deps: SettingsServiceDeps): SettingsService {
  const { database, validator, clock } = deps;
  const ttl = deps.cacheTtlMs ?? 2000;
  const declarations = new Map<string, Declaration>();
  const cache = new Map<string, { value: unknown; at: number }>();
  const listeners = new Set<(change: SettingChange) => void>();
  const id = (namespace: string, key: string) => `${namespace}\u0000${key}`;

  function declaration(namespace: string, key: string): Declaration {
    const found = declarations.get(id(namespace, key));
    if (!found) throw createError('svc_setting_unknown', { params: { key: `${namespace}.${key}` } });
    return found;
  }

  async function read(namespace: string, key: string): Promise<unknown> {
    const { defaultValue } = declaration(namespace, key);
    const cached = cache.get(id(namespace, key));
    if (cached && clock.now() - cached.at < ttl) return copyOf(cached.value);
    const row = await database
      .db()
      .selectFrom('svc_settings')
      .select('value')
      .where('namespace', '=', namespace)
      .where('key', '=', key)
      .executeTakeFirst();
    const value = row ? JSON.parse(String(row.value)) : defaultValue;
    cache.set(id(namespace, key), { value, at: clock.now() });
    return copyOf(value);
  }

  async function write(namespace: string, key: string, value: unknown): Promise<unknown> {
    const { schema } = declaration(namespace, key);
    const issues = validator.check(schema, value);
    if (issues.length > 0) {
      throw createError('svc_setting_invalid', {
        params: { key: `${namespace}.${key}`, reason: describeIssues(issues) },
        data: { params: Object.fromEntries(issues.map((i) => [i.path || key, i.message])) },
      });
    }
    const text = JSON.stringify(value);
    await database
      .db()
      .insertInto('svc_settings')
      .values({ namespace, key, value: text, updated_at: clock.now() })
      .onConflict((oc) => oc.columns(['namespace', 'key']).doUpdateSet({ value: text, updated_at: clock.now() }))
      .execute();
    return changed(namespace, key, value);
  }

  function changed(namespace: string, key: string, value: unknown): unknown {
    cache.set(id(namespace, key), { value: structuredClone(value), at: clock.now() });
    for (const listener of listeners) listener({ namespace, key, value: structuredClone(value) });
    return structuredClone(value);
  }

  const service: SettingsService = {
    define(namespace, key, schema, defaultValue) {
      if (!KEY_PATTERN.test(namespace) || !KEY_PATTERN.test(key)) {
        throw new Error(`Setting names must match ${KEY_PATTERN}: "${namespace}.${key}".`);
      }
      const issues = validator.check(schema, defaultValue);
      if (issues.length > 0) throw new Error(`Default of ${namespace}.${key} breaks its schema: ${describeIssues(issues)}`);
      declarations.set(id(namespace, key), { schema, defaultValue });
      const handle: Setting<typeof defaultValue> = {
        namespace,
        key,
        get: () => read(namespace, key) as Promise<typeof defaultValue>,
        set: (value) => write(namespace, key, value) as Promise<typeof defaultValue>,
        reset: () => service.reset(namespace, key) as Promise<typeof defaultValue>,
      };
      return handle;
    },
    get: read,
    set: write,
    async getAll(namespace) {
      const result: Record<string, unknown> = {};
      for (const key of declarations.keys()) {
        const [ns, name] = key.split('\u0000') as [string, string];
        if (ns === namespace) result[name] = await read(ns, name);
      }
      return result;
    },
    async reset(namespace, key) {
      const { defaultValue } = declaration(namespace, key);
      await database.db().deleteFrom('svc_settings').where('namespace', '=', namespace).where('key', '=', key).execute();
      return changed(namespace, key, defaultValue);
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return service;
}

/** A copy the caller may change without changing the cache; a primitive is its own copy (and hot reads, like a revision, are strings). */
function copyOf<T>(value: T): T {
  return typeof value === 'object' && value !== null ? structuredClone(value) : value;
}
