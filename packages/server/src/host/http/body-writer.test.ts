import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTER_REST_ROUTES_ACTION, RestResponse, writeBody, type ResponseSink, type RoutesService } from '@dcs/platform';
import { startTestSystem, type TestSystem } from '../../testing/test-system.ts';

const CHUNK = 256 * 1024;
const CHUNKS = 64;

/** A GET read by a client that pauses between reads, so the server's writes must wait for the socket. */
function slowGet(url: string): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer; error?: Error }> {
  return new Promise((resolve) => {
    const parts: Buffer[] = [];
    request(url, (res) => {
      res.on('data', (part: Buffer) => {
        parts.push(part);
        res.pause();
        setTimeout(() => res.resume(), parts.length % 16 === 0 ? 5 : 0);
      });
      const done = (error?: Error) => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts), error });
      res.on('end', () => done());
      res.on('error', done);
      res.on('aborted', () => done(new Error('aborted')));
    }).end();
  });
}

describe('streamed bodies written by the route (writeBody)', () => {
  let t: TestSystem;
  let removeRoutes: () => void;
  /** How the endless writer ended: null while it runs. */
  let endlessEnded: string | null = null;

  beforeAll(async () => {
    t = await startTestSystem();
    const { hooks, auth } = t.system.services;
    removeRoutes = hooks.addAction(REGISTER_REST_ROUTES_ACTION, (routes: RoutesService) => {
      const written = (path: string, write: (sink: ResponseSink) => Promise<void>, init: ConstructorParameters<typeof RestResponse>[1]) =>
        routes.registerRestRoute('svc/v1', path, {
          methods: 'GET',
          permission_callback: auth.permissions.public(),
          callback: () => new RestResponse(writeBody(write), init),
        });
      // One buffer for the whole body, refilled after every write: correct only if each write
      // resolves after the socket has taken its bytes.
      written(
        '/test/written',
        async (sink) => {
          const buffer = Buffer.alloc(CHUNK);
          for (let i = 0; i < CHUNKS; i++) {
            buffer.fill(i);
            await sink.write(buffer);
          }
        },
        { status: 201, headers: { 'Content-Type': 'application/octet-stream', 'Content-Length': String(CHUNK * CHUNKS), 'X-Test': 'yes' } },
      );
      written(
        '/test/written-endless',
        async (sink) => {
          const buffer = Buffer.alloc(CHUNK, 7);
          try {
            for (;;) await sink.write(buffer);
          } catch (error) {
            endlessEnded = (error as Error).message;
            throw error;
          }
        },
        { headers: { 'Content-Type': 'application/octet-stream' } },
      );
      written(
        '/test/written-broken',
        async (sink) => {
          await sink.write(Buffer.alloc(1000, 1));
          throw new Error('storage went away');
        },
        { headers: { 'Content-Type': 'application/octet-stream', 'Content-Length': '5000' } },
      );
    });
    await t.system.services.routes.rebuild();
  });
  afterAll(async () => {
    removeRoutes();
    await t.close();
  });

  it('sends status, headers and every chunk intact although the route reuses one buffer', async () => {
    const res = await slowGet(`${t.url}/wp-json/svc/v1/test/written`);
    expect(res.error).toBeUndefined();
    expect(res.status).toBe(201);
    expect(res.headers).toMatchObject({ 'content-type': 'application/octet-stream', 'content-length': String(CHUNK * CHUNKS), 'x-test': 'yes' });
    expect(res.body.length).toBe(CHUNK * CHUNKS);
    for (let i = 0; i < CHUNKS; i++) {
      const part = res.body.subarray(i * CHUNK, (i + 1) * CHUNK);
      expect(part.every((byte) => byte === i), `chunk ${i}`).toBe(true);
    }
  });

  it('a client that goes away ends the writer: its next write rejects (files and buffers are let go)', async () => {
    await new Promise<void>((resolve) => {
      const req = request(`${t.url}/wp-json/svc/v1/test/written-endless`, (res) => {
        let received = 0;
        res.on('data', (part: Buffer) => {
          received += part.length;
          if (received > 4 * CHUNK) req.destroy();
        });
        res.on('error', () => undefined);
        res.on('close', () => resolve());
      });
      req.on('error', () => undefined);
      req.end();
    });
    for (let i = 0; i < 100 && endlessEnded === null; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(endlessEnded).not.toBeNull();
  });

  it('a writer failing midway closes the connection: the client sees a short body and an error', async () => {
    const res = await slowGet(`${t.url}/wp-json/svc/v1/test/written-broken`);
    expect(res.status).toBe(200);
    expect(res.body.length).toBeLessThan(5000);
    expect(res.error).toBeDefined();
    // The server goes on serving.
    expect((await t.client().get('/wp-json/svc/v1/test/written')).status).toBe(201);
  });
});
