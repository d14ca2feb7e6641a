// Debian's Chromium for the browser tests and the bench: found, or installed with apt when we
// are root on Debian, or a clear message of what to install. Browser downloads do not work here.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].filter(Boolean);

/** Launch flags that work on these machines (no sandbox as root, no background network). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export function findChromium() {
  return CANDIDATES.find((p) => existsSync(p));
}

/** Returns the Chromium path, installing Debian's package first when it is missing and we can. */
export function ensureChromium({ log = console.log } = {}) {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    throw new Error(
      'No Chromium found for the browser tests. Install Debian\'s package (`sudo apt-get install -y chromium`) ' +
        'or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
  }
  log('Chromium is missing: installing Debian\'s chromium package (apt-get)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  const installed = findChromium();
  if (!installed) throw new Error('apt-get installed chromium but no binary was found at /usr/bin/chromium.');
  return installed;
}

/** Launches headless Chromium with playwright-core. */
export async function launchChromium(extraArgs = []) {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: ensureChromium(), args: [...CHROMIUM_ARGS, ...extraArgs] });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Chromium: ${ensureChromium()}`);
}
