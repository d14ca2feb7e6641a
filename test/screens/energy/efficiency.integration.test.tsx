import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { File as NodeFile } from 'node:buffer';
import { en, OCTOBER, rows, SERVER_PID, setupEnergyScreens, STORE } from './support';
import { analysisApi, energyManageApi } from '../../../src/api/analysis';

vi.mock('echarts/core', async () => (await import('../../support/echartsStandIns')).core);
vi.mock('echarts/charts', async () => (await import('../../support/echartsStandIns')).charts);
vi.mock('echarts/components', async () => (await import('../../support/echartsStandIns')).components);
vi.mock('echarts/renderers', async () => (await import('../../support/echartsStandIns')).renderers);

const { server, at, mounted, api, chartOption, kpi } = setupEnergyScreens({ kpi: { has: '[data-trend], span' } });

/**
 * Uploads under test: the request layer runs on node, which cannot send jsdom's File and
 * FormData as multipart (the bytes become "[object File]"), so these tests use node's own.
 */
async function sendNodeFiles() {
  const NodeFormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor;
  vi.stubGlobal('File', NodeFile);
  vi.stubGlobal('FormData', NodeFormData);
}

/** The big figure of a KPI card. */
const figure = (card: HTMLElement) => card.querySelector<HTMLElement>('[class*="-card-body"] span')?.textContent ?? '';

/** A button by its text (role queries over antd trees are slow in jsdom). */
const button = (text: string) => screen.getByText(text, { selector: 'button, button *' }).closest('button')!;
const dialog = () => document.querySelector<HTMLElement>('.cem-modal-wrap:not([style*="display: none"]) [role="dialog"]');
const row = (key: string) => document.querySelector<HTMLElement>(`tr[data-row-key="${key}"]`);

describe('building-management', () => {
  it('lists the store\'s buildings with floor area and intensity from the standards view', async () => {
    await at(`/index/building-management?period=month&from=${OCTOBER.start}`);
    const view = await energyManageApi(api(), 'p-energy-standard').view(STORE);
    expect(view.buildings.length).toBeGreaterThan(0);
    await waitFor(() => expect(rows()).toHaveLength(view.buildings.length));
    expect(figure(await kpi('Buildings'))).toBe(String(view.buildings.length));
    const first = view.buildings[0]!;
    expect(within(row(first.did)!).getByText(first.name)).toBeInTheDocument();
    expect(screen.getByTestId(`intensity-${first.did}`)).toHaveTextContent(en(first.intensity, 1));
    // The period's electricity agrees with the server's aggregation of the same month.
    const october = await analysisApi(api(), SERVER_PID).aggQuery({ stores: [STORE], ...OCTOBER, groupby: 'building', energytypes: ['electricity'] });
    const card = await kpi('Electricity used');
    const mwh = october.total.energy / 1000;
    await waitFor(() => expect(figure(card)).toBe(en(october.total.energy >= 10_000 ? mwh : october.total.energy)));
    const ranking = screen.getByLabelText('Buildings by annual electricity per m²');
    expect(ranking.querySelectorAll('li')).toHaveLength(Math.min(10, view.buildings.length));
  });

  it('edits a floor area: checks the range, shows a server refusal without losing the value, then updates the intensity', async () => {
    const m = await at('/index/building-management');
    const view = await energyManageApi(api(), 'p-energy-standard').view(STORE);
    const first = view.buildings[0]!;
    await m.user.click(await screen.findByLabelText(`Edit the floor area of ${first.name}`));
    const input = await screen.findByLabelText('Floor area (m²)');
    await m.user.clear(input);
    await m.user.type(input, '5');
    await m.user.click(button('Save'));
    expect(await screen.findByText('The floor area must be between 10 and 2,000,000 m²')).toBeInTheDocument();

    // The server refuses: its message is shown and what was typed stays.
    server.use(http.post('*/businessstatistics/api/energymanage/setfloorarea', () => HttpResponse.json({ status: -1, message: 'floor area is locked by an audit', result: null })));
    await m.user.clear(input);
    await m.user.type(input, '2000');
    await m.user.click(button('Save'));
    expect(await within(dialog()!).findByText('floor area is locked by an audit')).toBeInTheDocument();
    expect(input).toHaveValue('2000');

    server.resetHandlers();
    await m.user.click(button('Save'));
    await waitFor(() => expect(dialog()).toBeNull());
    await waitFor(() => expect(screen.getByTestId(`intensity-${first.did}`)).toHaveTextContent(en(first.annualKwh / 2000, 1)));
    expect(screen.getByTestId(`area-${first.did}`)).toHaveTextContent('2,000');
  });
});

