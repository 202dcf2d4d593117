import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request, when it is answered, like a web server's access log: the method, URL and
 * client address, the status and the time taken, under the request's `req_id`. Fastify's default
 * writes a second line when each request arrives; on a busy server that doubles the log volume and
 * the writes to stdout (each handed to a thread of libuv's pool, and each waking the log reader), and
 * the line at the end holds everything the first one said. Errors and aborted streams are logged by
 * the controller's other methods, unchanged.
 */
export class AccessLogController extends LogController {
  constructor() {
    super({ requestIdLogLabel: 'req_id' });
  }

  override incomingRequest(): void {
    // Logged with the answer, in requestCompleted.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    // Fastify's serializers turn the request into method, URL, host and client address, the reply into its status.
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
