// The ECharts option of GaugeChart, built by a pure function so it can be tested without a canvas.
import type { ChartOption } from './echarts';

export interface GaugeBand {
  /** The band covers values up to this one (the last band covers the rest). */
  upTo: number;
  color: string;
}

export interface GaugeInput {
  value: number | null | undefined;
  /** Scale of the arc (default 0 to 100, a percentage). */
  min?: number;
  max?: number;
  unit?: string;
  /** Text under the figure. */
  name?: string;
  color?: string;
  /** Colour by value (e.g. green under 80 % of a budget, orange to 100 %, red beyond). */
  bands?: readonly GaugeBand[];
  formatValue?: (value: number) => string;
}

/** The colour of `value`: its band's, else `color`. */
export function gaugeColor(value: number, bands: readonly GaugeBand[] | undefined, color: string | undefined): string | undefined {
  if (!bands?.length) return color;
  return (bands.find((b) => value <= b.upTo) ?? bands[bands.length - 1]!).color;
}

/**
 * A progress-arc gauge: the arc is filled to the value (held within [min, max], so 130 % of a
 * budget fills the arc while the figure says 130 %), the figure and unit in the middle; no value
 * shows '—' over an empty arc.
 */
export function buildGaugeOption({ value, min = 0, max = 100, unit, name, color, bands, formatValue = (v) => String(Math.round(v * 10) / 10) }: GaugeInput): ChartOption {
  const known = typeof value === 'number' && Number.isFinite(value);
  const top = max > min ? max : min + 1;
  const shown = known ? Math.min(top, Math.max(min, value)) : min;
  const fill = known ? gaugeColor(value, bands, color) : undefined;
  return {
    series: [
      {
        type: 'gauge',
        min,
        max: top,
        startAngle: 210,
        endAngle: -30,
        radius: '90%',
        center: ['50%', '58%'],
        progress: { show: known, width: 12, roundCap: true, ...(fill ? { itemStyle: { color: fill } } : {}) },
        axisLine: { roundCap: true, lineStyle: { width: 12 } },
        pointer: { show: false },
        axisTick: { show: false },
        splitLine: { show: false },
        axisLabel: { show: false },
        anchor: { show: false },
        title: { show: Boolean(name), offsetCenter: [0, '45%'], fontSize: 13 },
        detail: {
          valueAnimation: false,
          offsetCenter: [0, '5%'],
          fontSize: 24,
          fontWeight: 600,
          // The arc stops at max; the figure always tells the real value.
          formatter: () => (known ? `${formatValue(value)}${unit ? ` ${unit}` : ''}` : '—'),
          ...(fill ? { color: fill } : {}),
        },
        data: [{ value: shown, name: name ?? '' }],
      },
    ],
  };
}
