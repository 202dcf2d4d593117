// A child process for tests: starts writing `key` into local-disk storage at `root` and stalls after
// 1 MiB, printing "stalled", so the test can SIGKILL it in the middle of the write.
import { systemClock } from '@dcs/platform';
import { createLocalDiskDriver } from '../host/storage/local-disk-driver.ts';
import { createStorageService } from '../host/storage/storage-service.ts';

const [root, key] = process.argv.slice(2) as [string, string];
const storage = createStorageService({ driver: createLocalDiskDriver(root), clock: systemClock });
async function* stalling() {
  yield Buffer.alloc(1 << 20, 5);
  process.stdout.write('stalled\n');
  setInterval(() => undefined, 60_000);
  await new Promise(() => undefined);
}
await storage.put(key, stalling());
