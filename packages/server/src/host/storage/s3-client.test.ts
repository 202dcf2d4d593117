import { describe, expect, it } from 'vitest';
import { backoffDelay, DEFAULT_S3_RETRY, isS3NotFound, toStorageError } from './s3-client.ts';

// Errors shaped as the AWS SDK throws them (service exceptions carry `name` and `$metadata`; network
// failures carry Node's `code`), so each answer of a store maps to one catalogue code.
const serviceError = (name: string, status: number) => Object.assign(new Error(name), { name, $metadata: { httpStatusCode: status } });
const networkError = (code: string) => Object.assign(new Error(`connect ${code}`), { code });

describe('S3 errors in the catalogue', () => {
  it.each([
    [networkError('ECONNREFUSED'), 'svc_storage_unavailable', 503],
    [networkError('ETIMEDOUT'), 'svc_storage_unavailable', 503],
    [serviceError('ServiceUnavailable', 503), 'svc_storage_unavailable', 503],
    [serviceError('SlowDown', 503), 'svc_storage_unavailable', 503],
    [serviceError('PreconditionFailed', 412), 'svc_storage_changed', 503],
    [serviceError('AccessDenied', 403), 'svc_storage_failed', 502],
    [serviceError('NoSuchBucket', 404), 'svc_storage_failed', 502],
  ])('%s → %s', (error, code, status) => {
    const mapped = toStorageError(error, 'store', 'media/a.png');
    expect(mapped).toMatchObject({ code, status });
    expect(mapped.cause).toBe(error);
  });

  it('names what the store refused, and never the store’s address', () => {
    expect(toStorageError(serviceError('AccessDenied', 403), 'store', 'media/a.png').message).toBe(
      'The file store refused to store "media/a.png" (AccessDenied); nothing was changed.',
    );
  });

  it('tells a missing object from a missing bucket', () => {
    expect(isS3NotFound(serviceError('NoSuchKey', 404))).toBe(true);
    expect(isS3NotFound(serviceError('NotFound', 404))).toBe(true);
    expect(isS3NotFound(serviceError('NoSuchBucket', 404))).toBe(false);
    expect(isS3NotFound(networkError('ECONNREFUSED'))).toBe(false);
  });

  it('backs off exponentially with jitter, capped', () => {
    const delays = Array.from({ length: 200 }, (_, i) => backoffDelay(DEFAULT_S3_RETRY, (i % 8) + 1));
    for (const [i, delay] of delays.entries()) {
      const exact = Math.min(DEFAULT_S3_RETRY.maxDelayMs, DEFAULT_S3_RETRY.baseDelayMs * 2 ** (i % 8));
      expect(delay).toBeGreaterThanOrEqual(exact * 0.75);
      expect(delay).toBeLessThanOrEqual(exact * 1.25);
    }
  });
});
