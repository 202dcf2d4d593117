import { spawn, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDcsClient } from '../../api-client/src/index.ts';
import { generateApiClientSources } from '../../api-client/src/generated-sources.ts';
import { freePort, startDcs } from '../../server/src/testing/spawn-dcs.ts';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const TUTORIAL = join(ROOT, 'docs', 'addon-tutorial.md');

/** The `sh` blocks of the tutorial, in order: what a reader copies and pastes. */
function tutorialCommands(markdown: string): string[] {
  return [...markdown.matchAll(/^```sh\n([\s\S]*?)^```$/gm)].map((m) => m[1]!);
}

/**
 * The environment of the reader's shell: this machine's (certificates, proxies, npm's own settings),
 * without what `npm test` and Vitest add for the repository.
 */
function readerEnvironment(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name, value]) => value !== undefined && !/^(npm_|VITEST|NODE_OPTIONS$|INIT_CWD$|DCS_)/.test(name)),
  ) as Record<string, string>;
}

/** Runs a bash script to its end (at most 5 minutes); stdout and stderr interleaved as a reader sees them. */
function runScript(script: string, cwd: string, env: Record<string, string>): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', script], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGTERM'), 300_000);
    child.once('close', (status) => {
      clearTimeout(timer);
      resolve({ status, output });
    });
  });
}

/**
 * The end-to-end test of the SDK as an addon author outside the repository meets it: a real `dcs`
 * (`start --first-run`, as the tutorial's reader starts one) serves the SDK tarballs packed by
 * `npm run build`, and the tutorial's commands run as written in a temporary folder outside the
 * repository: install the SDK from the server, scaffold, test, type-check, build, upload unsigned as
 * custom with `dcs-addon dev`, call the route, deactivate, remove; then sign with a vendor key of its
 * own that the installation trusts, upload, activate, call; add a license check, ship 0.2.0 as an
 * update, store a license key, publish an update catalog; write a second addon that adds a price line,
 * shop with it (quote, cart, checkout), remove it with a line in the cart (repriced once at checkout);
 * deactivate and remove. The developer docs are served at {base_url}/docs/ and linked.
 */
