import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useStableValue } from '../hooks/useStableValue';
import { timedDraw } from './drawTiming';
import type { BucketInterval } from './bucketLabels';
import { buildTimeSeriesOption, type MarkLineSpec, type TimeSeriesSpec } from './timeSeriesOption';
import { markDrawn } from './drawnPoints';
import { onCardBackground, useChartInstance, useChartLoading } from './useChartInstance';

export interface TimeSeriesChartProps {
  /** Bucket starts as the API gives them: 'YYYY-MM-DDTHH:00' for hours, 'YYYY-MM-DD' otherwise. */
  buckets: readonly string[];
  series: readonly TimeSeriesSpec[];
  /** Unit of the left y axis, and of the second (right) one. */
  unit?: string;
  unit2?: string;
  height?: number | string;
  loading?: boolean;
  /** Horizontal reference lines (budget, standard, limit). */
  markLines?: readonly MarkLineSpec[];
  /** Bucket size for the labels; inferred from the buckets when absent. */
  interval?: BucketInterval;
  /** Text alternative of the chart (canvas is invisible to screen readers). */
  'aria-label': string;
}

/** Width assumed when the element has none yet (jsdom, a hidden tab). */
const FALLBACK_WIDTH = 1200;
/** Widths are rounded up to this step, so a small resize does not downsample again. */
const WIDTH_STEP = 200;

const widthOf = (element: HTMLElement | null) => Math.ceil((element?.clientWidth || FALLBACK_WIDTH) / WIDTH_STEP) * WIDTH_STEP;

const sameSpec = (a: TimeSeriesSpec, b: TimeSeriesSpec) =>
  a.key === b.key && a.name === b.name && a.values === b.values && a.type === b.type && a.stack === b.stack &&
  a.color === b.color && a.yAxis === b.yAxis && a.area === b.area && a.dashed === b.dashed;

const sameSeries = (a: readonly TimeSeriesSpec[], b: readonly TimeSeriesSpec[]) => a.length === b.length && a.every((s, i) => sameSpec(s, b[i]!));
const sameBuckets = (a: readonly string[], b: readonly string[]) => a === b || (a.length === b.length && a.every((x, i) => x === b[i]));

/**
 * The value of the last render when it is only a new array with the same content (screens often
 * build `series={[...]}` inline): a year of hourly data is not rebuilt on every render.
 */
function useSame<T>(value: T, same: (a: T, b: T) => boolean): T {
  const last = useRef(value);
  if (last.current !== value && !same(last.current, value)) last.current = value;
  return last.current;
}

/** TimeSeriesChart's drawing part, loaded with ECharts on first render (see TimeSeriesChart). */
export function TimeSeriesCanvas({ buckets, series, unit, unit2, markLines, interval, height = 300, loading = false, ...rest }: TimeSeriesChartProps) {
  // The language's number format; the locale (not the intl object) is what a redraw depends on.
  const { locale } = useIntl();
  const host = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  // The width the last draw downsampled for: a resize draws again only when the step changes.
  const drawnWidth = useRef(0);
  const chart = useChartInstance(host, (element) => {
    if (widthOf(element) !== drawnWidth.current) setWidth(widthOf(element));
  });
  const stableSeries = useSame(series, sameSeries);
  const stableBuckets = useSame(buckets, sameBuckets);
  const marks = useStableValue(markLines, JSON.stringify(markLines ?? []));

  useEffect(() => {
    const instance = chart.current;
    const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    if (!instance) return;
    timedDraw(() => {
      drawnWidth.current = width ?? widthOf(host.current);
      const { option } = buildTimeSeriesOption({
        buckets: stableBuckets,
        series: stableSeries,
        unit,
        unit2,
        markLines: marks,
        interval,
        // About two points per pixel: min-max keeps every peak a pixel can show.
        maxPoints: 2 * drawnWidth.current,
        formatValue: (v) => numbers.format(v),
        locale,
      });
      // notMerge: a new option replaces the old one, so removed series really disappear.
      instance.setOption(onCardBackground(option), { notMerge: true });
      markDrawn(host.current, option);
    });
  }, [chart, stableBuckets, stableSeries, unit, unit2, marks, interval, width, locale]);

  useChartLoading(chart, loading);

  return <div ref={host} role="img" aria-label={rest['aria-label']} style={{ width: '100%', height }} />;
}
