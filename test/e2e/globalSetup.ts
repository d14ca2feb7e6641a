// Once per e2e run: Chromium present, both deployables built, the standalone preview and the host
// harness (with the built micro-app) started on free ports; their URLs go to the tests via provide().
import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { ARTIFACT_DIR, asPlainVite, loadChromium, loadHarness, type Harness, type Standalone } from './support/servers';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The standalone console's port: http://<host>:<port>/cem_platform/ (localhost and 127.0.0.1 brand differently). */
    standalonePort: number;
    /** The host harness with the built micro-app, e.g. http://localhost:PORT/ (ends in '/'). */
    harnessUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now();
  // This run's failure screenshots and logs only (the folder is the CI artifact).
  rmSync(ARTIFACT_DIR, { recursive: true, force: true });
  const { ensureChromium } = await loadChromium();
  ensureChromium({ log: (message) => console.log(`[e2e] ${message}`) });
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
    const standalone = await asPlainVite(() => harness.startStandalone());
    servers.push(standalone);
    const host = await asPlainVite(() => harness.startHarness({ consoleMode: 'build' }));
    servers.push(host);
    project.provide('standalonePort', standalone.port);
    project.provide('harnessUrl', host.url);
    console.log(`[e2e] built and started in ${Math.round((Date.now() - started) / 1000)} s: standalone ${standalone.url()}, harness ${host.url}`);
  } catch (error) {
    await closeAll();
    throw error;
  }
  return closeAll;
}
