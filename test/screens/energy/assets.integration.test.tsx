import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AggGroup, EnergyType, MeterKind } from '../../../src/api/energyTypes';
import { scaleUnit } from '../../../src/lib/carbon';
import { en, OCTOBER, SERVER_PID, setupEnergyScreens, STORE, sum } from './support';
import { analysisApi, reportApi } from '../../../src/api/analysis';

vi.mock('echarts/core', async () => (await import('../../support/echartsStandIns')).core);
vi.mock('echarts/charts', async () => (await import('../../support/echartsStandIns')).charts);
vi.mock('echarts/components', async () => (await import('../../support/echartsStandIns')).components);
vi.mock('echarts/renderers', async () => (await import('../../support/echartsStandIns')).renderers);

type Series = { name?: string; type?: string; data: Array<number | null>; stack?: string; yAxisIndex?: number; markLine?: { data: Array<{ yAxis: number }> }; lineStyle?: { type?: string } };
type Option = { series: Series[]; xAxis?: { data?: string[] } };

// The operator's only store has PV (3 inverters), one battery, EV charging and a discharge load.
const { server, at, mounted, api, chartOption, kpi } = setupEnergyScreens<Option>({ kpi: { title: '[class*="-card-head-title"]' } });

const intl = () => mounted().app.root.locale.intl;
const agg = (kinds: MeterKind[] | undefined, groupby: AggGroup = 'meter', period = OCTOBER, energytypes?: EnergyType[]) =>
  analysisApi(api(), SERVER_PID).aggQuery({ stores: [STORE], start: period.start, end: period.end, groupby, kinds, ...(energytypes ? { energytypes } : {}) });

/** The big figure and the unit of a KPI card. */
const figure = (card: HTMLElement) => {
  const spans = card.querySelectorAll<HTMLElement>('[class*="-card-body"] > div > div > span');
  return [...spans].map((span) => span.textContent).join(' ');
};
const scaled = (value: number, unit: string) => {
  const s = scaleUnit(value, unit);
  return `${en(s.value)} ${s.unit}`;
};

describe('load-monitoring/:loadtype', () => {
  it('13: the EV charging load: delivered energy, peak and curve agree with the server totals', async () => {
    await at('/index/load-monitoring/13');
    const expected = await agg(['charging']);
    expect(expected.total.energy).toBeGreaterThan(0);
    expect(figure(await kpi('Energy delivered'))).toBe(scaled(expected.total.energy, 'kWh'));

    const option = await chartOption('EV charging load curve');
    expect(option.series.map((s) => s.name)).toEqual(['充电桩负荷']);
    expect(option.series[0]!.data).toHaveLength(31 * 24);
    expect(sum(option.series[0]!.data)).toBeCloseTo(expected.total.energy, 3);
    // The rated power is drawn as a reference line.
    expect(option.series[0]!.markLine?.data[0]?.yAxis).toBeGreaterThan(0);
    const peak = Math.max(...option.series[0]!.data.map((v) => v ?? 0));
    await waitFor(async () => expect(figure(await kpi('Peak load'))).toBe(`${en(peak)} kW`));
    expect(within(screen.getByLabelText('Meters by energy delivered')).getByText(/充电桩负荷/)).toBeInTheDocument();
  });

  it('14 with a day period and junk meters in the URL: the discharge load of that day; a bad load type says so', async () => {
    const m = await at('/index/load-monitoring/14?period=day&from=2026-10-15&meters=nonsense,%3Cscript%3E');
    const day = { start: '2026-10-15', end: '2026-10-15' };
    const expected = await agg(['discharge'], 'meter', day);
    expect(figure(await kpi('Energy delivered'))).toBe(scaled(expected.total.energy, 'kWh'));
    const option = await chartOption('Discharge load curve');
    expect(option.series.map((s) => s.name)).toEqual(['V2G放电负荷']); // junk meters ignored: all meters
    expect(option.series[0]!.data).toHaveLength(24);
    expect(sum(option.series[0]!.data)).toBeCloseTo(expected.total.energy, 3);
    // Discharge happens in the peak bands only (08–10 and 18–20).
    expect(option.series[0]!.data.slice(0, 8).every((v) => v === 0)).toBe(true);
    expect(m.path()).toContain('period=day');
    expect(m.path()).toContain('from=2026-10-15');

    await act(async () => m.app.root.navigate('/index/load-monitoring/99'));
    expect(await screen.findByText('Unknown load type: 99')).toBeInTheDocument();
    expect(screen.getByText('EV charging load').closest('a')).toHaveAttribute('href', expect.stringMatching(/\/index\/load-monitoring\/13$/));
  });
});

