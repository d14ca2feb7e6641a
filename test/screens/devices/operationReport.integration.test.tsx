import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { OperationReport } from '../../../src/api/devices/types';
import type { Envelope } from '../../../src/api/types';
import { setupMockBackend } from '../../support/backend';
import { signedInConsole } from './support';
import { adminWriter } from '../admin/support';

// ECharts itself is not what this flow checks (the chart's table view is): its stand-ins keep the test cheap.
vi.mock('echarts/core', async () => (await import('../../support/echartsStandIns')).core);
vi.mock('echarts/charts', async () => (await import('../../support/echartsStandIns')).charts);
vi.mock('echarts/components', async () => (await import('../../support/echartsStandIns')).components);
vi.mock('echarts/renderers', async () => (await import('../../support/echartsStandIns')).renderers);

const { server, db } = setupMockBackend();
const open = signedInConsole();

/** A KPI card's figure by its title. */
const kpi = (title: string) => screen.getAllByText(title, { exact: true }).map((el) => el.closest('.cem-card')).find((c) => c?.querySelector('.cem-card-body'))!.querySelector('.cem-card-body')!.textContent;
const rows = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);

describe('device-operation-report (issue 22)', () => {
  it('shows a week’s figures by type and device, follows the type and period in the URL, charts them and exports what is filtered', async () => {
    const m = await open('/index/device-operation-report?period=week&from=2026-10-19');
    await waitFor(() => expect(rows('Operation by device type').length).toBeGreaterThan(1));
    expect(kpi('Devices')).toBe('1,271');
    expect(kpi('Running hours')).toBe('116,647h');
    expect(kpi('Commands')).toBe('624608 confirmed · 10 failed · 6 timed out');
    expect(kpi('Online rate')).toBe('100.0%');
    // The simulated now on the store's clock (the test's seconds of simulated time pass too).
    expect(screen.getByText(/^Figures up to /).textContent).toMatch(/^Figures up to 2026-11-01 00:0\d \(store time\)$/);

    // One type: the URL keeps it, the figures and the rows follow.
    await m.user.click(screen.getByLabelText('Device type'));
    await m.user.click(await screen.findByTitle('Split AC'));
    await waitFor(() => expect(m.path()).toContain('type=ac%3A2'));
    await waitFor(() => expect(rows('Operation by device type')).toHaveLength(1));
    expect(rows('Operation by device type')[0]!.textContent).toBe('Split AC20517,420.841,2761,276324311103100.0%');
    expect(rows('Operation by device').every((row) => row.textContent?.includes('Split AC'))).toBe(true);
    // Units left on around the clock (computer rooms, a few others) ran the whole week.
    const longest = within(screen.getByRole('list', { name: 'Longest running devices' })).getAllByRole('listitem');
    expect(longest).toHaveLength(10);
    expect(longest[0]).toHaveTextContent(/^1\. .+168 h$/);

    // The week before, then its days as the chart's table.
    await m.user.click(screen.getByRole('button', { name: 'Previous period' }));
    await waitFor(() => expect(m.path()).toContain('from=2026-10-12'));
    await waitFor(() => expect(kpi('Running hours')).toBe('17,690.5h'));
    await m.user.click(screen.getByRole('button', { name: 'Table view' }));
    const days = within(await screen.findByRole('table', { name: 'Running hours and commands' })).getAllByRole('row').slice(1);
    expect(days.map((row) => row.textContent)).toHaveLength(7);
    expect(days[0]).toHaveTextContent(/^10-12.*2,553\.08.*64/);

    // The export reads the same filters with the export permission: every split AC, one row each.
    const created: Blob[] = [];
    const bodies: Array<Record<string, unknown>> = [];
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: (blob: Blob) => (created.push(blob), 'blob:report') });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    server.use(http.post('*/bwp/v1/operationreport', async ({ request }) => void bodies.push((await request.clone().json()) as Record<string, unknown>)));
    await m.user.click(screen.getByRole('button', { name: /Export/ }));
    await m.user.click(await screen.findByText('CSV file (.csv)'));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(bodies.at(-1)).toMatchObject({ pid: 'p-device-operation-report', store: 'st-1005-01', from: '2026-10-12', to: '2026-10-18', interval: 'day', type: 'ac:2', export: true });
    const lines = (await created[0]!.text()).split(/\r?\n/).filter((line) => line.trim() !== '');
    expect(lines[0]).toContain('Running hours (h)');
    expect(lines.slice(1).every((line) => line.includes('Split AC'))).toBe(true);
    expect(lines).toHaveLength(1 + 205);
  });

  it('a reader (view only, by address): the load error with a retry, then the figures without export, and the empty state', async () => {
    // The seeded viewer's menu holds energy, devices and bills only (the menu is what one may open): a role of one view here.
    const reader = db.admin.roles.create(adminWriter(db), 'Report reader');
    db.admin.roles.grant(adminWriter(db), reader.name, ['a:p-device-operation-report:view'], [], { sent: reader.version });
    db.access.book.assign('u-1004', [reader.name]);
    const failed: Envelope<null> = { status: -1, message: 'report engine unavailable', result: null };
    server.use(http.post('*/bwp/v1/operationreport', () => HttpResponse.json(failed), { once: true }));
    const m = await open('/index/device-operation-report', 'viewer');
    expect(await screen.findByText('The operation report could not be loaded')).toBeInTheDocument();
    await m.user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rows('Operation by device type').length).toBeGreaterThan(1));
    expect(kpi('Devices')).toBe('1,271');
    // No period in the URL: the store's current week (its today is 1 November).
    expect(screen.getByRole('textbox', { name: 'Week' })).toHaveValue('2026-10-26 – 2026-11-01');
    expect(m.path()).not.toContain('from=');
    expect(screen.queryByRole('button', { name: /Export/ })).not.toBeInTheDocument();

    // A type the store has none of.
    const none = { devices: 0, runningHours: 0, starts: 0, stops: 0, commands: 0, confirmed: 0, failed: 0, timeout: 0, pending: 0, onlineRate: null };
    const empty: Envelope<OperationReport> = {
      status: 0, message: '',
      result: { store: 'st-1005-01', zone: 'Asia/Shanghai', today: '2026-11-01', firstDay: '2026-08-01', from: '2026-10-26', to: '2026-11-01', interval: 'day', now: '2026-10-31T16:00:00.000Z', totals: none, types: [], devices: [], buckets: [] },
    };
    server.use(http.post('*/bwp/v1/operationreport', () => HttpResponse.json(empty), { once: true }));
    await m.user.click(screen.getByLabelText('Device type'));
    await m.user.click(await screen.findByTitle('Charging point'));
    expect(await screen.findByText('No device of this type in the store')).toBeInTheDocument();
    expect(kpi('Online rate')).toBe('–');
  });
});
