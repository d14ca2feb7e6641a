import { act, screen, waitFor, within } from '@testing-library/react';
import type { AggAnswer, TouBand } from '../../../src/api/energyTypes';
import { scaleUnit } from '../../../src/lib/carbon';
import { backtest, forecastSeasonal } from '../../../src/lib/forecast';
import { cells, en, MONTH, OCTOBER, SERVER_PID, setupEnergyScreens, STORE, sum } from './support';
import { analysisApi, energyManageApi } from '../../../src/api/analysis';

vi.mock('echarts/core', async () => (await import('../../support/echartsStandIns')).core);
vi.mock('echarts/charts', async () => (await import('../../support/echartsStandIns')).charts);
vi.mock('echarts/components', async () => (await import('../../support/echartsStandIns')).components);
vi.mock('echarts/renderers', async () => (await import('../../support/echartsStandIns')).renderers);

const { at, unmount, chartOption, kpi } = setupEnergyScreens();

const YEAR_2026 = { start: '2026-01-01', end: '2026-10-31' };

/** The card titled `title` (tables are found inside it by selector: role queries over antd tables are slow in jsdom). */
async function card(title: string): Promise<HTMLElement> {
  return kpi(title);
}
const rowsIn = (el: HTMLElement) => [...el.querySelectorAll<HTMLElement>('tr[data-row-key]')];
const enCarbon = (kg: number) => {
  const s = scaleUnit(kg, 'kgCO2');
  return `${en(s.value)} ${s.unit}`;
};
const enKwh = (kwh: number) => {
  const s = scaleUnit(kwh, 'kWh');
  return `${en(s.value)} ${s.unit}`;
};
const bands = (a: AggAnswer) => Object.fromEntries(a.rows.map((r) => [r.key, r.energy])) as Record<TouBand, number>;

describe('carbon-home', () => {
  it('shows its KPIs and names the emission factors in force: one for 2026, both across the change of year', async () => {
    const m = await at(`/index/carbon-home?${MONTH}`);
    const agg = await analysisApi(m.app.root.api, SERVER_PID).aggQuery({ stores: [STORE], ...OCTOBER, groupby: 'energytype' });
    const total = scaleUnit(agg.total.carbon, 'kgCO2');
    const emissions = await kpi('Carbon emissions');
    await waitFor(() => expect(emissions.textContent).toContain(`${en(total.value)}${total.unit}`));
    expect(await kpi('Green electricity share')).toBeTruthy();
    const factors = await screen.findByLabelText('Emission factors used');
    expect(factors.textContent).toContain('Electricity: 0.5366 kgCO2/kWh, 2026-10-01 to 2026-10-31');
    expect(factors.textContent).not.toContain('0.5703');

    await act(async () => m.app.root.navigate('/index/carbon-home?period=custom&from=2025-12-01&to=2026-01-31'));
    await waitFor(() => expect(screen.getByLabelText('Emission factors used').textContent).toContain('Electricity: 0.5703 kgCO2/kWh, 2025-12-01 to 2025-12-31'));
    expect(screen.getByLabelText('Emission factors used').textContent).toContain('Electricity: 0.5366 kgCO2/kWh, 2026-01-01 to 2026-01-31');
  });
});

