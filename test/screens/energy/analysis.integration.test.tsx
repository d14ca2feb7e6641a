import { act, screen, waitFor } from '@testing-library/react';
import { backtest, forecastSeasonal } from '../../../src/lib/forecast';
import { cells, en, MONTH, OCTOBER, SERVER_PID, setupEnergyScreens, STORE, sum } from './support';
import { analysisApi, reportApi } from '../../../src/api/analysis';

vi.mock('echarts/core', async () => (await import('../../support/echartsStandIns')).core);
vi.mock('echarts/charts', async () => (await import('../../support/echartsStandIns')).charts);
vi.mock('echarts/components', async () => (await import('../../support/echartsStandIns')).components);
vi.mock('echarts/renderers', async () => (await import('../../support/echartsStandIns')).renderers);

const { at, chartOption, kpi } = setupEnergyScreens();

/** Rows of the table labelled `label` (by selector: role queries over antd tables are slow in jsdom). */
const rowsOf = (label: string) => [...document.querySelectorAll<HTMLElement>(`table`)].filter((t) => t.closest(`[aria-label="${label}"]`) || t.getAttribute('aria-label') === label).flatMap((t) => [...t.querySelectorAll<HTMLElement>('tr[data-row-key]')]);
const numbers = (values: unknown[]) => values.filter((v): v is number => typeof v === 'number');

describe('comparative-analysis', () => {
  it('buildings side by side: ranked table, bars and lines agree with the server totals', async () => {
    const m = await at(`/index/comparative-analysis?${MONTH}&dim=building&type=electricity&metric=energy`);
    const agg = await analysisApi(m.app.root.api, SERVER_PID).aggQuery({ stores: [STORE], ...OCTOBER, groupby: 'building', energytypes: ['electricity'] });
    const ranked = [...agg.rows].sort((a, b) => b.energy - a.energy);
    await waitFor(() => expect(rowsOf('Ranking')).toHaveLength(ranked.length));
    expect(rowsOf('Ranking').map((r) => cells(r)[1])).toEqual(ranked.map((r) => r.name));
    expect(cells(rowsOf('Ranking')[0]!)[2]).toBe(en(ranked[0]!.energy, 1));

    const bars = await chartOption('Totals (kWh)');
    expect(bars.yAxis?.data).toEqual(ranked.map((r) => r.name));
    expect(bars.series[0]!.data).toEqual(ranked.map((r) => Math.round(r.energy * 100) / 100));

    const lines = await chartOption('Over the period', (o) => o.series.length === ranked.length);
    for (const row of ranked) {
      const line = lines.series.find((s) => s.name === row.name)!;
      expect(line.data).toHaveLength(31);
      expect(sum(line.data)).toBeCloseTo(row.energy, 0);
    }
    expect((await kpi('Ranked first')).textContent).toContain(ranked[0]!.name);
  });

  it('the filters live in the URL: chosen meters and metric come back, junk is ignored', async () => {
    const m = await at(`/index/comparative-analysis?${MONTH}&dim=meter&type=electricity&metric=intensity&ids=nope,${encodeURIComponent('x y')}`);
    const { config } = analysisApi(m.app.root.api, SERVER_PID);
    const meters = (await config(STORE)).meters.filter((x) => x.energytype === 'electricity' && (x.kind === 'main' || x.kind === 'sub'));
    // Junk ids and intensity (meters have no floor area) fall back: the first meters, by energy.
    await waitFor(() => expect(rowsOf('Ranking')).toHaveLength(Math.min(10, meters.length)));
    const chosen = meters.slice(1, 3).map((x) => x.did);
    await act(async () => m.app.root.navigate(`/index/comparative-analysis?${MONTH}&dim=meter&type=electricity&metric=carbon&ids=${chosen.join(',')}`));
    await waitFor(() => expect(rowsOf('Ranking')).toHaveLength(2));
    const agg = await analysisApi(m.app.root.api, SERVER_PID).aggQuery({ stores: [STORE], ...OCTOBER, groupby: 'meter', energytypes: ['electricity'], kinds: ['main', 'sub'] });
    const expected = agg.rows.filter((r) => chosen.includes(r.key)).sort((a, b) => b.carbon - a.carbon);
    expect(rowsOf('Ranking').map((r) => cells(r)[1])).toEqual(expected.map((r) => r.name));

    // Choosing another metric rewrites the URL and keeps the rest.
    await m.user.click(screen.getByLabelText('Metric'));
    await m.user.click(await screen.findByTitle('Cost'));
    await waitFor(() => expect(m.path()).toContain('metric=cost'));
    expect(m.path()).toContain(`ids=${encodeURIComponent(chosen.join(','))}`);
    expect(m.path()).toContain('from=2026-10-01');
  });
});

