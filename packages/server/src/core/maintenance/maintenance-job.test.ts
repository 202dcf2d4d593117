import { mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '@dcs/platform/conformance';
import { startTestSystem, type TestSystem } from '../../testing/test-system.ts';
import { MAINTENANCE_JOB } from './maintenance-job.ts';

describe('the maintenance job', () => {
  const clock = createManualClock(Date.now());
  let t: TestSystem;
  beforeAll(async () => {
    t = await startTestSystem({ clock });
  });
  afterAll(() => t.close());

  const objects = () => join(t.system.config.dataDir, 'storage', 'objects', 'uploads');
  const parts = () => readdirSync(objects()).filter((name) => name.endsWith('.part')).sort();
  /** A part file as a process killed mid-write leaves it, last written `ageMs` ago. */
  const leftover = (name: string, ageMs: number) => {
    mkdirSync(objects(), { recursive: true });
    const path = join(objects(), `.${name}.0123456789abcdef.part`);
    writeFileSync(path, Buffer.alloc(1024));
    const at = (Date.now() - ageMs) / 1000;
    utimesSync(path, at, at);
  };

  it('sweeps old temporary storage objects when a process starts, and in every run', async () => {
    leftover('dead.png', 2 * 3_600_000);
    leftover('writing.png', 0);
    await t.system.scheduleMaintenance();
    for (let i = 0; i < 100 && parts().length > 1; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(parts()).toEqual(['.writing.png.0123456789abcdef.part']);

    leftover('later.png', 2 * 3_600_000);
    const worker = t.system.services.queue.work();
    await worker.drain();
    await worker.stop();
    expect(parts()).toEqual(['.writing.png.0123456789abcdef.part']);
    const [run] = await t.system.services.queue.listJobs({ name: MAINTENANCE_JOB, state: 'completed' });
    expect(run!.result).toMatchObject({ temporaryObjects: 1, sessions: { customers: 0, admins: 0 } });
  });

  it('purges completed jobs after 14 days: its own earlier runs and plain jobs, never keyed or failed ones', async () => {
    const { queue } = t.system.services;
    const DAY = 24 * 3_600_000;
    queue.process('test.plain', async ({ job }) => {
      if (job.payload === 'fail') throw new Error('no');
      return 'ok';
    });
    const plain = await queue.enqueue('test.plain', 'ok');
    const keyed = await queue.enqueue('test.plain', 'ok', { uniqueKey: 'order-7' });
    const failed = await queue.enqueue('test.plain', 'fail', { maxAttempts: 1 });
    let worker = queue.work();
    await worker.drain();
    await worker.stop();
    const firstRuns = await queue.listJobs({ name: MAINTENANCE_JOB, state: 'completed' });
    expect(firstRuns.length).toBeGreaterThan(0);

    clock.advance(15 * DAY);
    const recent = await queue.enqueue('test.plain', 'ok');
    await t.system.scheduleMaintenance();
    worker = queue.work();
    await worker.drain();
    await worker.stop();
    for (const gone of [plain, ...firstRuns]) expect(await queue.getJob(gone.id)).toBeNull();
    for (const kept of [keyed, failed, recent]) expect(await queue.getJob(kept.id)).not.toBeNull();
    // The runs of this drain (the slot planned before the clock moved, and the current one) purged them.
    const runs = await queue.listJobs({ name: MAINTENANCE_JOB, state: 'completed' });
    expect(runs.reduce((n, run) => n + (run.result as { completedJobs: number }).completedJobs, 0)).toBe(firstRuns.length + 1);
  });
});
