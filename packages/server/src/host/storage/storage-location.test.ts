import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../boot/config.ts';
import { describeStorageLocation, parseStorageUrl } from './storage-location.ts';

describe('DCS_STORAGE_URL', () => {
  it('defaults to the storage folder of the data directory', () => {
    expect(loadConfig({ DCS_DATA_DIR: '/srv/dcs' }, '/').storage).toEqual({ kind: 'file', root: '/srv/dcs/storage' });
    expect(loadConfig({ DCS_DATA_DIR: '/srv/dcs', DCS_STORAGE_URL: 'file:///mnt/shared/blobs' }, '/').storage).toEqual({ kind: 'file', root: '/mnt/shared/blobs' });
  });

  it('reads a bucket, a prefix, the store’s address and the standard AWS variables', () => {
    const env = { AWS_ACCESS_KEY_ID: 'AK', AWS_SECRET_ACCESS_KEY: 'SK', AWS_REGION: 'eu-central-1', AWS_MAX_ATTEMPTS: '4' };
    expect(parseStorageUrl('s3://print-files/shop/one/?endpoint=http://127.0.0.1:9000&force_path_style=1', env)).toEqual({
      kind: 's3',
      bucket: 'print-files',
      prefix: 'shop/one',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-central-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AK', secretAccessKey: 'SK' },
      maxAttempts: 4,
    });
    // AWS itself: no endpoint, virtual-host style, credentials from the SDK's own chain.
    expect(parseStorageUrl('s3://print-files?region=us-west-2', {})).toEqual({ kind: 's3', bucket: 'print-files', prefix: '', region: 'us-west-2', forcePathStyle: false });
    expect(parseStorageUrl('s3://print-files', {})).toMatchObject({ region: 'us-east-1' });
  });

  it.each([
    ['not a url', /not a URL/],
    ['ftp://host/x', /scheme must be file: or s3:/],
    ['file:///x?y=1', /takes no query/],
    ['s3://Bad_Bucket/x', /not a bucket name/],
    ['s3://bucket/x?endpoint=http://h:1&regoin=eu', /unknown parameter "regoin"/],
    ['s3://bucket/sp%20ace', /not a valid key path/],
    ['s3://bucket/.hidden', /not a valid key path/],
    ['s3://key:secret@bucket/x', /credentials belong in AWS_ACCESS_KEY_ID/],
    ['s3://bucket/x?endpoint=javascript:alert(1)', /endpoint must be http\(s\)/],
  ])('refuses %j', (url, message) => {
    expect(() => loadConfig({ DCS_STORAGE_URL: url }, '/')).toThrow(message);
  });

  it('refuses a retry count out of range', () => {
    expect(() => parseStorageUrl('s3://bucket', { AWS_MAX_ATTEMPTS: '0' })).toThrow(/AWS_MAX_ATTEMPTS/);
  });

  it('describes a location without its credentials', () => {
    const location = parseStorageUrl('s3://bucket/p?endpoint=http://h:9', { AWS_ACCESS_KEY_ID: 'AK', AWS_SECRET_ACCESS_KEY: 'SECRET' });
    expect(describeStorageLocation(location)).toBe('s3://bucket/p at http://h:9');
  });
});