describe('vertical-comparison', () => {
  it('this month against the previous one and last year: KPIs, aligned series and differences', async () => {
    const m = await at(`/index/vertical-comparison?${MONTH}&type=electricity`);
    const api = analysisApi(m.app.root.api, SERVER_PID);
    const [current, previous, lastYear] = await api.aggQueries(
      [OCTOBER, { start: '2026-09-01', end: '2026-09-30' }, { start: '2025-10-01', end: '2025-10-31' }].map((p) => ({ stores: [STORE], ...p, groupby: 'energytype' as const, energytypes: ['electricity' as const] })),
    );
    const kwh = (a: typeof current) => a!.rows.find((r) => r.key === 'electricity')!.energy;
    await waitFor(async () => expect((await kpi('Previous period')).textContent).toContain(`${en(kwh(previous) / 1000)} MWh`));
    expect((await kpi('This period')).textContent).toContain(`${en(kwh(current) / 1000)} MWh`);
    expect((await kpi('Same period last year')).textContent).toContain(`${en(kwh(lastYear) / 1000)} MWh`);

    const chart = await chartOption('This period, the previous one and last year, aligned');
    expect(chart.series.map((s) => s.name)).toEqual(['This period', 'Previous period', 'Same period last year']);
    expect(chart.series[0]!.data).toHaveLength(31);
    expect(sum(chart.series[0]!.data)).toBeCloseTo(kwh(current), 0);
    expect(sum(chart.series[1]!.data)).toBeCloseTo(kwh(previous), 0);
    expect(numbers(chart.series[1]!.data)).toHaveLength(30); // September has 30 days
    const first = cells(rowsOf('Aligned values (kWh)')[0]!);
    expect(first[0]).toBe('Day 1');
    expect(first).toHaveLength(8);
  });

  it('a comparison outside the data is skipped with an explanation', async () => {
    await at('/index/vertical-comparison?period=month&from=2025-10-01&type=electricity');
    expect(await screen.findByText(/Previous period \(2025-09-01 to 2025-09-30\) is outside the data \(2025-10-01 to 2026-10-31\)/)).toBeInTheDocument();
    expect(screen.getByText(/Same period last year \(2024-10-01 to 2024-10-31\) is outside the data/)).toBeInTheDocument();
    const chart = await chartOption('This period, the previous one and last year, aligned');
    expect(chart.series.map((s) => s.name)).toEqual(['This period']);
    await waitFor(() => expect(cells(rowsOf('Aligned values (kWh)')[0]!)).toHaveLength(2));
  });
});

describe('energy-tree-analysis', () => {
  it('the Sankey and the node table follow the tree; the total agrees with the aggregation', async () => {
    const m = await at(`/index/energy-tree-analysis?${MONTH}&type=electricity`);
    const tree = await reportApi(m.app.root.api, SERVER_PID).energyTree({ store: STORE, ...OCTOBER, energytype: 'electricity' });
    const agg = await analysisApi(m.app.root.api, SERVER_PID).aggQuery({ stores: [STORE], ...OCTOBER, groupby: 'energytype', energytypes: ['electricity'] });
    const root = tree.nodes.find((n) => n.kind === 'store')!;
    expect(root.value).toBeCloseTo(agg.total.energy, 3);
    expect((await kpi('Electricity in total')).textContent).toContain(`${en(agg.total.energy / 1000)} MWh`);

    const sankey = await chartOption('Energy flow');
    expect(sankey.series[0]!.data).toHaveLength(tree.nodes.length);
    expect(sankey.series[0]!.links).toHaveLength(tree.links.length);
    await waitFor(() => expect(rowsOf('Nodes')).toHaveLength(tree.nodes.length));
    const mains = tree.nodes.filter((n) => n.kind === 'main');
    const firstMain = rowsOf('Nodes').find((r) => mains.some((n) => cells(r)[0] === n.name))!;
    const main = mains.find((n) => n.name === cells(firstMain)[0])!;
    expect(cells(firstMain)[4]).toBe(`${en((main.value / root.value) * 100, 1)}%`);
    expect((await kpi('Unmetered')).textContent).toContain('0 kWh');
  });

  it('the energy type comes from the URL', async () => {
    const m = await at(`/index/energy-tree-analysis?${MONTH}&type=water`);
    const tree = await reportApi(m.app.root.api, SERVER_PID).energyTree({ store: STORE, ...OCTOBER, energytype: 'water' });
    expect(await kpi('Water in total')).toBeTruthy();
    await waitFor(() => expect(rowsOf('Nodes')).toHaveLength(tree.nodes.length));
    expect(cells(rowsOf('Nodes')[0]!)[2]).toBe(en(tree.nodes.find((n) => n.kind === 'store')!.value, 1));
  });
});

