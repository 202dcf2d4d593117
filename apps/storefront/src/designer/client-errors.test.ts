import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isErrorCode } from '@dcs/platform';
import { describe, expect, it } from 'vitest';
import { CLIENT_ERRORS } from './client-errors.ts';

const SRC = fileURLToPath(new URL('..', import.meta.url));
const STOREFRONT_DOC = fileURLToPath(new URL('../../../../docs/storefront.md', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'e2e' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the storefront elements’ own error codes', () => {
  it('raises only codes of its list or of the server catalogue', () => {
    const raised = new Set<string>();
    for (const file of sources(SRC)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/new DesignerError\(\s*'([a-z_]+)'/g)) raised.add(match[1]!);
    }
    expect(raised.size).toBeGreaterThan(5);
    const unknown = [...raised].filter((code) => !Object.hasOwn(CLIENT_ERRORS, code) && !isErrorCode(code));
    expect(unknown).toEqual([]);
  });

  it('documents every one of them for host pages', () => {
    const doc = readFileSync(STOREFRONT_DOC, 'utf8');
    expect(Object.keys(CLIENT_ERRORS).filter((code) => !doc.includes(`\`${code}\``))).toEqual([]);
  });

  it('keeps its list apart from the server catalogue', () => {
    expect(Object.keys(CLIENT_ERRORS).filter((code) => isErrorCode(code))).toEqual([]);
  });
});
