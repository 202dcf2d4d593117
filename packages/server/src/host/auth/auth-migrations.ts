import type { Migration } from '@dcs/platform';

/** Admin users, sessions of both kinds, failed sign-ins; applied as namespace `core.auth`. */
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
];