describe('energy-data-report', () => {
  it('server-paged rows with columns and totals from the answer', async () => {
    const m = await at(`/index/energy-data-report?${MONTH}&interval=day`);
    const answer = await reportApi(m.app.root.api, SERVER_PID).query({ report: 'energy-data', store: STORE, ...OCTOBER, interval: 'day', page: 1, pagesize: 20 });
    await waitFor(() => expect(rowsOf('Energy data')).toHaveLength(20));
    const headers = [...document.querySelectorAll('[aria-label="Energy data"] thead th')].map((th) => th.textContent);
    expect(headers).toEqual(['Time', 'Meter', 'Energy type', 'Unit', 'Energy', 'Carbon (kgCO2)', 'Cost (USD)']);
    expect(cells(rowsOf('Energy data')[0]!).slice(0, 2)).toEqual([String(answer.data[0]!.time), String(answer.data[0]!.meter)]);
    const totals = screen.getByTestId('report-totals');
    expect(totals.textContent).toContain(en(answer.totals.carbon!, 2));
    expect((await kpi('Rows')).textContent).toContain(en(answer.total, 0));

    // The next page is asked of the server.
    await m.user.click(screen.getByTitle('2'));
    const second = await reportApi(m.app.root.api, SERVER_PID).query({ report: 'energy-data', store: STORE, ...OCTOBER, interval: 'day', page: 2, pagesize: 20 });
    await waitFor(() => expect(cells(rowsOf('Energy data')[0]!)[1]).toBe(String(second.data[0]!.meter)));
  });

  it('exports every row the filters match, in pages of 2000, in order', async () => {
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (files.push(blob as Blob), 'blob:export'));
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const m = await at(`/index/energy-data-report?${MONTH}&interval=day&types=electricity,bogus`);
    const config = await analysisApi(m.app.root.api, SERVER_PID).config(STORE);
    const electricity = config.meters.filter((x) => x.energytype === 'electricity');
    const pages: number[] = [];
    // The screen's calls name its page: the section of that page is the one it uses.
    const original = analysisApi(m.app.root.api, 'p-energy-data-report').aggExport;
    vi.spyOn(analysisApi(m.app.root.api, 'p-energy-data-report'), 'aggExport').mockImplementation((body, opts) => (pages.push(body.page), expect(body.pagesize).toBe(2000), original(body, opts)));
    expect(await screen.findByText(new RegExp(`Exports every row of ${electricity.length} meters from 2026-10-01 to 2026-10-31 \\(Daily\\)`))).toBeInTheDocument();

    await m.user.click(screen.getByRole('button', { name: /Export/ }));
    await m.user.click(await screen.findByText('CSV file (.csv)'));
    await waitFor(() => expect(files).toHaveLength(1));
    const lines = (await files[0]!.text()).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    // 31 days × 156 electricity meters (22 of the buildings and assets, 134 of let rooms): 3 pages.
    expect(electricity.length).toBe(156);
    const expected = 31 * electricity.length;
    expect(lines).toHaveLength(expected + 1);
    expect(lines[0]).toBe('Time,Meter,Energy type,Unit,Energy,Carbon (kgCO2),Cost (USD)');
    expect(new Set(pages)).toEqual(new Set(Array.from({ length: Math.ceil(expected / 2000) }, (_, i) => i + 1)));
    // In time order across the page boundaries; water never shows up.
    const times = lines.slice(1).map((l) => l.split(',')[0]!);
    expect([...times].sort()).toEqual(times);
    expect(lines.some((l) => l.includes(',Water,'))).toBe(false);
  });
});

