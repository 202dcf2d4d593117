import { parseArgs } from 'node:util';
import type { DcsConfig } from '../boot/config.ts';
import { createStorageDriver } from '../host/storage/create-storage-driver.ts';
import { migrateStorage } from '../host/storage/storage-migration.ts';
import { describeStorageLocation, parseStorageUrl } from '../host/storage/storage-location.ts';

type Out = { log: (line: string) => void; error: (line: string) => void };

const USAGE = 'Usage: dcs storage migrate --to <file:///path | s3://bucket/prefix?endpoint=…> [--concurrency N]';

/**
 * `dcs storage migrate --to URL`: copies every object of this installation's storage
 * (`DCS_STORAGE_URL`) to another location, verifying each hash; run it again to copy what is new.
 * Needs no database: the objects carry their own metadata.
 */
export async function runStorageCommand(args: string[], config: DcsConfig, env: NodeJS.ProcessEnv, out: Out): Promise<number> {
  const [sub, ...rest] = args;
  const { values } = parseArgs({ args: rest, options: { to: { type: 'string' }, concurrency: { type: 'string' } }, strict: false });
  if (sub !== 'migrate' || typeof values.to !== 'string') {
    out.error(USAGE);
    return 2;
  }
  const concurrency = values.concurrency === undefined ? 4 : Number(values.concurrency);
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 32) {
    out.error('--concurrency must be a whole number from 1 to 32.');
    return 2;
  }
  const target = parseStorageUrl(values.to, env, '--to');
  const [fromName, toName] = [describeStorageLocation(config.storage), describeStorageLocation(target)];
  if (fromName === toName) {
    out.error(`The destination is this installation's own storage (${fromName}); nothing to do.`);
    return 2;
  }
  const from = await createStorageDriver(config.storage);
  const to = await createStorageDriver(target).catch((error: unknown) => {
    from.close();
    throw error;
  });
  out.log(`Copying every stored object from ${fromName} to ${toName}…`);
  try {
    const report = await migrateStorage({
      from: from.driver,
      to: to.driver,
      concurrency,
      onObject: (key, outcome, progress) => {
        if (outcome === 'failed') out.error(`failed: ${key}: ${progress.failed.at(-1)?.reason}`);
        else if ((progress.copied + progress.skipped) % 500 === 0) out.log(`… ${progress.copied} copied, ${progress.skipped} already there`);
      },
    });
    out.log(
      `Listed ${report.listed}, copied ${report.copied} (${report.bytes} bytes), already there ${report.skipped}, failed ${report.failed.length}. ` +
        (report.failed.length === 0
          ? `Every object's SHA-256 matches. Set DCS_STORAGE_URL=${values.to} on every process to use it.`
          : 'Run the command again to retry the failed objects.'),
    );
    return report.failed.length === 0 ? 0 : 1;
  } finally {
    from.close();
    to.close();
  }
}
