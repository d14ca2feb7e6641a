import { useIntl } from 'react-intl';
import { TimeSeriesChart } from '../../../ui';
import { cumulative, monthsOf } from './budget';

const round = (v: number | null) => (v === null ? null : Math.round(v));

/**
 * Monthly actual against budget (an over-budget month is drawn red), the forecast of the months
 * to come, and the cumulative actual (then forecast) against the cumulative budget.
 */
export function BudgetChart({
  year,
  unit,
  actual,
  budget,
  forecast,
}: {
  year: number;
  unit: string;
  actual: ReadonlyArray<number | null>;
  budget: ReadonlyArray<number | null> | null;
  forecast: ReadonlyArray<number | null> | null;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const over = (i: number) => budget !== null && actual[i] !== null && budget[i] !== null && actual[i]! > budget[i]!;
  const within = actual.map((v, i) => (over(i) ? null : round(v)));
  const above = actual.map((v, i) => (over(i) ? round(v) : null));
  // The forecast line starts at the last month with data, so it continues the actual line.
  const lastKnown = actual.reduce<number>((last, v, i) => (v !== null ? i : last), -1);
  const cumActual = cumulative(actual);
  const projected = forecast
    ? (() => {
        let sum = lastKnown >= 0 ? (cumActual[lastKnown] ?? 0) : 0;
        return forecast.map((v, i) => {
          if (i === lastKnown) return sum;
          if (v === null) return null;
          sum += v;
          return sum;
        });
      })()
    : null;
  const series = [
    { key: 'actual', name: t('efficiency.budget.series.actual'), values: within, type: 'bar' as const, stack: 'actual', color: '#1677ff' },
    { key: 'over', name: t('efficiency.budget.series.over'), values: above, type: 'bar' as const, stack: 'actual', color: '#cf1322' },
    ...(forecast ? [{ key: 'forecast', name: t('efficiency.budget.series.forecast'), values: forecast.map(round), type: 'bar' as const, stack: 'actual', color: '#91caff' }] : []),
    ...(budget ? [{ key: 'budget', name: t('efficiency.budget.series.budget'), values: budget.map(round), type: 'bar' as const, color: '#8c8c8c' }] : []),
    { key: 'cumActual', name: t('efficiency.budget.series.cumActual'), values: cumActual.map(round), type: 'line' as const, yAxis: 1 as const, color: '#1677ff' },
    ...(projected ? [{ key: 'cumForecast', name: t('efficiency.budget.series.cumForecast'), values: projected.map(round), type: 'line' as const, yAxis: 1 as const, dashed: true, color: '#1677ff' }] : []),
    ...(budget ? [{ key: 'cumBudget', name: t('efficiency.budget.series.cumBudget'), values: cumulative(budget).map(round), type: 'line' as const, yAxis: 1 as const, dashed: true, color: '#8c8c8c' }] : []),
  ];
  return (
    <TimeSeriesChart
      buckets={monthsOf(year).map((m) => `${m}-01`)}
      interval="month"
      series={series}
      unit={unit}
      unit2={unit}
      height={320}
      aria-label={intl.formatMessage({ id: 'efficiency.budget.chartLabel' }, { year })}
    />
  );
}
