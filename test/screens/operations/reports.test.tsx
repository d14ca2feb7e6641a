import { screen, waitFor, within } from '@testing-library/react';
import { strFromU8, unzipSync } from 'fflate';
import { mockDb, setupMockBackend } from '../../support/backend';
import type { MountedApp } from '../../support/mountApp';
import { mountSignedIn } from '../../support/session';
import { choose } from '../../support/select';
import { setupUser } from '../../support/user';
import { giveTestRole } from '../../support/testRole';

setupMockBackend();

async function open(path: string, user = 'admin'): Promise<MountedApp> {
  return mountSignedIn(path, { user });
}

const kpi = (title: string) => screen.getByText(title).closest<HTMLElement>('.cem-card')!;
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));

describe('oper-main-stat-repo (issue 24)', () => {
  it('counts the fault tickets by type, station and month, as the list filtered alike', async () => {
    await open('/index/oper-main-stat-repo');
    const byStation = await screen.findByRole('table', { name: 'By station' });
    expect(within(kpi('Fault tickets')).getByText('137')).toBeInTheDocument();
    expect(rowsOf(byStation).slice(0, 2)).toEqual([['广州万达充电站', '29'], ['厦门东站充电站', '25']]);
    expect(rowsOf(screen.getByRole('table', { name: 'By month' }))).toEqual([['2026-08', '34'], ['2026-09', '46'], ['2026-10', '57']]);
    expect(rowsOf(screen.getByRole('table', { name: 'By fault type' }))[0]).toEqual(['Module over-temperature', '44']);

    await choose(document.body, 'Station', '广州万达充电站');
    await waitFor(() => expect(within(kpi('Fault tickets')).getByText('29')).toBeInTheDocument());
    expect(window.location.search).toBe('?station=cs-0003');
    await choose(document.body, 'Fault type', 'Module over-temperature');
    await waitFor(() => expect(window.location.search).toBe('?station=cs-0003&type=overTemp'));
    // The fault tickets list filtered by 广州万达充电站 and module over-temperature shows 999 (mock test: the same count).
    await waitFor(() => expect(within(kpi('Fault tickets')).getByText('12')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: /export/i })).toBeEnabled();
  });
});

describe('technical-transformation-report (issue 24)', () => {
  it('states the method and shows each retrofit before and after in equal windows', async () => {
    await open('/index/technical-transformation-report');
    const table = await screen.findByRole('table', { name: 'Retrofitted piles before and after' });
    expect(screen.getByText(/^Method: for each retrofitted pile, two equal windows of 30 whole days/)).toBeInTheDocument();
    const row = within(table).getByRole('cell', { name: 'CS330100008-01' }).closest('tr')!;
    expect(within(row).getByText('2026-08-17 – 2026-09-15: 2 faults, 393 sessions, 15,213.04 kWh, 0.51 per 100 sessions')).toBeInTheDocument();
    expect(within(row).getByText('2026-09-16 – 2026-10-15: 1 fault, 374 sessions, 13,713.16 kWh, 0.27 per 100 sessions')).toBeInTheDocument();
    expect(within(row).getByText('Firmware upgraded')).toBeInTheDocument();
  });
});

