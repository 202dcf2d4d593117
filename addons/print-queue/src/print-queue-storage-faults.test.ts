import { existsSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AddonTestKit } from '@dcs/server/addon-testing';
import type { PlatformServices } from '@dcs/platform';
import { createManualClock } from '@dcs/platform/conformance';
import type { HttpTestClient } from '../../../packages/server/src/testing/http-test-client.ts';
import { createFaultyStorage } from '../../../packages/server/src/testing/faulty-storage.ts';
import { drainQueue, paidOrder, shapesDesign, startPrintQueueSystem } from './testing/print-queue-fixtures.ts';

/**
 * Each step of render → complete → deliver with the storage failing under it (an S3 outage): every
 * job ends delivered once the storage is back, and the files of a completed job are never deleted.
 */
describe('print queue under storage outages', () => {
  const faults = createFaultyStorage();
  const clock = createManualClock(Date.now());
  let kit: AddonTestKit;
  let admin: HttpTestClient;
  let services: PlatformServices;
  let hotfolder: string;
  const jobOf = async (orderId: number) => (await admin.get(`/wp-json/svc/v1/print-queue?search=${orderId}`)).body[0];
  /** Runs what is due, then what is due after every backoff (retries wait up to an hour). */
  const drainAndRetry = async () => {
    await drainQueue(services);
    clock.advance(2 * 3_600_000);
    await drainQueue(services);
  };
  /** The names of the files stored for job `id` (keys are `print-queue/jobs/<id>/<round>-<token>/<name>`). */
  const stored = async (id: number) => {
    const names: string[] = [];
    for await (const object of services.storage.list(`print-queue/jobs/${id}/`)) names.push(object.key.split('/').at(-1)!);
    return names.sort();
  };
  const namesOf = (job: { files: Record<string, { name: string }> }) => Object.values(job.files).map((file) => file.name).sort();

  beforeAll(async () => {
    ({ kit, services, admin, hotfolder } = await startPrintQueueSystem({ clock, wrapStorageDriver: faults.wrap }));
    const saved = await admin.post('/wp-json/svc/v1/print-queue/settings', { enabled: true, directory: hotfolder });
    expect(saved.status, saved.text).toBe(200);
  }, 120_000);
  afterAll(() => kit?.close());
  beforeEach(() => faults.heal());

  /** A job whose first render attempt could not store its files, so its next attempt is a retry. */
  async function jobAfterFailedStore(): Promise<{ id: number; orderId: number }> {
    const order = await paidOrder(services, [shapesDesign()]);
    faults.fail('put', { prefix: 'print-queue/jobs/', times: 1 });
    await drainQueue(services);
    const job = await jobOf(order.id);
    expect(job).toMatchObject({ state: 'queued', attempts: 1, error: { code: 'svc_queue_job_failed' } });
    return { id: job.id, orderId: order.id };
  }

  it('a file that cannot be stored: the attempt is retried, completes and is delivered, leaving no file of the failed attempt', async () => {
    const { id, orderId } = await jobAfterFailedStore();
    await drainAndRetry();
    const job = await jobOf(orderId);
    expect(job).toMatchObject({ id, state: 'delivered', attempts: 2 });
    expect(await stored(id)).toEqual(namesOf(job));
  }, 120_000);

  it('the storage cannot list when the retry tidies up: the job still completes, keeps its files and is delivered', async () => {
    const { orderId } = await jobAfterFailedStore();
    faults.fail('list', { prefix: 'print-queue/jobs/' });
    await drainAndRetry();
    expect(faults.failures.list).toBeGreaterThan(0);
    const job = await jobOf(orderId);
    expect(job).toMatchObject({ state: 'delivered' });
    faults.heal();
    expect(await stored(job.id)).toEqual(namesOf(job));
    expect(existsSync(`${hotfolder}/${job.files.ticket.name}`)).toBe(true);
  }, 120_000);

  it('the storage cannot delete the files of the failed attempt: the job completes with its files and is delivered', async () => {
    const { orderId } = await jobAfterFailedStore();
    faults.fail('delete');
    await drainAndRetry();
    const job = await jobOf(orderId);
    expect(job).toMatchObject({ state: 'delivered' });
    faults.heal();
    expect(await stored(job.id)).toEqual(namesOf(job));
  }, 120_000);

  it('the files cannot be read for the delivery: it is retried and delivers once the storage is back', async () => {
    const order = await paidOrder(services, [shapesDesign()]);
    faults.fail('get', { prefix: 'print-queue/jobs/' });
    await drainQueue(services);
    const waiting = await jobOf(order.id);
    expect(waiting).toMatchObject({ state: 'completed', delivery: { delivered: [], failedAttempts: 1 } });
    faults.heal();
    await drainAndRetry();
    const job = await jobOf(order.id);
    expect(job).toMatchObject({ state: 'delivered', delivery: { error: null } });
    expect(readdirSync(hotfolder)).toContain(job.files.ticket.name);
  }, 120_000);

  it('a completed job without a delivery job is found by the maintenance run and delivered', async () => {
    expect((await admin.post('/wp-json/svc/v1/print-queue/settings', { enabled: false })).status).toBe(200);
    const order = await paidOrder(services, [shapesDesign()]);
    await drainQueue(services);
    expect(await jobOf(order.id)).toMatchObject({ state: 'completed' });
    expect((await admin.post('/wp-json/svc/v1/print-queue/settings', { enabled: true })).status).toBe(200);
    await kit.t.system.scheduleMaintenance();
    await drainQueue(services);
    expect(await jobOf(order.id), JSON.stringify(kit.t.logs.slice(-5))).toMatchObject({ state: 'delivered' });
  }, 120_000);
});
