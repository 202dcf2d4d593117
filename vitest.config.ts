import { defineConfig } from 'vitest/config';

// One config for the whole monorepo: tests sit beside the code they drive.
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'addons/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts'],
    pool: 'forks',
    // Vitest's default in run mode is one worker less than the cores: one worker on CI's 2 cores, idle
    // while a browser suite waits on its dcs and Chromium processes. Two keep both cores busy.
    maxWorkers: 2,
    // node:sqlite is stable enough for us but still flagged experimental; its warning is only noise here.
    execArgv: ['--disable-warning=ExperimentalWarning'],
    testTimeout: 30_000,
    // expect.poll waits for what a screen or a server settles into. Vitest's 1 s default is shorter
    // than a react-admin page's first fetch and render on CI's two busy cores (a staff-day run failed
    // on it); a failing poll still ends well inside the test's timeout.
    expect: { poll: { timeout: 20_000, interval: 100 } },
    hookTimeout: 60_000,
    globalSetup: ['./scripts/test-global-setup.ts'],
    // Installed addons (JavaScript under a data directory's addons/<slug>/) load natively, as in
    // production: Vite's runner would resolve their host-provided imports (@dcs/*, sharp…) from the
    // data directory and fail, which our Node resolve hook never sees. It ran them whenever its module
    // cache was empty (a fresh clone, as in CI).
    server: { deps: { external: [/[\\/]node_modules[\\/]/, /[\\/]addons[\\/][a-z0-9-]+[\\/].*\.m?js(\?|$)/] } },
  },
});
