import { createServer, type Server } from 'node:http';

/** A request the local receiver got, with what it answered. */
export interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
  answered: number;
  at: number;
}

/** A local HTTP receiver: answers each path's planned statuses in turn (then 200), and records everything. */
export async function startWebhookReceiver() {
  const received: Received[] = [];
  const plans = new Map<string, number[]>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const status = plans.get(path)?.shift() ?? 200;
      received.push({ path, headers: request.headers as Record<string, string>, body: Buffer.concat(chunks).toString(), answered: status, at: Date.now() });
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'ok' : 'receiver is down');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const port = (server.address() as { port: number }).port;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    /** The next answers of `path` (200 after them). */
    fail: (path: string, statuses: number[]) => plans.set(path, statuses),
    delivered: (path: string) => received.filter((r) => r.path === path && r.answered === 200),
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
