// Once per e2e run: Chromium present, both deployables built, and per worker a standalone preview
// and a host harness (with the built micro-app) on free ports, each with its own mock world; their
// URLs go to the tests via provide() (support/workerServers.ts picks the worker's own).
import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { E2E_WORKERS } from './workers';
import { ARTIFACT_DIR, asPlainVite, loadChromium, loadHarness, type Harness, type Standalone } from './support/servers';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Per worker, the standalone console's port: http://<host>:<port>/cem_platform/ (localhost and 127.0.0.1 brand differently). */
    standalonePorts: number[];
    /** Per worker, the host harness with the built micro-app, e.g. http://localhost:PORT/ (ends in '/'). */
    harnessUrls: string[];
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now();
  // This run's failure screenshots and logs only (the folder is the CI artifact).
  rmSync(ARTIFACT_DIR, { recursive: true, force: true });
  const { ensureChromium } = await loadChromium();
  ensureChromium({ flavour: 'shell', log: (message) => console.log(`[e2e] ${message}`) });
  const harness = await loadHarness();

  await asPlainVite(async () => {
    await harness.buildStandalone();
    await harness.buildHarness({ console: true });
  }, 'production');

  const servers: Array<Standalone | Harness> = [];
  const closeAll = async () => {
    for (const server of servers.reverse()) await server.close().catch(() => undefined);
  };
  try {
    const standalones: Standalone[] = [];
    const hosts: Harness[] = [];
    for (let worker = 0; worker < E2E_WORKERS; worker++) {
      const standalone = await asPlainVite(() => harness.startStandalone());
      servers.push(standalone);
      standalones.push(standalone);
      const host = await asPlainVite(() => harness.startHarness({ consoleMode: 'build' }));
      servers.push(host);
      hosts.push(host);
    }
    project.provide('standalonePorts', standalones.map((s) => s.port));
    project.provide('harnessUrls', hosts.map((h) => h.url));
    const urls = standalones.map((s, i) => `standalone ${s.url()}, harness ${hosts[i]!.url}`).join('; ');
    console.log(`[e2e] built and started in ${Math.round((Date.now() - started) / 1000)} s: ${urls}`);
  } catch (error) {
    await closeAll();
    throw error;
  }
  return closeAll;
}
