import { Card } from 'antd';
import { useIntl } from 'react-intl';
import { TimeSeriesChart } from '../../../../ui';
import { CYCLES, SEASON, type Prediction } from './model';

/** The last 8 weeks measured, then the 30-day forecast (dashed). */
export function ForecastChart({ p }: { p: Prediction }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'carbon.prediction.chart.forecast' });
  const shown = CYCLES * SEASON;
  const history = p.history.slice(-shown);
  const days = p.days.slice(-shown);
  const blank = (n: number) => new Array<number | null>(n).fill(null);
  return (
    <Card size="small" title={title}>
      <TimeSeriesChart
        buckets={[...days, ...p.forecastDays]}
        series={[
          { key: 'measured', name: intl.formatMessage({ id: 'carbon.prediction.measured' }), values: [...history, ...blank(p.forecastDays.length)], type: 'line', area: true },
          { key: 'forecast', name: intl.formatMessage({ id: 'carbon.prediction.forecast' }), values: [...blank(history.length - 1), history[history.length - 1] ?? null, ...p.fit.forecast], type: 'line', dashed: true },
        ]}
        unit="kgCO2"
        interval="day"
        height={320}
        aria-label={title}
      />
    </Card>
  );
}

/** The backtest: what the model would have said for the held-out days, against what was measured. */
export function BacktestChart({ p }: { p: Prediction }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'carbon.prediction.chart.backtest' });
  return (
    <Card size="small" title={title}>
      <TimeSeriesChart
        buckets={p.days.slice(-p.test.actual.length)}
        series={[
          { key: 'actual', name: intl.formatMessage({ id: 'carbon.prediction.measured' }), values: p.test.actual, type: 'bar' },
          { key: 'predicted', name: intl.formatMessage({ id: 'carbon.prediction.backtest' }), values: p.test.predicted, type: 'line', dashed: true },
        ]}
        unit="kgCO2"
        interval="day"
        height={320}
        aria-label={title}
      />
    </Card>
  );
}
