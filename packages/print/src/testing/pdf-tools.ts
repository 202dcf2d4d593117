import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isProvided } from './is-provided.ts';

/** The Debian tools the print tests drive (installed by `scripts/test-global-setup.ts`). */
export const PDF_TOOLS = ['qpdf', 'pdffonts', 'pdfinfo', 'pdftotext', 'gs', 'zbarimg'] as const;

/**
 * Whether every named tool or file is there. When one is missing the caller's tests skip with a
 * message, except under `CI=true`, where they run and fail.
 */
export function toolsAvailable(area: string, needs: readonly string[]): boolean {
  const missing = needs.filter((tool) => !isProvided(tool));
  if (missing.length === 0) return true;
  if (process.env.CI === 'true') return true;
  console.warn(`[print] ${missing.join(', ')} missing (run the test setup as root to install them): ${area} tests are skipped.`);
  return false;
}

/** Runs a tool and returns its standard output; a non-zero exit throws with its output. */
export function runTool(command: string, args: readonly string[]): string {
  return execFileSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Runs `use` with `bytes` written to a temporary file. */
export function withTempFile<T>(bytes: Uint8Array, suffix: string, use: (path: string) => T): T {
  const directory = mkdtempSync(join(tmpdir(), 'dcs-print-'));
  const path = join(directory, `file${suffix}`);
  writeFileSync(path, bytes);
  try {
    return use(path);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

/** Renders page `page` (1-based) of a PDF to PNG bytes with Ghostscript (tests only: Ghostscript is AGPL). */
export function ghostscriptPng(pdf: Uint8Array, dpi: number, options: { page?: number; device?: string } = {}): Uint8Array {
  return withTempFile(pdf, '.pdf', (path) => {
    const output = `${path}.png`;
    const page = options.page ?? 1;
    runTool('gs', ['-q', '-dNOPAUSE', '-dBATCH', '-dSAFER', `-sDEVICE=${options.device ?? 'png16m'}`, `-r${dpi}`, '-dTextAlphaBits=4', '-dGraphicsAlphaBits=4', `-dFirstPage=${page}`, `-dLastPage=${page}`, `-sOutputFile=${output}`, path]);
    return new Uint8Array(readFileSync(output));
  });
}