describe('measurement-method/:metertype?', () => {
  it('the electricity meters with method, accuracy, position and coverage; the tab follows the URL', async () => {
    const m = await at(`/index/measurement-method/1?${MONTH}`);
    const config = await analysisApi(m.app.root.api, SERVER_PID).config(STORE);
    const electricity = config.meters.filter((x) => x.energytype === 'electricity');
    await waitFor(() => expect(rowsOf('Meters')).toHaveLength(electricity.length));
    const main = electricity.find((x) => x.kind === 'main')!;
    const row = rowsOf('Meters').find((r) => r.getAttribute('data-row-key') === main.did)!;
    expect(cells(row)[4]).toBe(`CT (ratio ${main.ratio})`);
    expect(cells(row)[5]).toBe(main.accuracyClass);
    expect(cells(row)[8]).toBe('100%'); // the subs add up to their main exactly
    const sub = electricity.find((x) => x.kind === 'sub')!;
    expect(cells(rowsOf('Meters').find((r) => r.getAttribute('data-row-key') === sub.did)!)[2]).toBe(`Sub of ${main.name}`);
    expect((await kpi('Sub-meter coverage')).textContent).toContain('100%');

    await m.user.click(screen.getByRole('tab', { name: 'Water' }));
    await waitFor(() => expect(m.path()).toBe(`/index/measurement-method/2?${MONTH}`));
    await waitFor(() => expect(rowsOf('Meters')).toHaveLength(config.meters.filter((x) => x.energytype === 'water').length));
    expect((await kpi('Sub-meter coverage')).textContent).toContain('No sub-meters');
  });

  it('a junk meter type shows electricity', async () => {
    const m = await at(`/index/measurement-method/abc?${MONTH}`);
    const config = await analysisApi(m.app.root.api, SERVER_PID).config(STORE);
    await waitFor(() => expect(rowsOf('Meters')).toHaveLength(config.meters.filter((x) => x.energytype === 'electricity').length));
    expect(screen.getByRole('tab', { name: 'Electricity', selected: true })).toBeInTheDocument();
  });
});

describe('measurement-result/:resulttype?', () => {
  it('carbon per meter: energy × factor written out, sums checked against the store totals', async () => {
    const m = await at(`/index/measurement-result/2?${MONTH}`);
    const api = analysisApi(m.app.root.api, SERVER_PID);
    const [store, meters] = await Promise.all([
      api.aggQuery({ stores: [STORE], ...OCTOBER, groupby: 'energytype' }),
      api.aggQuery({ stores: [STORE], ...OCTOBER, groupby: 'meter' }),
    ]);
    await waitFor(() => expect(rowsOf('Carbon per meter: (energy − green) × factor')).toHaveLength(meters.rows.length));
    expect((await kpi('Carbon emissions')).textContent).toContain(en(store.total.carbon / 1000));
    const checks = [...screen.getByRole('list', { name: 'Sums checked' }).querySelectorAll('li')];
    expect(checks.length).toBeGreaterThan(1);
    expect(checks.every((li) => li.getAttribute('data-check') === 'agree')).toBe(true);
    // October 2026 lies wholly in the 0.5366 factor's period.
    const main = meters.rows.find((r) => r.energytype === 'electricity')!;
    const row = rowsOf('Carbon per meter: (energy − green) × factor').find((r) => r.getAttribute('data-row-key') === main.key)!;
    expect(cells(row)[4]).toBe('0.5366');
    expect(cells(row)[6]).toContain(`× 0.5366 = ${en(main.carbon)} kgCO2`);
    expect((main.energy - main.green) * 0.5366).toBeCloseTo(main.carbon, 1);
    expect(screen.getByRole('list', { name: 'Emission factors used' })).toBeTruthy();
  });

  it('cost per meter in the language currency; a junk result type shows energy', async () => {
    const m = await at(`/index/measurement-result/3?${MONTH}`);
    await waitFor(() => expect(rowsOf('Cost per meter: (energy − green) × price').length).toBeGreaterThan(0));
    expect(cells(rowsOf('Cost per meter: (energy − green) × price')[0]!)[6]).toMatch(/× \$[\d.,]+\/(kWh|m³) = \$[\d,.]+/);
    expect([...screen.getByRole('list', { name: 'Sums checked' }).querySelectorAll('li')].every((li) => li.getAttribute('data-check') === 'agree')).toBe(true);
    await act(async () => m.app.root.navigate(`/index/measurement-result/9?${MONTH}`));
    await waitFor(() => expect(rowsOf('Energy per meter').length).toBeGreaterThan(0));
    expect(screen.getByRole('tab', { name: 'Energy', selected: true })).toBeInTheDocument();
  });
});

