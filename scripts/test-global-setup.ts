// Runs once before the suite. External tools that later tests need are installed here so that
// `npm test` alone works on a fresh machine (see README).
interface DebianRequirement {
  provides: string;
  packages: string[];
}
type EnsureDebianPackages = (requirements: DebianRequirement[]) => { missing: DebianRequirement[]; installed: string[] };

/** Debian packages the tests use: Chromium for the design package's browser-vs-Node layout test. */
const DEBIAN_REQUIREMENTS: DebianRequirement[] = [{ provides: '/usr/bin/chromium', packages: ['chromium'] }];

export default async function setup(): Promise<void> {
  // A computed specifier: the helper is plain JavaScript without type declarations.
  const helper = new URL('./ensure-debian-packages.mjs', import.meta.url).href;
  const { ensureDebianPackages } = (await import(helper)) as { ensureDebianPackages: EnsureDebianPackages };
  const { missing } = ensureDebianPackages(DEBIAN_REQUIREMENTS);
  for (const requirement of missing) {
    console.warn(
      `[test setup] ${requirement.provides} is missing and could not be installed (needs root): ` +
        `apt-get install ${requirement.packages.join(' ')}. Tests that need it skip${process.env.CI === 'true' ? ' (and fail under CI=true)' : ''}.`,
    );
  }
}
