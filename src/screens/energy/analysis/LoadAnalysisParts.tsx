import { Card, Col, Row } from 'antd';
import { useIntl } from 'react-intl';
import type { SeriesAnswer } from '../../../api/energyTypes';
import { addDays } from '../../../lib/days';
import { backtest, forecastFacts, forecastSeasonal } from '../../../lib/forecast';
import { Table, TimeSeriesChart } from '../../../ui';
import { useEnergy } from '../shared/EnergyFrame';
import { ForecastExplanation } from './ForecastParts';
import { hourBuckets, numbersOf, type LoadStats } from './loadModel';

/** The weekly model knows weekdays from weekends (season 168 h); the daily one averages the last days (season 24 h). */
export type SeasonKind = 'week' | 'day';
const MODELS: Record<SeasonKind, { season: number; cycles: number }> = { week: { season: 168, cycles: 4 }, day: { season: 24, cycles: 7 } };

/** The period's highest hours. */
export function PeakHours({ stats }: { stats: LoadStats }) {
  const intl = useIntl();
  const { format } = useEnergy();
  const title = intl.formatMessage({ id: 'analysis.load.peakHours' });
  return (
    <Card size="small" title={title}>
      <Table
        size="small"
        rowKey="at"
        pagination={false}
        dataSource={stats.topHours}
        aria-label={title}
        columns={[
          { key: 'at', title: intl.formatMessage({ id: 'analysis.load.col.time' }), render: (_, r) => format.dayTime(r.at) },
          { key: 'value', title: intl.formatMessage({ id: 'analysis.load.col.load' }), align: 'right', render: (_, r) => format.number(r.value, 1) },
          {
            key: 'share',
            title: intl.formatMessage({ id: 'analysis.load.col.ofPeak' }),
            align: 'right',
            render: (_, r) => (stats.peak && stats.peak.value > 0 ? format.percent((r.value / stats.peak.value) * 100) : '—'),
          },
        ]}
      />
    </Card>
  );
}

/** Tomorrow's hourly load from the history ending with the period, with the model's error on the history's last day. */
export function NextDayPrediction({ answer, endOfHistory, model, loading }: { answer: SeriesAnswer; endOfHistory: string; model: SeasonKind; loading: boolean }) {
  const intl = useIntl();
  const { format } = useEnergy();
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const values = answer.series.find((s) => s.energytype === 'electricity')?.values ?? [];
  const split = answer.buckets.filter((b) => b.slice(0, 10) <= endOfHistory).length;
  const history = values.slice(0, split);
  const { season, cycles } = MODELS[model];
  if (numbersOf(history).length < season + 24) return <Card size="small" title={text('forecast.nextDay')}>{text('forecast.notEnough')}</Card>;
  const fit = forecastSeasonal(history, { season, horizon: 24, cycles });
  const test = backtest(history, { season, cycles }, 24);
  const nextDay = addDays(endOfHistory, 1);
  const buckets = hourBuckets(nextDay, 1);
  const actual = buckets.map((_, i) => values[split + i] ?? null);
  const hasActual = actual.some((v) => v !== null);
  const peakAt = fit.forecast.reduce((best, v, i) => (v > (fit.forecast[best] ?? -Infinity) ? i : best), 0);
  const title = text('forecast.nextDayOf', { day: format.day(nextDay) });

  return (
    <Card size="small" title={title}>
      <Row gutter={[12, 12]}>
        <Col span={24}>
          <TimeSeriesChart
            buckets={buckets}
            series={[
              { key: 'prediction', name: text('forecast.forecast'), values: fit.forecast, type: 'line', dashed: true },
              ...(hasActual ? [{ key: 'actual', name: text('forecast.measured'), values: actual, type: 'line' as const }] : []),
            ]}
            unit="kW"
            height={260}
            loading={loading}
            aria-label={title}
          />
        </Col>
        <Col span={24}>
          <p style={{ margin: 0 }}>
            {text('forecast.nextDaySummary', {
              energy: format.quantity(fit.forecast.reduce((a, b) => a + b, 0), 'kWh'),
              peak: format.number(fit.forecast[peakAt] ?? 0, 1),
              at: buckets[peakAt]?.slice(11) ?? '',
            })}
          </p>
        </Col>
        <Col span={24}>
          <ForecastExplanation facts={forecastFacts(fit)} test={test} seasonKind={model} trainedTo={endOfHistory} />
        </Col>
      </Row>
    </Card>
  );
}
