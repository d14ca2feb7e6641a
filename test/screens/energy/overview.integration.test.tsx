import { act, screen, waitFor } from '@testing-library/react';
import { scaleUnit } from '../../../src/lib/carbon';
import { mockDb } from '../../support/backend';
import { chartInstances } from '../../support/echartsStandIns';
import { en, OCTOBER as LAST_MONTH, rows, SERVER_PID, setupEnergyScreens, STORE, sum } from './support';
import { analysisApi } from '../../../src/api/analysis';

vi.mock('echarts/core', async () => (await import('../../support/echartsStandIns')).core);
vi.mock('echarts/charts', async () => (await import('../../support/echartsStandIns')).charts);
vi.mock('echarts/components', async () => (await import('../../support/echartsStandIns')).components);
vi.mock('echarts/renderers', async () => (await import('../../support/echartsStandIns')).renderers);

// The first chart of a kind waits for its lazily imported module (transformed on demand here).
const { at, chartOption } = setupEnergyScreens();

/** The text of a KPI card, by its title ('' while it is not there). */
function kpiText(title: string): string {
  const card = screen
    .queryAllByText(title)
    .map((h) => h.closest<HTMLElement>('[class*="-card"]:not([class*="-card-head"])'))
    .find((c) => c?.querySelector('[aria-busy], span[style*="tabular-nums"]'));
  return card?.textContent ?? '';
}

/** Waits until the KPI titled `title` shows `text`. */
async function expectKpi(title: string, text: string | RegExp) {
  await waitFor(() => (typeof text === 'string' ? expect(kpiText(title)).toContain(text) : expect(kpiText(title)).toMatch(text)));
}

/** A ranking (RankingBars' labelled list) by its title. By selector: role queries over antd trees are slow in jsdom. */
const ranking = (title: string) => document.querySelector<HTMLElement>(`ol[aria-label="${title}"]`);
const rankingItems = (title: string) => [...(ranking(title)?.querySelectorAll('li') ?? [])];

describe('home (exempt from the no-project view)', () => {
  it('with a store: the month at a glance agrees with the server totals, chart and ranking included', async () => {
    const m = await at('/index/home');
    const api = analysisApi(m.app.root.api, SERVER_PID);
    const totals = await api.aggQuery({ stores: [STORE], ...LAST_MONTH, groupby: 'energytype' });
    const kwh = totals.rows.find((r) => r.key === 'electricity')!.energy;
    const shown = scaleUnit(kwh, 'kWh');
    await expectKpi('Electricity', `${en(shown.value)}${shown.unit}`);
    expect(kpiText('Carbon emissions')).toContain(en(scaleUnit(totals.total.carbon, 'kgCO2').value));
    // Dollars: the English console shows money in USD, converted with the server's rates.
    expect(kpiText('Energy cost')).toMatch(/\$[\d,.]+/);

    const option = await chartOption('Electricity and emissions over time');
    expect(option.series.map((s) => s.name)).toEqual(['Electricity', 'Carbon emissions']);
    expect(option.series[0]!.data).toHaveLength(31);
    expect(sum(option.series[0]!.data)).toBeCloseTo(kwh, 0);
    expect(sum(option.series[1]!.data)).toBeCloseTo(totals.total.carbon, 0);

    const buildings = await api.aggQuery({ stores: [STORE], ...LAST_MONTH, groupby: 'building' });
    const top = [...buildings.rows].sort((a, b) => b.tce - a.tce)[0]!;
    await waitFor(() => expect(rankingItems('Top buildings (coal equivalent)')[0]?.textContent).toContain(top.name));
    expect(screen.getByTestId('home-summary').textContent).toMatch(/meters are online; data runs from 2025-10-01 to 2026-10-31/);
  });

  it('with a parent business but no store: the stores ranked, and the store picker one click away', async () => {
    const m = await at('/index/home', { user: 'maintainer' });
    const { project } = m.app.root;
    await waitFor(() => expect(project.currentStore).not.toBe(''));
    await act(async () => project.selectDistrict({ country: { adcode: '100000', name: '中国' }, province: { adcode: '', name: '' }, city: { adcode: '', name: '' }, store: { did: '', name: '' } }));
    const located = project.stores.filter((s) => s.businessgrade === 1 && s.provincecode && s.citycode);
    expect(located.length).toBeLessThan(project.stores.length); // the unlocated store is left out
    await expectKpi('Stores', String(located.length));
    await waitFor(() => expect(rankingItems('Stores by energy (coal equivalent)')).toHaveLength(located.length));
    await m.user.click(screen.getByText('Choose a store'));
    expect(project.dialog).toBe('store');
  });

  it('with neither: an honest prompt instead of numbers', async () => {
    // The demo viewer reads one store (issue 21): here its scope reaches nothing (the seed is reset after the test).
    mockDb().access.book.grant('u-1004')!.scope = { kind: 'parents', parents: [] };
    await at('/index/home', { user: 'viewer' });
    expect(await screen.findByText('No parent business is open to your account')).toBeInTheDocument();
    expect(screen.queryByText('Electricity')).not.toBeInTheDocument();
  });
});

