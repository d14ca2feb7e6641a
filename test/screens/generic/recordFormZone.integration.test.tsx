// End to end through the mock: a Shanghai store's maintenance record edited in a New York browser
// opens at Shanghai's wall clock, and the wall clock picked is stored as Shanghai's instant (issue 24).
import { act, screen, waitFor } from '@testing-library/react';
import { setupMockBackend } from '../../support/backend';
import { waitForPath } from '../../support/mountApp';
import { mountAtStore } from '../../support/session';

process.env.TZ = 'America/New_York';

setupMockBackend();

const pid = 'p-maintenance-records';

describe('the record form of a Shanghai store in a New York browser', () => {
  it('opens an end of 2026-10-31T16:30Z at 2026-11-01 00:30; 00:45 picked is stored as 16:45Z', async () => {
    const m = await mountAtStore(`/index/common-page/${pid}`, { user: 'admin', store: 'st-1001-01' });
    const { api, locale } = m.app.root;
    expect(locale.timeZone).toBe('Asia/Shanghai');
    const page = await api.filter.query<Record<string, unknown>>({ pid, page: 1, pagesize: 50 });
    const record = page.data.find((r) => typeof r.starttime === 'string' && r.starttime < '2026-10-30');
    const did = String(record!.did);
    await api.filter.update({ pid, did, cmd: { endtime: '2026-10-31T16:30:00.000Z' } });

    await act(async () => m.app.root.navigate(`/index/detail/${pid}/${did}/edit`));
    const end = await screen.findByLabelText('End');
    expect(end).toHaveValue('2026-11-01 00:30:00');
    await m.user.clear(end);
    // Enter commits the typed date and time, and submits the form as any field's Enter does.
    await m.user.type(end, '2026-11-01 00:45:00{Enter}');
    await waitForPath(m, /\/view$/);
    await waitFor(async () => {
      const saved = await api.filter.query<Record<string, unknown>>({ pid, page: 1, pagesize: 1, filter: { did } });
      expect(saved.data[0]?.endtime).toBe('2026-10-31T16:45:00.000Z');
    });
  });
});