describe('photovoltaic-monitoring', () => {
  it('generation, full-load hours, self-consumption and the curve against the load agree with the server', async () => {
    const m = await at('/index/photovoltaic-monitoring');
    const pv = await agg(['pv']);
    const load = await agg(undefined, 'energytype', OCTOBER, ['electricity']);
    const capacity = (await analysisApi(api(), SERVER_PID).config(STORE)).meters.filter((x) => x.kind === 'pv').reduce((s, x) => s + (x.capacityKw ?? 0), 0);
    expect(figure(await kpi('Generation in the period'))).toBe(scaled(pv.total.energy, 'kWh'));
    expect(figure(await kpi('Equivalent full-load hours'))).toBe(`${en(pv.total.energy / capacity, 1)} h`);
    await waitFor(async () => expect(figure(await kpi('Self-consumption'))).toBe(`${en((load.total.green / pv.total.energy) * 100, 1)} %`));
    const lastDay = await agg(['pv'], 'energytype', { start: '2026-10-31', end: '2026-10-31' });
    expect(figure(await kpi('Generation on the last day'))).toBe(scaled(lastDay.total.energy, 'kWh'));

    const option = await chartOption('PV generation against the load');
    expect(option.series.map((s) => s.name)).toEqual(['PV generation', 'Electricity load']);
    expect(option.series[0]!.data).toHaveLength(31 * 24);
    expect(sum(option.series[0]!.data)).toBeCloseTo(pv.total.energy, 2);
    expect(sum(option.series[1]!.data)).toBeCloseTo(load.total.energy, 1);
    expect(within(screen.getByLabelText('Inverters by full-load hours')).getAllByRole('listitem')).toHaveLength(3);

    // One inverter, from the URL: the curve is that inverter's output.
    const one = pv.rows[1]!;
    await act(async () => m.app.root.navigate(`/index/photovoltaic-monitoring?inverter=${one.key}`));
    await waitFor(async () => expect(sum((await chartOption('PV generation against the load')).series[0]!.data)).toBeCloseTo(one.energy, 2));
  });
});

describe('storage-monitoring', () => {
  it('charge, discharge, efficiency and the SOC estimate of the last day', async () => {
    await at('/index/storage-monitoring');
    const totals = await agg(['storage-charge', 'storage-discharge']);
    const charge = totals.rows.find((r) => r.key.endsWith('-in'))!.energy;
    const discharge = totals.rows.find((r) => r.key.endsWith('-out'))!.energy;
    expect(figure(await kpi('Energy charged'))).toBe(scaled(charge, 'kWh'));
    expect(figure(await kpi('Energy discharged'))).toBe(scaled(discharge, 'kWh'));
    expect(figure(await kpi('Round-trip efficiency'))).toBe(`${en((discharge / charge) * 100, 1)} %`);

    const option = await chartOption('Charge, discharge and estimated SOC on 2026-10-31');
    expect(option.series.map((s) => s.name)).toEqual(['Charge', 'Discharge', 'Estimated SOC']);
    const soc = option.series[2]!.data.filter((v): v is number => v !== null);
    expect(soc).toHaveLength(24);
    expect(option.series[2]!.yAxisIndex).toBe(1);
    // The lowest point of the day sits at the saved minimum SOC (10 %), nothing above 100 %.
    expect(Math.min(...soc)).toBeCloseTo(10, 6);
    expect(Math.max(...soc)).toBeLessThanOrEqual(100);
    expect(screen.getByText(/minimum SOC of 10%/)).toBeInTheDocument();
    const day = await agg(['storage-charge'], 'meter', { start: '2026-10-31', end: '2026-10-31' });
    expect(sum(option.series[0]!.data)).toBeCloseTo(day.total.energy, 3);
    expect(document.querySelectorAll('tr[data-row-key]')).toHaveLength(1);
  });
});

