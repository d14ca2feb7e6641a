import { screen } from '@testing-library/react';
import { SCREEN_REGISTRY } from '../../src/app/screens';
import type { ScreenModule } from '../../src/loader/registry';
import { setupMockBackend } from '../support/backend';
import { findScreen } from '../support/mountApp';
import { mountSignedIn } from '../support/session';
import { giveTestRole } from '../support/testRole';

const { db } = setupMockBackend();

/** The operator (one store, no picker) at `path`; given a role made for the test over the stores page, outside its menu. */
async function operatorAt(path: string, registry = SCREEN_REGISTRY) {
  giveTestRole(db, 'u-1002', 'Store keepers', { 'p-store-management': ['view'] });
  return mountSignedIn(path, { user: 'operator', overrides: { registry } });
}

describe('page loader in the app (spec §2, §8)', () => {
  it('resolves the route through the manifest and shows its screen', async () => {
    await operatorAt('/index/store-management');
    expect(await findScreen('store-management')).toBeInTheDocument();
    expect(screen.queryByTestId('page-load-error')).not.toBeInTheDocument();
  });

  it('a failing screen shows loadFail with the reason and a retry button that loads it again', async () => {
    let attempts = 0;
    const flaky = async (): Promise<ScreenModule> => {
      attempts += 1;
      if (attempts === 1) throw new Error('boom in module');
      return import('../../src/loader/PlaceholderScreen');
    };
    const m = await operatorAt('/index/carbon-home', { ...SCREEN_REGISTRY, 'screens/carbon-home': flaky });
    const error = await screen.findByTestId('page-load-error');
    expect(error).toHaveTextContent('The page failed to load: boom in module');
    await m.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('placeholder-screen')).toHaveTextContent('carbon-home');
    expect(attempts).toBe(2);
  });

  it('a malformed baseFilter says so and the page still works', async () => {
    await operatorAt('/index/store-management?menutype=2&baseFilter=%7Bnot-json');
    expect(await screen.findByText(/not a valid list; the page is shown without it/)).toBeInTheDocument();
    expect(await findScreen('store-management')).toBeInTheDocument();
  });
});
