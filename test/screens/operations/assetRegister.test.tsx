import { screen, waitFor, within } from '@testing-library/react';
import { getInstanceByDom } from 'echarts/core';
import { strFromU8, unzipSync } from 'fflate';
import { http, HttpResponse } from 'msw';
import { mockDb, setupMockBackend } from '../../support/backend';
import type { MountedApp } from '../../support/mountApp';
import { mountSignedIn } from '../../support/session';
import { choose } from '../../support/select';
import { setupUser } from '../../support/user';

const { server } = setupMockBackend();

async function open(path: string): Promise<MountedApp> {
  return mountSignedIn(path, { user: 'admin' });
}

/** A KPI card by its title (the first text so named: the KPI row is on top). */
const kpi = (title: string) => screen.getAllByText(title)[0]!.closest<HTMLElement>('.cem-card')!;
/** A chart's card by its title. */
const card = (title: string) => screen.getAllByText(title).find((e) => e.closest('.cem-card-head'))!.closest<HTMLElement>('.cem-card')!;
/** A chart (its canvas host) by the start of its text alternative. */
const chart = (title: string) => screen.findByRole('img', { name: (name) => name.startsWith(`${title}: `) });
/** The data of a chart's first bar series (or its donut's values), as ECharts holds it. */
async function drawn(title: string): Promise<unknown[]> {
  const host = await chart(title);
  return waitFor(() => {
    const series = (getInstanceByDom(host)?.getOption() as { series?: Array<{ data: unknown[] }> } | undefined)?.series;
    if (!series?.length) throw new Error(`${title} not drawn yet`);
    return series[0]!.data.map((d) => (typeof d === 'object' && d !== null && 'value' in d ? (d as { value: unknown }).value : d));
  });
}
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent);

describe('asset-overview (issue 24)', () => {
  it('charts the register by category, state, value, warranty and station, each saying its values, adding up from the asset-status list', async () => {
    await open('/index/asset-overview');
    expect((await chart('Assets by state')).getAttribute('aria-label')).toBe('Assets by state: In use 54; Idle 0; Under repair 8; Scrapped 0');
    expect(within(kpi('Assets')).getByText('62')).toBeInTheDocument();
    expect(within(kpi('Original value')).getByText('CN¥2,813,081')).toBeInTheDocument();
    expect(within(kpi('Net value')).getByText('CN¥2,002,002')).toBeInTheDocument();
    expect(screen.getByText('19 warranties already ended')).toBeInTheDocument();
    expect((await chart('Assets by category')).getAttribute('aria-label')).toBe('Assets by category: DC pile 25; AC pile 29; Transformer 8; Energy storage 0');
    expect((await chart('Asset value by category')).getAttribute('aria-label')).toBe(
      'Asset value by category: DC pile Original value CN¥1,189,081, Net value CN¥845,095; AC pile Original value CN¥136,000, Net value CN¥91,836; ' +
        'Transformer Original value CN¥1,488,000, Net value CN¥1,065,071; Energy storage Original value CN¥0, Net value CN¥0',
    );
    expect((await chart('Warranties ended or ending')).getAttribute('aria-label')).toBe('Warranties ended or ending: Already ended 19; Ends within 30 days 0; Ends within 60 days 0; Ends within 90 days 0');
    expect((await chart('Assets by station')).getAttribute('aria-label')).toBe(
      'Assets by station: 南京湖畔充电站 11; 广州万达充电站 11; 厦门东站充电站 10; 成都公交枢纽充电站 8; 武汉公交枢纽充电站 8; 北京奥体充电站 7; 上海北站充电站 4; 杭州公交枢纽充电站 3',
    );
    // What ECharts draws is what the text says.
    expect(await drawn('Assets by state')).toEqual([54, 0, 8, 0]);
    expect(await drawn('Assets by category')).toEqual([25, 29, 8, 0]);
    expect(await drawn('Warranties ended or ending')).toEqual([19, 0, 0, 0]);
    expect(screen.getByText('No warranty ends within 90 days')).toBeInTheDocument();
  });

  it('shows a chart as a table whose rows open the asset register filtered alike, with the same count', async () => {
    const user = setupUser();
    await open('/index/asset-overview');
    await chart('Assets by state');
    const states = card('Assets by state');
    await user.click(within(states).getByRole('button', { name: 'Table view' }));
    const table = within(states).getByRole('table', { name: 'Assets by state' });
    const repair = within(table).getByRole('link', { name: 'Under repair' });
    expect(cells(repair.closest('tr')!)).toEqual(['Under repair', '8']);
    await user.click(repair);
    expect(await screen.findByText('8 assets · original CN¥330,618 · net CN¥236,547')).toBeInTheDocument();
    expect(window.location.pathname).toMatch(/\/index\/asset-total$/);
    expect(window.location.search).toBe('?state=repair');
    // The same count as the asset-status list filtered alike.
    const list = mockDb().tables.require('p-asset-status') as unknown as { all: () => ReadonlyArray<Record<string, unknown>> };
    expect(list.all().filter((r) => r.state === 'repair')).toHaveLength(8);
  });

  it('counts warranties ending within 30, 60 and 90 days from the world’s today, as the register’s warranty filter does', async () => {
    mockDb().clock.skip(100 * 86_400_000); // today 2027-02-09: 11 of the Nanjing and Wuhan piles’ warranties end by 2027-03-11, all 17 by 2027-04-10
    const user = setupUser();
    await open('/index/asset-overview');
    expect((await chart('Warranties ended or ending')).getAttribute('aria-label')).toBe('Warranties ended or ending: Already ended 19; Ends within 30 days 11; Ends within 60 days 17; Ends within 90 days 17');
    expect(within(kpi('Warranties ending within 90 days')).getByText('17')).toBeInTheDocument();
    const warranty = card('Warranties ended or ending');
    await user.click(within(warranty).getByRole('button', { name: 'Table view' }));
    await user.click(within(warranty).getByRole('link', { name: 'Ends within 30 days' }));
    expect(await screen.findByText(/^11 assets · /)).toBeInTheDocument();
    expect(window.location.search).toBe('?warranty=30');
  });

  it('says on each chart that the register failed, and draws them after a retry', async () => {
    server.use(http.post('*/evcharge/assets/register', () => HttpResponse.json({ status: -1, message: 'register unavailable', result: null }), { once: true }));
    await open('/index/asset-overview');
    await waitFor(() => expect(screen.getAllByText('The asset register could not be loaded')).toHaveLength(5));
    await setupUser().click(within(card('Assets by state')).getByRole('button', { name: 'Retry' }));
    expect((await chart('Assets by state')).getAttribute('aria-label')).toBe('Assets by state: In use 54; Idle 0; Under repair 8; Scrapped 0');
    expect(screen.queryByText('The asset register could not be loaded')).toBeNull();
  });
  it('shows a skeleton on each chart while the register loads, and says so on a chart with nothing to draw', async () => {
    let answer: () => void = () => undefined;
    const transformer = { did: 'a-1', assetno: 'ZC1', name: '1# 箱变', category: 'transformer', state: 'in-use', stationdid: 'cs-0001', stationname: '北京奥体充电站', businessname: '碳谷大厦·北京万达广场店', originalvalue: 186000, netvalue: 150000, purchasedate: '2025-08-16', warrantyend: '', warrantydays: null };
    server.use(
      http.post('*/evcharge/assets/register', async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ status: 0, message: 'ok', result: { today: '2026-11-01', rows: [transformer] } });
      }, { once: true }),
    );
    await open('/index/asset-overview');
    await waitFor(() => expect(screen.getAllByRole('status', { name: 'Loading chart' })).toHaveLength(5));
    answer();
    expect((await chart('Assets by category')).getAttribute('aria-label')).toBe('Assets by category: DC pile 0; AC pile 0; Transformer 1; Energy storage 0');
    const warranty = card('Warranties ended or ending');
    expect(within(warranty).getByText('No warranty has ended or ends within 90 days')).toBeInTheDocument();
    expect(within(warranty).queryByRole('img')).toBeNull();
    expect(within(warranty).queryByRole('button', { name: 'Table view' })).toBeNull();
  });
});

