// The standalone console on Vite's dev server (what `npm start` serves), for the suite that reads
// what React, antd and MobX say only in development: the other suites run the production build,
// where those warnings are compiled out.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asPlainVite, loadHarness } from './servers';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export interface DevStandalone {
  /** A console route on the dev server, e.g. url('index/home'). */
  url(route?: string): string;
  close(): Promise<void>;
}

/** Starts the dev server with its own mock world on a free port, without watching files (nothing is edited). */
export async function startDevStandalone(): Promise<DevStandalone> {
  const { createServer } = await import('vite');
  const port = await (await loadHarness()).freePort();
  // React, antd and MobX keep their warnings for development (vitest's workers run with 'test').
  // Until close(): the dependency optimiser reads it again on the first page, and a value changed
  // since its start makes it re-bundle, failing that page's imports (504 Outdated Optimize Dep).
  const saved = process.env.NODE_ENV;
  process.env.NODE_ENV = 'development';
  const restore = () => {
    process.env.NODE_ENV = saved;
  };
  try {
    const server = await asPlainVite(() =>
      createServer({
        configFile: path.join(ROOT, 'vite.config.ts'),
        root: ROOT,
        mode: 'standalone',
        logLevel: 'warn',
        // Its own pre-bundled dependencies: the dev harness suite's server may optimise the default folder at the same time.
        cacheDir: path.join(ROOT, '.vite', 'e2e-dev'),
        // Every module scanned for dependencies before the first page: one found later re-bundles them all.
        optimizeDeps: { entries: ['index.html', 'src/**/*.{ts,tsx}'] },
        server: { port, strictPort: true, host: '127.0.0.1', watch: null, hmr: false },
      }),
    );
    await server.listen();
    return {
      url: (route = '') => `http://127.0.0.1:${port}/cem_platform/${route}`,
      close: () => server.close().finally(restore),
    };
  } catch (error) {
    restore();
    throw error;
  }
}
