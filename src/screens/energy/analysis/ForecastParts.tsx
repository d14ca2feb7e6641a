import { Card, Typography } from 'antd';
import { useIntl } from 'react-intl';
import type { BacktestResult, ForecastFacts } from '../../../lib/forecast';
import { Table, TimeSeriesChart } from '../../../ui';
import { useEnergy } from '../shared/EnergyFrame';
import type { DayPeak } from './loadModel';

/** The forecast method in plain words, with the numbers this forecast used and its error on past data. */
export function ForecastExplanation({ facts, test, seasonKind, trainedTo }: { facts: ForecastFacts; test: BacktestResult; seasonKind: 'week' | 'day'; trainedTo: string }) {
  const intl = useIntl();
  const { format } = useEnergy();
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const trend = `${facts.trendPercentPerCycle > 0 ? '+' : ''}${format.number(facts.trendPercentPerCycle, 1)} %`;
  return (
    <Card size="small" title={text('forecast.how.title')}>
      <Typography.Paragraph style={{ marginBottom: 4 }}>
        {text(`forecast.how.${seasonKind}`, { cycles: facts.cyclesUsed, to: format.day(trainedTo) })}
      </Typography.Paragraph>
      <Typography.Paragraph style={{ marginBottom: 4 }}>
        {text(`forecast.how.trend.${facts.direction}`, { trend, unit: text(`forecast.unit.${seasonKind}`) })}
      </Typography.Paragraph>
      <Typography.Paragraph style={{ marginBottom: 0 }}>
        {test.mape === null
          ? text('forecast.how.noTest')
          : text('forecast.how.test', { mape: format.percent(test.mape), rmse: format.number(test.rmse ?? 0, 1), hours: test.actual.length })}
      </Typography.Paragraph>
    </Card>
  );
}

/** What the model would have forecast for the last stretch of the history, against what was measured. */
export function BacktestChart({ buckets, test }: { buckets: string[]; test: BacktestResult }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'forecast.backtest' });
  return (
    <Card size="small" title={title}>
      <TimeSeriesChart
        buckets={buckets}
        series={[
          { key: 'actual', name: intl.formatMessage({ id: 'forecast.measured' }), values: test.actual, type: 'line' },
          { key: 'predicted', name: intl.formatMessage({ id: 'forecast.predicted' }), values: test.predicted, type: 'line', dashed: true },
        ]}
        unit="kW"
        height={280}
        aria-label={title}
      />
    </Card>
  );
}

/** The forecast's peak of each day (and the measured one when the day is already in the data). */
export function DailyPeakTable({ peaks }: { peaks: DayPeak[] }) {
  const intl = useIntl();
  const { format } = useEnergy();
  const text = (id: string) => intl.formatMessage({ id });
  return (
    <Card size="small" title={text('forecast.dailyPeaks')}>
      <Table<DayPeak>
        size="small"
        rowKey="day"
        pagination={false}
        dataSource={peaks}
        aria-label={text('forecast.dailyPeaks')}
        columns={[
          { key: 'day', title: text('forecast.col.day'), render: (_, r) => format.day(r.day) },
          { key: 'peak', title: text('forecast.col.peak'), align: 'right', render: (_, r) => format.number(r.peak, 1) },
          { key: 'at', title: text('forecast.col.at'), render: (_, r) => r.at.slice(11) },
          { key: 'energy', title: text('forecast.col.energy'), align: 'right', render: (_, r) => format.number(r.energy, 0) },
          { key: 'actual', title: text('forecast.col.actualPeak'), align: 'right', render: (_, r) => (r.actualPeak === null ? '—' : format.number(r.actualPeak, 1)) },
        ]}
      />
    </Card>
  );
}
