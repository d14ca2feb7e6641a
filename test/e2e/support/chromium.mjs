// Debian's Chromium for the browser tests and the bench: found, or installed with apt when we
// are root on Debian, or a clear message of what to install. Browser downloads do not work here.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Two builds of the same Chromium. The tests run in the old headless shell (Debian's
 * `chromium-headless-shell`, what playwright itself runs headless tests in): the same Blink and
 * V8 without the browser around them; the e2e suite used 627 core-seconds in it against 702 in
 * the full browser. The bench measures the full browser, the one users run.
 */
const FLAVOURS = {
  shell: { binaries: ['/usr/bin/chromium-headless-shell'], debianPackage: 'chromium-headless-shell' },
  full: { binaries: ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'], debianPackage: 'chromium' },
};

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

/** `CHROMIUM_PATH` when set, else the flavour's binary when installed. */
export function findChromium(flavour = 'full') {
  return [process.env.CHROMIUM_PATH, ...FLAVOURS[flavour].binaries].find((p) => p && existsSync(p));
}

/**
 * Returns the Chromium path of a flavour (`shell` for tests, `full` for the bench), installing
 * its Debian package first when it is missing and we can; a shell that cannot be installed falls
 * back to an installed full browser.
 */
export function ensureChromium({ flavour = 'full', log = console.log } = {}) {
  const found = findChromium(flavour);
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  const { debianPackage } = FLAVOURS[flavour];
  if (!isRoot || !hasApt) {
    const fallback = flavour === 'shell' ? findChromium('full') : undefined;
    if (fallback) return fallback;
    throw new Error(
      `No Chromium found for the browser tests. Install Debian's package (\`sudo apt-get install -y ${debianPackage}\`) ` +
        'or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
  }
  log(`Chromium is missing: installing Debian's ${debianPackage} package (apt-get)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', debianPackage], { stdio: 'inherit', env });
  const installed = findChromium(flavour);
  if (!installed) throw new Error(`apt-get installed ${debianPackage} but none of ${FLAVOURS[flavour].binaries.join(', ')} is there.`);
  return installed;
}

/** Launches headless Chromium of a flavour with playwright-core (the bench: `full`, the default). */
export async function launchChromium(extraArgs = [], { flavour = 'full' } = {}) {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: ensureChromium({ flavour }), args: [...CHROMIUM_ARGS, ...extraArgs] });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Chromium for tests: ${ensureChromium({ flavour: 'shell' })}; for the bench: ${ensureChromium({ flavour: 'full' })}`);
}
