import { screen, waitFor, within } from '@testing-library/react';
import { bucketText, buildTimeSeriesOption, inferInterval, TimeSeriesChart, type TimeSeriesSpec } from '../../src/ui';
import { langMessages, renderUi } from '../support/renderUi';

// ECharts stand-ins (jsdom has no canvas): they record what the component asked of them.
const echarts = vi.hoisted(() => ({ instances: [] as Array<{ el: HTMLElement; setOption: ReturnType<typeof vi.fn> }> }));
vi.mock('echarts/core', () => ({
  use: () => {},
  init: (el: HTMLElement) => {
    const instance = { el, setOption: vi.fn(), resize: vi.fn(), dispose: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() };
    echarts.instances.push(instance);
    return instance;
  },
}));
vi.mock('echarts/charts', () => ({ LineChart: 1, BarChart: 2, PieChart: 3, SankeyChart: 4, GaugeChart: 5, ScatterChart: 6 }));
vi.mock('echarts/components', () => ({
  GridComponent: 1, TooltipComponent: 2, LegendComponent: 3, DataZoomComponent: 4, MarkLineComponent: 5,
  MarkAreaComponent: 6, TitleComponent: 7, VisualMapComponent: 8, DatasetComponent: 9,
}));
vi.mock('echarts/renderers', () => ({ CanvasRenderer: 1 }));

/** 'YYYY-MM-DDTHH:00' buckets of `hours` hours from 2025-01-01 (UTC arithmetic, as the API writes them). */
const hourBuckets = (hours: number) =>
  Array.from({ length: hours }, (_, i) => new Date(Date.UTC(2025, 0, 1, i)).toISOString().slice(0, 13) + ':00');
const meters = (count: number, hours: number): TimeSeriesSpec[] =>
  Array.from({ length: count }, (_, k) => ({
    key: `m${k}`,
    name: `Meter ${k + 1}`,
    values: Array.from({ length: hours }, (_, i) => 50 + 30 * Math.sin((i / 24) * 2 * Math.PI + k) + ((i * 7919 + k * 104729) % 97) / 10),
  }));

type Built = ReturnType<typeof buildTimeSeriesOption>;
const seriesOf = (built: Built) => built.option.series as Array<Record<string, unknown> & { data: Array<number | null> }>;
const axisOf = (built: Built) => built.option.xAxis as { data: string[]; boundaryGap: boolean };

describe('bucket labels', () => {
  it('infers the interval and shortens the labels', () => {
    expect(inferInterval(['2026-11-03T00:00', '2026-11-03T01:00'])).toBe('hour');
    expect(inferInterval(['2026-01-01', '2026-02-01', '2026-03-01'])).toBe('month');
    expect(inferInterval(['2026-11-01', '2026-11-02'])).toBe('day');
    expect(bucketText({ locale: 'en' }, '2026-11-03T07:00', 'hour')).toBe('11-03 07:00');
    expect(bucketText({ locale: 'en' }, '2026-11-03', 'day')).toBe('11-03');
    expect(bucketText({ locale: 'en' }, '2026-11-01', 'month')).toBe('2026-11');
  });
});

describe('bucket labels in the language', () => {
  it('writes days and months of the axis as the language does: Thai day first, the others year first', () => {
    const labels = (locale: string) => [bucketText({ locale }, '2028-02-29T07:00', 'hour'), bucketText({ locale }, '2028-02-01', 'day'), bucketText({ locale }, '2028-02-01', 'month')];
    expect(labels('th')).toEqual(['29/02 07:00', '01/02', '02/2028']);
    expect(labels('en')).toEqual(['02-29 07:00', '02-01', '2028-02']);
    expect(labels('zh-CN')).toEqual(['02-29 07:00', '02-01', '2028-02']);
  });

  it('labels the axis (and so the axis tooltip) in Thai when given the language', () => {
    const built = buildTimeSeriesOption({ buckets: ['2028-02-28', '2028-02-29', '2028-03-01'], series: [{ key: 'a', name: 'A', values: [1, 2, 3] }], locale: 'th' });
    expect(built.labels).toEqual(['28/02', '29/02', '01/03']);
    expect((built.option.xAxis as { data: string[] }).data).toEqual(['28/02', '29/02', '01/03']);
  });
});

