import type { AddonManifest } from '../package/manifest.ts';

/**
 * Tool versions a new addon project develops with: the ones the dcs repository itself uses (a test
 * keeps them equal to its root package.json), so the project type-checks as the SDK was built.
 */
export const SCAFFOLD_DEV_DEPENDENCIES: Readonly<Record<string, string>> = { typescript: '^7.0.2', '@types/node': '^24.19.2' };

/**
 * The Node.js a new project needs, the same as dcs and dcs-addon (one statement everywhere: 22.18 or
 * newer, 24 LTS recommended): its tests run TypeScript directly, which Node strips by default from 22.18.
 */
export const SCAFFOLD_NODE_RANGE = '>=22.18.0';

/** What a scaffold is made from. */
export interface ScaffoldInput {
  slug: string;
  /** The SDK version, the core version the addon is written for. */
  version: string;
  /** Package specifiers of the SDK packages, by name (a tarball path or URL, or a version range). */
  sdkSpecs: Record<string, string>;
}

const title = (slug: string) => slug.split('-').map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ');

/** The manifest of a new addon: a free third-party addon that runs on this core's major version. */
export function scaffoldManifest({ slug, version }: ScaffoldInput): AddonManifest {
  const major = Number(version.split('.')[0]);
  return {
    slug,
    name: title(slug),
    version: '0.1.0',
    description: `${title(slug)}: an addon for dcs.`,
    vendor: 'Your company',
    channel: 'third-party',
    tier: 'free',
    requiresServices: ['routes', 'hooks', 'auth'],
    coreVersionRange: `>=${version} <${major + 1}.0.0`,
    entry: 'dist/index.mjs',
  };
}

/** The package.json of a new project, keeping what an existing one already has. */
export function scaffoldPackageJson(input: ScaffoldInput, existing: Record<string, any> = {}): Record<string, unknown> {
  return {
    name: input.slug,
    version: '0.1.0',
    private: true,
    description: `${title(input.slug)}: an addon for dcs.`,
    ...existing,
    type: 'module',
    // The project's own scripts win over those of `npm init`; others the folder had are kept.
    scripts: {
      ...existing.scripts,
      // Each goes through dcs-addon, which first checks the Node.js version (engines below).
      build: 'dcs-addon build .',
      test: 'dcs-addon test .',
      typecheck: 'dcs-addon typecheck .',
      // The server: DCS_URL, or `npm run dev -- --server <url>`, else http://localhost:8080.
      dev: 'dcs-addon dev .',
    },
    // The SDK as copied into vendor/ wins over where it was installed from.
    dependencies: { ...existing.dependencies, ...input.sdkSpecs },
    devDependencies: { ...SCAFFOLD_DEV_DEPENDENCIES, ...existing.devDependencies },
    engines: { node: SCAFFOLD_NODE_RANGE, ...existing.engines },
  };
}

/** The other files of a new project, by path. */
export function scaffoldFiles(input: ScaffoldInput): Record<string, string> {
  const { slug } = input;
  const name = title(slug);
  return {
    'src/index.ts': `import { defineAddon } from '@dcs/addon-sdk/addon';
import { REGISTER_REST_ROUTES_ACTION, type RoutesService } from '@dcs/platform';

// The addon's entry module. @dcs/* packages are not bundled: the server provides its own copies.
export default defineAddon<'routes' | 'hooks' | 'auth'>({
  activate({ slug, version, services: { hooks, auth } }) {
    // Every route is registered inside this action, which the server fires whenever it builds its
    // route table (at start, and when addons are activated or deactivated).
    hooks.addAction(REGISTER_REST_ROUTES_ACTION, (routes: RoutesService) => {
      routes.registerRestRoute('svc/v1', '/${slug}/greeting', {
        methods: 'GET',
        summary: 'A greeting from ${name}, for signed-in admins.',
        permission_callback: auth.permissions.admin(),
        callback: () => ({ addon: slug, version, message: 'Hello from ${name}!' }),
      });
    });
  },
});
`,
    'test/greeting.test.ts': `import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { startAddonTestHost, type AddonTestHost } from '@dcs/addon-sdk/test-kit';

let host: AddonTestHost;
before(async () => {
  host = await startAddonTestHost({ dir: fileURLToPath(new URL('..', import.meta.url)) });
});
after(() => host.stop());

test('GET /svc/v1/${slug}/greeting greets a signed-in admin', async () => {
  const answer = await host.request('GET', '/svc/v1/${slug}/greeting', { as: 'admin' });
  assert.equal(answer.status, 200);
  assert.deepEqual(answer.body, { addon: '${slug}', version: '0.1.0', message: 'Hello from ${name}!' });
});

test('GET /svc/v1/${slug}/greeting refuses anonymous callers', async () => {
  const answer = await host.request('GET', '/svc/v1/${slug}/greeting');
  assert.equal(answer.status, 401);
  assert.equal((answer.body as { code: string }).code, 'rest_forbidden');
});
`,
    'tsconfig.json': `${JSON.stringify(
      {
        compilerOptions: {
          target: 'es2024',
          module: 'nodenext',
          moduleResolution: 'nodenext',
          lib: ['es2024'],
          types: ['node'],
          strict: true,
          noEmit: true,
          allowImportingTsExtensions: true,
          verbatimModuleSyntax: true,
          erasableSyntaxOnly: true,
          skipLibCheck: true,
        },
        include: ['src', 'test'],
      },
      null,
      2,
    )}\n`,
    '.gitignore': 'node_modules/\ndist/\n*.private.pem\n',
    'README.md': `# ${name}

An addon for dcs ${input.version}, made with \`dcs-addon init\`. It needs Node.js 22.18 or newer (24 LTS
recommended); every script checks it first.

\`\`\`sh
npm ci                 # the SDK (its tarballs are in vendor/, kept with the project) and the tools
npm test               # the addon's tests (src/index.ts in the SDK's test host)
npm run typecheck
npm run build          # dist/${slug}-0.1.0.zip, an unsigned package
DCS_URL=http://localhost:8080 DCS_ADMIN_EMAIL=admin@example.com DCS_ADMIN_PASSWORD=… npm run dev
                       # rebuild, upload and activate on every change (or: npm run dev -- --server <url>)
\`\`\`

\`addon.json\` is the manifest: \`requiresServices\` lists the services the addon may use, and
\`coreVersionRange\` the dcs versions it runs on. The developer documentation (tutorial, package format,
hooks, test kit, API references) is served by every dcs at {base_url}/docs/.
`,
  };
}