describe('pv-generation', () => {
  it('generation by inverter with last year, and the revenue from self-use and export in the language currency', async () => {
    await at('/index/pv-generation');
    const config = await analysisApi(api(), SERVER_PID).config(STORE);
    const pv = await agg(['pv']);
    const lastYear = await agg(['pv'], 'meter', { start: '2025-10-01', end: '2025-10-31' });
    const bands = await agg(undefined, 'touBand', OCTOBER, ['electricity']);
    const electricity = config.tariffs.find((t) => t.energytype === 'electricity')!;
    const feedIn = config.tariffs.find((t) => t.energytype === 'pv-feed-in')!.price;
    const selfUse = bands.rows.reduce((s, r) => s + r.green * electricity.bandPrices![r.key as 'peak' | 'flat' | 'valley'], 0);
    const green = bands.rows.reduce((s, r) => s + r.green, 0);
    const revenue = selfUse + (pv.total.energy - green) * feedIn;
    const usd = (cny: number) => intl().formatNumber(cny * config.fx.rates.USD!, { style: 'currency', currency: 'USD', maximumFractionDigits: 2 });

    expect(figure(await kpi('Generation in the period'))).toBe(scaled(pv.total.energy, 'kWh'));
    expect(figure(await kpi('PV revenue'))).toBe(usd(revenue));
    expect(screen.getByTestId('pv-revenue-total')).toHaveTextContent(usd(revenue));

    const option = await chartOption('Generation, with last year');
    expect(option.series.map((s) => s.name)).toEqual([...pv.rows.map((r) => r.name), 'Same period last year']);
    expect(option.series.every((s) => s.data.length === 31)).toBe(true);
    expect(option.series.slice(0, -1).every((s) => s.stack === 'pv')).toBe(true);
    expect(sum(option.series.slice(0, -1).flatMap((s) => s.data))).toBeCloseTo(pv.total.energy, 2);
    expect(sum(option.series.at(-1)!.data)).toBeCloseTo(lastYear.total.energy, 2);
    const table = screen.getByLabelText('Generation by inverter');
    expect(table.querySelectorAll('tr[data-row-key]')).toHaveLength(pv.rows.length);
  });
});

describe('es-charge-discharge', () => {
  it('charge in the valley / discharge in the peak check, arbitrage income, and the hour-of-day view kept in the URL', async () => {
    const m = await at('/index/es-charge-discharge');
    const config = await analysisApi(api(), SERVER_PID).config(STORE);
    const charge = await agg(['storage-charge'], 'touBand');
    const discharge = await agg(['storage-discharge'], 'touBand');
    const usd = (cny: number) => intl().formatNumber(cny * config.fx.rates.USD!, { style: 'currency', currency: 'USD', maximumFractionDigits: 2 });
    expect(figure(await kpi('Energy charged'))).toBe(scaled(charge.total.energy, 'kWh'));
    expect(figure(await kpi('Arbitrage income'))).toBe(usd(discharge.total.cost - charge.total.cost));
    // The seeded strategy also charges at noon (flat band): the check says how much.
    const outside = charge.rows.filter((r) => r.key !== 'valley').reduce((s, r) => s + r.energy, 0);
    expect(outside).toBeGreaterThan(0);
    const quantity = scaleUnit(outside, 'kWh');
    expect(screen.getByText(`${en(quantity.value)} ${quantity.unit} was charged outside the valley band.`)).toBeInTheDocument();
    expect(screen.getByText('All discharging was in the peak band.')).toBeInTheDocument();
    const days = await chartOption('Energy charged and discharged');
    expect(days.series.map((s) => s.name)).toEqual(['Charge', 'Discharge']);
    expect(sum(days.series[1]!.data)).toBeCloseTo(discharge.total.energy, 3);

    await m.user.click(screen.getByText('By hour of day'));
    await waitFor(() => expect(m.path()).toContain('view=hours'));
    const hours = await chartOption('Charge and discharge by hour of day, with the tariff bands');
    expect(hours.xAxis?.data).toHaveLength(24);
    expect(hours.xAxis?.data?.[12]).toBe('12:00\nFlat');
    expect(hours.series[0]!.data[12]).toBeGreaterThan(0); // noon charging
    expect(hours.series[1]!.data[3]).toBe(0); // never discharging at night
  });
});

