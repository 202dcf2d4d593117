import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { FIXTURES_DIR } from './design-fixtures.ts';

/**
 * Reads golden file `name` from `test/fixtures/golden`. With `UPDATE_GOLDEN=1`, or when the file is
 * missing outside CI, writes `actual` first (new fixtures get their golden file on the first run).
 */
export function readGolden(name: string, actual: Uint8Array | string): Uint8Array {
  const path = join(FIXTURES_DIR, 'golden', name);
  if (process.env.UPDATE_GOLDEN === '1' || (!existsSync(path) && process.env.CI !== 'true')) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, actual);
  }
  return new Uint8Array(readFileSync(path));
}
