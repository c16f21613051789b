import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./', import.meta.url)),
      'server-only': fileURLToPath(new URL('./tests/helpers/server-only-stub.ts', import.meta.url)),
    },
  },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    environment: 'node',
    // The tests expect the settings' defaults whatever the shell that runs them
    // sets (a PORT for a server of its own, a SITE_URL): empty means unset.
    env: { PORT: '', SITE_URL: '', TRUST_PROXY: '', DEMO_MODE: '' },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest leaves one core to itself by default: one file at a time on a
    // two-core machine. Each file has a database of its own, so two at once is
    // safe, and most of a file's time is its own setup, not the main process's.
    maxWorkers: 2,
  },
});
