import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { Logger } from '@dcs/platform';

/** What is known about the request (or queue job) the current code runs for. */
export interface RequestScope {
  requestId: string;
}

/**
 * The request a piece of code runs for, followed through `await`s (AsyncLocalStorage). One instance is
 * made in the composition root and handed to the HTTP host, the queue and the logger.
 */
export interface RequestContext {
  run<T>(scope: RequestScope, fn: () => T): T;
  /** The request id in force, or null outside any request or job. */
  requestId(): string | null;
}

/** Creates the context of one system. */
export function createRequestContext(): RequestContext {
  const storage = new AsyncLocalStorage<RequestScope>();
  return {
    run: (scope, fn) => storage.run(scope, fn),
    requestId: () => storage.getStore()?.requestId ?? null,
  };
}

// Printable ASCII without spaces or quotes, as load balancers and tracing systems generate them; anything
// else is replaced, so a client cannot forge log lines or headers through it.
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/** The client's `X-Request-Id` when it is a sane token, a fresh UUID otherwise. */
export function acceptRequestId(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && ACCEPTED_REQUEST_ID.test(value) ? value : randomUUID();
}

/** A logger whose lines carry `req_id` whenever they are written on behalf of a request or job. */
export function contextualLogger(logger: Logger, context: RequestContext): Logger {
  const line =
    (write: (obj: object | string, msg?: string) => void) =>
    (obj: object | string, msg?: string): void => {
      const id = context.requestId();
      if (id === null) return write(obj, msg);
      // pino's two forms: `(object, message)` and `(message)`; both keep their message.
      if (typeof obj === 'string') return write({ req_id: id }, obj);
      write({ req_id: id, ...obj }, msg);
    };
  return {
    debug: line(logger.debug.bind(logger)),
    info: line(logger.info.bind(logger)),
    warn: line(logger.warn.bind(logger)),
    error: line(logger.error.bind(logger)),
    child: (bindings) => contextualLogger(logger.child(bindings), context),
  };
}