describe('addon tutorial, run as written against a real dcs', () => {
  let dcs: Awaited<ReturnType<typeof startDcs>>;
  let dataDir: string;
  let work: string;
  let url: string;
  let admin: { email: string; password: string };

  beforeAll(async () => {
    for (const script of ['build-sdk.mjs', 'build-docs.mjs']) {
      const built = spawnSync(process.execPath, [join(ROOT, 'scripts', script)], { encoding: 'utf8' });
      if (built.status !== 0) throw new Error(`node scripts/${script} failed:\n${built.stdout}${built.stderr}`);
    }
    dataDir = await mkdtemp(join(tmpdir(), 'dcs-tutorial-data-'));
    work = await mkdtemp(join(tmpdir(), 'dcs-tutorial-work-'));
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    dcs = await startDcs(['start', '--first-run'], { DCS_DATA_DIR: dataDir, DCS_PORT: String(port), DCS_BASE_URL: url, DCS_ADDON_SYNC_MS: '0' }, /dcs is serving/);
    // The reader's shell finds this Node.js first on its PATH.
    await mkdir(join(work, '.bin'));
    await symlink(process.execPath, join(work, '.bin', 'node'));
    const printed = dcs.output();
    admin = { email: /email:\s+(\S+)/.exec(printed)![1]!, password: /password:\s+(\S+)/.exec(printed)![1]! };
  }, 120_000);

  afterAll(async () => {
    await dcs?.stop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(work, { recursive: true, force: true });
  });

  it('serves the SDK tarballs and their install page at {base_url}/sdk/', async () => {
    const index = (await (await fetch(`${url}/sdk/index.json`)).json()) as { version: string; packages: Array<{ name: string; file: string }> };
    expect(index.packages.map((p) => p.name)).toEqual(['@dcs/platform', '@dcs/api-client', '@dcs/addon-sdk', '@dcs/design', '@dcs/gang', '@dcs/print']);
    const tarball = await fetch(`${url}/sdk/${index.packages[2]!.file}`);
    expect(tarball.status).toBe(200);
    expect(tarball.headers.get('content-type')).toBe('application/gzip');
    expect(Buffer.from(await tarball.arrayBuffer()).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    expect(await (await fetch(`${url}/sdk/`)).text()).toContain(`dcs addon SDK ${index.version}`);
    expect((await fetch(`${url}/sdk/..%2Fjs%2Fmanifest.json`)).status).toBe(404);
  });

  it('serves the developer docs at {base_url}/docs/, linked from /sdk/ and the SDK READMEs', async () => {
    const index = await fetch(`${url}/docs/`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const links = [...(await index.text()).matchAll(/href="([^"]+)"/g)].map((m) => new URL(m[1]!, `${url}/docs/`).toString());
    for (const page of ['addon-tutorial', 'addon-hooks', 'addon-test-kit', 'addon-packages']) expect(links).toContain(`${url}/docs/${page}.html`);
    // Every page the index links answers, the API references included.
    for (const link of new Set(links)) expect((await fetch(link)).status, link).toBe(200);
    const hooks = await (await fetch(`${url}/docs/addon-hooks.html`)).text();
    expect(hooks).toContain('<h2 id="pricingprice_lines-a-price-component-of-your-own">');
    expect(hooks).toContain('<table>');
    expect(hooks).not.toContain('<script');
    expect(await (await fetch(`${url}/docs/addon-tutorial.html`)).text()).toContain('<a href="addon-hooks.html"><code>docs/addon-hooks.md</code></a>');
    const sdk = await (await fetch(`${url}/sdk/`)).text();
    expect(sdk).toContain('<a href="../docs/addon-tutorial.html">tutorial</a>');
    const readme = spawnSync('tar', ['-xzOf', join(ROOT, 'build', 'sdk', 'dcs-addon-sdk-0.1.0.tgz'), 'package/README.md'], { encoding: 'utf8' }).stdout;
    expect(readme).toContain('{base_url}/docs/');
  });

  it('has generated API types that match the OpenAPI documents the server serves', async () => {
    for (const [file, source] of await generateApiClientSources(url)) {
      const committed = await readFile(join(ROOT, 'packages', 'api-client', 'src', file), 'utf8');
      expect(committed, `${file} is out of date: run npm run generate:api-client`).toBe(source);
    }
  });

  it('installs @dcs/design and @dcs/print from the server for addons that use them, with their types', async () => {
    const dir = join(work, 'uses-print');
    await mkdir(dir);
    await writeFile(join(dir, 'package.json'), JSON.stringify({ name: 'uses-print', private: true, type: 'module' }));
    await writeFile(
      join(dir, 'check.ts'),
      [
        "import { CURRENT_SCHEMA_VERSION } from '@dcs/design';",
        "import { PT_PER_MM, preflightDesign } from '@dcs/print';",
        'const points: number = 10 * PT_PER_MM;',
        'const check: typeof preflightDesign = preflightDesign;',
        'console.log(typeof CURRENT_SCHEMA_VERSION, points.toFixed(2), typeof check);',
        '',
      ].join('\n'),
    );
    await writeFile(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'nodenext', strict: true, noEmit: true, skipLibCheck: true, allowImportingTsExtensions: true, types: ['node'] }, files: ['check.ts'] }));
    const sdk = (name: string) => `"${url}/sdk/${name}-0.1.0.tgz"`;
    const run = await runScript(
      [
        'set -euo pipefail',
        `npm install --no-audit --no-fund --prefer-offline ${sdk('dcs-platform')} ${sdk('dcs-design')} ${sdk('dcs-gang')} ${sdk('dcs-print')} typescript@^7.0.2 @types/node@^24.19.2`,
        'npx tsc -p .',
        'node check.ts',
      ].join('\n'),
      dir,
      { ...readerEnvironment(), PATH: `${join(work, '.bin')}:/usr/local/bin:/usr/bin:/bin` },
    );
    expect(run.status, run.output).toBe(0);
    expect(run.output).toContain('number 28.35 function');
  }, 120_000);

  it('runs every command of docs/addon-tutorial.md', async () => {
    const commands = tutorialCommands(await readFile(TUTORIAL, 'utf8'));
    expect(commands.length).toBeGreaterThan(10);
    // The reader's shell: npm's cache and settings as usual, no repository around.
    const bin = join(work, '.bin');
    const script = ['set -euo pipefail', ...commands.map((block, i) => `echo "::: block ${i + 1}"\n${block}`)].join('\n');
    // Not spawnSync: the server's output is piped into this process, which must keep reading it.
    const run = await runScript(script, work, {
      ...readerEnvironment(),
      PATH: `${bin}:/usr/local/bin:/usr/bin:/bin`,
      DCS_URL: url,
      DCS_ADMIN_EMAIL: admin.email,
      DCS_ADMIN_PASSWORD: admin.password,
      DCS_TRUST_FILE: join(dataDir, 'addon-keys.json'),
      npm_config_update_notifier: 'false',
    });
    const transcript = run.output;
    expect(run.status, transcript).toBe(0);

    const greeting = (version: string, extra = '') => `{"addon":"hello-world","version":"${version}","message":"Hello from Hello World!"${extra}}`;
    // 1–2: installed from the server, scaffolded, its own tests pass, built.
    expect(transcript).toContain('created addon hello-world');
    expect(transcript).toMatch(/built hello-world 0\.1\.0: \d+ files → .*dist\/hello-world-0\.1\.0\.zip/);
    expect(transcript.match(/ℹ pass 2\n/g)).toHaveLength(2);
    expect(transcript).toContain('ℹ fail 0');
    // 3: unsigned, custom, through dcs-addon dev.
    expect(transcript).toContain(`deployed hello-world 0.1.0 to ${url} as custom (unsigned): active`);
    expect(transcript.split(greeting('0.1.0'))).toHaveLength(3);
    // 4: signed third-party with the vendor's own key, trusted by the installation.
    expect(transcript).toMatch(/"status": "verified"[\s\S]*"keyId": "acme-2026"/);
    expect(transcript).toMatch(/"channel":"third-party".*"trust":\{"status":"verified","signing_key_id":"acme-2026"/);
    // 5–6: the update is reloaded in place; the license key is stored and reported.
    expect(transcript).toMatch(/"mode":"replace","reloaded":true/);
    expect(transcript).toContain('{"licensed":true,"license_id":"ACME-0001"}');
    expect(transcript).toContain(greeting('0.2.0', ',"licensed":true,"licensee":"Example Shop"'));
    // 7: the vendor's catalog is accepted.
    expect(transcript).toMatch(/"status":"ok".*"signing_key_id":"acme-2026"/);
    // 8: a price line of another addon: quoted, kept through checkout; its removal reprices the cart once.
    expect(transcript).toContain('created addon small-run');
    expect(transcript).toContain('ℹ pass 1\n');
    expect(transcript).toContain(`deployed small-run 0.1.0 to ${url} as custom (unsigned): active`);
    const quote = /^quote: (\d+) \((.*)\)$/m.exec(transcript);
    expect(quote?.[2], transcript).toContain('Small run surcharge 600');
    const order = /^order: (\d+) \((.*)\)$/m.exec(transcript);
    expect(order?.[1], transcript).toBe(quote![1]);
    expect(order?.[2]).toContain('small-run:surcharge');
    const repriced = JSON.parse(/^(\{"code":"svc_cart_repriced".*\})$/m.exec(transcript)?.[1] ?? 'null') as { data: { previous_total: number; total: number } } | null;
    expect(repriced, transcript).not.toBeNull();
    expect(repriced!.data.previous_total - repriced!.data.total).toBe(600);
    expect(transcript).toContain(`order after removal: ${repriced!.data.total}\n`);
    // 9: deactivated and removed; the first-party addons stayed active throughout.
    expect(transcript).toContain('remove hello-world: done');
    const client = createDcsClient({ baseUrl: url });
    await client.signIn(admin.email, admin.password);
    const { addons } = (await client.admin.request('GET /addons')).data as { addons: Array<{ slug: string; active: boolean }> };
    expect(addons.map((a) => a.slug)).not.toContain('hello-world');
    expect(addons.map((a) => a.slug)).not.toContain('small-run');
    expect(addons.filter((a) => a.active)).toHaveLength(4);
  }, 300_000);
});
