import { createServer, type Server } from 'node:http';
import { metricsCallerOf, type OpsEndpoints } from './ops-endpoints.ts';

/**
 * A tiny HTTP server for a process that serves no API (`dcs worker`): `/healthz`, `/readyz` and
 * `/metrics` on `DCS_METRICS_PORT`, so orchestrators and Prometheus see workers as they see servers.
 */
export async function startOpsServer(endpoints: OpsEndpoints, options: { port: number; host: string }): Promise<{ port: number; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    const answer =
      request.method !== 'GET' && request.method !== 'HEAD'
        ? Promise.resolve({ status: 405, contentType: 'text/plain', body: 'Method Not Allowed' })
        : path === '/healthz'
          ? Promise.resolve(endpoints.healthz())
          : path === '/readyz'
            ? endpoints.readyz()
            : path === '/metrics'
              ? endpoints.metrics(metricsCallerOf(request))
              : Promise.resolve({ status: 404, contentType: 'text/plain', body: 'Not Found' });
    answer.then(
      (a) => response.writeHead(a.status, { 'content-type': a.contentType, 'cache-control': 'no-store' }).end(request.method === 'HEAD' ? undefined : a.body),
      () => response.writeHead(500).end(),
    );
  });
  // The port answers only the probes; slow or idle clients must not keep the process from exiting.
  server.keepAliveTimeout = 1000;
  server.headersTimeout = 5000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : options.port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
