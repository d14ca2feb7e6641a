// The ECharts option of TimeSeriesChart, built by a pure function so it can be tested without a canvas.
import { downsampleSeriesMinMax, pickIndices } from '../../lib/downsample';
import { bucketText, inferInterval, type BucketInterval } from './bucketLabels';
import type { BarSeriesOption, ChartOption, LineSeriesOption } from './echarts';

export interface TimeSeriesSpec {
  key: string;
  name: string;
  /** One value per bucket; null where there is no reading (the line breaks there). */
  values: ReadonlyArray<number | null>;
  type?: 'line' | 'bar';
  stack?: string;
  color?: string;
  /** 1: drawn against the second (right) y axis, in `unit2`. */
  yAxis?: 0 | 1;
  area?: boolean;
  dashed?: boolean;
}

/** A horizontal reference line (a budget, a standard, a limit). */
export interface MarkLineSpec {
  value: number;
  name?: string;
  yAxis?: 0 | 1;
  color?: string;
}

export interface TimeSeriesInput {
  buckets: readonly string[];
  series: readonly TimeSeriesSpec[];
  unit?: string;
  unit2?: string;
  markLines?: readonly MarkLineSpec[];
  /** Most points drawn per series (min-max downsampling beyond); default 2400. */
  maxPoints?: number;
  /** Bucket size, for the labels; inferred from the buckets when absent. */
  interval?: BucketInterval;
  /** Number text in tooltips (the component passes the language's format). */
  formatValue?: (value: number) => string;
  /** The language (BCP 47): axis and tooltip days as it writes them (Thai '29/02'); without it, year-first 'MM-DD'. */
  locale?: string;
}

export interface TimeSeriesBuilt {
  option: ChartOption;
  /** Indices of the buckets drawn (all of them when not downsampled). */
  indices: number[];
  /** Axis labels of the buckets drawn. */
  labels: string[];
}

export const DEFAULT_MAX_POINTS = 2400;
/** From this many buckets on, the chart gets a zoom slider (and mouse-wheel zoom). */
export const ZOOM_FROM_BUCKETS = 200;
/** Symbols (dots) only on short lines: thousands of them cost more than the line itself. */
const SYMBOLS_UP_TO = 60;
/** No entry animation past this many drawn values (it would run over many frames). */
const ANIMATE_UP_TO = 4000;

type AnySeries = LineSeriesOption | BarSeriesOption;

/** A value as the tooltip shows it (and the table view): the language's number and the unit, '—' for none. */
export function seriesValueText(value: unknown, unit: string | undefined, fmt: (v: number) => string): string {
  return typeof value === 'number' ? `${fmt(value)}${unit ? ` ${unit}` : ''}` : '—';
}

function seriesOption(spec: TimeSeriesSpec, data: Array<number | null>, unit: string | undefined, fmt: (v: number) => string): AnySeries {
  const valueFormatter = (v: unknown) => seriesValueText(v, unit, fmt);
  const common = { id: spec.key, name: spec.name, data, yAxisIndex: spec.yAxis ?? 0, stack: spec.stack, tooltip: { valueFormatter } };
  if (spec.type === 'bar') {
    return { ...common, type: 'bar', barMaxWidth: 24, large: data.length > 1000, itemStyle: spec.color ? { color: spec.color } : undefined };
  }
  return {
    ...common,
    type: 'line',
    showSymbol: data.length <= SYMBOLS_UP_TO,
    connectNulls: false,
    lineStyle: { width: 1.5, type: spec.dashed ? 'dashed' : 'solid', ...(spec.color ? { color: spec.color } : {}) },
    itemStyle: spec.color ? { color: spec.color } : undefined,
    areaStyle: spec.area ? { opacity: 0.15 } : undefined,
  };
}

/** Reference lines go on the first series of their axis (or on an empty carrier series). */
function attachMarkLines(series: AnySeries[], markLines: readonly MarkLineSpec[]): AnySeries[] {
  for (const axis of [0, 1] as const) {
    const lines = markLines.filter((m) => (m.yAxis ?? 0) === axis && Number.isFinite(m.value));
    if (!lines.length) continue;
    const markLine: LineSeriesOption['markLine'] = {
      symbol: 'none',
      silent: true,
      data: lines.map((m) => ({
        yAxis: m.value,
        name: m.name,
        lineStyle: { type: 'dashed', ...(m.color ? { color: m.color } : {}) },
        label: { formatter: m.name ?? '{c}', position: 'insideEndTop' },
      })),
    };
    const host = series.find((s) => (s.yAxisIndex ?? 0) === axis);
    if (host) host.markLine = markLine as BarSeriesOption['markLine'];
    else series.push({ id: `__marks${axis}`, type: 'line', data: [], yAxisIndex: axis, markLine });
  }
  return series;
}

/**
 * The option of a time series chart: one category x axis of bucket labels shared by every
 * series, min-max downsampled to `maxPoints` (peaks kept) when there are more buckets, a second
 * y axis when a series asks for it or `unit2` is given, and a zoom slider for long series.
 */
export function buildTimeSeriesOption(input: TimeSeriesInput): TimeSeriesBuilt {
  const { buckets, series, unit, unit2, markLines = [], formatValue = (v) => String(Math.round(v * 100) / 100) } = input;
  const maxPoints = Math.max(2, Math.floor(input.maxPoints ?? DEFAULT_MAX_POINTS));
  const interval = input.interval ?? inferInterval(buckets);
  // One x axis for all series: the buckets bound it (a shorter series is padded with nulls).
  const { indices: drawn } = downsampleSeriesMinMax(
    series.map((s) => s.values),
    maxPoints,
    buckets.length,
  );
  const { locale } = input;
  const labels = drawn.map((i) => bucketText({ locale: locale ?? 'en' }, buckets[i]!, interval));
  const dual = unit2 !== undefined || series.some((s) => s.yAxis === 1);
  const built = series.map((s) => seriesOption(s, pickIndices(s.values, drawn), s.yAxis === 1 ? unit2 : unit, formatValue));
  const zoom = buckets.length >= ZOOM_FROM_BUCKETS;
  const legend = series.length > 1;
  // An axis of counts (every value a whole number) never ticks at 0.2 of a ticket.
  const counting = (axis: 0 | 1) => {
    const on = series.filter((s) => (s.yAxis ?? 0) === axis);
    return on.length > 0 && on.every((s) => s.values.every((v) => v === null || Number.isInteger(v))) ? { minInterval: 1 } : {};
  };

  const option: ChartOption = {
    animation: drawn.length * Math.max(1, series.length) <= ANIMATE_UP_TO,
    grid: { left: 16, right: 16, top: legend ? 48 : 32, bottom: zoom ? 56 : 16 },
    legend: legend ? { type: 'scroll', top: 0 } : { show: false },
    tooltip: { trigger: 'axis', confine: true },
    xAxis: { type: 'category', data: labels, boundaryGap: series.some((s) => s.type === 'bar'), axisLabel: { hideOverlap: true } },
    yAxis: [
      { type: 'value', name: unit, ...counting(0) },
      ...(dual ? [{ type: 'value' as const, name: unit2, position: 'right' as const, splitLine: { show: false }, ...counting(1) }] : []),
    ],
    dataZoom: zoom ? [{ type: 'inside' }, { type: 'slider', height: 20, bottom: 12 }] : [],
    series: attachMarkLines(built, markLines),
  };
  return { option, indices: drawn, labels };
}
