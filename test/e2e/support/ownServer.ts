// `npm run mock:server` as a separate process, and the built standalone console started with
// CEM_API_TARGET pointing at it (its preview proxies the API there; no mock inside it).
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadHarness, startStandaloneWith, type Standalone } from './servers';

const ENTRY = fileURLToPath(new URL('../../../mock/server/start.mjs', import.meta.url));

export interface OwnServer {
  /** The mock's own origin, e.g. http://127.0.0.1:8787. */
  origin: string;
  process: ChildProcess;
  /** Everything the process printed. */
  output: string[];
  stop(): Promise<void>;
}

/** Spawns the mock server on a free port and resolves once it says it answers. */
export async function startOwnServer(): Promise<OwnServer> {
  const { freePort } = await loadHarness();
  const port = await freePort();
  const output: string[] = [];
  const child = spawn(process.execPath, [ENTRY], { env: { ...process.env, CEM_MOCK_PORT: String(port), VITEST: undefined }, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`mock:server did not start in 60 s:\n${output.join('')}`)), 60_000);
    const read = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (output.join('').includes('answers on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`mock:server exited (${code}):\n${output.join('')}`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    process: child,
    output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The built standalone console whose preview proxies the API to `target` (vite.config.ts reads CEM_API_TARGET when it starts). */
export function startConsoleAgainst(target: string): Promise<Standalone> {
  return startStandaloneWith({ CEM_API_TARGET: target });
}