describe('dashboard', () => {
  it('shows the chosen panels from the URL, the seeded budget in a gauge, and keeps panel changes in the URL', async () => {
    const m = await at('/index/dashboard?panels=kpis,gauges');
    const totals = await analysisApi(m.app.root.api, SERVER_PID).aggQuery({ stores: [STORE], ...LAST_MONTH, groupby: 'energytype' });
    const electricity = totals.rows.find((r) => r.key === 'electricity')!;
    const shown = scaleUnit(electricity.energy, 'kWh');
    await expectKpi('Electricity', `${en(shown.value)}${shown.unit}`);
    // The budget gauge: the seeded 2026 budget exists, so the use is a real percentage of it.
    expect(await screen.findByText(/^Electricity: .* of a budget of .* for this period$/)).toBeInTheDocument();
    const gauge = await chartOption(/^Budget used: /);
    expect(gauge.series[0]!.type).toBe('gauge');
    const green = await chartOption(/^Green electricity share: /);
    const share = (electricity.green / electricity.energy) * 100;
    expect(JSON.stringify(green.series[0]!.data)).toContain(String(Math.round(share * 10) / 10));
    expect(screen.queryByText(/Electricity per hour on/)).not.toBeInTheDocument();

    await m.user.click(screen.getByLabelText('Hourly load'));
    await waitFor(() => expect(m.path()).toContain('panels=kpis%2Cgauges%2Cload'));
    const load = await chartOption('Electricity per hour on 2026-10-31 (last day with data)');
    expect(load.series[0]!.data).toHaveLength(24);
  });

  it('ignores junk in the URL, and "none" is a choice of its own', async () => {
    const m = await at('/index/dashboard?panels=%3Cscript%3E');
    expect(await screen.findByText(/Electricity per hour on/)).toBeInTheDocument();
    await act(async () => m.app.root.navigate('/index/dashboard?panels=none'));
    expect(await screen.findByText('No panel chosen: tick one above')).toBeInTheDocument();
  });
});

