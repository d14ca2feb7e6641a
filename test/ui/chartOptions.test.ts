// @vitest-environment node
import { buildGaugeOption, buildSankeyOption } from '../../src/ui';

type SankeySeries = { data: Array<{ name: string; value?: number }>; links: Array<{ source: string; target: string; value: number }>; label: { formatter: (p: { name: string }) => string } };
type Tooltip = { formatter: (p: Record<string, unknown>) => string };

describe('buildSankeyOption', () => {
  const nodes = [
    { key: 'store', name: 'Store', value: 100 },
    { key: 'b1-light', name: 'Lighting', value: 30 },
    { key: 'b2-light', name: 'Lighting', value: 20 },
    { key: 'hvac', name: 'HVAC <b>', value: 50 },
    { key: 'store', name: 'Duplicate key', value: 1 },
  ];

  it('names nodes by their unique key and labels them with their (repeated) names', () => {
    const { option, dropped } = buildSankeyOption({
      nodes,
      links: [
        { source: 'store', target: 'b1-light', value: 30 },
        { source: 'store', target: 'b2-light', value: 20 },
        { source: 'Store', target: 'hvac', value: 50 }, // a unique display name is accepted
      ],
      unit: 'kWh',
    });
    const series = (option.series as SankeySeries[])[0]!;
    expect(series.data.map((d) => d.name)).toEqual(['store', 'b1-light', 'b2-light', 'hvac']);
    expect(series.data.map((d) => series.label.formatter({ name: d.name }))).toEqual(['Store', 'Lighting', 'Lighting', 'HVAC <b>']);
    expect(series.links).toEqual([
      { source: 'store', target: 'b1-light', value: 30 },
      { source: 'store', target: 'b2-light', value: 20 },
      { source: 'store', target: 'hvac', value: 50 },
    ]);
    expect(dropped).toBe(0);
  });

  it('drops links ECharts would reject: unknown or ambiguous ends, self links, bad values, cycles', () => {
    const { option, dropped } = buildSankeyOption({
      nodes,
      links: [
        { source: 'store', target: 'hvac', value: 50 },
        { source: 'hvac', target: 'b1-light', value: 10 },
        { source: 'b1-light', target: 'store', value: 5 }, // closes a cycle
        { source: 'store', target: 'Lighting', value: 5 }, // two nodes are called Lighting
        { source: 'store', target: 'nowhere', value: 5 },
        { source: 'hvac', target: 'hvac', value: 5 },
        { source: 'store', target: 'b2-light', value: Number.NaN },
        { source: 'store', target: 'b2-light', value: 0 },
      ],
    });
    expect((option.series as SankeySeries[])[0]!.links.map((l) => `${l.source}>${l.target}`)).toEqual(['store>hvac', 'hvac>b1-light']);
    expect(dropped).toBe(6);
  });

  it('escapes names in the tooltip and shows values with their unit', () => {
    const { option } = buildSankeyOption({ nodes, links: [{ source: 'store', target: 'hvac', value: 50 }], unit: 'kWh', formatValue: (v) => v.toFixed(1) });
    const { formatter } = option.tooltip as unknown as Tooltip;
    expect(formatter({ dataType: 'edge', data: { source: 'store', target: 'hvac', value: 50 }, value: 50 })).toBe('Store → HVAC &lt;b&gt;: 50.0 kWh');
    expect(formatter({ dataType: 'node', name: 'b2-light', data: { name: 'b2-light' }, value: 0 })).toBe('Lighting: 20.0 kWh');
  });

  it('accepts nodes without keys (their names are the keys)', () => {
    const { option } = buildSankeyOption({ nodes: [{ name: 'A' }, { name: 'B' }], links: [{ source: 'A', target: 'B', value: 1 }] });
    expect((option.series as SankeySeries[])[0]!.links).toEqual([{ source: 'A', target: 'B', value: 1 }]);
  });
});

describe('buildGaugeOption', () => {
  type Gauge = { min: number; max: number; data: Array<{ value: number }>; detail: { formatter: () => string; color?: string }; progress: { show: boolean; itemStyle?: { color: string } } };
  const gauge = (input: Parameters<typeof buildGaugeOption>[0]) => (buildGaugeOption(input).series as Gauge[])[0]!;

  it('fills the arc up to the value and writes the value with its unit', () => {
    const g = gauge({ value: 42.25, unit: '%' });
    expect(g).toMatchObject({ min: 0, max: 100, data: [{ value: 42.25 }], progress: { show: true } });
    expect(g.detail.formatter()).toBe('42.3 %');
  });

  it('holds the arc at the end of the scale but tells the real value', () => {
    const g = gauge({ value: 130, max: 100, unit: '%' });
    expect(g.data[0]!.value).toBe(100);
    expect(g.detail.formatter()).toBe('130 %');
  });

  it('shows a dash and an empty arc without a value', () => {
    const g = gauge({ value: null, unit: '%' });
    expect(g.detail.formatter()).toBe('—');
    expect(g.progress.show).toBe(false);
  });

  it('colours by band', () => {
    const bands = [{ upTo: 80, color: 'green' }, { upTo: 100, color: 'orange' }, { upTo: Infinity, color: 'red' }];
    expect(gauge({ value: 50, bands }).progress.itemStyle).toEqual({ color: 'green' });
    expect(gauge({ value: 95, bands }).detail.color).toBe('orange');
    expect(gauge({ value: 120, bands }).progress.itemStyle).toEqual({ color: 'red' });
  });
});
