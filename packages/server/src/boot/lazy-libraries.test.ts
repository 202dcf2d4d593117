import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DCS_NODE_FLAGS, startDcsServer, type StartedServer } from '../testing/spawn-dcs.ts';

/**
 * Libraries a server needs only for some requests (images, color, PDFs, fonts and layout, addon
 * builds): each costs megabytes at rest (libvips ~20 MB), so `dcs start` loads them on first use.
 * A static import of one of them anywhere on the boot path undoes that without failing anything else
 * (the demo mockups' `sharp` did: idle RSS 154–160 MB instead of 142–153, `docs/print-queue.md`).
 */
const LOADED_ON_FIRST_USE = ['sharp', 'lcms-wasm', 'pdf-lib', 'file-type', 'rolldown', 'fontkit', '@resvg/resvg-js', '@dcs/design', '@dcs/print', 'wawoff2'];

describe('dcs start at rest', () => {
  let dataDir: string;
  let server: StartedServer;
  let importsFile: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'dcs-lazy-'));
    importsFile = join(dataDir, 'imports.txt');
    const recorder = join(import.meta.dirname, '../testing/record-imports.mjs');
    server = await startDcsServer({ DCS_DATA_DIR: dataDir, DCS_WORKER_CONCURRENCY: '1', DCS_TEST_IMPORTS_FILE: importsFile }, { nodeFlags: [...DCS_NODE_FLAGS, `--import=${recorder}`] });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('has not loaded the libraries of images, color, PDFs, fonts or addon builds', async () => {
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    const loaded = readFileSync(importsFile, 'utf8').split('\n');
    // The recorder works: the server's own framework is there.
    expect(loaded).toContain('fastify');
    expect(LOADED_ON_FIRST_USE.filter((library) => loaded.includes(library))).toEqual([]);
  });
});
