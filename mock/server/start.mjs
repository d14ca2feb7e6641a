// `npm run mock:server`: the mock backend alone, on its own port (CEM_MOCK_PORT, default 8787).
// Node cannot run the mock's TypeScript, so vite loads it (middleware mode, no config file, no
// bundling): it starts in a few seconds and needs no build step.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer as createViteServer } from 'vite';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.CEM_MOCK_PORT ?? 8787);
const host = process.env.CEM_MOCK_HOST ?? '127.0.0.1';
// The console's dev/preview proxy on this machine forwards the browser's host and address.
process.env.CEM_TRUSTED_PROXIES ??= '127.0.0.1,::1';

const vite = await createViteServer({
  configFile: false,
  root: ROOT,
  logLevel: 'warn',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
});
const { createOwnServer } = await vite.ssrLoadModule('/mock/api/ownServer.ts');
const { server } = createOwnServer();
server.listen(port, host, () => {
  console.log(`[mock:server] the mock backend answers on http://${host}:${port} (contract: /sfsaas/api/openapi.json)`);
});

const stop = () => {
  server.close();
  server.closeAllConnections();
  void vite.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
