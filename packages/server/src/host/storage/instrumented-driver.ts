import type { StorageDriver } from '@dcs/platform';

/**
 * Wraps a storage driver so every call that throws is counted (metrics) before the error goes on
 * unchanged. A missing object is an answer (`null`), not an error, so it is not counted.
 */
export function instrumentStorageDriver(driver: StorageDriver, countError: (operation: string) => void): StorageDriver {
  async function counted<T>(operation: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      countError(operation);
      throw error;
    }
  }
  return {
    write: (key, body, meta) => counted('write', () => driver.write(key, body, meta)),
    read: (key) => counted('read', () => driver.read(key)),
    open: (key) => counted('open', () => driver.open(key)),
    stat: (key) => counted('stat', () => driver.stat(key)),
    delete: (key) => counted('delete', () => driver.delete(key)),
    sweepTemporary: (prefix, olderThanMs) => counted('sweep', () => driver.sweepTemporary(prefix, olderThanMs)),
    async *list(prefix) {
      try {
        yield* driver.list(prefix);
      } catch (error) {
        countError('list');
        throw error;
      }
    },
  };
}
