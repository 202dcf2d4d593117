import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../server/src/testing/spawn-dcs.ts';
import { makeTestKey } from '../package/testing/addon-fixtures.ts';
import { createTrustStore } from '../package/trust-store.ts';
import { verifyUpdateCatalog } from '../package/update-catalog.ts';
import { tarballName } from '../scaffold/init-addon.ts';
import { runDcsAddon } from './dcs-addon.ts';

const work = await mkdtemp(join(tmpdir(), 'dcs-addon-cli-'));
afterAll(() => rm(work, { recursive: true, force: true }));

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runDcsAddon(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('dcs-addon init, dev and catalog on the command line', () => {
  it('init scaffolds and says what to do next; a bad slug is a plain sentence, exit 1', async () => {
    await mkdir(join(work, 'sdk'));
    const version = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8')).version as string;
    for (const name of ['@dcs/platform', '@dcs/api-client', '@dcs/addon-sdk']) await writeFile(join(work, 'sdk', tarballName(name, version)), name);
    const made = await run('init', join(work, 'shop-greeter'), '--sdk', join(work, 'sdk'));
    expect(made.code).toBe(0);
    expect(made.out).toMatch(/^created addon shop-greeter in .*shop-greeter: \.gitignore, README\.md, addon\.json/);
    expect(made.out).toContain('next: npm install && npm test && npm run build');
    const bad = await run('init', join(work, 'x'), '--slug', 'No Slug');
    expect(bad).toMatchObject({ code: 1, err: expect.stringMatching(/^dcs-addon init: "No Slug" is not a valid addon slug/) });
    expect((await run('init')).code).toBe(64);
  });

  it('dev without credentials and without a terminal to ask on is a usage error', async () => {
    const saved = { email: process.env.DCS_ADMIN_EMAIL, password: process.env.DCS_ADMIN_PASSWORD };
    delete process.env.DCS_ADMIN_EMAIL;
    delete process.env.DCS_ADMIN_PASSWORD;
    try {
      const result = await run('dev', join(work, 'shop-greeter'), '--server', 'http://127.0.0.1:9');
      expect(result.code).toBe(64);
      expect(result.err).toMatch(/^dcs-addon dev: set DCS_ADMIN_EMAIL and DCS_ADMIN_PASSWORD/);
    } finally {
      if (saved.email !== undefined) process.env.DCS_ADMIN_EMAIL = saved.email;
      if (saved.password !== undefined) process.env.DCS_ADMIN_PASSWORD = saved.password;
    }
  });

  it('dev names an unreachable server', async () => {
    process.env.DCS_ADMIN_EMAIL = 'a@example.com';
    process.env.DCS_ADMIN_PASSWORD = 'x';
    try {
      // A port nobody listens on.
      const result = await run('dev', join(work, 'shop-greeter'), '--server', `http://127.0.0.1:${await freePort()}`, '--once');
      expect(result.code).toBe(1);
      expect(result.err).toMatch(/^dcs-addon dev: fetch failed \(.*ECONNREFUSED.*\)/);
    } finally {
      delete process.env.DCS_ADMIN_EMAIL;
      delete process.env.DCS_ADMIN_PASSWORD;
    }
  });

  it('catalog writes an update catalog the installation verifies with the vendor key', async () => {
    const key = makeTestKey('acme-2026');
    const keyFile = join(work, 'acme.private.pem');
    await writeFile(keyFile, key.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString());
    const out = join(work, 'catalog.json');
    const result = await run('catalog', '--key', keyFile, '--key-id', 'acme-2026', '--addon', 'hello-world@0.2.0@2026-11-01', '--addon', 'other@1.0.0', '--expires-at', '2030-01-01T00:00:00Z', '-o', out);
    expect(result).toMatchObject({ code: 0, out: `signed update catalog of 2 addon(s), valid until 2030-01-01T00:00:00Z → ${out}` });
    const trust = createTrustStore({ keys: [{ keyId: 'acme-2026', purpose: 'package', publicKey: key.publicPem }] });
    expect(verifyUpdateCatalog(await readFile(out, 'utf8'), trust, new Date())).toMatchObject({
      keyId: 'acme-2026',
      addons: [{ slug: 'hello-world', version: '0.2.0', releasedAt: '2026-11-01' }, { slug: 'other', version: '1.0.0' }],
    });
    expect((await run('catalog', '--key', keyFile, '--key-id', 'k', '--addon', 'nover', '--expires-at', '2030-01-01T00:00:00Z')).code).toBe(64);
  });
});
