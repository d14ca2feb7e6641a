// Typed access to the plain-JS helpers the suite drives: the host harness (mock/host/harness.mjs)
// and the Chromium finder (./chromium.mjs). They are imported by URL so TypeScript takes the
// interfaces below instead of an implicit `any` (the project does not type-check JS).
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';

/** Failure screenshots and console logs: test-results/e2e/, the CI artifact folder. */
export const ARTIFACT_DIR = fileURLToPath(new URL('../../../test-results/e2e', import.meta.url));

export interface Harness {
  /** The host's URL, ending in '/'. */
  url: string;
  consoleUrl: string;
  close(): Promise<void>;
}

export interface Standalone {
  port: number;
  url(hostname?: string): string;
  close(): Promise<void>;
}

export interface HarnessModule {
  freePort(): Promise<number>;
  buildHarness(options?: { console?: boolean; quiet?: boolean }): Promise<void>;
  startHarness(options?: {
    consoleMode?: 'dev' | 'build';
    hostPort?: number;
    consolePort?: number;
    hostname?: string;
    quiet?: boolean;
  }): Promise<Harness>;
  buildStandalone(options?: { quiet?: boolean }): Promise<void>;
  startStandalone(options?: { port?: number; quiet?: boolean }): Promise<Standalone>;
}

/** `shell`: the old headless shell the tests run in; `full`: the browser the bench measures. */
export type ChromiumFlavour = 'shell' | 'full';

export interface ChromiumModule {
  CHROMIUM_ARGS: string[];
  ensureChromium(options?: { flavour?: ChromiumFlavour; log?: (message: string) => void }): string;
  launchChromium(extraArgs?: string[], options?: { flavour?: ChromiumFlavour }): Promise<Browser>;
}

const HARNESS_URL = new URL('../../../mock/host/harness.mjs', import.meta.url).href;
const CHROMIUM_URL = new URL('./chromium.mjs', import.meta.url).href;

export async function loadHarness(): Promise<HarnessModule> {
  return (await import(/* @vite-ignore */ HARNESS_URL)) as HarnessModule;
}

export async function loadChromium(): Promise<ChromiumModule> {
  return (await import(/* @vite-ignore */ CHROMIUM_URL)) as ChromiumModule;
}

/**
 * Runs Vite (build or server start) with the environment `npm run build` / `npm run preview` have:
 * without VITEST (vite.config.ts leaves the mock backend out under vitest) and, for builds,
 * NODE_ENV=production (vitest sets `test`, which would make Vite bundle React's development build).
 */
export async function asPlainVite<T>(run: () => Promise<T>, nodeEnv?: 'production'): Promise<T> {
  return withEnv({ VITEST: undefined, ...(nodeEnv ? { NODE_ENV: nodeEnv } : {}) }, run);
}

/** The built standalone console, started with `env` set (vite.config.ts and the mock read it as they start). */
export async function startStandaloneWith(env: Record<string, string>): Promise<Standalone> {
  const harness = await loadHarness();
  return withEnv(env, () => asPlainVite(() => harness.startStandalone()));
}

/** Runs `run` with these variables set (undefined: unset), then puts back what was there. */
async function withEnv<T>(env: Record<string, string | undefined>, run: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  const put = (values: Record<string, string | undefined>) => {
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
  put(env);
  try {
    return await run();
  } finally {
    put(saved);
  }
}
