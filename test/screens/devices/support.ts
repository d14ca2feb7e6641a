import type { MountedApp } from '../../support/mountApp';
import { mountSignedIn } from '../../support/session';

/**
 * For a file of device (and billing) screen tests: `open(path)` mounts a fresh console on the
 * English tenant at `path` with the user (the operator unless told) already signed in (a seeded
 * session in the file's mock backend); each test's console is unmounted after it.
 */
export function signedInConsole() {
  let mounted: MountedApp | undefined;
  afterEach(async () => {
    await mounted?.unmount();
    mounted = undefined;
  });
  return async function open(path: string, user = 'operator', password?: string): Promise<MountedApp> {
    mounted = await mountSignedIn(path, { user, password });
    return mounted;
  };
}