describe('run-configuration', () => {
  it('shows the saved strategy next to the bands, validates the SOC limits, edits the schedule by keyboard and saves', async () => {
    const m = await at('/index/run-configuration');
    // 02:00 UTC is 10:00 in the store's time zone (Asia/Shanghai).
    expect(await screen.findByText(/^Oct 15, 2026, 10:00\sAM$/)).toBeInTheDocument();
    expect(screen.getByLabelText('Peak-valley')).toBeChecked();
    const hour0 = screen.getByLabelText('00:00, Valley band: Idle');
    expect(hour0).toBeDisabled();
    expect(screen.getByText('Hours charging outside the valley or discharging outside the peak: 4.')).toBeInTheDocument();

    const min = screen.getByLabelText('Minimum SOC (%)');
    const max = screen.getByLabelText('Maximum SOC (%)');
    await m.user.clear(min);
    await m.user.type(min, '60');
    await m.user.clear(max);
    await m.user.type(max, '40');
    expect(await screen.findByText('The SOC limits must satisfy 0 ≤ minimum < maximum ≤ 100.')).toBeInTheDocument();
    expect(screen.getByText('Save').closest('button')).toBeDisabled();

    await m.user.clear(min);
    await m.user.type(min, '20');
    await m.user.clear(max);
    await m.user.type(max, '90');
    await m.user.click(screen.getByLabelText('Manual schedule'));
    expect(screen.queryByText('The SOC limits must satisfy 0 ≤ minimum < maximum ≤ 100.')).not.toBeInTheDocument();
    act(() => screen.getByLabelText('00:00, Valley band: Idle').focus());
    await m.user.keyboard('{Enter}');
    expect(screen.getByLabelText('00:00, Valley band: Charge')).toHaveFocus();
    await m.user.keyboard('{ArrowRight}{Enter}');
    expect(screen.getByLabelText('01:00, Valley band: Discharge')).toHaveFocus();
    await m.user.click(screen.getByText('Save').closest('button')!);
    expect(await screen.findByText(/^Saved \(/)).toBeInTheDocument();
    const saved = await analysisApi(api(), SERVER_PID).setting({ kind: 'run-config', store: STORE });
    expect(saved).toMatchObject({ mode: 'manual', socMin: 20, socMax: 90 });
    expect(saved!.schedule.slice(0, 3)).toEqual(['charge', 'discharge', 'charge']);
  });

  it('a failed save says why and keeps what was typed', async () => {
    const m = await at('/index/run-configuration');
    const min = await screen.findByLabelText('Minimum SOC (%)');
    server.use(http.post('*/sfsaas/api/analysis/update', () => HttpResponse.json({ status: -1, message: 'storage controller offline', result: null })));
    await m.user.clear(min);
    await m.user.type(min, '15');
    await m.user.click(screen.getByText('Save').closest('button')!);
    expect(await screen.findByText(/^Not saved: storage controller offline/)).toBeInTheDocument();
    expect(min).toHaveValue('15');
    expect((await analysisApi(api(), SERVER_PID).setting({ kind: 'run-config', store: STORE }))!.socMin).toBe(10);
  });
});

/** The record rows of the report table (by selector: role queries over antd tables are slow in jsdom). */
const reportRows = () => [...document.querySelectorAll<HTMLElement>('tbody tr[data-row-key]')];
const totalsRow = () => document.querySelector<HTMLElement>('[class*="-table-summary"] tr');

describe('reports', () => {
  it('power-report: server paging and the interval in the URL, totals over all pages', async () => {
    const m = await at('/index/power-report?page=2');
    const first = await reportApi(api(), SERVER_PID).query({ report: 'power', store: STORE, ...OCTOBER, interval: 'day', page: 1, pagesize: 20 });
    expect(first.total).toBe(31);
    await waitFor(() => expect(reportRows()).toHaveLength(11));
    expect(reportRows()[0]).toHaveTextContent('2026-10-21');
    expect(screen.getByText('Consumption (kWh)', { selector: 'th' })).toBeInTheDocument();
    const totals = totalsRow()!;
    expect(totals).toHaveTextContent('Total (all pages)');
    expect(totals).toHaveTextContent(en(first.totals.consumption!));

    await m.user.click(screen.getByText('Monthly'));
    await waitFor(() => expect(reportRows()).toHaveLength(1));
    expect(m.path()).toContain('interval=month');
    expect(m.path()).not.toContain('page=');
    expect(reportRows()[0]).toHaveTextContent(en(first.totals.consumption!));
  });

  it('inverter-report: exports every page of the hourly report (pages of 2000, in order) with the totals row', async () => {
    const created: Blob[] = [];
    const bodies: Array<{ page: number; pagesize: number }> = [];
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: (blob: Blob) => (created.push(blob), 'blob:report') });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const m = await at('/index/inverter-report?interval=hour');
    server.use(
      http.post('*/report/query', async ({ request }) => {
        bodies.push((await request.clone().json()) as { page: number; pagesize: number });
      }),
    );
    await waitFor(() => expect(reportRows()).toHaveLength(20));
    expect(reportRows()[0]).toHaveTextContent('2026-10-01 00:00');
    await m.user.click(screen.getByText('Export'));
    await m.user.click(await screen.findByText('CSV file (.csv)'));
    await waitFor(() => expect(created).toHaveLength(1));
    const lines = (await created[0]!.text()).split(/\r?\n/).filter((line) => line.trim() !== '');
    const hours = 31 * 24;
    expect(lines).toHaveLength(1 + hours * 3 + 1); // header, 3 inverters × 744 hours, totals
    expect(lines[0]).toContain('Generation (kWh)');
    expect(lines[1]).toContain('2026-10-01 00:00');
    expect(lines[hours * 3]).toContain('2026-10-31 23:00');
    expect(lines.at(-1)).toContain('Total (all pages)');
    expect(bodies.filter((b) => b.pagesize === 2000).map((b) => b.page).sort()).toEqual([1, 2]);
    expect(names[0]).toMatch(/^Inverter report-.*-2026-10-01_2026-10-31-hour\.csv$/);
  });

  it('billing-report: money in the language currency, energy types by name, the net total', async () => {
    await at('/index/billing-report');
    const config = await analysisApi(api(), SERVER_PID).config(STORE);
    const answer = await reportApi(api(), SERVER_PID).query({ report: 'billing', store: STORE, ...OCTOBER, interval: 'day', page: 1, pagesize: 20 });
    await waitFor(() => expect(reportRows()).toHaveLength(answer.total));
    expect(screen.getByText('Amount (USD)', { selector: 'th' })).toBeInTheDocument();
    expect(screen.getByText('Electricity')).toBeInTheDocument();
    expect(screen.getByText('PV feed-in (credit)')).toBeInTheDocument();
    const usd = intl().formatNumber(answer.totals.amount! * config.fx.rates.USD!, { style: 'currency', currency: 'USD', maximumFractionDigits: 2 });
    expect(totalsRow()).toHaveTextContent(usd);
  });
});

describe('a store without PV, storage or charging', () => {
  it('says so on every asset screen', async () => {
    const m = await at('/index/photovoltaic-monitoring', { user: 'maintainer' });
    const store = '云算中心·成都新城店';
    expect(await screen.findByText(`The store “${store}” has no PV.`)).toBeInTheDocument();
    for (const [path, text] of [
      ['/index/pv-generation', `The store “${store}” has no PV.`],
      ['/index/storage-monitoring', `The store “${store}” has no energy storage.`],
      ['/index/es-charge-discharge', `The store “${store}” has no energy storage.`],
      ['/index/run-configuration', `The store “${store}” has no energy storage.`],
      ['/index/load-monitoring/13', `The store “${store}” has no EV charging.`],
      ['/index/inverter-report', `The store “${store}” has no PV.`],
    ] as const) {
      await act(async () => m.app.root.navigate(path));
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
  });
});
