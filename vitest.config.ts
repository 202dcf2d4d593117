import { defineConfig } from 'vitest/config';

// One config for the whole monorepo: tests sit beside the code they drive.
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'addons/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts'],
    pool: 'forks',
    // node:sqlite is stable enough for us but still flagged experimental; its warning is only noise here.
    execArgv: ['--disable-warning=ExperimentalWarning'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['./scripts/test-global-setup.ts'],
  },
});
