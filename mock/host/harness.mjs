// The local qiankun host harness: the host app on one port, the console (dev server with fast
// refresh, or the built micro-app) on another, the host proxying /cem-platform/ and the API to it.
import { createServer as createNetServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, createServer, preview } from 'vite';
import { API_PREFIXES } from '../api/apiPrefixes.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CONSOLE_CONFIG = path.join(ROOT, 'vite.config.ts');
const HOST_CONFIG = path.join(ROOT, 'mock/host/vite.config.ts');

/** A free TCP port on the loopback interface. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A page load of a console URL gets the host page (the console is a route of the host); fetches go to the console. */
function hostPageForNavigations(req) {
  const dest = req.headers['sec-fetch-dest'];
  const isNavigation = dest === 'document' || (!dest && (req.headers.accept ?? '').includes('text/html') && req.method === 'GET' && req.url !== '/cem-platform/');
  return isNavigation ? '/index.html' : undefined;
}

/** Builds the micro-app (base /cem-platform/) and the host app. */
export async function buildHarness({ console: consoleToo = true, quiet = true } = {}) {
  const logLevel = quiet ? 'warn' : 'info';
  if (consoleToo) await build({ configFile: CONSOLE_CONFIG, root: ROOT, mode: 'micro', logLevel });
  await build({ configFile: HOST_CONFIG, logLevel });
}

/**
 * Starts the console and the host. `consoleMode`: 'dev' (Vite dev server, fast refresh) or
 * 'build' (the built micro-app in dist/cem-platform, which must exist). Returns the host URL and close().
 */
export async function startHarness({ consoleMode = 'dev', hostPort, consolePort, hostname = 'localhost', quiet = true } = {}) {
  const cPort = consolePort ?? (await freePort());
  const hPort = hostPort ?? (await freePort());
  const logLevel = quiet ? 'warn' : 'info';
  // A build earlier in this process set NODE_ENV=production, which would switch fast refresh off.
  if (consoleMode === 'dev') process.env.NODE_ENV = 'development';
  const consoleServer =
    consoleMode === 'dev'
      ? await createServer({ configFile: CONSOLE_CONFIG, root: ROOT, mode: 'micro', logLevel, server: { port: cPort, strictPort: true, host: '127.0.0.1' } })
      : await preview({ configFile: CONSOLE_CONFIG, root: ROOT, mode: 'micro', logLevel, preview: { port: cPort, strictPort: true, host: '127.0.0.1' } });
  if (consoleMode === 'dev') await consoleServer.listen();
  const consoleUrl = `http://127.0.0.1:${cPort}`;
  const proxy = {
    '/cem-platform': { target: consoleUrl, ws: true, bypass: hostPageForNavigations },
    ...Object.fromEntries(API_PREFIXES.map((p) => [p, { target: consoleUrl }])),
  };
  const hostServer = await preview({
    configFile: HOST_CONFIG,
    logLevel,
    preview: { port: hPort, strictPort: true, host: '127.0.0.1', proxy },
  });
  return {
    url: `http://${hostname}:${hPort}/`,
    consoleUrl,
    async close() {
      await hostServer.close();
      await consoleServer.close();
    },
  };
}

/** Builds the standalone deployable (dist/cem_platform). */
export async function buildStandalone({ quiet = true } = {}) {
  await build({ configFile: CONSOLE_CONFIG, root: ROOT, mode: 'standalone', logLevel: quiet ? 'warn' : 'info' });
}

/** Serves the built standalone console with the mock API (what `npm run preview` does), on a free port. */
export async function startStandalone({ port, quiet = true } = {}) {
  const p = port ?? (await freePort());
  const server = await preview({
    configFile: CONSOLE_CONFIG,
    root: ROOT,
    mode: 'standalone',
    logLevel: quiet ? 'warn' : 'info',
    preview: { port: p, strictPort: true, host: '127.0.0.1' },
  });
  return {
    port: p,
    /** The console's URL on a given host name: localhost and 127.0.0.1 carry different tenants. */
    url: (hostname = 'localhost') => `http://${hostname}:${p}/cem_platform/`,
    close: () => server.close(),
  };
}