describe('project-parameters', () => {
  it('shows the tariffs in the language\'s currency with the reference rate, the 24-hour bands and the emission factors', async () => {
    await at(`/index/project-parameters?period=month&from=${OCTOBER.start}`);
    const config = await analysisApi(api(), SERVER_PID).config(STORE);
    const usd = (v: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 4 }).format(v);
    const rate = config.fx.rates.USD!;
    expect(await screen.findByTestId('fx-note')).toHaveTextContent(`1 CNY = ${rate} USD (${config.fx.date})`);
    const electricity = config.tariffs.find((t) => t.energytype === 'electricity')!;
    const peakHours = electricity.bands!.filter((b) => b === 'peak').length;
    expect(screen.getByTestId('band-peak')).toHaveTextContent(`Peak: ${usd(electricity.bandPrices!.peak * rate)}/kWh (${peakHours} h)`);
    const strip = screen.getByLabelText('Electricity time-of-use bands over 24 hours');
    expect(strip.querySelectorAll('li')).toHaveLength(24);
    expect(within(strip).getByLabelText(`08:00 ${electricity.bands![8] === 'peak' ? 'Peak' : electricity.bands![8] === 'flat' ? 'Flat' : 'Valley'}`)).toBeInTheDocument();
    const water = config.tariffs.find((t) => t.energytype === 'water')!;
    expect(screen.getByText(`${usd(water.price * rate)}/m³`)).toBeInTheDocument();
    // Both electricity factors with their periods and sources.
    for (const factor of config.factors.filter((f) => f.energytype === 'electricity')) {
      expect(screen.getByText(`${factor.value} kgCO2/kWh`)).toBeInTheDocument();
      expect(screen.getByText(factor.source)).toBeInTheDocument();
    }
    expect(screen.getAllByText('still in force')).toHaveLength(config.factors.filter((f) => f.to === null).length);
    expect(figure(await kpi('Time zone'))).toBe(config.timezone);
    // What electricity cost per kWh in October, from the server's totals.
    const october = await analysisApi(api(), SERVER_PID).aggQuery({ stores: [STORE], ...OCTOBER, groupby: 'energytype', energytypes: ['electricity'] });
    const card = await kpi('Average electricity price paid');
    await waitFor(() => expect(figure(card)).toBe(`${usd((october.total.cost / october.total.energy) * rate)}/kWh`));
  });
});

describe('building-energy-efficiency', () => {
  it('shows intensity per building against its standard, split by use, and keeps the chosen building in the URL', async () => {
    const m = await at(`/index/building-energy-efficiency?period=month&from=${OCTOBER.start}&building=junk`);
    const [perBuilding, view] = await Promise.all([
      analysisApi(api(), SERVER_PID).aggQuery({ stores: [STORE], ...OCTOBER, groupby: 'building', energytypes: ['electricity'] }),
      energyManageApi(api(), 'p-energy-standard').view(STORE),
    ]);
    const area = perBuilding.rows.reduce((s, r) => s + (r.area ?? 0), 0);
    const card = await kpi('Electricity per m²');
    await waitFor(() => expect(figure(card)).toBe(en(perBuilding.total.energy / area)));
    await waitFor(() => expect(rows()).toHaveLength(perBuilding.rows.length));
    const chart = await chartOption('Annualised intensity per building against the standards');
    expect(chart.series.map((s) => s.name)).toEqual(['Annualised per m²', 'Constraint', 'Guide']);
    const first = perBuilding.rows[0]!;
    expect(chart.series[0]!.data[0]).toBeCloseTo(((first.energy / first.area!) * 365) / 31, 1);
    expect(chart.series[1]!.data[0]).toBe(view.buildings.find((b) => b.did === first.key)!.constraint);
    const byUse = await chartOption(/^Electricity by use/);
    const uses = await analysisApi(api(), SERVER_PID).aggQuery({ stores: [STORE], ...OCTOBER, groupby: 'category', energytypes: ['electricity'], kinds: ['sub'] });
    const pie = byUse.series[0]!.data as Array<{ name: string; value: number }>;
    expect(pie.find((d) => d.name === 'Air conditioning')?.value).toBe(Math.round(uses.rows.find((r) => r.key === 'hvac')!.energy));

    // The junk building was ignored; picking one puts it in the URL and narrows the KPIs to it.
    expect(m.path()).toContain('building=junk');
    await m.user.click(screen.getByLabelText('Building'));
    await m.user.click(await screen.findByTitle(first.name));
    await waitFor(() => expect(m.path()).toContain(`building=${first.key}`));
    await waitFor(() => expect(figure(card)).toBe(en(first.energy / first.area!)));
    expect(await chartOption(`Electricity by use: ${first.name}`)).toBeTruthy();
  });
});