describe('carbon-metering', () => {
  it('the account per energy type agrees with the server; a year gets monthly accounts whose October matches October', async () => {
    const m = await at('/index/carbon-metering?period=year&from=2026-01-01&type=bogus');
    const year = await analysisApi(m.app.root.api, SERVER_PID).aggQuery({ stores: [STORE], ...YEAR_2026, groupby: 'energytype' });
    const october = await analysisApi(m.app.root.api, SERVER_PID).aggQuery({ stores: [STORE], ...OCTOBER, groupby: 'energytype' });
    const account = await card('Carbon account of the period');
    await waitFor(() => expect(rowsIn(account)).toHaveLength(4)); // junk in `type` reads as all types
    const electricity = cells(rowsIn(account).find((r) => r.getAttribute('data-row-key') === 'electricity')!);
    const row = year.rows.find((r) => r.key === 'electricity')!;
    expect(electricity[1]).toBe(`${en(row.energy)} kWh`);
    expect(electricity[2]).toBe(`${en(row.green)} kWh`);
    expect(electricity[3]).toBe('0.5366 (2026-01-01 – 2026-10-31)');
    expect(electricity[4]).toBe(enCarbon(row.carbon));
    expect(account.textContent).toContain(enCarbon(year.total.carbon));

    const monthly = await card('Monthly carbon accounts');
    await waitFor(() => expect(rowsIn(monthly)).toHaveLength(10));
    const oct = cells(rowsIn(monthly).find((r) => r.getAttribute('data-row-key') === '2026-10')!);
    expect(oct[oct.length - 1]).toBe(en(october.total.carbon)); // the month's total, as every screen shows it

    // One energy type: the URL says so and the account follows.
    await m.user.click(screen.getByLabelText('Energy type'));
    await m.user.click((await screen.findAllByTitle('Gas')).at(-1)!);
    await waitFor(() => expect(m.path()).toContain('type=gas'));
    await waitFor(() => expect(rowsIn(account).map((r) => r.getAttribute('data-row-key'))).toEqual(['gas']));
  });

  it('exports the account table as shown, and the daily detail through aggexportv2 in pages of 2000', async () => {
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (files.push(blob as Blob), 'blob:export'));
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const m = await at(`/index/carbon-metering?${MONTH}&type=electricity`);
    const account = await card('Carbon account of the period');
    await waitFor(() => expect(rowsIn(account)).toHaveLength(1));
    await m.user.click(within(account).getByRole('button', { name: /Export/ }));
    await m.user.click(await screen.findByText('CSV file (.csv)'));
    await waitFor(() => expect(files).toHaveLength(1));
    const lines = (await files[0]!.text()).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe('Energy type,Unit,Energy used,Green electricity deducted (kWh),Emission factor in force (kgCO2 per unit),Emissions (kgCO2),Share (%)');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^Electricity,kWh,/);

    const pages: number[] = [];
    // The screen's calls name its page: the section of that page is the one it uses.
    const original = analysisApi(m.app.root.api, 'p-carbon-metering').aggExport;
    vi.spyOn(analysisApi(m.app.root.api, 'p-carbon-metering'), 'aggExport').mockImplementation((body, opts) => (pages.push(body.page), expect(body.pagesize).toBe(2000), expect(body.energytypes).toEqual(['electricity']), original(body, opts)));
    const detail = await card('Detailed readings');
    await m.user.click(within(detail).getByRole('button', { name: /Export/ }));
    await m.user.click((await screen.findAllByText('CSV file (.csv)')).at(-1)!);
    await waitFor(() => expect(files).toHaveLength(2));
    const detailLines = (await files[1]!.text()).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    const first = await original({ stores: [STORE], ...OCTOBER, energytypes: ['electricity'], interval: 'day', page: 1, pagesize: 1 });
    expect(detailLines).toHaveLength(first.total + 1);
    expect(detailLines[0]).toBe('Day,Store,Meter,Energy type,Unit,Energy used,Emissions (kgCO2),Cost (USD)');
    expect(new Set(pages)).toEqual(new Set(Array.from({ length: Math.ceil(first.total / 2000) }, (_, i) => i + 1)));
  });
});

