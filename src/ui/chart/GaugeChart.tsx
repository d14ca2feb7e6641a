import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useStableValue } from '../hooks/useStableValue';
import { buildGaugeOption, type GaugeInput } from './gaugeOption';
import { LazyChart } from './LazyChart';

/** The gauge's figure, scale and colours (as buildGaugeOption takes them; the chart formats the value in the language). */
export interface GaugeChartProps extends Omit<GaugeInput, 'formatValue'> {
  height?: number | string;
  loading?: boolean;
  /** Text alternative of the chart (canvas is invisible to screen readers): say the value. */
  'aria-label': string;
}

/** A KPI as a progress arc (a percentage or a value on a scale). ECharts loads on first render. */
export function GaugeChart({ value, min, max, unit, name, color, bands, height = 200, loading, ...rest }: GaugeChartProps) {
  // Depends on the locale, not on the intl object, so a re-render does not redraw.
  const { locale } = useIntl();
  const stableBands = useStableValue(bands, (bands ?? []).map((b) => `${b.upTo}:${b.color}`).join('|'));
  const option = useMemo(
    () =>
      buildGaugeOption({
        value,
        min,
        max,
        unit,
        name,
        color,
        bands: stableBands,
        formatValue: (v) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(v),
      }),
    [value, min, max, unit, name, color, stableBands, locale],
  );
  return <LazyChart option={option} height={height} loading={loading} aria-label={rest['aria-label']} />;
}

export type { GaugeBand } from './gaugeOption';
