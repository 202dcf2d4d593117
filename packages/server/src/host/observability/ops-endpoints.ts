import { timingSafeEqual, createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { createError, type Logger } from '@dcs/platform';
import type { Readiness } from './readiness.ts';
import type { SystemMetrics } from './system-metrics.ts';

/** What the operations endpoints need, on the API server and on a worker's metrics port alike. */
export interface OpsEndpointsDeps {
  readiness: () => Promise<Readiness>;
  metrics: SystemMetrics;
  /** `DCS_METRICS_TOKEN`: when set, `/metrics` wants `Authorization: Bearer <token>` from anywhere. */
  metricsToken: string | undefined;
  logger: Logger;
}

/** An answer of an operations endpoint, independent of the HTTP framework. */
export interface OpsAnswer {
  status: number;
  contentType: string;
  body: string;
}

/** What the caller of `/metrics` looks like on the wire. */
export interface MetricsCaller {
  authorization: string | undefined;
  /** The TCP peer (never a forwarded header). */
  remoteAddress: string | undefined;
  /** Whether the request came through a proxy (`X-Forwarded-For` or `Forwarded` present). */
  forwarded: boolean;
}

/** The caller of `/metrics` as a Node request shows it (Fastify's `request.raw` or a plain `http` request). */
export function metricsCallerOf(request: IncomingMessage): MetricsCaller {
  return {
    authorization: request.headers.authorization,
    remoteAddress: request.socket.remoteAddress,
    forwarded: request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined,
  };
}

const JSON_TYPE = 'application/json; charset=utf-8';
const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * Who may scrape: with a token, whoever presents it; without one, only a direct loopback peer. A
 * request relayed by a reverse proxy on the same machine arrives from loopback too, so a forwarded
 * request is refused without a token: the proxy would otherwise publish the metrics.
 */
export function mayScrape(caller: MetricsCaller, token: string | undefined): boolean {
  if (token !== undefined) {
    const presented = /^Bearer (.+)$/.exec(caller.authorization ?? '')?.[1] ?? '';
    // Hashes have equal lengths, so the comparison takes the same time whatever was presented.
    const digest = (value: string) => createHash('sha256').update(value).digest();
    return timingSafeEqual(digest(presented), digest(token));
  }
  return !caller.forwarded && LOOPBACK.test(caller.remoteAddress ?? '');
}

/** `/healthz`, `/readyz` and `/metrics` as plain functions, served by the Fastify host and the worker's metrics server. */
export function createOpsEndpoints(deps: OpsEndpointsDeps) {
  /** The addons last logged as not running, so a probe every few seconds logs a change once. */
  let reportedAddons = '';
  return {
    /** Process alive: no I/O at all, so a busy database never makes an orchestrator restart us. */
    healthz(): OpsAnswer {
      return { status: 200, contentType: JSON_TYPE, body: '{"status":"ok"}' };
    },
    async readyz(): Promise<OpsAnswer> {
      const result = await deps.readiness();
      // `slow`: still answering, only not within the probe's wait (a busy node stays ready).
      const checks = Object.fromEntries(Object.entries(result.checks).map(([name, check]) => [name, check.ok ? (check.slow ? 'slow' : 'ok') : 'failed']));
      if (!result.ready) {
        const failed = Object.entries(result.checks).filter(([, check]) => !check.ok);
        deps.logger.warn({ failed: Object.fromEntries(failed.map(([name, check]) => [name, check.error])) }, 'not ready');
      }
      // Addons are reported, never a reason to be unready: an addon that fails everywhere would take
      // every process out of the load balancer, the shop with it (docs/operations.md).
      const notRunning = result.addonsNotRunning;
      checks.addons = notRunning === null ? 'unknown' : notRunning.length > 0 ? 'degraded' : 'ok';
      if (notRunning !== null && notRunning.join() !== reportedAddons) {
        reportedAddons = notRunning.join();
        if (notRunning.length > 0) deps.logger.warn({ notRunning }, 'addons saved active do not run in this process');
        else deps.logger.info('every addon saved active runs in this process');
      }
      const body = { status: result.ready ? 'ready' : 'unavailable', checks };
      return { status: result.ready ? 200 : 503, contentType: JSON_TYPE, body: JSON.stringify(body) };
    },
    async metrics(caller: MetricsCaller): Promise<OpsAnswer> {
      if (!mayScrape(caller, deps.metricsToken)) {
        return { status: 403, contentType: JSON_TYPE, body: JSON.stringify(createError('rest_forbidden').toBody()) };
      }
      return { status: 200, contentType: deps.metrics.registry.contentType, body: await deps.metrics.registry.metrics() };
    },
  };
}

/** The operations endpoints of one process. */
export type OpsEndpoints = ReturnType<typeof createOpsEndpoints>;
