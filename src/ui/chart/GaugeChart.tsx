import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useStableValue } from '../hooks/useStableValue';
import { buildGaugeOption, type GaugeBand } from './gaugeOption';
import { LazyChart } from './LazyChart';

export interface GaugeChartProps {
  value: number | null | undefined;
  /** Scale of the arc (default 0 to 100, a percentage). */
  min?: number;
  max?: number;
  unit?: string;
  /** Text under the figure. */
  name?: string;
  color?: string;
  /** Colour by value, e.g. [{ upTo: 80, color: green }, { upTo: 100, color: orange }, { upTo: Infinity, color: red }]. */
  bands?: readonly GaugeBand[];
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

export type { GaugeBand };