describe('buildTimeSeriesOption', () => {
  it('downsamples 10 meters × 8,760 hours to the cap on one shared axis, keeping every peak', () => {
    const series = meters(10, 8760);
    (series[3]!.values as number[])[5000] = 999;
    (series[7]!.values as number[])[123] = -40;
    const built = buildTimeSeriesOption({ buckets: hourBuckets(8760), series, unit: 'kWh', maxPoints: 2400 });
    const axis = axisOf(built);
    expect(axis.data.length).toBeLessThanOrEqual(2400);
    expect(axis.data.length).toBeGreaterThan(1000);
    expect(axis.data[0]).toBe('01-01 00:00');
    expect(axis.data.at(-1)).toBe('12-31 23:00');
    expect(seriesOf(built).map((s) => s.name)).toEqual(series.map((s) => s.name));
    for (const s of seriesOf(built)) expect(s.data).toHaveLength(axis.data.length);
    expect(Math.max(...(seriesOf(built)[3]!.data as number[]))).toBe(999);
    expect(Math.min(...(seriesOf(built)[7]!.data as number[]))).toBe(-40);
    expect(built.labels[built.indices.indexOf(5000)]).toBe('07-28 08:00');
    expect(built.option.dataZoom).toEqual([expect.objectContaining({ type: 'inside' }), expect.objectContaining({ type: 'slider' })]);
    expect(built.option.animation).toBe(false);
    expect(seriesOf(built)[0]).toMatchObject({ type: 'line', showSymbol: false });
    expect(built.option.legend).toMatchObject({ type: 'scroll' });
  });

  it('draws a short series as it is: every point, dots, no zoom, no legend for one series', () => {
    const built = buildTimeSeriesOption({
      buckets: ['2026-11-01', '2026-11-02', '2026-11-03'],
      series: [{ key: 'e', name: 'Electricity', values: [1, null, 3], area: true, dashed: true }],
    });
    expect(axisOf(built).data).toEqual(['11-01', '11-02', '11-03']);
    expect(seriesOf(built)[0]).toMatchObject({ data: [1, null, 3], showSymbol: true, connectNulls: false, areaStyle: { opacity: 0.15 }, lineStyle: { type: 'dashed' } });
    expect(built.option.dataZoom).toEqual([]);
    expect(built.option.legend).toEqual({ show: false });
  });

  it('puts a series on the second y axis with its unit, stacks bars and draws reference lines', () => {
    const built = buildTimeSeriesOption({
      buckets: ['2026-01-01', '2026-02-01'],
      series: [
        { key: 'a', name: 'Grid', values: [10, 20], type: 'bar', stack: 'energy', color: '#123456' },
        { key: 'b', name: 'PV', values: [5, 6], type: 'bar', stack: 'energy' },
        { key: 'c', name: 'Carbon', values: [7, 8], yAxis: 1 },
      ],
      unit: 'kWh',
      unit2: 'kgCO2',
      markLines: [{ value: 25, name: 'Budget' }, { value: 9, yAxis: 1 }],
      formatValue: (v) => v.toFixed(1),
    });
    expect(axisOf(built)).toMatchObject({ data: ['2026-01', '2026-02'], boundaryGap: true });
    expect(built.option.yAxis).toEqual([expect.objectContaining({ name: 'kWh' }), expect.objectContaining({ name: 'kgCO2', position: 'right' })]);
    const [grid, pv, carbon] = seriesOf(built);
    expect(grid).toMatchObject({ type: 'bar', stack: 'energy', yAxisIndex: 0, itemStyle: { color: '#123456' } });
    expect(pv).toMatchObject({ stack: 'energy' });
    expect(carbon).toMatchObject({ type: 'line', yAxisIndex: 1 });
    const tooltip = (s: typeof grid) => (s!.tooltip as { valueFormatter: (v: unknown) => string }).valueFormatter;
    expect(tooltip(grid)(12)).toBe('12.0 kWh');
    expect(tooltip(carbon)(3)).toBe('3.0 kgCO2');
    expect(tooltip(carbon)(null)).toBe('—');
    expect(grid!.markLine).toMatchObject({ data: [{ yAxis: 25, name: 'Budget' }] });
    expect(carbon!.markLine).toMatchObject({ data: [{ yAxis: 9 }] });
  });

  it('ticks an axis of whole numbers (counts) by whole steps only, and leaves an axis with fractions free', () => {
    const built = buildTimeSeriesOption({
      buckets: ['2026-10-01', '2026-10-02', '2026-10-03'],
      series: [
        { key: 'faults', name: 'Faults', values: [0, 1, null], type: 'bar' },
        { key: 'mttr', name: 'MTTR', values: [0.84, 2, 1], yAxis: 1 },
      ],
      unit: 'tickets',
      unit2: 'h',
    });
    const [counts, hours] = built.option.yAxis as Record<string, unknown>[];
    expect(counts).toMatchObject({ name: 'tickets', minInterval: 1 });
    expect(hours).not.toHaveProperty('minInterval');
  });

  it('keeps the x axis to the buckets when series are shorter or absent', () => {
    const built = buildTimeSeriesOption({ buckets: ['2026-11-01', '2026-11-02', '2026-11-03'], series: [{ key: 'a', name: 'A', values: [1] }] });
    expect(axisOf(built).data).toHaveLength(3);
    expect(seriesOf(built)[0]!.data).toEqual([1, null, null]);
    expect(axisOf(buildTimeSeriesOption({ buckets: hourBuckets(48), series: [] })).data).toHaveLength(48);
  });
});