describe('load-forecast', () => {
  it('the next 7 days from the last weeks, explained, with its backtest error', async () => {
    const m = await at('/index/load-forecast?weeks=6');
    const answer = await analysisApi(m.app.root.api, SERVER_PID).query({ store: STORE, energytypes: ['electricity'], metric: 'energy', start: '2026-09-13', end: '2026-10-31', interval: 'hour' });
    const history = answer.series[0]!.values;
    const fit = forecastSeasonal(history, { season: 168, horizon: 168, cycles: 6 });
    const test = backtest(history, { season: 168, cycles: 6 }, 168);
    const peak = Math.max(...fit.forecast);
    expect((await kpi('Forecast peak load')).textContent).toContain(en(peak, 1));
    expect((await kpi('Backtest error (MAPE)')).textContent).toContain(en(test.mape!, 1));
    expect(screen.getByText(/over the last 6 weeks up to 2026-10-31/)).toBeInTheDocument();

    const chart = await chartOption('Measured and forecast load');
    expect(chart.series.map((s) => s.name)).toEqual(['Measured', 'Forecast']);
    expect(chart.series[1]!.data).toHaveLength(14 * 24 + 168);
    expect(numbers(chart.series[1]!.data)).toHaveLength(168);
    expect(numbers(chart.series[1]!.data)[0]).toBeCloseTo(fit.forecast[0]!, 6);
    const backtestChart = await chartOption('Backtest: the last week forecast against measured');
    expect(numbers(backtestChart.series[1]!.data)).toHaveLength(168);
    await waitFor(() => expect(rowsOf('Daily forecast peaks')).toHaveLength(7));
    expect(cells(rowsOf('Daily forecast peaks')[0]!)[0]).toBe('2026-11-01');
  });
});

describe('load-analysis-prediction', () => {
  it('peak, valley, load factor and duration curve of the month; tomorrow predicted against what was measured', async () => {
    const m = await at('/index/load-analysis-prediction?period=month&from=2026-09-01');
    const answer = await analysisApi(m.app.root.api, SERVER_PID).query({ store: STORE, energytypes: ['electricity'], metric: 'energy', start: '2026-09-01', end: '2026-09-30', interval: 'hour' });
    const values = numbers(answer.series[0]!.values);
    const peak = Math.max(...values);
    const average = values.reduce((a, b) => a + b, 0) / values.length;
    expect((await kpi('Peak load')).textContent).toContain(en(peak, 1));
    expect((await kpi('Lowest load')).textContent).toContain(en(Math.min(...values), 1));
    expect((await kpi('Load factor')).textContent).toContain(en((average / peak) * 100, 1));

    const duration = await chartOption('Load duration curve');
    expect(duration.series[0]!.data).toHaveLength(720);
    expect(duration.series[0]!.data[0]).toBe(peak);
    const next = await chartOption('Hourly prediction for 2026-10-01');
    expect(next.series.map((s) => s.name)).toEqual(['Forecast', 'Measured']);
    expect(numbers(next.series[0]!.data)).toHaveLength(24);
    expect(screen.getByText(/the same hour on the same weekday over the last 4 weeks up to 2026-09-30/)).toBeInTheDocument();

    // The daily model, from the URL.
    await act(async () => m.app.root.navigate('/index/load-analysis-prediction?period=month&from=2026-09-01&model=day'));
    expect(await screen.findByText(/the same hour over the last 7 days up to 2026-09-30/)).toBeInTheDocument();
  });
});
