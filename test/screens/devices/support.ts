import { act } from '@testing-library/react';
import { mountApp, signIn, waitForPath, type MountedApp } from '../../support/mountApp';

/**
 * For a file of device screen tests: `open(path)` mounts a fresh console on the English tenant,
 * signs in (the operator unless told) and goes to `path`; each test's console is unmounted after it.
 */
export function signedInConsole() {
  let mounted: MountedApp | undefined;
  afterEach(async () => {
    await mounted?.unmount();
    mounted = undefined;
  });
  return async function open(path: string, user = 'operator', password = 'operator123'): Promise<MountedApp> {
    mounted = await mountApp({ path: '/login', hostname: '127.0.0.1' });
    await signIn(mounted, user, password);
    await waitForPath(mounted, '/index');
    await act(async () => mounted!.app.root.navigate(path));
    return mounted;
  };
}