describe('carbon-emissions', () => {
  it('scopes, this period against last year, and a breakdown by building kept in the URL (junk ignored)', async () => {
    const m = await at(`/index/carbon-emissions?${MONTH}&by=junk`);
    const api = analysisApi(m.app.root.api, SERVER_PID);
    const now = await api.aggQuery({ stores: [STORE], ...OCTOBER, groupby: 'energytype' });
    const before = await api.aggQuery({ stores: [STORE], start: '2025-10-01', end: '2025-10-31', groupby: 'energytype' });
    const gas = now.rows.find((r) => r.key === 'gas')?.carbon ?? 0;
    const scope2 = sum(now.rows.filter((r) => r.key === 'electricity' || r.key === 'heat').map((r) => r.carbon));
    const s1 = scaleUnit(gas, 'kgCO2');
    const s2 = scaleUnit(scope2, 'kgCO2');
    await waitFor(async () => expect((await kpi('Scope 1 (gas burnt on site)')).textContent).toContain(`${en(s1.value)}${s1.unit}`));
    expect((await kpi('Scope 2 (electricity and heat bought)')).textContent).toContain(`${en(s2.value)}${s2.unit}`);

    const vs = await chartOption('Emissions against the same period last year', (o) => o.series.length === 2);
    expect(vs.series.map((s) => s.name)).toEqual(['This period', 'Same period last year']);
    expect(vs.series[0]!.data).toHaveLength(31);
    expect(sum(vs.series[0]!.data)).toBeCloseTo(now.total.carbon, 0);
    expect(sum(vs.series[1]!.data)).toBeCloseTo(before.total.carbon, 0);

    await m.user.click(screen.getByText('Building'));
    await waitFor(() => expect(m.path()).toContain('by=building'));
    const buildings = await api.aggQuery({ stores: [STORE], ...OCTOBER, groupby: 'building' });
    const chart = await chartOption('Emissions over time by Building', (o) => o.series.length === buildings.rows.length);
    for (const row of buildings.rows) expect(sum(chart.series.find((s) => s.name === row.name)!.data)).toBeCloseTo(row.carbon, 0);
    const ranking = await screen.findByLabelText('Emissions ranking by Building');
    expect(ranking.querySelectorAll('li')).toHaveLength(Math.min(10, buildings.rows.length));
  });
});

describe('carbon-assessment', () => {
  it('rates each building against its standard turned into carbon, explains the rule and gives a verdict', async () => {
    const m = await at('/index/carbon-assessment');
    const view = await energyManageApi(m.app.root.api, 'p-energy-standard').view(STORE);
    const carbon = await analysisApi(m.app.root.api, SERVER_PID).aggQuery({ stores: [STORE], start: '2025-11-01', end: '2026-10-31', groupby: 'building' });
    const table = await card('Buildings against their benchmarks');
    await waitFor(() => expect(rowsIn(table)).toHaveLength(view.buildings.length));
    const expected = view.buildings.map((b) => {
      const intensity = carbon.rows.find((r) => r.key === b.did)!.carbon / b.floorarea;
      const guide = b.guide === null ? null : b.guide * 0.5366;
      const limit = b.constraint === null ? null : b.constraint * 0.5366;
      const rating = guide === null && limit === null ? '—' : guide !== null && intensity <= guide ? 'A' : limit === null || intensity <= limit ? 'B' : 'C';
      return { did: b.did, intensity, rating };
    });
    for (const e of expected) {
      const row = cells(rowsIn(table).find((r) => r.getAttribute('data-row-key') === e.did)!);
      expect(row[4]).toBe(en(e.intensity, 1));
      expect(row[8]!.startsWith(e.rating)).toBe(true);
    }
    expect(screen.getByText(/How it is rated/).textContent).toContain('0.5366 kgCO2/kWh');
    expect(screen.getByText(/How it is rated/).textContent).toContain('from 2025-11-01 to 2026-10-31');
    expect(await screen.findByText('Store verdict')).toBeInTheDocument();

    const first = expected.find((e) => e.rating !== '—')!;
    await m.user.click(screen.getByText(first.rating, { selector: '[class*="segmented-item-label"]' }));
    await waitFor(() => expect(m.path()).toContain(`rating=${first.rating}`));
    await waitFor(() => expect(rowsIn(table)).toHaveLength(expected.filter((e) => e.rating === first.rating).length));
  });
});

