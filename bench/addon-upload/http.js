// End-to-end benchmark of POST /api/v1/addons/upload: a 20 MB signed package sent as multipart to a
// real listening server (SQLite), spooled, read, verified, installed and recorded; then removed again.
// Run: node_modules/.bin/node bench/addon-upload/http.ts [--runs 5]
import { openAsBlob } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { generateSigningKeyPair } from '@dcs/addon-sdk';
import { loadConfig } from '../../packages/server/src/boot/config.js';
import { createSystem } from '../../packages/server/src/boot/create-system.js';
import { HttpTestClient } from '../../packages/server/src/testing/http-test-client.js';
import { createMemoryLogger } from '../../packages/server/src/testing/silent-logger.js';
import { buildPackage } from './bench-package.js';
const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Number(values.runs);
const TARGET_MS = 1000;
const ADMIN = { email: 'bench@example.com', password: 'bench-password-123' };
const dir = await mkdtemp(join(tmpdir(), 'dcs-bench-http-'));
try {
    const keys = generateSigningKeyPair();
    const trustFile = join(dir, 'keys.json');
    await writeFile(trustFile, JSON.stringify({ keys: [{ keyId: 'bench', publicKey: keys.publicKey }] }));
    const zipPath = await buildPackage(dir, keys.privateKey);
    const archiveBytes = (await stat(zipPath)).size;
    const config = loadConfig({ DCS_DATA_DIR: join(dir, 'data'), DCS_PORT: '0', DCS_ADDON_TRUST_FILE: trustFile });
    const system = await createSystem(config, { quiet: true, logger: createMemoryLogger() });
    await system.migrate();
    await system.services.auth.createUser(ADMIN);
    await system.http.listen({ port: 0, host: '127.0.0.1' });
    const address = system.http.server.address();
    const admin = new HttpTestClient(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
    await admin.signIn(ADMIN.email, ADMIN.password);
    const timings = [];
    for (let run = 0; run < runs; run++) {
        const form = new FormData();
        form.append('file', await openAsBlob(zipPath, { type: 'application/zip' }), 'bench-addon.zip');
        const t0 = performance.now();
        const response = await admin.request('POST', '/api/v1/addons/upload', { body: form });
        const elapsed = performance.now() - t0;
        if (response.status !== 201)
            throw new Error(`upload answered ${response.status}: ${response.text}`);
        timings.push(elapsed);
        await admin.request('DELETE', '/api/v1/addons/bench-addon');
    }
    await system.close();
    const sorted = [...timings].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    const mb = archiveBytes / (1024 * 1024);
    console.log(`addon upload over HTTP: archive ${mb.toFixed(1)} MB, ${runs} runs (multipart → spool → verify → install → record)`);
    console.log(`median ${median.toFixed(0)} ms (best ${sorted[0].toFixed(0)} ms, worst ${sorted.at(-1).toFixed(0)} ms), ${(mb / (median / 1000)).toFixed(1)} MB/s of archive`);
    console.log(median <= TARGET_MS ? `within the target of ${TARGET_MS} ms` : `ABOVE the target of ${TARGET_MS} ms`);
    process.exitCode = median <= TARGET_MS ? 0 : 1;
}
finally {
    await rm(dir, { recursive: true, force: true });
}