describe('cmihome and cmi-project-map (the parent business)', () => {
  it('cmihome: totals across the stores, three rankings and a table with year-on-year', async () => {
    const m = await at('/index/cmihome', { user: 'maintainer' });
    const { project, api } = m.app.root;
    await waitFor(() => expect(project.currentStore).not.toBe(''));
    const located = project.stores.filter((s) => s.businessgrade === 1 && s.provincecode && s.citycode).map((s) => s.did);
    const answer = await analysisApi(api, SERVER_PID).aggQuery({ stores: located, ...LAST_MONTH, groupby: 'store' });
    await expectKpi('Consumption', `${en(answer.total.tce, 3)} tce`);
    for (const name of ['Stores by consumption', 'Stores by consumption per m²', 'Stores by carbon emissions']) {
      await waitFor(() => expect(rankingItems(name)).toHaveLength(located.length));
    }
    const intensity = [...answer.rows].sort((a, b) => b.tce / b.area! - a.tce / a.area!)[0]!;
    expect(rankingItems('Stores by consumption per m²')[0]!.textContent).toContain(
      `${en((intensity.tce * 1000) / intensity.area!)} kgce/m²`,
    );
    expect(rows()).toHaveLength(located.length);
    expect(rows()[0]!.textContent).toMatch(/[+-][\d.]+%/); // October 2026 against October 2025

    await act(async () => m.app.root.navigate('/index/cmihome?type=water'));
    const water = await analysisApi(api, SERVER_PID).aggQuery({ stores: located, ...LAST_MONTH, groupby: 'store', energytypes: ['water'] });
    await expectKpi('Consumption', `${en(water.total.energy)} m³`);
  });

  it('cmi-project-map: stores on longitude/latitude by province; a province narrows, a store is selected without a reload', async () => {
    const m = await at('/index/cmi-project-map', { user: 'maintainer' });
    const { project } = m.app.root;
    await waitFor(() => expect(project.currentStore).not.toBe(''));
    const located = project.stores.filter((s) => s.businessgrade === 1 && s.provincecode && s.citycode);
    const option = await chartOption(/^Stores by location/);
    const points = option.series.flatMap((s) => s.data as Array<{ value: unknown[] }>);
    expect(option.series.every((s) => s.type === 'scatter')).toBe(true);
    expect(new Set(option.series.map((s) => s.name))).toEqual(new Set(located.map((s) => s.province)));
    expect(points.map((p) => p.value.slice(0, 2))).toEqual(expect.arrayContaining(located.map((s) => [s.longitude, s.latitude])));

    // A click on a bubble chooses its store.
    const clicked = located.find((s) => s.did !== project.currentStore)!;
    const map = [...chartInstances].reverse().find((i) => i.el.isConnected && /^Stores by location/.test(i.el.getAttribute('aria-label') ?? ''))!;
    act(() => map.clickItem(points.find((p) => (p as { id?: string }).id === clicked.did)));
    expect(project.currentStore).toBe(clicked.did);

    const other = located.find((s) => s.did !== project.currentStore && s.provincecode !== located[0]!.provincecode) ?? located[1]!;
    const province = located.filter((s) => s.provincecode === other.provincecode);
    const provinceButton = () => [...document.querySelectorAll<HTMLElement>('button[aria-pressed]')].find((b) => b.textContent === other.province);
    await waitFor(() => expect(provinceButton()).toBeTruthy());
    await m.user.click(provinceButton()!);
    await waitFor(() => expect(m.path()).toContain(`province=${other.provincecode}`));
    const selectButtons = () => document.querySelectorAll('button[aria-label^="Select "]').length;
    const currentThere = province.some((s) => s.did === project.currentStore) ? 1 : 0;
    await waitFor(() => expect(selectButtons() + currentThere).toBe(province.length));

    const reload = vi.spyOn(m.app.root, 'reloadPage');
    await m.user.click(screen.getByLabelText(`Select ${other.name}`));
    expect(project.currentStore).toBe(other.did);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('project-overview and energy-overview (one store)', () => {
  it('project-overview: the profile from the store configuration, the month against the server, tabs in the URL', async () => {
    const m = await at('/index/project-overview?tab=junk');
    const config = await analysisApi(m.app.root.api, SERVER_PID).config(STORE);
    const area = config.buildings.reduce((s, b) => s + b.floorarea, 0);
    await expectKpi('Floor area', `${en(area, 0)}m²`);
    expect(kpiText('Meters')).toContain(`${config.meters.filter((x) => x.online).length} of ${config.meters.length} online`);
    const electricity = await analysisApi(m.app.root.api, SERVER_PID).aggQuery({ stores: [STORE], ...LAST_MONTH, groupby: 'energytype', energytypes: ['electricity'] });
    expect(kpiText('Electricity per m²')).toContain(en(electricity.total.energy / area));
    expect(screen.getByText('2025-10-01 to 2026-10-31')).toBeInTheDocument();
    // Junk in `tab` is ignored: the buildings table shows, one row per building.
    await waitFor(() => expect(rows().map((r) => r.getAttribute('data-row-key'))).toEqual(config.buildings.map((b) => b.did)));

    await m.user.click(screen.getByText('Meters', { selector: '[class*="segmented"] *' }));
    await waitFor(() => expect(m.path()).toContain('tab=meters'));
    const kinds = new Set(config.meters.map((x) => x.kind));
    await waitFor(() => expect(rows()).toHaveLength(kinds.size));
    const mains = rows().find((r) => r.getAttribute('data-row-key') === 'main')!;
    expect(mains.textContent).toContain('Main meter');
  });

  it('energy-overview: a year by type in units, tce and money; monthly stacks agree with the totals', async () => {
    const m = await at('/index/energy-overview?period=year&from=2026-01-01');
    const year = { start: '2026-01-01', end: '2026-10-31' }; // the year, clamped to the data
    const totals = await analysisApi(m.app.root.api, SERVER_PID).aggQuery({ stores: [STORE], ...year, groupby: 'energytype' });
    await expectKpi('Total energy (coal equivalent)', `${en(totals.total.tce)}tce`);
    await waitFor(() => expect(rows().map((r) => r.getAttribute('data-row-key'))).toEqual(totals.rows.map((r) => r.key)));
    const option = await chartOption('Coal equivalent over time, by energy type');
    expect(option.series.map((s) => s.name)).toEqual(totals.rows.map((r) => ({ electricity: 'Electricity', water: 'Water', gas: 'Gas', heat: 'Heating and cooling' })[r.key]));
    expect(option.series[0]!.data).toHaveLength(10);
    expect(option.series.every((s) => s.type === 'bar')).toBe(true);
    const stacked = option.series.reduce((s, x) => s + sum(x.data), 0);
    expect(stacked).toBeCloseTo(totals.total.tce, 6);

    await m.user.click(screen.getByText('Cost', { selector: '[class*="segmented"] *' }));
    await waitFor(() => expect(m.path()).toContain('metric=cost'));
    const cost = await chartOption('Cost over time, by energy type');
    expect(cost.series).toHaveLength(totals.rows.length);
  });
});

describe('energy-monitoring and meter-monitoring (meters)', () => {
  it('energy-monitoring: the mains by default, junk meters ignored, totals from the server, a year hour by hour downsampled', async () => {
    const m = await at('/index/energy-monitoring?meters=%3Cjunk%3E,no-such-meter');
    const api = analysisApi(m.app.root.api, SERVER_PID);
    const config = await api.config(STORE);
    const mains = config.meters.filter((x) => x.energytype === 'electricity' && x.kind === 'main');
    const day = await api.aggQuery({ stores: [STORE], start: '2026-10-31', end: '2026-10-31', groupby: 'meter', energytypes: ['electricity'] });
    await waitFor(() => expect(rows().map((r) => r.getAttribute('data-row-key'))).toEqual(mains.map((x) => x.did)));
    const first = day.rows.find((r) => r.key === mains[0]!.did)!;
    expect(rows()[0]!.textContent).toContain(`${en(scaleUnit(first.energy, 'kWh').value)} ${scaleUnit(first.energy, 'kWh').unit}`);
    const store = await api.aggQuery({ stores: [STORE], start: '2026-10-31', end: '2026-10-31', groupby: 'energytype', energytypes: ['electricity'] });
    const storeShown = scaleUnit(store.total.energy, 'kWh');
    await expectKpi('Store total: Electricity', `${en(storeShown.value)}${storeShown.unit}`);
    const option = await chartOption('Meter readings (kWh)');
    expect(option.series.map((s) => s.name)).toEqual(mains.map((x) => x.name));
    expect(option.series[0]!.data).toHaveLength(24);
    expect(sum(option.series[0]!.data)).toBeCloseTo(first.energy, 3);

    // Ten meters (subs included), a whole year, hour by hour: drawn downsampled, the choice kept in the URL.
    const ten = config.meters.filter((x) => x.energytype === 'electricity').slice(0, 10);
    await act(async () => m.app.root.navigate(`/index/energy-monitoring?period=custom&from=2025-11-01&to=2026-10-31&res=hour&meters=${ten.map((x) => x.did).join(',')}`));
    await waitFor(() => expect(rows()).toHaveLength(ten.length));
    const year = await chartOption('Meter readings (kWh)', (o) => {
      expect(o.series).toHaveLength(ten.length);
      expect(o.xAxis?.data?.length).toBeGreaterThan(1000);
    });
    // 8,760 hours a meter, thinned to about two points per pixel of the (assumed 1,200 px) chart.
    expect(year.xAxis!.data!.length).toBeLessThanOrEqual(2400);
    expect(year.series[0]!.data.length).toBe(year.xAxis!.data!.length);
    expect(m.path()).toContain('res=hour');
  });

  it('meter-monitoring: filters in the URL, a meter opens its hourly day and daily month', async () => {
    const m = await at('/index/meter-monitoring?type=water&online=junk');
    const api = analysisApi(m.app.root.api, SERVER_PID);
    const config = await api.config(STORE);
    const water = config.meters.filter((x) => x.energytype === 'water');
    await waitFor(() => expect(rows().map((r) => r.getAttribute('data-row-key'))).toEqual(water.map((x) => x.did)));
    // Title, figure, then the comparison beneath the figure (issue 21 §7: it no longer runs into the title).
    expect(kpiText('Meters')).toBe(`Meters${water.length}of ${config.meters.length} in the store`);
    const meter = water[0]!;
    const day = await api.aggQuery({ stores: [STORE], start: '2026-10-31', end: '2026-10-31', groupby: 'meter', kinds: [meter.kind], energytypes: ['water'] });
    const used = day.rows.find((r) => r.key === meter.did)!.energy;
    expect(rows()[0]!.textContent).toContain(`${en(used)} m³`);

    await m.user.click(screen.getByText(meter.name, { selector: 'button *' }));
    await waitFor(() => expect(m.path()).toContain(`meter=${meter.did}`));
    await expectKpi("Day's consumption", en(used));
    const hourly = await chartOption('Per hour on 2026-10-31');
    expect(hourly.series[0]!.data).toHaveLength(24);
    expect(sum(hourly.series[0]!.data)).toBeCloseTo(used, 3);
    const daily = await chartOption('Per day, 2026-10-01 to 2026-10-31');
    expect(daily.series[0]!.data).toHaveLength(31);
    expect(m.path()).toContain('type=water');
  });
});