describe('carbon-prediction', () => {
  it('forecasts 30 days from the last 8 weeks, explains the model and shows its error on past data', async () => {
    const m = await at('/index/carbon-prediction?type=nonsense');
    const answer = await analysisApi(m.app.root.api, SERVER_PID).query({ store: STORE, metric: 'carbon', energytypes: ['electricity', 'water', 'gas', 'heat'], start: '2026-08-23', end: '2026-10-31', interval: 'day' });
    const history = answer.buckets.map((_, i) => sum(answer.series.map((s) => s.values[i])));
    const fit = forecastSeasonal(history, { season: 7, horizon: 30, cycles: 8 });
    const test = backtest(history, { season: 7, cycles: 8 }, 14);
    await waitFor(async () => expect((await kpi('Error on past data (MAPE)')).textContent).toContain(en(test.mape!, 1)));
    const chart = await chartOption('Daily emissions: the last 8 weeks and the forecast');
    expect(chart.series.map((s) => s.name)).toEqual(['Measured', 'Forecast']);
    expect(chart.series[1]!.data).toHaveLength(56 + 30);
    expect(sum(chart.series[1]!.data.slice(56))).toBeCloseTo(sum(fit.forecast), 0);
    const bt = await chartOption('Backtest: forecast of the last 14 days against what was measured');
    expect(bt.series[1]!.data).toHaveLength(14);
    expect(screen.getByText(/the same weekday over the last 8 weeks/)).toBeInTheDocument();
    expect(screen.getByText(/a straight line fitted through the weekly totals/)).toBeInTheDocument();
  });
});

describe('carbon-cockpit', () => {
  it('inside the shell: the parent business over its stores, carbon by default, energy with menutype 2', async () => {
    const m = await at('/index/carbon-cockpit');
    const month = await analysisApi(m.app.root.api, SERVER_PID).aggQuery({ stores: [STORE], ...OCTOBER, groupby: 'energytype' });
    const trend = await analysisApi(m.app.root.api, SERVER_PID).aggQuery({ stores: [STORE], start: '2025-10-01', end: '2026-10-31', groupby: 'month' });
    expect(await screen.findByRole('heading', { name: /Carbon cockpit$/ })).toBeInTheDocument();
    const tile = await screen.findByLabelText('This month (2026-10-01 – 2026-10-31)');
    const scaled = scaleUnit(month.total.carbon, 'kgCO2');
    expect(tile.textContent).toContain(en(scaled.value, scaled.value >= 100 ? 0 : 2));
    const ranking = screen.getByRole('list', { name: 'Stores by emissions this month' });
    expect(ranking.querySelectorAll('li')).toHaveLength(1);
    const bars = await chartOption('Emissions by month');
    expect(bars.xAxis?.data).toHaveLength(13);
    expect(sum(bars.series[0]!.data)).toBeCloseTo(trend.total.carbon, 0);
    expect(screen.getByRole('link', { name: 'Open on a wall screen' })).toHaveAttribute('href', '/cem_platform/carbon-cockpit-fullscreen/1');

    await act(async () => m.app.root.navigate('/index/carbon-cockpit/2'));
    expect(await screen.findByRole('heading', { name: /Energy cockpit$/ })).toBeInTheDocument();
    const energy = await chartOption('Energy by month (tce)');
    expect(sum(energy.series[0]!.data)).toBeCloseTo(trend.total.tce, 1);
  });

  it('fullscreen: runs without the shell, refreshes every 60 s while visible without blanking, and leaves no timer behind', async () => {
    const m = await at('/index');
    // The clocks the cockpit uses (its poller's timeouts and the time it compares them with);
    // fake time also runs on with real time, so requests and React's own waits still settle.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    // The fullscreen wall is the cockpit's page: its calls name p-carbon-cockpit.
    const calls = vi.spyOn(analysisApi(m.app.root.api, 'p-carbon-cockpit'), 'aggQueries');
    // jsdom has no Fullscreen API: offer one, as a browser would.
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, get: () => true });
    const requestFullscreen = vi.fn(() => Promise.resolve());
    Object.defineProperty(document.documentElement, 'requestFullscreen', { configurable: true, value: requestFullscreen });
    await act(async () => m.app.root.navigate('/carbon-cockpit-fullscreen/junk'));
    expect(await screen.findByRole('heading', { name: /Carbon cockpit$/ })).toBeInTheDocument();
    expect(screen.queryByTestId('brand')).not.toBeInTheDocument(); // no shell header
    await screen.findByText(/^Refreshed /);
    expect(calls).toHaveBeenCalledTimes(1);
    await m.user.click(screen.getByRole('button', { name: 'Fullscreen' }));
    expect(requestFullscreen).toHaveBeenCalledTimes(1);

    await act(async () => vi.advanceTimersByTime(60_000));
    // The last figures stay on screen while the next ones load.
    expect(screen.getByRole('list', { name: 'Stores by emissions this month' })).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveBeenCalledTimes(2));

    // A hidden page does not refresh; shown again after a due refresh, it refreshes at once.
    let hidden = true;
    vi.spyOn(document, 'hidden', 'get').mockImplementation(() => hidden);
    await act(async () => vi.advanceTimersByTime(120_000));
    expect(calls).toHaveBeenCalledTimes(2);
    hidden = false;
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(calls).toHaveBeenCalledTimes(3));

    await unmount();
    delete (document.documentElement as { requestFullscreen?: unknown }).requestFullscreen;
    delete (document as { fullscreenEnabled?: unknown }).fullscreenEnabled;
    expect(vi.getTimerCount()).toBe(0);
  });

  it('fullscreen with no parent business chosen says so and offers the choice', async () => {
    const m = await at('/index', { user: 'admin' });
    expect(m.app.root.project.parents.length).toBeGreaterThan(1);
    expect(m.app.root.project.currentParent).toBe(''); // the admin has several and none remembered
    await act(async () => m.app.root.navigate('/carbon-cockpit-fullscreen'));
    expect(await screen.findByText(/No parent business is chosen yet/)).toBeInTheDocument();
    expect(screen.getByLabelText('Parent business')).toBeInTheDocument();
  });
});

