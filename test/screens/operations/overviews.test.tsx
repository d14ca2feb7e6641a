import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupMockBackend } from '../../support/backend';
import type { MountedApp } from '../../support/mountApp';
import { mountSignedIn } from '../../support/session';
import { choose } from '../../support/select';
import { setupUser } from '../../support/user';

const { server } = setupMockBackend();

async function open(path: string, user = 'admin'): Promise<MountedApp> {
  return mountSignedIn(path, { user });
}

const kpi = (title: string) => screen.getByText(title, { selector: '.cem-card-head-title, .cem-card-head-title *' }).closest<HTMLElement>('.cem-card')!;
const lines = (card: HTMLElement) => [...card.querySelectorAll('[data-compare]')].map((e) => e.textContent);
const ranking = async (name: string) => within(await screen.findByRole('list', { name })).getAllByRole('listitem').map((li) => li.textContent);

describe('operation-overview (issue 24)', () => {
  it('shows October 2026 by default: orders, energy, revenue, utilization against September and last year; stations by revenue', async () => {
    await open('/index/operation-overview');
    const orders = await waitFor(() => {
      const card = kpi('Orders');
      expect(within(card).getByText('10,972')).toBeInTheDocument();
      return card;
    });
    expect(lines(orders)).toEqual(['Previous period: 10,830 (+1.3%)', 'Last year: no data to compare (records start Aug 1, 2026)']);
    expect(within(orders).getByLabelText('Up 1.3%')).toBeInTheDocument();
    expect(within(kpi('Energy')).getByText('389,201.19 kWh')).toBeInTheDocument();
    expect(lines(kpi('Energy'))).toEqual(['Previous period: 385,320.81 kWh (+1%)', 'Last year: no data to compare (records start Aug 1, 2026)']);
    expect(within(kpi('Revenue')).getByText('CN¥553,580.60')).toBeInTheDocument();
    expect(within(kpi('Utilization')).getByText('23.3%')).toBeInTheDocument();
    expect(lines(kpi('Utilization'))).toEqual(['Previous period: 23.9% (-2.5%)', 'Last year: no data to compare (records start Aug 1, 2026)']);
    expect(screen.getByText(/^Compared with the previous period \(Sep 1, 2026 – Sep 30, 2026\) and the same days last year \(Oct 1, 2025 – Oct 31, 2025\)/)).toBeInTheDocument();
    expect(screen.getByText(/^The network’s business in the period: orders, energy, revenue and utilization/)).toBeInTheDocument();
    expect(await ranking('Stations by revenue')).toEqual([
      '1. 厦门东站充电站CN¥98,855.07',
      '2. 武汉公交枢纽充电站CN¥89,948.78',
      '3. 成都公交枢纽充电站CN¥81,790.68',
      '4. 广州万达充电站CN¥73,763.14',
      '5. 北京奥体充电站CN¥67,023.05',
      '6. 南京湖畔充电站CN¥56,004.20',
      '7. 杭州公交枢纽充电站CN¥55,224.51',
      '8. 上海北站充电站CN¥30,971.17',
    ]);
  });

  it('reads the period from the URL and keeps a step back in it', async () => {
    await open('/index/operation-overview?period=month&from=2026-09-01&to=2026-09-30');
    await waitFor(() => expect(within(kpi('Orders')).getByText('10,830')).toBeInTheDocument());
    expect(screen.getByText(/^Compared with the previous period \(Aug 1, 2026 – Aug 31, 2026\)/)).toBeInTheDocument();
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Next period' }));
    await waitFor(() => expect(within(kpi('Orders')).getByText('10,972')).toBeInTheDocument());
    expect(new URLSearchParams(window.location.search).get('from')).toBe('2026-10-01');
  });

  it('November 2026 on 1 November (still running) is compared to date: Nov 1 against Oct 1 and Nov 1, 2025, as the answer counted them', async () => {
    await open('/index/operation-overview?period=month&from=2026-11-01');
    await waitFor(() => expect(lines(kpi('Orders'))[0]).toBe('Previous period: 355 (-100%)'));
    expect(within(kpi('Orders')).getByText('0')).toBeInTheDocument();
    expect(
      screen.getByText(/^The period so far \(Nov 1, 2026 – Nov 1, 2026\), compared with the same days of the previous period \(Oct 1, 2026 – Oct 1, 2026\) and of last year \(Nov 1, 2025 – Nov 1, 2025\)/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Compared with the previous period/)).toBeNull();
  });

  it('August 2026, the first month with data: the previous period and last year say there is no data to compare, never −100 %', async () => {
    await open('/index/operation-overview?period=month&from=2026-08-01&to=2026-08-31');
    const orders = await waitFor(() => {
      const card = kpi('Orders');
      expect(within(card).getByText('11,343')).toBeInTheDocument();
      return card;
    });
    expect(lines(orders)).toEqual(['Previous period: no data to compare (records start Aug 1, 2026)', 'Last year: no data to compare (records start Aug 1, 2026)']);
    expect(within(orders).queryByLabelText(/^(Up|Down) /)).toBeNull();
    expect(screen.getByRole('button', { name: 'Previous period' })).toBeDisabled();
  });

  it('shows the operator cs-0008 only, with the figures the orders list gives for it', async () => {
    await open('/index/operation-overview?period=month&from=2026-10-01&to=2026-10-31', 'operator');
    await waitFor(() => expect(within(kpi('Orders')).getByText('1,137')).toBeInTheDocument());
    expect(within(kpi('Energy')).getByText('42,279.8 kWh')).toBeInTheDocument();
    expect(within(kpi('Revenue')).getByText('CN¥55,224.51')).toBeInTheDocument();
    expect(await ranking('Stations by revenue')).toEqual(['1. 杭州公交枢纽充电站CN¥55,224.51']);
  });
});

