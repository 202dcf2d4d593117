import { describe, expect, it } from 'vitest';
import { findManifestIssues, parseManifest, validateManifest } from './manifest.ts';
import { testManifest } from './testing/addon-fixtures.ts';

describe('validateManifest', () => {
  it('accepts a complete manifest', () => {
    expect(validateManifest(testManifest())).toMatchObject({ slug: 'hello-world', requiresServices: ['settings'] });
  });

  it('names each problem with its JSON pointer', () => {
    const { name: _name, ...withoutName } = testManifest();
    const issues = findManifestIssues({
      ...withoutName,
      slug: 'Hello World',
      channel: 'beta',
      requiresServices: ['settings', 'mailer'],
      entry: '../outside.js',
      color: 'red',
    });
    expect(issues.map((issue) => issue.path).sort()).toEqual(
      ['/channel', '/color', '/entry', '/name', '/requiresServices/1', '/slug'].sort(),
    );
  });

  it('checks version and core range as semver', () => {
    expect(findManifestIssues(testManifest({ version: '1.0' }))).toEqual([{ path: '/version', message: expect.any(String) }]);
    expect(findManifestIssues(testManifest({ coreVersionRange: 'soon' }))).toEqual([
      { path: '/coreVersionRange', message: expect.any(String) },
    ]);
  });

  it('throws svc_addon_manifest_invalid with the issues in data', () => {
    expect(() => validateManifest({ ...testManifest(), tier: 'gold' })).toThrow(
      expect.objectContaining({ code: 'svc_addon_manifest_invalid', data: { errors: [{ path: '/tier', message: expect.any(String) }] } }),
    );
    expect(() => parseManifest(Buffer.from('{nope'))).toThrow(expect.objectContaining({ code: 'svc_addon_manifest_invalid' }));
  });
});
