import type { Migration } from '@dcs/platform';

/** Admin users, sessions of both kinds, sign-in throttling; applied as namespace `core.auth`. */
export const authMigrations: Migration[] = [
  {
    version: 1,
    name: 'create users, sessions and login failures',
    up: async (db, ctx) => {
      await ctx
        .addIdColumn(db.schema.createTable('svc_admin_users'))
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('display_name', 'text', (c) => c.notNull())
        .addColumn('capabilities', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('svc_sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('user_id', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('svc_sessions_expiry').on('svc_sessions').column('expires_at').execute();
      await ctx
        .addIdColumn(db.schema.createTable('svc_login_failures'))
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('ip', 'text', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('svc_login_failures_email').on('svc_login_failures').columns(['email', 'at']).execute();
      await db.schema.createIndex('svc_login_failures_ip').on('svc_login_failures').columns(['ip', 'at']).execute();
    },
  },
  {
    version: 2,
    name: 'sign-in throttling state per client and account; the client that started a session',
    up: async (db) => {
      // One row per failing client or attacked account replaces one row per failed attempt.
      await db.schema.dropTable('svc_login_failures').execute();
      await db.schema
        .createTable('svc_sign_in_throttle')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('failures', 'integer', (c) => c.notNull())
        .addColumn('last_failure_at', 'bigint', (c) => c.notNull())
        .addColumn('blocked_until', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('svc_sign_in_throttle_age').on('svc_sign_in_throttle').column('last_failure_at').execute();
      await db.schema.alterTable('svc_sessions').addColumn('client', 'text').execute();
      await db.schema.createIndex('svc_sessions_client').on('svc_sessions').columns(['client', 'created_at']).execute();
    },
  },
  {
    version: 3,
    name: 'shop API keys',
    up: async (db, ctx) => {
      // Only a SHA-256 of each secret is kept (the secret has 256 random bits: a fast hash suffices).
      await ctx
        .addIdColumn(db.schema.createTable('svc_shop_keys'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('shop', 'text', (c) => c.notNull())
        .addColumn('prefix', 'text', (c) => c.notNull())
        .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
        .addColumn('scopes', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('last_used_at', 'bigint')
        .addColumn('revoked_at', 'bigint')
        .execute();
    },
  },
];
