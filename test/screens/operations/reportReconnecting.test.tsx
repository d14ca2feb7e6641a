import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupMockBackend } from '../../support/backend';
import { mountSignedIn } from '../../support/session';
import { setupUser } from '../../support/user';

// Issue 36 item 4: a report's generation survives its progress asks failing (a dropped network):
// its last known state stays, the screen says it is reconnecting, and it finishes once they answer.
const { server } = setupMockBackend();

describe('report-center on a bad network (issue 36)', () => {
  it('keeps the generation\'s last state through failing progress asks, says it is reconnecting, and finishes once they answer', async () => {
    let down = true;
    const calls = { generate: 0, progress: 0, failed: 0 };
    server.use(
      http.post('*/evcharge/report/generate', () => {
        calls.generate += 1;
        return undefined; // on to the mock
      }),
      http.post('*/evcharge/report/progress', () => {
        calls.progress += 1;
        if (!down) return undefined;
        calls.failed += 1;
        return HttpResponse.error(); // the connection drops: no answer
      }),
    );
    await mountSignedIn('/index/report-center?report=rpt-0001', { user: 'admin' });
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Generate' }));
    expect(await screen.findByTestId('job-reconnecting', {}, { timeout: 5000 })).toHaveTextContent('Reconnecting: the job goes on on the server; its progress shows again once the network is back');
    const status = screen.getByText(/^\d+ of 137 records$/);
    const before = status.textContent;
    await waitFor(() => expect(calls.failed).toBeGreaterThanOrEqual(3), { timeout: 5000 });
    // Still the same job, still running, at its last known state: no error, not restarted.
    expect(screen.getByText(/^\d+ of 137 records$/).textContent).toBe(before);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();

    down = false;
    expect(await screen.findByText(/^Done: \d+ lines, in the history below$/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByTestId('job-reconnecting')).toBeNull();
    expect(calls.generate).toBe(1);
  });
});
