import { createHash, randomBytes } from 'node:crypto';
import { SHOP_KEY_SCOPES, createError, type Clock, type CreateShopKeyOptions, type DatabaseService, type ShopKey, type ShopKeyScope } from '@dcs/platform';

interface ShopKeyRow {
  id: number;
  name: string;
  shop: string;
  prefix: string;
  secret_hash: string;
  scopes: string;
  created_at: number;
  last_used_at: number | null;
  revoked_at: number | null;
}

/** `dcsk_` and 32 random bytes: recognizable in a leaked log or repository, and unguessable. */
const KEY_PATTERN = /^dcsk_[A-Za-z0-9_-]{43}$/;
const PREFIX_LENGTH = 13;
// A key's use is written at most this often: a busy shop's every order must not be two writes.
const USE_RECORDED_EVERY_MS = 60_000;

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');
const toKey = (row: ShopKeyRow): ShopKey => ({
  id: Number(row.id),
  name: row.name,
  shop: row.shop,
  prefix: row.prefix,
  scopes: JSON.parse(row.scopes) as ShopKeyScope[],
  createdAt: Number(row.created_at),
  lastUsedAt: row.last_used_at === null ? null : Number(row.last_used_at),
  revokedAt: row.revoked_at === null ? null : Number(row.revoked_at),
});

function invalid(reason: string) {
  return createError('svc_shop_key_input_invalid', { params: { reason } });
}

function checkedOptions(options: CreateShopKeyOptions): { name: string; shop: string; scopes: ShopKeyScope[] } {
  const name = typeof options.name === 'string' ? options.name.trim() : '';
  if (name.length < 1 || name.length > 100) throw invalid('the name must have 1 to 100 characters.');
  const shop = options.shop ?? 'shop';
  if (typeof shop !== 'string' || !/^[a-z0-9][a-z0-9_-]{0,39}$/.test(shop)) throw invalid('the shop must be 1 to 40 lower-case letters, digits, "-" or "_".');
  const scopes = [...new Set(options.scopes)];
  if (scopes.length === 0) throw invalid('give at least one scope.');
  const unknown = scopes.find((scope) => !(SHOP_KEY_SCOPES as readonly string[]).includes(scope));
  if (unknown !== undefined) throw invalid(`"${String(unknown)}" is not a scope (${SHOP_KEY_SCOPES.join(', ')}).`);
  return { name, shop, scopes };
}

/** The shop API keys of the auth service: created with a secret shown once, stored hashed, revocable. */
export function createShopKeys(deps: { database: DatabaseService; clock: Clock }) {
  const db = () => deps.database.db();
  const byId = async (id: number) => (await db().selectFrom('svc_shop_keys').selectAll().where('id', '=', id).executeTakeFirst()) as ShopKeyRow | undefined;

  return {
    async create(options: CreateShopKeyOptions): Promise<{ key: ShopKey; secret: string }> {
      const { name, shop, scopes } = checkedOptions(options);
      const secret = `dcsk_${randomBytes(32).toString('base64url')}`;
      const [row] = await db()
        .insertInto('svc_shop_keys')
        .values({ name, shop, prefix: secret.slice(0, PREFIX_LENGTH), secret_hash: hashOf(secret), scopes: JSON.stringify(scopes), created_at: deps.clock.now() })
        .returningAll()
        .execute();
      return { key: toKey(row as ShopKeyRow), secret };
    },

    async list(): Promise<ShopKey[]> {
      const rows = (await db().selectFrom('svc_shop_keys').selectAll().orderBy('id', 'desc').execute()) as ShopKeyRow[];
      return rows.map(toKey);
    },

    async revoke(id: number): Promise<ShopKey> {
      if (!Number.isSafeInteger(id) || id < 1) throw createError('svc_shop_key_not_found', { params: { id: String(id) } });
      await db().updateTable('svc_shop_keys').set({ revoked_at: deps.clock.now() }).where('id', '=', id).where('revoked_at', 'is', null).execute();
      const row = await byId(id);
      if (!row) throw createError('svc_shop_key_not_found', { params: { id } });
      return toKey(row);
    },

    async resolve(secret: string): Promise<ShopKey | null> {
      if (typeof secret !== 'string' || !KEY_PATTERN.test(secret)) return null;
      const row = (await db().selectFrom('svc_shop_keys').selectAll().where('secret_hash', '=', hashOf(secret)).executeTakeFirst()) as ShopKeyRow | undefined;
      if (!row || row.revoked_at !== null) return null;
      const now = deps.clock.now();
      if (row.last_used_at === null || now - Number(row.last_used_at) >= USE_RECORDED_EVERY_MS) {
        await db().updateTable('svc_shop_keys').set({ last_used_at: now }).where('id', '=', Number(row.id)).execute();
        row.last_used_at = now;
      }
      return toKey(row);
    },
  };
}
