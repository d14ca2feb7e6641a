// The end-to-end browser suite (`npm run test:e2e`): real Chromium against the built standalone
// console and the qiankun host harness. Separate from the root config, which excludes test/e2e/**.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './sequencer';
import { E2E_WORKERS } from './workers';

const root = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  root,
  test: {
    environment: 'node',
    include: ['test/e2e/**/*.e2e.ts'],
    globalSetup: ['test/e2e/globalSetup.ts'],
    setupFiles: ['test/e2e/support/freshWorld.ts'],
    // Two files at a time, each worker on its own servers and mock world (see workers.ts).
    maxWorkers: E2E_WORKERS,
    sequence: { sequencer: LongestFirstSequencer },
    // Hang guards: two browser files share two cores, so one test may take several times its idle time.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    teardownTimeout: 60_000,
    // A stray .only would quietly skip the rest of the suite; vitest allows it outside CI.
    allowOnly: false,
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/e2e.json' },
  },
});