// The stand-in is made in an effect after the lazy import, so it may trail its element; a loaded
// machine (the whole suite on 2 cores) took over waitFor's default second to import the stand-ins.
const drawnInto = (el: HTMLElement) =>
  waitFor(
    () => {
      const instance = echarts.instances.find((i) => i.el === el);
      if (!instance) throw new Error('no chart instance yet');
      return instance;
    },
    { timeout: 5000 },
  );

describe('TimeSeriesChart', () => {
  beforeEach(() => {
    echarts.instances.length = 0;
    performance.clearMeasures('cem:chart-draw');
  });

  it('loads lazily, draws the downsampled option for the fallback width and times the draw', async () => {
    const series = meters(10, 8760);
    renderUi(<TimeSeriesChart buckets={hourBuckets(8760)} series={series} unit="kWh" aria-label="Load per hour" />);
    const chart = await screen.findByRole('img', { name: 'Load per hour' });
    const instance = await drawnInto(chart);
    await waitFor(() => expect(instance.setOption).toHaveBeenCalledTimes(1));
    const [option, opts] = instance.setOption.mock.lastCall!;
    expect(opts).toEqual({ notMerge: true });
    // jsdom has no layout: width 0 falls back to 1200 px, so about 2 × 1200 points.
    expect(option.xAxis.data.length).toBeLessThanOrEqual(2400);
    expect(option.xAxis.data.length).toBeGreaterThan(1000);
    expect(option.series.map((s: { name: string }) => s.name)).toEqual(series.map((s) => s.name));
    expect(performance.getEntriesByName('cem:chart-draw', 'measure')).toHaveLength(1);
  });

  it('does not draw again when a screen re-renders with a new array of the same series', async () => {
    const series = meters(2, 100);
    const { rerender } = renderUi(<TimeSeriesChart buckets={hourBuckets(100)} series={[...series]} aria-label="Curve" />);
    const chart = await screen.findByRole('img', { name: 'Curve' });
    const instance = await drawnInto(chart);
    await waitFor(() => expect(instance.setOption).toHaveBeenCalledTimes(1));
    rerender(<TimeSeriesChart buckets={hourBuckets(100)} series={series.map((s) => ({ ...s }))} markLines={[{ value: 1 }]} aria-label="Curve" />);
    await waitFor(() => expect(instance.setOption).toHaveBeenCalledTimes(2)); // the mark line is new
    rerender(<TimeSeriesChart buckets={hourBuckets(100)} series={series.map((s) => ({ ...s }))} markLines={[{ value: 1 }]} aria-label="Curve" />);
    rerender(<TimeSeriesChart buckets={hourBuckets(100)} series={[{ ...series[0]!, name: 'Renamed' }, series[1]!]} markLines={[{ value: 1 }]} aria-label="Curve" />);
    await waitFor(() => expect(instance.setOption).toHaveBeenCalledTimes(3));
    expect(instance.setOption.mock.lastCall![0].series[0].name).toBe('Renamed');
  });

  it('shows the same series as a table on request, every bucket, values written as the tooltip writes them', async () => {
    const buckets = ['2026-11-03', '2026-11-04'];
    const series: TimeSeriesSpec[] = [
      { key: 'grid', name: 'Grid', values: [1234.567, null] },
      { key: 'soc', name: 'SOC', values: [40, 55.5], yAxis: 1 },
    ];
    const { user } = renderUi(<TimeSeriesChart buckets={buckets} series={series} unit="kWh" unit2="%" aria-label="Energy per day" />);
    const toggle = screen.getByRole('button', { name: 'Table view' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    const table = await screen.findByRole('table', { name: 'Energy per day' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveFocus();
    expect(screen.queryByRole('img', { name: 'Energy per day' })).not.toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Time', 'Grid', 'SOC']);
    const cells = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((c) => c.textContent));
    expect(cells).toEqual([
      ['11-03', '1,234.57 kWh', '40 %'],
      ['11-04', '—', '55.5 %'],
    ]);
    await user.click(toggle);
    expect(await screen.findByRole('img', { name: 'Energy per day' })).toBeInTheDocument();
  });

  it('draws and tabulates the days in Thai day first', async () => {
    const buckets = ['2028-02-29', '2028-03-01'];
    const { user } = renderUi(<TimeSeriesChart buckets={buckets} series={[{ key: 'grid', name: 'Grid', values: [1, 2] }]} aria-label="Per day" />, { lang: 'th' });
    const instance = await drawnInto(await screen.findByRole('img', { name: 'Per day' }));
    await waitFor(() => expect(instance.setOption).toHaveBeenCalledTimes(1));
    expect(instance.setOption.mock.lastCall![0].xAxis.data).toEqual(['29/02', '01/03']);
    await user.click(screen.getByRole('button', { name: langMessages('th')['ui.chart.tableView'] }));
    const table = await screen.findByRole('table', { name: 'Per day' });
    expect(within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['29/02', '01/03']);
  });
});
