import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { chartInstances } from '../support/echartsStandIns';
import { setupMockBackend } from '../support/backend';
import { mountApp, waitForPath } from '../support/mountApp';
import { seedSession } from '../support/session';
import { adminWriter } from '../screens/admin/support';

vi.mock('echarts/core', async () => (await import('../support/echartsStandIns')).core);
vi.mock('echarts/charts', async () => (await import('../support/echartsStandIns')).charts);
vi.mock('echarts/components', async () => (await import('../support/echartsStandIns')).components);
vi.mock('echarts/renderers', async () => (await import('../support/echartsStandIns')).renderers);

const { db, server } = setupMockBackend();
const reloadPage = vi.fn();
beforeEach(() => {
  reloadPage.mockReset();
  chartInstances.length = 0;
});

/** The console at `path`, over what the storage holds. */
async function mountAt(path: string) {
  return mountApp({ path, hostname: '127.0.0.1', overrides: { reloadPage } });
}

/** `user` signed in (a seeded session) on /index, where a sign-in lands. */
async function signedIn(user: string) {
  seedSession(db, user);
  const m = await mountAt('/index');
  await waitForPath(m, '/index');
  return m;
}

/** The portfolio's table rows once its figures are in, by parent did. */
async function portfolioRows(): Promise<HTMLElement[]> {
  // Role queries over the whole shell are slow in jsdom: find the portfolio first, then its table.
  const portfolio = await screen.findByTestId('portfolio');
  const table = await within(portfolio).findByRole('table', { name: 'Parent businesses and their month' });
  await waitFor(() => expect(table.querySelector('tr[data-row-key]')).not.toBeNull());
  return [...table.querySelectorAll<HTMLElement>('tr[data-row-key]')];
}
const rowKeys = (rows: HTMLElement[]) => rows.map((r) => r.getAttribute('data-row-key'));
const cell = (row: HTMLElement, index: number) => row.querySelectorAll('td')[index]!.textContent ?? '';
const COL = { name: 0, stores: 1, energy: 2, carbon: 3, cost: 4, alarms: 5, action: 6 };
/** The newest chart stand-in drawing into `el`, once it has been given its option (effects may trail the render). */
async function chartOf(el: HTMLElement) {
  await waitFor(() => expect([...chartInstances].reverse().find((c) => c.el === el)?.setOption).toHaveBeenCalled());
  return [...chartInstances].reverse().find((c) => c.el === el)!;
}
const en = (value: number, digits: number) => new Intl.NumberFormat('en', { maximumFractionDigits: digits }).format(value);

/** The page admin's portfolio reads under: the first of its pages, the project overview. */
const PORTFOLIO_PID = 'p-project-overview';

/** The pid of every energy read the app sends to `path`, from now on. */
function pidsAsked(path: string): string[] {
  const asked: string[] = [];
  server.use(
    http.post(`*${path}`, async ({ request }) => {
      asked.push(String(((await request.clone().json()) as { pid?: unknown }).pid));
      return undefined;
    }),
  );
  return asked;
}

/** What the mock itself says, computed apart from the app (read under `pid`): admin's parents, located stores, month. */
function expected(pid = PORTFOLIO_PID) {
  const user = db.accounts.verifyCredentials('admin', 'admin123')!;
  const parents = db.businesses.businessesForUser(user.userid).filter((b) => b.businessgrade === 0);
  const located = (did: string) => db.businesses.storesOf(did).filter((s) => s.provincecode !== '' && s.citycode !== '');
  const { dataTo } = db.energy.config(user, { pid, store: located(parents[0]!.did)[0]!.did });
  const month = { start: `${dataTo.slice(0, 7)}-01`, end: dataTo };
  const aggregate = (did: string, period: { start: string; end: string }) =>
    db.energy.aggregate(user, { pid, stores: located(did).map((s) => s.did), groupby: 'store', ...period }).total;
  return { user, parents, located, month, aggregate };
}

