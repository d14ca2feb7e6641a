import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { downsampleSeriesMinMax, pickIndices } from '../../../lib/downsample';
import { LazyChart } from '../../../ui';

export interface PositionSeries {
  key: string;
  name: string;
  values: ReadonlyArray<number | null>;
  type?: 'line' | 'bar';
  dashed?: boolean;
  area?: boolean;
}

/**
 * A chart over positions that are not dates (aligned periods "Day 1…", a duration curve's
 * ranked hours), with labels used as given; long series are min-max downsampled like
 * TimeSeriesChart, so peaks survive.
 */
export function PositionChart(props: { labels: readonly string[]; series: readonly PositionSeries[]; unit?: string; height?: number; maxPoints?: number; 'aria-label': string }) {
  const intl = useIntl();
  const { labels, series, unit } = props;
  const option = useMemo(() => {
    const { indices } = downsampleSeriesMinMax(
      series.map((s) => s.values),
      props.maxPoints ?? 1200,
      labels.length,
    );
    const fmt = (v: unknown) => (typeof v === 'number' ? `${intl.formatNumber(v, { maximumFractionDigits: 2 })}${unit ? ` ${unit}` : ''}` : '—');
    return {
      grid: { left: 16, right: 16, top: series.length > 1 ? 48 : 32, bottom: 16, containLabel: true },
      legend: series.length > 1 ? { top: 0 } : { show: false },
      tooltip: { trigger: 'axis' as const, confine: true, valueFormatter: fmt },
      xAxis: { type: 'category' as const, data: indices.map((i) => labels[i] ?? ''), boundaryGap: series.some((s) => s.type === 'bar'), axisLabel: { hideOverlap: true } },
      yAxis: { type: 'value' as const, name: unit },
      series: series.map((s) => {
        const data = pickIndices(s.values as Array<number | null>, indices);
        return s.type === 'bar'
          ? { id: s.key, name: s.name, type: 'bar' as const, data, barMaxWidth: 24 }
          : {
              id: s.key,
              name: s.name,
              type: 'line' as const,
              data,
              showSymbol: data.length <= 60,
              lineStyle: { width: 1.5, type: s.dashed ? ('dashed' as const) : ('solid' as const) },
              areaStyle: s.area ? { opacity: 0.15 } : undefined,
            };
      }),
    };
  }, [labels, series, unit, props.maxPoints, intl]);
  return <LazyChart option={option} height={props.height ?? 300} aria-label={props['aria-label']} />;
}
