import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupMockBackend } from '../../support/backend';
import type { MountedApp } from '../../support/mountApp';
import { mountSignedIn } from '../../support/session';
import { choose } from '../../support/select';
import { setupUser } from '../../support/user';

const { server } = setupMockBackend();

async function open(path: string, user: 'admin' | 'operator' = 'admin'): Promise<MountedApp> {
  return mountSignedIn(path, { user });
}

/** The KPI card titled `title` (the same words may head a column too). */
const kpi = (title: string) => screen.getAllByText(title).find((el) => el.classList.contains('cem-card-head-title'))!.closest<HTMLElement>('.cem-card')!;
/** A displayed amount back to a number: "-CN¥18,821.08" → -18821.08. */
const amountOf = (text: string) => Number(text.replace(/[^\d.-]/g, ''));
const round2 = (value: number) => Math.round(value * 100) / 100;

describe('cost-benefit-analysis (issue 24)', () => {
  it('shows cs-0008 in October line by line; every displayed total is the sum of the displayed lines above it', async () => {
    await open('/index/cost-benefit-analysis?station=cs-0008');
    const lines = await screen.findByRole('table', { name: 'Lines of 杭州公交枢纽充电站' });
    const rows = within(lines).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent ?? ''));
    expect(rows).toEqual([
      ['Energy fees', '1,137 orders, 42,279.80 kWh', 'CN¥29,856.72'],
      ['Service fees', '', 'CN¥25,367.79'],
      ['Revenue', '', 'CN¥55,224.51'],
      ['Electricity, peak hours', '14,165.03 kWh × 1.3287 CNY/kWh', '-CN¥18,821.08'],
      ['Electricity, flat hours', '16,680.75 kWh × 0.8042 CNY/kWh', '-CN¥13,414.66'],
      ['Electricity, valley hours', '11,434.02 kWh × 0.3384 CNY/kWh', '-CN¥3,869.27'],
      ['Electricity bought', '', '-CN¥36,105.01'],
      ['Rent', '', '-CN¥18,000.00'],
      ['Labour', '', '-CN¥10,000.00'],
      ['Maintenance', '', '-CN¥1,800.00'],
      ['Cost', 'Electricity + rent + labour + maintenance', '-CN¥65,905.01'],
      ['Margin', 'Revenue − cost', '-CN¥10,680.50'],
    ]);
    const shown = Object.fromEntries(rows.map(([label, , amount]) => [label, amountOf(amount!)]));
    expect(round2(shown['Energy fees']! + shown['Service fees']!)).toBe(shown.Revenue);
    expect(round2(shown['Electricity, peak hours']! + shown['Electricity, flat hours']! + shown['Electricity, valley hours']!)).toBe(shown['Electricity bought']);
    expect(round2(shown['Electricity bought']! + shown.Rent! + shown.Labour! + shown.Maintenance!)).toBe(shown.Cost);
    expect(round2(shown.Revenue! + shown.Cost!)).toBe(shown.Margin);
    expect(screen.getByText('Investment CN¥432,000.00; payback: not paid back at this margin.')).toBeInTheDocument();
    expect(window.location.search).toBe('?station=cs-0008');
  });

  it('gives the operator its one station, the period in the URL', async () => {
    await open('/index/cost-benefit-analysis?period=month&from=2026-09-01&to=2026-09-30', 'operator');
    const table = await screen.findByRole('table', { name: 'Stations by margin' });
    expect(within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['杭州公交枢纽充电站']);
    expect(within(kpi('Margin rate')).getByText('1 station')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Lines of 杭州公交枢纽充电站' })).toBeInTheDocument();

    // A search that matches nothing says so, and stays in the URL.
    const user = setupUser();
    await user.type(screen.getByRole('searchbox', { name: 'Find a station or store' }), '上海{Enter}');
    expect(await screen.findByText('No station matches')).toBeInTheDocument();
    expect(new URLSearchParams(window.location.search).get('q')).toBe('上海');
  });

  it('says what could not be loaded when the figures fail, and tries again', async () => {
    server.use(http.post('*/evcharge/analysis/cost-benefit', () => HttpResponse.json({ status: -1, message: 'down', result: null })));
    await open('/index/cost-benefit-analysis');
    expect(await screen.findByText('The cost and benefit figures could not be loaded')).toBeInTheDocument();
    server.resetHandlers();
    await setupUser().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Stations by margin' })).toBeInTheDocument();
  });
});

