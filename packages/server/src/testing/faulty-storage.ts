import type { StorageDriver } from '@dcs/platform';

/** The storage operations a test can break: `get` covers reading a stream and opening a reader. */
export type StorageOperation = 'list' | 'put' | 'get' | 'delete';

/** Which calls of an operation fail. */
export interface StorageFault {
  /** Only keys (or list prefixes) starting with this; default every key. */
  prefix?: string;
  /** How many calls fail before the operation works again; default until {@link FaultyStorage.heal}. */
  times?: number;
}

/** A storage outage a test switches on and off; {@link FaultyStorage.wrap} goes to `wrapStorageDriver`. */
export interface FaultyStorage {
  wrap(driver: StorageDriver): StorageDriver;
  /** From now on, matching calls of `operation` throw as an unreachable backend does. */
  fail(operation: StorageOperation, fault?: StorageFault): void;
  /** From now on, matching calls of `operation` answer only after `ms` (a busy or overloaded store). */
  slow(operation: StorageOperation, ms: number, fault?: StorageFault): void;
  /** Every operation works again, at full speed. */
  heal(): void;
  /** How many calls of each operation failed so far. */
  readonly failures: Record<StorageOperation, number>;
}

/**
 * A storage driver wrapper for tests: the real driver underneath, and on command an operation that
 * fails like a storage outage (S3 unreachable), so a test can break each step of a flow that stores
 * files and see that it recovers.
 *
 * @example
 * const faults = createFaultyStorage();
 * const t = await startTestSystem({ wrapStorageDriver: faults.wrap });
 * faults.fail('list', { times: 1 });
 */
export function createFaultyStorage(): FaultyStorage {
  const faults = new Map<StorageOperation, StorageFault>();
  const delays = new Map<StorageOperation, StorageFault & { ms: number }>();
  const failures: Record<StorageOperation, number> = { list: 0, put: 0, get: 0, delete: 0 };

  async function check(operation: StorageOperation, key: string): Promise<void> {
    const delay = delays.get(operation);
    if (delay && (delay.prefix === undefined || key.startsWith(delay.prefix))) {
      if (delay.times !== undefined && --delay.times <= 0) delays.delete(operation);
      await new Promise((resolve) => setTimeout(resolve, delay.ms));
    }
    fail(operation, key);
  }

  function fail(operation: StorageOperation, key: string): void {
    const fault = faults.get(operation);
    if (!fault || (fault.prefix !== undefined && !key.startsWith(fault.prefix))) return;
    if (fault.times !== undefined && --fault.times <= 0) faults.delete(operation);
    failures[operation]++;
    throw Object.assign(new Error(`storage ${operation} failed (test outage): ${key}`), { code: 'ECONNREFUSED' });
  }

  return {
    failures,
    fail(operation, fault = {}) {
      faults.set(operation, { ...fault });
    },
    slow(operation, ms, fault = {}) {
      delays.set(operation, { ...fault, ms });
    },
    heal() {
      faults.clear();
      delays.clear();
    },
    wrap(driver) {
      return {
        write: async (key, body, meta) => (await check('put', key), driver.write(key, body, meta)),
        read: async (key) => (await check('get', key), driver.read(key)),
        open: async (key) => (await check('get', key), driver.open(key)),
        stat: (key) => driver.stat(key),
        delete: async (key) => (await check('delete', key), driver.delete(key)),
        sweepTemporary: (prefix, olderThanMs) => driver.sweepTemporary(prefix, olderThanMs),
        async *list(prefix) {
          await check('list', prefix);
          yield* driver.list(prefix);
        },
      };
    },
  };
}
