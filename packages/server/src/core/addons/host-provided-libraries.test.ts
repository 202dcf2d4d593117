import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { HOST_CORE_LIBRARIES, HOST_SHARED_LIBRARIES, resolvedPackageVersion } from '@dcs/addon-sdk';
import { CORE_VERSION } from './addon-system.ts';

// Addons run against the host's copies of these libraries: what the host resolves must be what the SDK
// promises addon builds (a dependency bump past a shared library's range must change the SDK first).
describe('host-provided libraries', () => {
  const serverDir = import.meta.dirname;

  it.each(Object.entries(HOST_SHARED_LIBRARIES))('the host provides %s within the range %s', (name, range) => {
    const version = resolvedPackageVersion(name, serverDir);
    expect(version).not.toBeNull();
    expect(semver.satisfies(version!, range)).toBe(true);
  });

  it.each(HOST_CORE_LIBRARIES)('the host provides %s at the core version', (name) => {
    expect(resolvedPackageVersion(name, serverDir)).toBe(CORE_VERSION);
  });
});