describe('asset-total (issue 24)', () => {
  it('filters the register by category and state in the URL, with the totals of what is shown', async () => {
    await open('/index/asset-total?category=dc-pile&state=repair');
    const table = await screen.findByRole('table', { name: 'Asset register' });
    expect(within(table).getByText('CS110100005-01 INFY-DC160')).toBeInTheDocument();
    expect(screen.getByText('6 assets · original CN¥321,818 · net CN¥230,183')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(7); // the header and six assets
    await choose(document.body, 'State', 'Any');
    await waitFor(() => expect(window.location.search).toBe('?category=dc-pile'));
    expect(await screen.findByText('25 assets · original CN¥1,189,081 · net CN¥845,095')).toBeInTheDocument();
  });

  it('filters by warranty window in the URL, shows each asset’s store, and exports only what the filters keep', async () => {
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (files.push(blob as Blob), 'blob:export'));
    const user = setupUser();
    await open('/index/asset-total?warranty=ended&category=ac-pile');
    expect(await screen.findByText('12 assets · original CN¥64,000 · net CN¥37,843')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Asset register' });
    expect(within(table).getAllByText('绿源超市·厦门湖滨店')).toHaveLength(6);
    // The Excel workbook: the header and the twelve assets shown, with their store.
    await user.click(screen.getByRole('button', { name: /Export/ }));
    await user.click(await screen.findByText('Excel workbook (.xlsx)'));
    await waitFor(() => expect(files).toHaveLength(1));
    const book = unzipSync(new Uint8Array(await files[0]!.arrayBuffer()));
    const sheet = strFromU8(book['xl/worksheets/sheet1.xml']!) + strFromU8(book['xl/sharedStrings.xml'] ?? new Uint8Array());
    expect(sheet.match(/<row /g)).toHaveLength(13);
    expect(sheet).toContain('绿源超市·广州科技园店');
    expect(sheet).not.toContain('北京奥体充电站');
    // The same rows as CSV, line by line.
    await user.click(screen.getByRole('button', { name: /Export/ }));
    await user.click((await screen.findAllByText('CSV file (.csv)')).at(-1)!);
    await waitFor(() => expect(files).toHaveLength(2));
    const lines = (await files[1]!.text()).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe('Asset number,Name,Category,State,Station,Store,Original value,Net value,Warranty ends');
    expect(lines).toHaveLength(13); // the header and the twelve assets shown
    expect(lines[1]).toBe('ZC35020000026,CS350200004-03 INFY-AC22,AC pile,In use,厦门东站充电站,绿源超市·厦门湖滨店,8800,5258,2026-06-13');
    await choose(document.body, 'Warranty', 'Any');
    await waitFor(() => expect(window.location.search).toBe('?category=ac-pile'));
    expect(await screen.findByText(/^29 assets · /)).toBeInTheDocument();
  });
});
