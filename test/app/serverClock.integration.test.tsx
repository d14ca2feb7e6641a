import { screen, waitFor } from '@testing-library/react';
import { setupMockBackend } from '../support/backend';
import { mountAtStore } from '../support/session';

/**
 * The console's now is the server's (issue 38 item 2): a browser whose clock says 2 December
 * shows the world's day (its seed, 1 November 2026 00:00 in China) wherever it needs "now".
 */

// A still world clock: the world stays at its seed however long the test runs.
setupMockBackend({ now: () => 0 });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-02T03:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('the server clock', () => {
  it('opens the play grid on the server day and time, not the browser one', async () => {
    await mountAtStore('/index/playgrid', { user: 'admin', store: 'st-1001-01' });
    expect(await screen.findByText('Lobby screens on Sunday, November 1, 2026 at 00:00')).toBeInTheDocument();
    // Its default period, the week of that day: Monday 26 October to Sunday 1 November, not the browser's week of 2 December.
    expect(screen.getByRole('list', { name: 'Monday, October 26, 2026' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Sunday, November 1, 2026' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Wednesday, December 2, 2026' })).toBeNull();
  });

  it('stamps live data with the server time', async () => {
    await mountAtStore('/index/screen-summary', { user: 'admin', store: 'st-1001-01' });
    await waitFor(() => expect(screen.getByTestId('last-updated')).toHaveTextContent(/^Updated/), { timeout: 10_000 });
    expect(screen.getByTestId('last-updated')).toHaveTextContent(/^Updated 00:00:00 \(every \d+ s\)$/);
  });

  it('times the loading bar with the browser clock: a first answer that teaches the server time sets no month-long timer', async () => {
    const timeout = vi.spyOn(globalThis, 'setTimeout');
    const mounted = await mountAtStore('/index/screen-summary', { user: 'admin', store: 'st-1001-01' });
    await screen.findByTestId('last-updated', {}, { timeout: 10_000 });
    await waitFor(() => expect(mounted.app.root.loading.visible).toBe(false));
    const longest = Math.max(...timeout.mock.calls.map(([, ms]) => Number(ms ?? 0)));
    expect(longest).toBeLessThan(24 * 3600 * 1000); // minutes at most, not the 31 days between the two clocks
  });
});
