import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, length: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

// scrypt with N=2^13, r=8, p=10: one of the equivalent settings of OWASP's floor (N=2^17, r=8, p=1 needs
// 128 MiB per hash), the one with the least memory: 128·N·r = 8 MiB, since Node computes the p lanes one
// after another. The CPU cost is the same as N=2^15, p=1 had (below that floor, and 32 MiB per sign-in,
// which showed as a server's peak RSS). Hashes with other parameters verify and are rehashed at sign-in.
const PARAMS = { N: 1 << 13, r: 8, p: 10 } as const;
/** Enough for hashes made with N=2^15, r=8 (32 MiB) before. */
const MAX_MEMORY = 64 << 20;
const KEY_LENGTH = 32;

/** Hashes a password as `scrypt$N$r$p$salt$key` (base64 parts), so parameters can rise later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...PARAMS, maxmem: MAX_MEMORY });
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** The parts of a stored `scrypt$N$r$p$salt$key` hash, or null for another format. */
function parseHash(stored: string): { N: number; r: number; p: number; salt: Buffer; key: Buffer } | null {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return null;
  return { N: Number(n), r: Number(r), p: Number(p), salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') };
}

/** Checks a password against a stored hash in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const { N, r, p, salt, key: expected } = parsed;
  const actual = await scrypt(password.normalize('NFKC'), salt, expected.length, { N, r, p, maxmem: MAX_MEMORY });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Whether a stored hash was made with other parameters than today's (rehash it after a good sign-in). */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.N !== PARAMS.N || parsed.r !== PARAMS.r || parsed.p !== PARAMS.p;
}

/** A hash of a random password: checked against when the email is unknown, so timing tells nothing. */
export const DUMMY_PASSWORD_HASH = await hashPassword(randomBytes(16).toString('hex'));