describe('operational-overview (issue 24)', () => {
  it('ranks the stations by the figure chosen, kept in the URL', async () => {
    await open('/index/operational-overview');
    expect((await ranking('Stations by Revenue'))[0]).toBe('1. 厦门东站充电站CN¥98,855.07');
    await choose(document.body, 'Rank by', 'Orders');
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('rank')).toBe('orders'));
    expect(await ranking('Stations by Orders')).toEqual([
      '1. 厦门东站充电站2,069',
      '2. 武汉公交枢纽充电站1,629',
      '3. 成都公交枢纽充电站1,622',
      '4. 北京奥体充电站1,472',
      '5. 广州万达充电站1,357',
      '6. 杭州公交枢纽充电站1,137',
      '7. 南京湖畔充电站1,097',
      '8. 上海北站充电站589',
    ]);
    expect(screen.getByRole('table', { name: 'Stations in the period' })).toBeInTheDocument();
    expect((await ranking('Orders: change against the previous period'))[0]).toBe('1. 武汉公交枢纽充电站+6.9%');
  });

  it('in August 2026 ranks no growth: the previous period is before the first day with data', async () => {
    await open('/index/operational-overview?period=month&from=2026-08-01&to=2026-08-31');
    expect((await ranking('Stations by Revenue'))[0]).toMatch(/^1\. /);
    const growth = screen.getByText('Revenue: change against the previous period').closest<HTMLElement>('.cem-card')!;
    expect(within(growth).getByText('No previous period to compare with: the records start on Aug 1, 2026')).toBeInTheDocument();
    expect(within(growth).queryByRole('list')).toBeNull();
  });
});

