import { createError } from '@dcs/platform';

/**
 * At most `limit` customer images decoded and re-encoded at once in this process; one more is refused
 * at once (`svc_upload_busy`, 429 with Retry-After) rather than queued, so a flood of uploads cannot
 * take every core (a 50-megapixel JPEG of noise costs seconds of CPU) from quotes and pages.
 */
export function createImageWorkLimiter(limit: number, retryAfterSeconds = 5) {
  let running = 0;
  return {
    get running() {
      return running;
    },
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running >= limit) throw createError('svc_upload_busy', { params: { retryAfter: retryAfterSeconds }, data: { retryAfter: retryAfterSeconds } });
      running++;
      try {
        return await work();
      } finally {
        running--;
      }
    },
  };
}

/** A limiter made by {@link createImageWorkLimiter}. */
export type ImageWorkLimiter = ReturnType<typeof createImageWorkLimiter>;
