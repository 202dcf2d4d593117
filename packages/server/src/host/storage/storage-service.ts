import { Readable } from 'node:stream';
import { createError, type Clock, type StorageBody, type StorageDriver, type StorageService } from '@dcs/platform';

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const MAX_KEY_LENGTH = 512;
const MAX_DEPTH = 16;

/** Whether `key` is a storage key the service accepts (see {@link StorageService}). */
export function isValidStorageKey(key: string): boolean {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  const segments = key.split('/');
  return segments.length <= MAX_DEPTH && segments.every((s) => SEGMENT.test(s) && s !== '..' && !s.endsWith('.part'));
}

function assertKey(key: string): void {
  if (!isValidStorageKey(key)) throw createError('svc_storage_key_invalid', { params: { key: String(key).slice(0, 80) } });
}

function assertPrefix(prefix: string): void {
  if (prefix !== '' && !isValidStorageKey(prefix.replace(/\/$/, ''))) assertKey(prefix);
}

function toIterable(body: StorageBody): AsyncIterable<Uint8Array> {
  if (typeof body === 'string') return Readable.from([Buffer.from(body, 'utf8')]);
  if (body instanceof Uint8Array) return Readable.from([body]);
  return body as AsyncIterable<Uint8Array>;
}

/** The storage facade over a driver: key rules first, then the driver. */
export function createStorageService(deps: { driver: StorageDriver; clock: Clock }): StorageService {
  const { driver, clock } = deps;
  return {
    async put(key, body, options = {}) {
      assertKey(key);
      return driver.write(key, toIterable(body), {
        contentType: options.contentType ?? 'application/octet-stream',
        createdAt: clock.now(),
      });
    },
    async get(key) {
      assertKey(key);
      const stream = await driver.read(key);
      if (!stream) throw createError('svc_storage_not_found', { params: { key } });
      return stream;
    },
    async open(key) {
      assertKey(key);
      const reader = await driver.open(key);
      if (!reader) throw createError('svc_storage_not_found', { params: { key } });
      return reader;
    },
    async getBuffer(key) {
      // Read straight into one buffer of the object's size: no chunk list to concatenate.
      const reader = await this.open(key);
      try {
        const bytes = Buffer.allocUnsafe(reader.size);
        let at = 0;
        for (let read = -1; at < bytes.length && read !== 0; at += read) read = await reader.read(bytes.subarray(at), at);
        return at === bytes.length ? bytes : bytes.subarray(0, at);
      } finally {
        await reader.close();
      }
    },
    async stat(key) {
      assertKey(key);
      return driver.stat(key);
    },
    async delete(key) {
      assertKey(key);
      return driver.delete(key);
    },
    list(prefix) {
      assertPrefix(prefix);
      return driver.list(prefix);
    },
    async sweepTemporary(options = {}) {
      const prefix = options.prefix ?? '';
      assertPrefix(prefix);
      return driver.sweepTemporary(prefix, Math.max(0, options.olderThanMs ?? 0));
    },
  };
}