describe('/index portfolio (issue 12)', () => {
  it('lists every parent business admin reaches with its store count, this month and open alarms', async () => {
    await signedIn('admin');
    const { user, parents, located, month, aggregate } = expected();
    expect(parents.length).toBe(5);
    const rows = await portfolioRows();
    expect(rowKeys(rows)).toEqual(parents.map((p) => p.did));
    for (const parent of parents) {
      const row = rows.find((r) => r.getAttribute('data-row-key') === parent.did)!;
      expect(cell(row, COL.name)).toContain(parent.name);
      expect(cell(row, COL.stores)).toMatch(new RegExp(`^${located(parent.did).length}`));
    }
    // 中西部数据中心 has a store without a location: said, and left out of the figures.
    const west = rows.find((r) => r.getAttribute('data-row-key') === 'pb-1004')!;
    expect(cell(west, COL.stores)).toContain('+1 without a location');

    // One row's energy is the mock's own aggregation of that parent's stores over the month.
    const east = aggregate('pb-1001', month);
    expect(month).toEqual({ start: '2026-10-01', end: '2026-10-31' });
    const row = rows.find((r) => r.getAttribute('data-row-key') === 'pb-1001')!;
    const previous = aggregate('pb-1001', { start: '2026-09-01', end: '2026-09-30' });
    const change = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(
      (east.tce - previous.tce) / previous.tce,
    );
    expect(cell(row, COL.energy)).toBe(`${en(east.tce, 3)} ${change} vs previous`);
    expect(cell(row, COL.carbon)).toContain(en(east.carbon / 1000, 2));
    expect(screen.getByTestId('portfolio-period')).toHaveTextContent('Figures for October 2026, the latest month with data. Changes compare with the whole previous month (Sep 1 – 30, 2026).');

    // Open alarms: the real-time list's active or acknowledged records of each parent.
    const live = db.tables.require('p-realtime-alerts').rows(user);
    await waitFor(() => {
      for (const parent of parents) {
        const open = live.filter((a) => a.parentbusinessdid === parent.did && ['active', 'acknowledged'].includes(String(a.status))).length;
        const r = document.querySelector<HTMLElement>(`tr[data-row-key="${parent.did}"]`)!;
        expect(cell(r, COL.alarms)).toMatch(new RegExp(`^${open}(\\D|$)`));
      }
    });
    // The map: one bubble per parent, and its text alternative points at the table.
    const chart = await within(screen.getByTestId('portfolio')).findByRole('img', { name: /^Map of the parent businesses.*the table below/ });
    const option = (await chartOf(chart)).setOption.mock.lastCall![0] as { series: Array<{ type: string; data: Array<{ id: string }> }> };
    expect(option.series[0]!.type).toBe('scatter');
    expect(option.series[0]!.data.map((d) => d.id)).toEqual(parents.map((p) => p.did));
  });

  it('sorts by a column, by mouse and by keyboard', async () => {
    const m = await signedIn('admin');
    const { parents, month, aggregate } = expected();
    await portfolioRows();
    const byTce = [...parents].sort((a, b) => aggregate(b.did, month).tce - aggregate(a.did, month).tce).map((p) => p.did);
    expect(byTce).not.toEqual(parents.map((p) => p.did));

    const table = () => within(screen.getByTestId('portfolio')).getByRole('table');
    const header = within(table()).getByRole('columnheader', { name: 'Energy (tce)' });
    await m.user.click(header);
    await waitFor(async () => expect(rowKeys(await portfolioRows())).toEqual(byTce));
    expect(header).toHaveAttribute('aria-sort', 'descending');

    // The header is drawn anew on sorting: take the one on screen now. It is in the tab order;
    // antd reads keyCode, which browsers set and user-event leaves at 0, hence fireEvent here.
    const focused = within(table()).getByRole('columnheader', { name: 'Energy (tce)' });
    expect(focused).toHaveAttribute('tabindex', '0');
    focused.focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(async () => expect(rowKeys(await portfolioRows())).toEqual([...byTce].reverse()));
    expect(within(table()).getByRole('columnheader', { name: 'Energy (tce)' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('opening a parent business makes it current through the store rules: habit saved, page reloaded', async () => {
    let m = await signedIn('admin');
    const before = await portfolioRows();
    // Role queries within the row: over the whole shell they take seconds in jsdom.
    const target = before.find((r) => r.getAttribute('data-row-key') === 'pb-1002')!;
    await m.user.click(within(target).getByRole('button', { name: 'Open 华南连锁商超' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(m.app.root.project.currentParent).toBe('pb-1002');
    expect(m.app.root.habit.habit.currentParentbusiness).toBe('pb-1002');

    // After the reload it is marked current, and its action is the store picker.
    await m.unmount();
    m = await mountAt('/index'); // the reload: the session is still in storage
    const rows = await portfolioRows();
    const south = rows.find((r) => r.getAttribute('data-row-key') === 'pb-1002')!;
    expect(within(south).getByText('Current')).toBeInTheDocument();
    await m.user.click(within(south).getByRole('button', { name: 'Choose a store in 华南连锁商超' }));
    await waitFor(() => expect(m.app.root.project.dialog).toBe('store'));
    const title = await screen.findByText('Choose a project');
    expect(title.closest('[role="dialog"]')).toHaveAccessibleName('Choose a project');
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('a click on a bubble opens that parent business too', async () => {
    const m = await signedIn('admin');
    await portfolioRows();
    const chart = await within(screen.getByTestId('portfolio')).findByRole('img', { name: /^Map of the parent businesses/ });
    const instance = await chartOf(chart);
    act(() => instance.clickItem({ id: 'pb-1003' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(m.app.root.project.currentParent).toBe('pb-1003');
  });

  it('shows the error with a retry when the figures fail, and n/a when only the alarms do', async () => {
    let failures = 1;
    server.use(
      http.post('*/sfsaas/api/analysis/aggquerys', () => (failures-- > 0 ? HttpResponse.json({ status: -1, message: 'down', result: null }) : undefined)),
      http.post('*/sfsaas/api/filter/query', async ({ request }) => {
        const body = (await request.clone().json()) as { pid?: string };
        return body.pid === 'p-realtime-alerts' ? HttpResponse.json({ status: -1, message: 'down', result: null }) : undefined;
      }),
    );
    const m = await signedIn('admin');
    const message = await screen.findByText("The parent businesses' figures could not be loaded.");
    const alert = message.closest<HTMLElement>('[role="alert"]')!;
    await m.user.click(within(alert).getByRole('button', { name: 'Retry' }));
    const rows = await portfolioRows();
    expect(rows).toHaveLength(5);
    await waitFor(() => expect(cell(rows[0]!, COL.alarms)).toBe('n/a'));
    expect(screen.getByText('The open alarms could not be loaded, so that column shows n/a.')).toBeInTheDocument();
  });

  it('shows no alarms column to a user whose menu holds no real-time alerts, and asks for none (issue 35 item 4)', async () => {
    const role = db.admin.roles.create(adminWriter(db), 'Energy home');
    // Only home: the portfolio reads its month under the page of it the user may view.
    db.admin.roles.grant(adminWriter(db), role.name, ['a:p-home:view'], [], { sent: role.version });
    db.access.book.assign('u-1001', [role.name]);
    const asked: string[] = [];
    server.use(
      http.post('*/sfsaas/api/filter/query', async ({ request }) => {
        const body = (await request.clone().json()) as { pid?: string };
        if (body.pid === 'p-realtime-alerts') asked.push(body.pid);
        return undefined;
      }),
    );
    const configs = pidsAsked('/sfsaas/api/analysis/config');
    const aggregations = pidsAsked('/sfsaas/api/analysis/aggquerys');
    await signedIn('admin');
    const rows = await portfolioRows();
    const { parents, month, aggregate } = expected('p-home');
    expect(rows.length).toBe(parents.length);
    const east = rows.find((r) => r.getAttribute('data-row-key') === 'pb-1001')!;
    expect(cell(east, COL.energy)).toContain(en(aggregate('pb-1001', month).tce, 3));
    const table = screen.getByRole('table', { name: 'Parent businesses and their month' });
    const headers = [...table.querySelectorAll('th')].map((th) => th.textContent);
    expect(headers.some((text) => text?.includes('Open alarms'))).toBe(false);
    expect(headers.some((text) => text?.includes('Energy'))).toBe(true);
    expect(asked).toEqual([]);
    expect(configs).toEqual(['p-home']);
    expect([...new Set(aggregations)]).toEqual(['p-home']);
  });

  it('keeps the welcome card, and reads no figures, for a user who may view no page of the portfolio', async () => {
    const role = db.admin.roles.create(adminWriter(db), 'Bill readers');
    db.admin.roles.grant(adminWriter(db), role.name, ['a:p-bill-managemant:view'], [], { sent: role.version });
    db.access.book.assign('u-1001', [role.name]);
    const configs = pidsAsked('/sfsaas/api/analysis/config');
    const aggregations = pidsAsked('/sfsaas/api/analysis/aggquerys');
    const m = await signedIn('admin');
    expect(await screen.findByRole('heading', { name: /^Welcome, / })).toBeInTheDocument();
    expect(m.app.root.project.parents.length).toBe(5);
    expect(m.app.root.project.hasProject).toBe(false);
    expect(screen.queryByTestId('portfolio')).not.toBeInTheDocument();
    expect(screen.queryByText("The parent businesses' figures could not be loaded.")).not.toBeInTheDocument();
    expect(configs).toEqual([]);
    expect(aggregations).toEqual([]);
  });

  it('operator (one parent business, one store) gets no portfolio and goes to work as before', async () => {
    const m = await signedIn('operator');
    expect(await screen.findByRole('heading', { name: /^Welcome, / })).toBeInTheDocument();
    expect(screen.queryByTestId('portfolio')).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Parent businesses and their month' })).not.toBeInTheDocument();
    expect(m.app.root.project.currentStore).toBe('st-1005-01');
  });
});