describe('energy-efficiency-analysis', () => {
  it('shows the indicators with findings computed from the data, and the chosen indicator in the URL', async () => {
    const m = await at(`/index/energy-efficiency-analysis?period=month&from=${OCTOBER.start}`);
    const [config, totals, hourly] = await Promise.all([
      analysisApi(api(), SERVER_PID).config(STORE),
      analysisApi(api(), SERVER_PID).aggQuery({ stores: [STORE], ...OCTOBER, groupby: 'energytype', energytypes: ['electricity'] }),
      analysisApi(api(), SERVER_PID).query({ store: STORE, energytypes: ['electricity'], metric: 'energy', ...OCTOBER, interval: 'hour' }),
    ]);
    const area = config.buildings.reduce((s, b) => s + b.floorarea, 0);
    const card = await kpi('Daily use per m²');
    await waitFor(() => expect(figure(card)).toBe(en(totals.total.energy / area / 31, 3)));
    const values = hourly.series[0]!.values.filter((v): v is number => v !== null);
    const peak = Math.max(...values);
    const average = values.reduce((a, b) => a + b, 0) / values.length;
    const loadFactor = await kpi('Load factor');
    await waitFor(() => expect(figure(loadFactor)).toBe(en((average / peak) * 100, 1)));
    const findings = screen.getByLabelText('Findings');
    expect(findings.querySelector('[data-finding="base"]')?.textContent).toMatch(/^Night base load is [\d.]+% of peak \([\d,.]+ kW against [\d,.]+ kW\)/);
    expect(findings.querySelector('[data-finding="base"]')?.textContent).toContain(`${en(peak, 1)} kW)`);
    expect(findings.querySelector('[data-finding="weekend"]')?.textContent).toMatch(/^A weekend day uses [\d.]+% of a weekday's electricity/);
    const daily = await chartOption('Electricity per m², day by day');
    expect(daily.series[0]!.data).toHaveLength(31);

    await m.user.click(screen.getByText('Weekday and weekend'));
    await waitFor(() => expect(m.path()).toContain('view=profile'));
    const profile = await chartOption('Average daily load profile, weekdays and weekends');
    expect(profile.series.map((s) => s.name)).toEqual(['Weekdays', 'Weekends']);
    expect(profile.series[0]!.data).toHaveLength(24);
  });

  it('reads the indicator from a shared URL and ignores junk', async () => {
    await at(`/index/energy-efficiency-analysis?period=month&from=${OCTOBER.start}&view=load`);
    const load = await chartOption('Night base load and peak load, day by day');
    expect(load.series.map((s) => s.name)).toEqual(['Peak load', 'Night base load']);
    expect(load.series[0]!.data).toHaveLength(31);
    await act(async () => mounted().app.root.navigate(`/index/energy-efficiency-analysis?period=month&from=${OCTOBER.start}&view=%3Cscript%3E`));
    expect(await chartOption('Electricity per m², day by day')).toBeTruthy();
  });
});

describe('indicator-budget', () => {
  it('shows the year\'s budget against the actual, highlights months over budget, and forecasts the year end', async () => {
    await at('/index/indicator-budget?period=year&from=2026-01-01');
    const [plan, actual] = await Promise.all([
      analysisApi(api(), SERVER_PID).setting({ kind: 'budget', store: STORE, year: 2026 }),
      analysisApi(api(), SERVER_PID).aggQuery({ stores: [STORE], start: '2026-01-01', end: '2026-10-31', groupby: 'month', energytypes: ['electricity'] }),
    ]);
    const budget = plan!.items.find((i) => i.energytype === 'electricity')!.monthly;
    const quantity = (kwh: number) => (kwh >= 10_000 ? `${en(kwh / 1000)} MWh` : `${en(kwh)} kWh`);
    expect(figure(await kpi('Electricity budget for the year'))).toBe(quantity(budget.reduce((a, b) => a + b, 0)));
    expect(figure(await kpi('Actual to date'))).toBe(quantity(actual.total.energy));
    const over = actual.rows.filter((r) => r.energy > budget[Number(r.key.slice(5, 7)) - 1]!).length;
    expect(figure(await kpi('Months over budget'))).toBe(String(over));
    expect(row('electricity')!.querySelectorAll('[data-over]')).toHaveLength(over);

    const chart = await chartOption('Monthly and cumulative budget and actual, 2026');
    const byName = (name: string) => chart.series.find((s) => s.name === name)!;
    expect(byName('Budget').data).toEqual(budget.map((v) => Math.round(v)));
    const drawn = byName('Actual').data.map((v, i) => (v as number | null) ?? (byName('Actual, over budget').data[i] as number | null));
    expect(drawn.slice(0, 10)).toEqual(actual.rows.map((r) => Math.round(r.energy)));
    // November and December are forecast (last year's same months × this year's trend).
    const forecast = byName('Forecast').data;
    expect(forecast.slice(0, 10).every((v) => v === null)).toBe(true);
    expect(forecast.slice(10).every((v) => typeof v === 'number' && v > 0)).toBe(true);
    expect(screen.getByTestId('forecast-note')).toHaveTextContent(/^Forecast: each month to come is last year's same month × [\d.]+%/);
  });

  it('validates and saves the monthly budget; the energy type is kept in the URL', async () => {
    const m = await at('/index/indicator-budget?period=year&from=2026-01-01&type=water');
    expect(await kpi('Water budget for the year')).toBeTruthy();
    const cell = await screen.findByLabelText('Electricity budget for 2026-01');
    await m.user.clear(cell);
    await m.user.type(cell, '-5');
    await m.user.click(button('Save budget'));
    expect(await screen.findByText('Electricity: a monthly budget must be 0 or more')).toBeInTheDocument();
    const before = await analysisApi(api(), SERVER_PID).setting({ kind: 'budget', store: STORE, year: 2026 });
    expect(before!.items.find((i) => i.energytype === 'electricity')!.monthly[0]).not.toBe(-5);

    await m.user.clear(cell);
    await m.user.type(cell, '123456');
    await m.user.click(button('Save budget'));
    await waitFor(async () => {
      const saved = await analysisApi(api(), SERVER_PID).setting({ kind: 'budget', store: STORE, year: 2026 });
      expect(saved!.items.find((i) => i.energytype === 'electricity')!.monthly[0]).toBe(123456);
    });
    await waitFor(() => expect(screen.getByLabelText('Electricity budget for 2026-01')).toHaveValue('123456'));
    expect(m.path()).toContain('type=water');
  });
});

describe('energy-standard', () => {
  const standardRows = () => rows().filter((r) => r.dataset.rowKey?.startsWith('std-'));

  it('follows the building type and level in the path, and corrects junk', async () => {
    const m = await at('/index/energy-standard/office/guide');
    await waitFor(() => expect(standardRows().map((r) => r.dataset.rowKey)).toEqual(['std-office-guide']));
    expect(row('std-office-guide')).toHaveTextContent('65');
    await m.user.click(screen.getByText('All levels'));
    await waitFor(() => expect(m.path()).toBe('/index/energy-standard/office'));
    await waitFor(() => expect(standardRows()).toHaveLength(2));
    const chart = await chartOption('Constraint and guide per building type');
    expect(chart.series.map((s) => [s.name, s.data])).toEqual([['Constraint', [85]], ['Guide', [65]]]);

    await act(async () => mounted().app.root.navigate('/index/energy-standard/castle/%3Cb%3E'));
    await waitFor(() => expect(m.path()).toBe('/index/energy-standard'));
    await waitFor(() => expect(standardRows()).toHaveLength(12));
    expect(figure(await kpi('Standards'))).toBe('12');
  });

  it('asks the unfiltered list once: the list shown is the whole list, not a second identical request', async () => {
    const bodies: string[] = [];
    const listen = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.endsWith('/energymanage/getlist')) void request.clone().text().then((body) => bodies.push(body));
    };
    server.events.on('request:start', listen);
    try {
      await at('/index/energy-standard');
      await waitFor(() => expect(standardRows()).toHaveLength(12));
      expect(bodies).toHaveLength(1);
    } finally {
      server.events.removeListener('request:start', listen);
    }
  });

  it('sets a standard: checks it first by the book the server keeps (1 to 2000), then saves', async () => {
    const m = await at('/index/energy-standard/office');
    await waitFor(() => expect(standardRows()).toHaveLength(2));
    await m.user.click(button('Set a standard'));
    const value = await screen.findByLabelText('Value (kWh/(m²·a))');
    await m.user.type(value, '50');
    await m.user.click(button('Save'));
    expect(await screen.findByText("The constraint must be above this type's guide (65)")).toBeInTheDocument();
    await m.user.clear(value);
    await m.user.type(value, '5000');
    await m.user.click(button('Save'));
    // The form refuses what the server would (issue 36 §1): the limit is said before sending.
    expect(await within(dialog()!).findByText('The value cannot be more than 2000')).toBeInTheDocument();
    expect(value).toHaveValue('5000');
    await m.user.clear(value);
    await m.user.type(value, '90');
    await m.user.click(button('Save'));
    await waitFor(() => expect(dialog()).toBeNull());
    await waitFor(() => expect(row('std-office-constraint')).toHaveTextContent('90'));
  });

  it('imports a spreadsheet: keeps the good rows and reports each bad one', async () => {
    const m = await at('/index/energy-standard');
    await waitFor(() => expect(standardRows()).toHaveLength(12));
    await sendNodeFiles();
    const csv = 'buildingtype,level,value\r\noffice,constraint,80\r\ncastle,guide,10\r\nhotel,guide,abc\r\nmall,guide,200\r\n';
    const card = screen.getByText('Import standards from a spreadsheet').closest<HTMLElement>('.cem-card')!;
    const input = card.querySelector<HTMLInputElement>('input[type="file"]')!;
    await m.user.upload(input, new File([csv], 'standards.csv', { type: 'text/csv' }));
    const report = await screen.findByTestId('import-report');
    expect(report).toHaveTextContent('2 rows imported, 2 rows with errors');
    const errors = [...report.querySelectorAll('tr[data-row-key]')].map((r) => r.querySelector('td')?.textContent);
    expect(errors).toEqual(['2', '3']);
    expect(report).toHaveTextContent('Unknown building type “castle” (expected office, mall, hotel, supermarket, datacenter, park)');
    await waitFor(() => expect(row('std-office-constraint')).toHaveTextContent('80'));
    expect(row('std-mall-guide')).toHaveTextContent('200');
    expect(row('std-hotel-guide')).toHaveTextContent('110');
  });

  it('offers templates the import reads back, as CSV and XLSX', async () => {
    await at('/index/energy-standard');
    const { templateBlob } = await import('../../../src/screens/energy/efficiency/StandardImport');
    const standards = await energyManageApi(api(), 'p-energy-standard').list();
    const csv = new Uint8Array(await (await templateBlob('csv', standards)).arrayBuffer());
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(csv).split('\r\n')[0]).toBe('\uFEFFbuildingtype,level,value');
    await sendNodeFiles();
    for (const format of ['csv', 'xlsx'] as const) {
      const bytes = await (await templateBlob(format, standards)).arrayBuffer();
      const answer = await energyManageApi(api(), 'p-energy-standard').importStandards(new File([bytes], `template.${format}`));
      expect(answer).toEqual({ imported: 12, errors: [] });
    }
  });
});

