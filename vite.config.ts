import path from 'node:path';
import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import qiankun from 'vite-plugin-qiankun';
import { API_PREFIXES, mockApiPlugin } from './mock/api/vitePlugin.ts';
import { qiankunDevHtml } from './mock/host/qiankunDevHtml.ts';
import { compiledMessages } from './build/compiledMessages.ts';
import { axiosXhrOnly } from './build/axiosXhrOnly.ts';
import { installableApp } from './build/app/installableApp.ts';

/** The app's qiankun name and its two base paths (spec §1). */
export const MICRO_APP_NAME = 'cem-platform';
const BASE_BY_MODE: Record<string, string> = {
  standalone: '/cem_platform/',
  micro: '/cem-platform/',
};

/**
 * CEM_API_TARGET=https://backend.example.com (or `npm run mock:server`'s http://127.0.0.1:8787)
 * sends the API paths to that server through the dev/preview server (same origin for the browser,
 * so no CORS); without it the embedded mock answers them. x-forwarded-host tells the server the
 * host the browser addressed (tenants are branded by it). The mock's control endpoint stays home.
 */
function backendProxy(target: string): Record<string, ProxyOptions> {
  const entries = API_PREFIXES.filter((prefix) => prefix !== '/__mock__/').map((prefix) => [
    prefix,
    { target, changeOrigin: true, secure: true, xfwd: true },
  ]);
  return Object.fromEntries(entries);
}

/** The jsdom tests of one unit each (not a screen mounted at its route): they share a worker's modules. */
const UNIT_TESTS = ['test/{lib,api,stores,ui,i18n,loader,tools,support,build,bench,lint}/**/*.test.{ts,tsx}'];
/** The jsdom tests that count what a mount leaves on the window: each on a fresh page. */
const LIFECYCLE_TESTS = ['test/app/mount.integration.test.tsx'];

export default defineConfig(({ mode, command }) => {
  const base = BASE_BY_MODE[mode] ?? BASE_BY_MODE.standalone!;
  const isTest = mode === 'test' || process.env.VITEST === 'true';
  const apiTarget = process.env.CEM_API_TARGET?.trim();
  const proxy = apiTarget ? backendProxy(apiTarget) : undefined;
  const outDir = `dist/${base.replace(/\//g, '')}`;
  return {
    base,
    plugins: [
      react(),
      qiankun(MICRO_APP_NAME, { useDevMode: command === 'serve' && mode === 'micro' }),
      ...(command === 'serve' && mode === 'micro' ? [qiankunDevHtml(base)] : []),
      ...(isTest || apiTarget ? [] : [mockApiPlugin()]),
      compiledMessages(path.join(import.meta.dirname, 'public/lang')),
      axiosXhrOnly(),
      // The installable app: the standalone build only (the micro build and the dev server get the no-op register).
      ...installableApp({ base, outDir: path.join(import.meta.dirname, outDir), enabled: command === 'build' && mode === 'standalone' && !isTest }),
    ],
    build: {
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      manifest: true,
      chunkSizeWarningLimit: 900,
      rolldownOptions: {
        output: {
          // Everything the first screen needs (the entry's static graph, login included) in one
          // file: left alone the bundler cuts it into ~25 shared chunks, each compressed on its
          // own, and the login route costs ~8 KB gzip more.
          codeSplitting: {
            groups: [
              { name: 'boot', tags: ['$initial'], priority: 2 },
              // The period frame and rankings of the landing screen: one file, not the five small
              // chunks the other domains' shared use of them cuts it into (each costs its own header).
              { name: 'period-kit', test: /[\\/]src[\\/](lib[\\/](period|carbon|days)\.ts|ui[\\/](ranking|time-range)[\\/])/, priority: 1 },
            ],
          },
        },
      },
    },
    server: { port: 5173, proxy },
    preview: { port: 4173, proxy },
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: ['test/setup.ts'],
      // Hang guards, not speed checks (see test/setup.ts): a test waits for conditions, and a busy
      // machine (two cores shared with a browser walk or other suites) must not fail it.
      testTimeout: 300_000,
      hookTimeout: 90_000,
      // Two workers (forks, each file isolated) on two cores: vitest's default is cores - 1 = 1.
      // Measured on test/stores + test/lib (33 files, 380 tests): 1 worker 719 s wall / 82 s CPU,
      // 2 workers 328 s wall / 77 s CPU (machine shared, load 9–15).
      maxWorkers: 2,
      restoreMocks: true,
      // A stray .only would quietly skip the rest of the suite; vitest allows it outside CI.
      allowOnly: false,
      // Projects inherit this block; their include and exclude lists add to any set here, so only they set them.
      projects: [
        // The mock's own tests (node, no DOM) share one module graph per worker instead of loading
        // the whole mock for each file: test/mock took 186 s of CPU isolated, 114 s shared. Each
        // test builds its own Database, so no state crosses files.
        { extends: true, test: { name: 'mock', include: ['test/mock/**/*.test.ts'], isolate: false } },
        // Units (a function, a store, one kit component) share a module graph the same way: each
        // renders its own small tree and unmounts it.
        { extends: true, test: { name: 'unit', include: UNIT_TESTS, isolate: false } },
        // Everything else (test/e2e is the browser suite's own config): screens, the shell, the app.
        // Their files share a worker too (one process, jsdom, React and antd loaded once), but
        // test/setupAppFile.ts evaluates the app's own modules afresh for each file and blanks the
        // page after it, so no store, mock or element crosses files. A 16-file sample took 101 s of CPU
        // isolated (a process per file), 55 s shared (issue 37 item 4).
        { extends: true, test: { name: 'app', include: ['test/**/*.test.{ts,tsx}'], exclude: ['test/e2e/**', 'test/mock/**', ...UNIT_TESTS, ...LIFECYCLE_TESTS, 'node_modules/**'], isolate: false, setupFiles: ['test/setupAppFile.ts'] } },
        // The mount tests count every listener and timer the window gets while the console mounts
        // and unmounts: a page another file left (a chart's animation loop, a document listener
        // put there once) would count too, so they get a worker of their own.
        { extends: true, test: { name: 'lifecycle', include: LIFECYCLE_TESTS, isolate: true } },
      ],
    },
  };
});
