// A child process for tests: delivers one file named `name` into `directory` from a source that
// stalls after 64 KiB, printing "stalled", so the test can SIGKILL it in the middle of the write.
import { Readable } from 'node:stream';
import { deliverToHotfolder } from '../hotfolder/hotfolder-writer.ts';

const [directory, name] = process.argv.slice(2) as [string, string];
async function* stalling() {
  yield Buffer.alloc(64 * 1024, 1);
  process.stdout.write('stalled\n');
  setInterval(() => undefined, 60_000);
  await new Promise(() => undefined);
}
await deliverToHotfolder({
  directory,
  files: [{ name, sha256: '0'.repeat(64), open: async () => Readable.from(stalling()) }],
  delivered: new Set(),
  onDelivered: async () => undefined,
});