describe('green-electricity-trace', () => {
  it('PV against consumption by month, green used and exported, emissions avoided at the factor in force, the average day', async () => {
    const m = await at('/index/green-electricity-trace?period=year&from=2026-01-01');
    const api = analysisApi(m.app.root.api, SERVER_PID);
    const mains = await api.aggQuery({ stores: [STORE], ...YEAR_2026, groupby: 'month', energytypes: ['electricity'], kinds: ['main'] });
    const pv = await api.aggQuery({ stores: [STORE], ...YEAR_2026, groupby: 'month', kinds: ['pv'] });
    expect(pv.total.energy).toBeGreaterThan(0);
    await waitFor(async () => expect((await kpi('PV generation')).textContent).toContain(enKwh(pv.total.energy)));
    expect((await kpi('Emissions avoided')).textContent).toContain(enCarbon(mains.total.green * 0.5366));
    expect((await kpi('Fed into the grid')).textContent).toContain(enKwh(Math.max(0, pv.total.energy - mains.total.green)));

    const monthly = await chartOption('PV and consumption by month');
    expect(monthly.series.map((s) => s.name)).toEqual(['Electricity consumption', 'PV generation', 'Green electricity used on site', 'Fed into the grid']);
    expect(monthly.series[1]!.data).toHaveLength(10);
    expect(sum(monthly.series[1]!.data)).toBeCloseTo(pv.total.energy, 0);
    const day = await chartOption('The average day: when PV covers the load (kWh per hour)');
    expect(day.xAxis?.data).toHaveLength(24);

    await m.user.click(screen.getByText('Green share and avoided'));
    await waitFor(() => expect(m.path()).toContain('chart=share'));
    const share = await chartOption('Green share and emissions avoided by month');
    expect(sum(share.series[0]!.data)).toBeCloseTo(mains.total.green * 0.5366, 0);
  });
});