describe('energy-config', () => {
  const statusOf = (intensity: number, constraint: number | null, guide: number | null, level: 'constraint' | 'guide') => {
    const limit = level === 'constraint' ? constraint : guide;
    if (limit === null) return 'no-standard';
    if (intensity > limit) return 'exceeds';
    return level === 'constraint' && guide !== null && intensity > guide ? 'above-guide' : 'meets';
  };

  it('compares each building with the standard level chosen in the path', async () => {
    const m = await at('/index/energy-config');
    const view = await energyManageApi(api(), 'p-energy-standard').view(STORE);
    const statuses = () => view.buildings.map((b) => row(b.did)?.querySelector('[data-status]')?.getAttribute('data-status'));
    await waitFor(() => expect(statuses()).toEqual(view.buildings.map((b) => statusOf(b.intensity, b.constraint, b.guide, 'constraint'))));
    const chart = await chartOption('Intensity against the standard');
    expect(chart.series[1]!.name).toBe('Constraint');
    expect(chart.series[1]!.data).toEqual(view.buildings.map((b) => b.constraint));

    await m.user.click(document.querySelector<HTMLElement>('[class*="-segmented-item-label"][title="Guide"]')!);
    await waitFor(() => expect(m.path()).toBe('/index/energy-config/all/guide'));
    await waitFor(() => expect(statuses()).toEqual(view.buildings.map((b) => statusOf(b.intensity, b.constraint, b.guide, 'guide'))));
    const over = view.buildings.filter((b) => b.guide !== null && b.intensity > b.guide).length;
    expect(figure(await kpi('Over the standard (Guide)'))).toBe(String(over));

    const type = view.buildings[1]!.type;
    await act(async () => mounted().app.root.navigate(`/index/energy-config/${type}`));
    await waitFor(() => expect(rows().map((r) => r.dataset.rowKey)).toEqual(view.buildings.filter((b) => b.type === type).map((b) => b.did)));
  });
});
