import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupMockBackend } from '../../support/backend';
import { mountApp, signIn, waitForPath, type MountedApp } from '../../support/mountApp';

setupMockBackend();
let mounted: MountedApp | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

async function operatorAt(path: string) {
  mounted = await mountApp({ path: '/login', hostname: '127.0.0.1' });
  await signIn(mounted, 'operator', 'operator123');
  await waitForPath(mounted, '/index');
  await act(async () => mounted!.app.root.navigate(path));
  return mounted;
}

describe('common-ac/:actype (issue 13)', () => {
  it('lists the store\'s units live; a command shows sent, then the device\'s answer, and the row follows the device', async () => {
    await operatorAt('/index/common-ac/1');
    const table = await screen.findByRole('table', {}, { timeout: 15_000 });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), { timeout: 15_000 });
    expect(screen.getByTestId('last-updated')).toHaveTextContent(/Updated/);

    // The first unit that takes commands and is running.
    const rows = within(table).getAllByRole('row').slice(1);
    const row = rows.find((r) => within(r).queryByText('On') && !within(r).queryByRole('checkbox')?.hasAttribute('disabled'))!;
    expect(row).toBeDefined();
    const user = userEvent.setup();
    await user.click(within(row).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    await within(row).findByText(/Sent, waiting for the device|Confirmed/);
    // The mock's device answers within 3 s; the tracker asks every second.
    await within(row).findByText('Confirmed', {}, { timeout: 8_000 });
    await waitFor(() => expect(within(row).getByText('Off')).toBeInTheDocument(), { timeout: 5_000 });
    expect(screen.getByTestId('batch-results')).toHaveTextContent('1 confirmed');
  }, 40_000);

  it('offline units cannot be chosen and say why', async () => {
    await operatorAt('/index/common-ac/2');
    const table = await screen.findByRole('table', {}, { timeout: 15_000 });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), { timeout: 15_000 });
    const offline = within(table).queryAllByText(/^(Offline|Unknown)$/);
    expect(offline.length).toBeGreaterThan(0);
    for (const tag of offline) {
      const checkbox = within(tag.closest('tr')!).getByRole('checkbox');
      expect(checkbox).toBeDisabled();
    }
  }, 30_000);
});