describe('peaking-info', () => {
  it('the tariff bands as a 24-hour strip, energy per band adding up to the electricity total, the peak day load', async () => {
    const m = await at(`/index/peaking-info?${MONTH}&day=junk`);
    const api = analysisApi(m.app.root.api, SERVER_PID);
    const config = await api.config(STORE);
    const byBand = await api.aggQuery({ stores: [STORE], ...OCTOBER, groupby: 'touBand', energytypes: ['electricity'] });
    const byType = await api.aggQuery({ stores: [STORE], ...OCTOBER, groupby: 'energytype', energytypes: ['electricity'] });
    const strip = await screen.findByRole('list', { name: 'Time-of-use bands of the electricity tariff' });
    const tariff = config.tariffs.find((t) => t.energytype === 'electricity')!;
    expect([...strip.querySelectorAll('li')].map((li) => li.getAttribute('data-band'))).toEqual(tariff.bands);
    expect(byBand.total.energy).toBeCloseTo(byType.total.energy, 3); // the same electricity, cut by band

    const table = await card('Energy and cost by band');
    expect(rowsIn(table).map((r) => r.getAttribute('data-row-key'))).toEqual(['peak', 'flat', 'valley']);
    expect(cells(rowsIn(table)[0]!)[2]).toBe(enKwh(bands(byBand).peak));
    expect((await kpi('Peak band share')).textContent).toContain(en((bands(byBand).peak / byBand.total.energy) * 100, 1));

    const daily = await api.query({ store: STORE, metric: 'energy', energytypes: ['electricity'], ...OCTOBER, interval: 'day' });
    const values = daily.buckets.map((_, i) => sum(daily.series.map((s) => s.values[i])));
    const peakDay = daily.buckets[values.indexOf(Math.max(...values))]!.slice(0, 10);
    expect(await screen.findByText(`Load on ${peakDay}`)).toBeInTheDocument(); // junk day: the peak day
    const curve = await chartOption(`Load on ${peakDay}`);
    expect(curve.series[0]!.data).toHaveLength(24);

    await act(async () => m.app.root.navigate(`/index/peaking-info?${MONTH}&day=2026-10-05`));
    expect(await screen.findByText('Load on 2026-10-05')).toBeInTheDocument();
  });
});

describe('peaking-income-analysis', () => {
  it('storage income per month at the band prices, its running total, and the labelled shift estimate kept in the URL', async () => {
    const m = await at('/index/peaking-income-analysis?period=year&from=2026-01-01&shift=abc');
    const api = analysisApi(m.app.root.api, SERVER_PID);
    const config = await api.config(STORE);
    expect(config.storage.length).toBeGreaterThan(0);
    const prices = config.tariffs.find((t) => t.energytype === 'electricity')!.bandPrices!;
    const months = Array.from({ length: 10 }, (_, i) => {
      const month = `2026-${String(i + 1).padStart(2, '0')}`;
      const end = new Date(Date.UTC(2026, i + 1, 0)).toISOString().slice(0, 10);
      return { month, start: `${month}-01`, end };
    });
    let income = 0;
    for (const mo of months) {
      const q = { stores: [STORE], start: mo.start, end: mo.end, groupby: 'touBand' as const };
      const charge = bands(await api.aggQuery({ ...q, kinds: ['storage-charge'] }));
      const discharge = bands(await api.aggQuery({ ...q, kinds: ['storage-discharge'] }));
      const value = (e: Record<TouBand, number>) => e.peak * prices.peak + e.flat * prices.flat + e.valley * prices.valley;
      income += value(discharge) - value(charge);
    }
    const usd = (cny: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 }).format(cny * config.fx.rates.USD!);
    await waitFor(async () => expect((await kpi('Storage income')).textContent).toContain(usd(income)));
    const table = await card('Peak shaving account by month');
    expect(rowsIn(table)).toHaveLength(10);
    expect(cells(rowsIn(table).at(-1)!).at(-1)).toBe(usd(income));

    const peak = bands(await api.aggQuery({ stores: [STORE], ...YEAR_2026, groupby: 'touBand', energytypes: ['electricity'] })).peak;
    const estimate = await kpi('Shifting 10 % of peak load'); // junk in `shift`: the default 10 %
    expect(estimate.textContent).toContain(usd(peak * 0.1 * (prices.peak - prices.valley)));
    await m.user.click(screen.getByLabelText('Share of peak load shifted'));
    await m.user.click((await screen.findAllByTitle('20 %')).at(-1)!);
    await waitFor(() => expect(m.path()).toContain('shift=20'));
    expect((await kpi('Shifting 20 % of peak load')).textContent).toContain(usd(peak * 0.2 * (prices.peak - prices.valley)));
    expect(screen.getByText(/An estimate, not a measurement/)).toBeInTheDocument();
  });
});
