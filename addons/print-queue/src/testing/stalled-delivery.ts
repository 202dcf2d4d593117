// A child process for tests: delivers one file named `name` into `directory` from a source that
// stalls after 64 KiB, printing "stalled", so the test can SIGKILL it in the middle of the write.
import type { StorageReader } from '@dcs/platform';
import { deliverToHotfolder } from '../hotfolder/hotfolder-writer.ts';

const [directory, name] = process.argv.slice(2) as [string, string];
const STALL_AT = 64 * 1024;
const stalling: StorageReader = {
  size: 2 * STALL_AT,
  async read(into, position) {
    if (position === 0) {
      into.fill(1, 0, STALL_AT);
      return STALL_AT;
    }
    process.stdout.write('stalled\n');
    setInterval(() => undefined, 60_000);
    return new Promise<number>(() => undefined);
  },
  close: async () => {},
};
await deliverToHotfolder({
  directory,
  files: [{ name, sha256: '0'.repeat(64), open: async () => stalling }],
  delivered: new Set(),
  onDelivered: async () => undefined,
});
