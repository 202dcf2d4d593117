import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage, Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** The credentials s3rver accepts (its built-in account); requests are signed and checked as on S3. */
export const S3_TEST_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' } as const;

/** A real S3 server (s3rver: the S3 REST protocol over files in a temporary folder) on a loopback port. */
export interface S3TestServer {
  endpoint: string;
  /** The folder s3rver keeps the objects in (benches look for leftovers there). */
  directory: string;
  /** `DCS_STORAGE_URL` for a bucket of this server (created at start) and an optional key prefix. */
  storageUrl(bucket: string, prefix?: string): string;
  /** Every request received, in order (tests check what the client asked for). */
  requests: Array<{ method: string; url: string; range: string | undefined }>;
  /** Makes the server unreachable: closes the listener and drops every open connection. */
  stop(): Promise<void>;
  /** Listens again on the same port, over the same files. */
  start(): Promise<void>;
  close(): Promise<void>;
}

// s3rver keeps its listener in a field its types do not declare.
const httpServerOf = (server: S3rver) => (server as unknown as { httpServer: Server }).httpServer;

/** Starts s3rver with `buckets` created; the caller closes it. */
export async function startS3TestServer(buckets: string[]): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), 'dcs-s3-'));
  let port = 0;
  let server: S3rver | null = null;
  const requests: S3TestServer['requests'] = [];

  async function start(): Promise<void> {
    server = new S3rver({
      address: '127.0.0.1',
      port,
      directory,
      silent: true,
      configureBuckets: buckets.map((name) => ({ name, configs: [] })),
    });
    const address = await server.run();
    port = address.port;
    httpServerOf(server).on('request', (request: IncomingMessage) => requests.push({ method: request.method ?? '', url: request.url ?? '', range: request.headers.range }));
  }

  async function stop(): Promise<void> {
    const running = server;
    server = null;
    if (!running) return;
    const http = httpServerOf(running);
    const closed = new Promise<void>((resolve) => http.close(() => resolve()));
    http.closeAllConnections();
    await closed;
  }

  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    directory,
    requests,
    storageUrl: (bucket, prefix = '') => `s3://${bucket}/${prefix}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1&force_path_style=1`,
    stop,
    start,
    async close() {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