describe('equipment-evaluation (issue 24)', () => {
  it('states MTBF and MTTR, ranks the models and filters by manufacturer in the URL', async () => {
    await open('/index/equipment-evaluation?period=custom&from=2026-08-01&to=2026-10-31');
    const table = await screen.findByRole('table', { name: 'Models by availability' });
    expect(screen.getByText(/MTTR = repair hours \(opened → resolved\) ÷ completed tickets; MTBF = \(pile hours − repair hours\) ÷ completed tickets, both in hours\./)).toBeInTheDocument();
    const first = within(table).getAllByRole('row').slice(1, 4).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(first).toEqual([
      ['1', '星星充电', 'STAR-AC11', '2', '1 / 0', '0.5', '—', '—', '100%'],
      ['2', '盛弘股份', 'SINEXCEL-AC11', '2', '2 / 2', '1', '2,206.6', '1.4', '99.94%'],
      ['3', '国电南瑞', 'NARI-DC120', '1', '5 / 5', '5', '441.1', '0.5', '99.9%'],
    ]);
    await choose(document.body, 'Manufacturer', '国电南瑞');
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('manufacturer')).toBe('国电南瑞'));
    await waitFor(() => expect(within(table).getAllByRole('row').slice(1).every((r) => within(r).getAllByRole('cell')[1]!.textContent === '国电南瑞')).toBe(true));
  });
});

describe('exports (issue 24)', () => {
  it('equipment-evaluation writes the rows the manufacturer filter leaves', async () => {
    const created: Blob[] = [];
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: (blob: Blob) => (created.push(blob), 'blob:export') });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    await open('/index/equipment-evaluation?period=custom&from=2026-08-01&to=2026-10-31&manufacturer=%E5%9B%BD%E7%94%B5%E5%8D%97%E7%91%9E');
    await screen.findByRole('table', { name: 'Models by availability' });
    const user = setupUser();
    await user.click(screen.getByText('Export'));
    await user.click(await screen.findByText('CSV file (.csv)'));
    await waitFor(() => expect(created).toHaveLength(1));
    const lines = (await created[0]!.text()).split(/\r?\n/).filter((line) => line.trim() !== '');
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 3).join(','))).toEqual(EXPORTED_NARI);
    expect(names[0]).toMatch(/^equipment-evaluation-2026-08-01-2026-10-31.*\.csv$/);
  });
});

describe('user-portrait-Portrait (issue 24)', () => {
  it('segments October’s users with the thresholds stated and filters the ranking by segment', async () => {
    await open('/index/user-portrait-Portrait');
    const table = await screen.findByRole('table', { name: 'Users by spend' });
    expect(screen.getByText(/frequent from 40, regular from 20, occasional below\./)).toBeInTheDocument();
    expect(within(kpi('Frequent users')).getByText('38')).toBeInTheDocument();
    expect(within(kpi('Regular users')).getByText('258')).toBeInTheDocument();
    expect(within(kpi('Occasional users')).getByText('92')).toBeInTheDocument();
    expect(within(within(table).getAllByRole('row')[1]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1', '程子轩', '鄂DD96790', '云算中心·武汉科技园店', '55', '2,260.59', 'CN¥3,519.80', 'Frequent users']);
    setupUser();
    await choose(document.body, 'Segment', 'Occasional users');
    await waitFor(() => expect(window.location.search).toBe('?segment=occasional'));
    expect(within(within(table).getAllByRole('row')[1]!).getAllByRole('cell').at(-1)!.textContent).toBe('Occasional users');
  });
});

describe('the analysis period follows the days with data (issue 24)', () => {
  it('opens on the last whole month the API reports and bounds the picker by its first day and today', async () => {
    server.use(http.post('*/evcharge/analysis/bounds', () => HttpResponse.json({ status: 0, message: 'ok', result: { firstDay: '2026-08-01', lastDay: '2026-09-20', today: '2026-09-20' } })));
    const asked: string[] = [];
    server.use(
      http.post('*/evcharge/analysis/portrait', async ({ request }) => {
        const body = (await request.clone().json()) as { from: string; to: string };
        asked.push(`${body.from}..${body.to}`);
      }),
    );
    await open('/index/user-portrait-Portrait');
    await screen.findByRole('table', { name: 'Users by spend' });
    expect(asked).toEqual(['2026-08-01..2026-08-31']);
    expect(screen.getByRole('button', { name: 'Previous period' })).toBeDisabled();
    await setupUser().click(screen.getByRole('button', { name: 'Next period' }));
    await waitFor(() => expect(asked.at(-1)).toBe('2026-09-01..2026-09-20'));
    expect(screen.getByRole('button', { name: 'Next period' })).toBeDisabled();
  });

  it('opens on October 2026 with the seeded records (August to October, today 1 November)', async () => {
    const asked: string[] = [];
    server.use(
      http.post('*/evcharge/analysis/equipment', async ({ request }) => {
        const body = (await request.clone().json()) as { from: string; to: string };
        asked.push(`${body.from}..${body.to}`);
      }),
    );
    await open('/index/equipment-evaluation');
    await screen.findByRole('table', { name: 'Models by availability' });
    expect(asked).toEqual(['2026-10-01..2026-10-31']);
  });

  it('says what could not be loaded when the days with data fail, and tries again', async () => {
    server.use(http.post('*/evcharge/analysis/bounds', () => HttpResponse.json({ status: -1, message: 'down', result: null }), { once: true }));
    await open('/index/user-portrait-Portrait');
    expect(await screen.findByText('The user portrait could not be loaded')).toBeInTheDocument();
    await setupUser().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Users by spend' })).toBeInTheDocument();
  });
});

const EXPORTED_NARI = ['3,国电南瑞,NARI-DC120', '7,国电南瑞,NARI-DC240'];
