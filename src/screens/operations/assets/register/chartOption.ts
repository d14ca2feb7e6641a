import type { ChartOption } from '../../../../ui/chart/LazyChart';

/** One bar (or slice) of a register chart: its label and a value per series. */
export interface ChartDatum {
  key: string;
  label: string;
  values: number[];
  /** The asset register filtered to this bar's assets, when it can be. */
  href?: string;
}

/** A series of a register chart: its name and how a value is written (tooltip, text alternative, table). */
export interface ChartSeries {
  name: string;
  format: (value: number) => string;
}

export type ChartKind = 'donut' | 'bar' | 'hbar';

/** The ECharts option of a register chart: the data as given, in the given order (the table view shows the same). */
export function registerChartOption(kind: ChartKind, series: readonly ChartSeries[], data: readonly ChartDatum[]): ChartOption {
  const tooltipOf = (s: ChartSeries | undefined) => (v: unknown) => (typeof v === 'number' && s ? s.format(v) : '—');
  if (kind === 'donut') {
    const only = series[0];
    return {
      tooltip: { trigger: 'item', valueFormatter: tooltipOf(only) },
      legend: { bottom: 0 },
      series: [{ type: 'pie', name: only?.name, radius: ['40%', '68%'], data: data.map((d) => ({ name: d.label, value: d.values[0] ?? 0 })) }],
    };
  }
  const labels = data.map((d) => d.label);
  const category = { type: 'category' as const, data: labels, axisLabel: { hideOverlap: kind === 'bar' } };
  const value = { type: 'value' as const, minInterval: 1 };
  return {
    tooltip: { trigger: 'axis', confine: true },
    legend: series.length > 1 ? { top: 0 } : { show: false },
    grid: { left: 16, right: 24, top: series.length > 1 ? 36 : 16, bottom: 16, containLabel: true },
    xAxis: kind === 'hbar' ? value : category,
    yAxis: kind === 'hbar' ? { ...category, inverse: true } : value,
    series: series.map((s, i) => ({ type: 'bar' as const, name: s.name, barMaxWidth: 28, data: data.map((d) => d.values[i] ?? 0), tooltip: { valueFormatter: tooltipOf(s) } })),
  };
}

/** The chart's text alternative: its title and every bar with its value(s), as the table view writes them. */
export function registerChartText(title: string, series: readonly ChartSeries[], data: readonly ChartDatum[]): string {
  const valuesOf = (d: ChartDatum) => (series.length === 1 ? series[0]!.format(d.values[0] ?? 0) : series.map((s, i) => `${s.name} ${s.format(d.values[i] ?? 0)}`).join(', '));
  return `${title}: ${data.map((d) => `${d.label} ${valuesOf(d)}`).join('; ')}`;
}