describe('operation-maintenance-overview (issue 24)', () => {
  it('shows faults, fault rate, MTTR and tickets within SLA against September, with the definitions; stations by faults', async () => {
    await open('/index/operation-maintenance-overview?period=month&from=2026-10-01&to=2026-10-31');
    await waitFor(() => expect(within(kpi('Fault tickets')).getByText('57')).toBeInTheDocument());
    expect(lines(kpi('Fault tickets'))).toEqual(['Previous period: 46 (+23.9%)', 'Last year: no data to compare (records start Aug 1, 2026)']);
    expect(within(kpi('Fault tickets')).getByLabelText('Up 23.9%')).toHaveAttribute('data-trend', 'up');
    expect(within(kpi('MTTR')).getByText('2.89 h')).toBeInTheDocument();
    expect(lines(kpi('MTTR'))).toEqual(['Previous period: 2.34 h (+23.5%)', 'Last year: no data to compare (records start Aug 1, 2026)']);
    expect(within(kpi('Resolved within SLA')).getByText('95.9%')).toBeInTheDocument();
    expect(within(kpi('Faults per 1,000 orders')).getByText('5.2')).toBeInTheDocument();
    expect(screen.getByText('Fault rate: fault tickets per 1,000 orders.')).toBeInTheDocument();
    // The desk's one definition of MTTR and SLA, word for word as the ticket screens state it.
    expect(screen.getByText(/^MTTR \(mean time to repair\): hours from a ticket’s opening to its resolution, averaged over completed corrective tickets \(resolved or closed\) only\.$/)).toBeInTheDocument();
    expect(screen.getByText(/^Within SLA: a completed ticket \(resolved or closed\) resolved by its resolution due, which is the resolution target of the rule that routed it, counted in working hours/)).toBeInTheDocument();
    expect(await ranking('Stations by fault tickets')).toEqual([
      '1. 广州万达充电站15',
      '2. 厦门东站充电站13',
      '3. 南京湖畔充电站7',
      '4. 武汉公交枢纽充电站7',
      '5. 北京奥体充电站6',
      '6. 上海北站充电站4',
      '7. 杭州公交枢纽充电站3',
      '8. 成都公交枢纽充电站2',
    ]);
  });
});

describe('the overviews when something is off (issue 24)', () => {
  it('a failed load offers a retry that brings the figures', async () => {
    server.use(http.post('*/evcharge/overview/figures', () => HttpResponse.json({ status: -1, message: 'figures unavailable', result: null }), { once: true }));
    await open('/index/operation-maintenance-overview?period=month&from=2026-10-01&to=2026-10-31');
    expect(await screen.findByText('The overview could not be loaded')).toBeInTheDocument();
    await setupUser().click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(kpi('Fault tickets')).getByText('57')).toBeInTheDocument());
  });

  it('no station in reach: the table says so and the rankings are empty', async () => {
    server.use(http.post('*/evcharge/overview/figures', async ({ request }) => {
      const body = (await request.clone().json()) as { periods: Record<string, { from: string; to: string }> };
      const zero = { orders: 0, energy: 0, revenue: 0, chargingMinutes: 0, utilization: 0, faults: 0, faultRate: null, resolved: 0, withinSla: 0, slaRate: null, mttrHours: null };
      const period = (key: string) => ({ range: body.periods[key], total: zero, stations: [] });
      return HttpResponse.json({ status: 0, message: 'ok', result: { current: period('current'), previous: period('previous'), lastYear: period('lastYear'), trend: [], interval: 'day' } });
    }));
    await open('/index/operation-overview');
    expect(await screen.findByText('No stations to show')).toBeInTheDocument();
    expect(within(screen.getByText('Stations by revenue').closest<HTMLElement>('.cem-card')!).getAllByText('No data')[0]).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Stations by revenue' })).toBeNull();
    expect(within(kpi('Orders')).getByText('0')).toBeInTheDocument();
    expect(lines(kpi('Orders'))).toEqual(['Previous period: 0', 'Last year: no data to compare (records start Aug 1, 2026)']);
  });

  it('exports the stations of the period on screen', async () => {
    const created: Blob[] = [];
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: (blob: Blob) => (created.push(blob), 'blob:overview') });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await open('/index/operation-overview?period=month&from=2026-09-01&to=2026-09-30');
    await waitFor(() => expect(within(kpi('Orders')).getByText('10,830')).toBeInTheDocument());
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: /Export/ }));
    await user.click(await screen.findByText('CSV file (.csv)'));
    await waitFor(() => expect(created).toHaveLength(1));
    const rows = (await created[0]!.text()).split(/\r?\n/).filter((line) => line.trim() !== '');
    expect(rows).toHaveLength(9);
    expect(rows[0]).toContain('Station code');
    expect(rows.slice(1).reduce((n, line) => n + Number(line.split(',')[3]), 0)).toBe(10830);
  });
});
