import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HttpTestClient } from '../../testing/http-test-client.ts';
import { freePort, startDcs } from '../../testing/spawn-dcs.ts';
import { FIRST_PARTY_SLUGS } from './first-party-addons.ts';

describe('npm start on a fresh data directory', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'dcs-first-run-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('installs the first-party addons as signed official packages and activates them; a restart loads them again', async () => {
    const port = await freePort();
    const env = { DCS_DATA_DIR: dataDir, DCS_PORT: String(port), DCS_WORKER_CONCURRENCY: '0' };
    const first = await startDcs(['start', '--first-run'], env, /dcs is serving/);
    const password = /password: (\S+)/.exec(first.output())![1]!;
    expect(first.output()).toContain('Installed and activated the first-party addons');
    // The designer's demo data, seeded through the addons' own routes as the new admin.
    expect(first.output()).toContain('Seeded the demo designer data: 12 palette colors, 6 text styles, 12 cliparts, 4 templates, 4 pricing rules, the T-shirt configurator mapping, 2 T-shirt mockup photos.');
    expect(first.output()).toContain('Printing method "digital-cmyk" (CMYK through /usr/share/color/icc/ghostscript/default_cmyk.icc) assigned to the demo products.');
    // A newcomer reads the end of the terminal: the addresses and the sign-in come last, with no
    // request log lines of the demo's seeding in the way.
    const tail = first.output().trimEnd().split('\n').slice(-10).join('\n');
    expect(tail).toContain(`the shop:      http://localhost:${port}/`);
    expect(tail).toContain(`the admin app: http://localhost:${port}/admin/`);
    expect(tail).toContain(`password: ${password}`);
    expect(first.output()).not.toContain('"url":"/api/v1/colors"');
    await first.stop();

    // A restart boots the saved active set and installs nothing again.
    const second = await startDcs(['start', '--first-run'], env, /dcs is serving/);
    try {
      expect(second.output()).not.toContain('Installed and activated');
      const admin = new HttpTestClient(`http://127.0.0.1:${port}`);
      expect((await admin.signIn('admin@dcs.local', password)).status).toBe(201);
      const list = await admin.get('/api/v1/addons');
      expect(list.body.active).toEqual([...FIRST_PARTY_SLUGS].sort());
      for (const addon of list.body.addons) {
        expect(addon).toMatchObject({ channel: 'official', tier: 'paid', active: true, trust: { status: 'verified' }, license: { status: 'valid' } });
        expect(addon.trust.signing_key_id).toMatch(/^dev-[0-9a-f]{8}-package$/);
      }
      for (const area of ['pricing', 'design-templates', 'smart-configurator', 'print-queue']) {
        expect((await admin.get(`/wp-json/svc/v1/${area}/status`)).body).toMatchObject({ active: true, version: '0.1.0' });
      }
    } finally {
      await second.stop();
    }
    // The development private keys stay in the data directory, readable by the owner only.
    expect(statSync(join(dataDir, 'dev-vendor-keys', 'package.private.pem')).mode & 0o777).toBe(0o600);
    const trust = JSON.parse(readFileSync(join(dataDir, 'addon-keys.json'), 'utf8'));
    expect(trust.keys.map((key: { purpose: string }) => key.purpose).sort()).toEqual(['license', 'package']);
    expect(JSON.stringify(trust)).not.toContain('PRIVATE');
  });
});
