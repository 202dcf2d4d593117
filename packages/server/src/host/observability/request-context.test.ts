import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTER_REST_ROUTES_ACTION, type RoutesService } from '@dcs/platform';
import { startTestSystem, type TestSystem } from '../../testing/test-system.ts';

describe('request ids across API and worker', () => {
  let t: TestSystem;
  beforeAll(async () => {
    t = await startTestSystem();
    const { hooks, auth, queue, logger } = t.system.services;
    hooks.addAction(REGISTER_REST_ROUTES_ACTION, (routes: RoutesService) => {
      routes.registerRestRoute('svc/v1', '/ops-test/enqueue', {
        methods: 'POST',
        permission_callback: auth.permissions.public(),
        callback: async () => {
          logger.info('enqueuing');
          const job = await queue.enqueue('ops.test.logged', { n: 1 });
          return { job: job.id };
        },
      });
    });
    await t.system.services.routes.rebuild();
    queue.process('ops.test.logged', async () => {
      logger.child({ addon: 'test' }).info({ step: 'rendering' }, 'job ran');
      return null;
    });
  });
  afterAll(async () => t.close());

  const linesWith = (id: string) => t.logs.filter((line) => (line.obj as { req_id?: string }).req_id === id);

  it('keeps the caller’s X-Request-Id on the answer, the log, the job and the worker’s log lines', async () => {
    const answer = await t.client().post('/wp-json/svc/v1/ops-test/enqueue', {}, { headers: { 'x-request-id': 'lb-7f3a.42' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-request-id')).toBe('lb-7f3a.42');
    const job = await t.system.services.queue.getJob(answer.body.job);
    expect(job?.requestId).toBe('lb-7f3a.42');
    // The worker runs outside any request: only the job carries the id to it.
    await t.system.services.queue.work({ concurrency: 1 }).drain();
    expect(linesWith('lb-7f3a.42').map((line) => line.msg)).toEqual(['enqueuing', 'job ran']);
    expect(linesWith('lb-7f3a.42')[1]!.obj).toMatchObject({ addon: 'test', step: 'rendering' });
  });

  it('makes a fresh id when the caller sends none or one that could forge log lines or headers', async () => {
    for (const sent of [undefined, 'has space', 'x'.repeat(129), 'quote"d']) {
      const answer = await t.client().get('/wp-json/svc/v1/designs/1', { headers: sent === undefined ? {} : { 'x-request-id': sent } });
      const id = answer.headers.get('x-request-id')!;
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('enqueues without a request id outside any request', async () => {
    const job = await t.system.services.queue.enqueue('ops.test.logged', {});
    expect(job.requestId).toBeNull();
  });
});
