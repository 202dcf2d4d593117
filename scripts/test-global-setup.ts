import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROCESS_LIST_ENV, killListedProcesses } from '../packages/server/src/testing/child-processes.ts';

// Runs once before the suite. External tools that later tests need are installed here so that
// `npm test` alone works on a fresh machine (see README).
interface DebianRequirement {
  provides: string;
  packages: string[];
}
type EnsureDebianPackages = (requirements: DebianRequirement[]) => { missing: DebianRequirement[]; installed: string[] };

/**
 * Debian packages the tests use: Chromium for the design package's browser-vs-Node layout test;
 * PDF and barcode tools, a CMYK test profile and TTF/OTF fonts for the print package's tests; exiftool to
 * read what metadata a stored customer photo keeps.
 */
const DEBIAN_REQUIREMENTS: DebianRequirement[] = [
  { provides: '/usr/bin/chromium', packages: ['chromium'] },
  { provides: 'qpdf', packages: ['qpdf'] },
  { provides: 'pdffonts', packages: ['poppler-utils'] },
  { provides: 'gs', packages: ['ghostscript'] },
  { provides: 'zbarimg', packages: ['zbar-tools'] },
  { provides: 'exiftool', packages: ['libimage-exiftool-perl'] },
  { provides: '/usr/share/color/icc/ghostscript/default_cmyk.icc', packages: ['libgs-common'] },
  { provides: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', packages: ['fonts-dejavu-core'] },
  { provides: '/usr/share/fonts/opentype/urw-base35/NimbusSans-Regular.otf', packages: ['fonts-urw-base35'] },
];

export default async function setup(): Promise<() => void> {
  // Every process group a test starts is listed here while it runs; the teardown kills what is left
  // (a test worker that timed out or crashed before stopping its `dcs`), so the suite leaves nothing running.
  const processes = mkdtempSync(join(tmpdir(), 'dcs-test-processes-'));
  process.env[PROCESS_LIST_ENV] = processes;
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
  return () => {
    const killed = killListedProcesses(processes);
    if (killed > 0) console.warn(`[test teardown] killed ${killed} process group(s) a test left running`);
  };
}