describe('report-center (issue 24)', () => {
  it('generates a report with progress; its file appears in the history to download', async () => {
    await open('/index/report-center');
    const catalogue = await screen.findByRole('table', { name: 'Reports' });
    expect(rowsOf(catalogue).map((r) => r[0])).toEqual(['Fault tickets by month', 'Station energy by day']);
    expect(await screen.findByText('No report generated yet')).toBeInTheDocument();
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Choose Fault tickets by month' }));
    expect(window.location.search).toBe('?report=rpt-0001');
    await choose(document.body, 'Station', '杭州公交枢纽充电站');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Done: 7 lines, in the history below', {}, { timeout: 5000 })).toBeInTheDocument();
    // Followed through the job kit: four progress asks of 2, 4, 6 and 7 of the 7 records (mock test), the bar full at the end.
    expect(screen.getByRole('progressbar', { name: 'Generation progress' })).toHaveAttribute('aria-valuenow', '100');
    const history = await screen.findByRole('table', { name: 'Generated files' });
    await waitFor(() => expect(rowsOf(history)).toHaveLength(1));
    // A signed link of the session (a download sends no session header): fetched below without one.
    const link = await within(history).findByRole('link', { name: 'Download rpt-0001_2026-08_2026-10_cs-0008.xlsx' });
    expect(link.getAttribute('href')).toMatch(/^\/vt\/staticfile\/get\?did=file-[0-9a-f]{32}&exp=\d+&sig=[\w-]+$/);
    expect(link).toHaveAttribute('download', 'rpt-0001_2026-08_2026-10_cs-0008.xlsx');
    const response = await fetch(new URL(link.getAttribute('href')!, window.location.origin).toString());
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    // An Excel workbook: the sheet's first line of records, strings inline, the ticket times date cells.
    const sheet = strFromU8(unzipSync(new Uint8Array(await response.arrayBuffer()))['xl/worksheets/sheet1.xml']!);
    const row2 = /<row r="2">(.*?)<\/row>/.exec(sheet)![1]!;
    expect([...row2.matchAll(/<t>(.*?)<\/t>/g)].map((m) => m[1])).toEqual(['GZ2026090100049', '杭州公交枢纽充电站', 'CS330100008-01', 'overTemp', 'resolved']);
    expect([...row2.matchAll(/<c r="([FG]2)" s="3"><v>/g)].map((m) => m[1])).toEqual(['F2', 'G2']);
    expect(/<row r="9">/.test(sheet)).toBe(false);
    expect(rowsOf(history)[0]!.slice(0, 3)).toEqual(['Fault tickets by month', '2026-08 – 2026-10 · 杭州公交枢纽充电站 · All', '7']);

    // Another report starts from its own parameters, without a fault type to choose.
    await user.click(screen.getByRole('button', { name: 'Choose Station energy by day' }));
    expect(window.location.search).toBe('?report=rpt-0002');
    expect(await screen.findByText('Generate: Station energy by day')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Fault type' })).toBeNull();
  });
});

describe('report-center cancel (issue 24)', () => {
  it('cancels a running generation: the status says so and no file joins the history', async () => {
    await open('/index/report-center?report=rpt-0001');
    expect(await screen.findByText('No report generated yet')).toBeInTheDocument();
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Generate' }));
    // All 137 fault tickets: four progress asks 400 ms apart, so Cancel is there while it runs.
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(/^Cancelled after \d+ of 137 records: no file was made$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
    expect(screen.getByText('No report generated yet')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Generated files' })).toBeNull();
  });

  it('does not let a user without the export right generate', async () => {
    // The maintainer's menu holds no asset reports: a role made for the test views the page, without export.
    giveTestRole(mockDb(), 'u-1003', 'Report readers', { 'p-asset-report-center': ['view', 'control'] });
    await open('/index/report-center?report=rpt-0001', 'maintainer');
    expect(await screen.findByText('Generate: Fault tickets by month')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Generate' })).toBeDisabled());
  });
});

describe('add-report (issue 24)', () => {
  it('lets the operator define a report; a user without the add right only looks', async () => {
    const operator = await open('/index/add-report', 'operator');
    const user = setupUser();
    await user.type(await screen.findByRole('textbox', { name: 'Report name' }), 'Operator faults');
    await user.click(screen.getByRole('button', { name: 'Save to the catalogue' }));
    expect(await screen.findByText(/^Saved to the report centre: Operator faults/)).toBeInTheDocument();
    await operator.unmount();

    await open('/index/add-report', 'maintainer');
    await user.type(await screen.findByRole('textbox', { name: 'Report name' }), 'Maintainer faults');
    expect(await screen.findByText('You can look at the templates; saving a report needs the add permission of this page')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save to the catalogue' })).toBeDisabled();
  });

  it('saves a report from a template to the report centre’s catalogue', async () => {
    await open('/index/add-report');
    const user = setupUser();
    await user.type(await screen.findByRole('textbox', { name: 'Report name' }), 'Hangzhou faults');
    await choose(document.body, 'Station', '杭州公交枢纽充电站');
    await user.click(screen.getByRole('button', { name: 'Save to the catalogue' }));
    expect(await screen.findByText('Saved to the report centre: Hangzhou faults (2026-08 – 2026-10 · 杭州公交枢纽充电站 · All)')).toBeInTheDocument();
  });
});
