import { useScreenPid } from '../../../ui/hooks/useScreenPid';
import { Card, Col, Row } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { addDays, maxDay, minDay } from '../../../lib/days';
import { backtest, forecastFacts, forecastSeasonal } from '../../../lib/forecast';
import { useStores } from '../../../stores/context';
import { EmptyData, numberParam, TimeSeriesChart, useSearchParam } from '../../../ui';
import { EnergyFrame, LoadState, useEnergy } from '../shared/EnergyFrame';
import { KpiRow } from '../../../ui/KpiRow';
import { useResource } from '../../../ui/resource/useResource';
import { LabelledSelect } from './controls';
import { BacktestChart, DailyPeakTable, ForecastExplanation } from './ForecastParts';
import { dailyPeaks, hourBuckets } from './loadModel';
import { analysisApi } from '../../../api/analysis';

const WEEK = 168;
const weeksParam = numberParam({ min: 4, max: 8, integer: true });

/** `load-forecast`: the store's electricity load for the 7 days after the chosen week, from the weeks before it. */
export default function LoadForecastScreen() {
  const [weeks, setWeeks] = useSearchParam('weeks', weeksParam, 4);
  return (
    <EnergyFrame granularities={['week']} toolbar={<WeeksSelect weeks={weeks} onChange={setWeeks} />}>
      <LoadForecast weeks={weeks} />
    </EnergyFrame>
  );
}

function WeeksSelect({ weeks, onChange }: { weeks: number; onChange: (weeks: number) => void }) {
  const intl = useIntl();
  return (
    <LabelledSelect<string>
      label={intl.formatMessage({ id: 'forecast.weeks' })}
      value={String(weeks)}
      onChange={(v) => onChange(Number(v))}
      options={[4, 5, 6, 7, 8].map((n) => ({ value: String(n), label: intl.formatMessage({ id: 'forecast.weeksN' }, { n }) }))}
    />
  );
}

const LoadForecast = observer(function LoadForecast({ weeks }: { weeks: number }) {
  const intl = useIntl();
  const { api } = useStores();
  const pid = useScreenPid();
  const { store, config, period, format } = useEnergy();
  // The forecast starts the day after the chosen week (or after the last day with data).
  const origin = minDay(period.end, config.dataTo);
  const from = maxDay(config.dataFrom, addDays(origin, -7 * (weeks + 1) + 1));
  const to = minDay(addDays(origin, 7), config.dataTo);
  const load = useResource(
    (signal) => analysisApi(api, pid).query({ store, energytypes: ['electricity'], metric: 'energy', start: from, end: to, interval: 'hour' }, { signal }),
    [store, from, to],
  );
  if (!load.value) return <LoadState status={load.status} onRetry={() => void load.reload()} />;
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const values = load.value.series.find((s) => s.energytype === 'electricity')?.values ?? [];
  const split = load.value.buckets.filter((b) => b.slice(0, 10) <= origin).length;
  const history = values.slice(0, split);
  if (history.filter((v) => typeof v === 'number').length < WEEK) return <EmptyData description={text('forecast.notEnough')} />;

  const fit = forecastSeasonal(history, { season: WEEK, horizon: WEEK, cycles: weeks });
  const test = backtest(history, { season: WEEK, cycles: weeks }, WEEK);
  const facts = forecastFacts(fit);
  const future = hourBuckets(addDays(origin, 1), 7);
  const actual = future.map((_, i) => values[split + i] ?? null);
  const peaks = dailyPeaks(future, fit.forecast, actual);
  const peak = peaks.reduce((best, d) => (d.peak > best.peak ? d : best), peaks[0]!);
  const shownHistory = Math.min(split, 14 * 24);
  const historyBuckets = load.value.buckets.slice(split - shownHistory, split);
  const hasActual = actual.some((v) => v !== null);

  return (
    <>
      <KpiRow
        items={[
          { key: 'energy', title: text('forecast.kpi.energy'), value: format.quantity(facts.forecastTotal, 'kWh'), extra: text('forecast.kpi.days', { from: format.day(future[0]!.slice(0, 10)), to: format.day(future[future.length - 1]!.slice(0, 10)) }) },
          { key: 'peak', title: text('forecast.kpi.peak'), value: peak.peak, unit: 'kW', fractionDigits: 1, extra: format.dayTime(peak.at) },
          { key: 'mape', title: text('forecast.kpi.mape'), value: test.mape, unit: '%', fractionDigits: 1, extra: text('forecast.kpi.lastWeek') },
          { key: 'rmse', title: text('forecast.kpi.rmse'), value: test.rmse, unit: 'kW', fractionDigits: 1 },
        ]}
      />
      <Row gutter={[12, 12]}>
        <Col span={24}>
          <ForecastExplanation facts={facts} test={test} seasonKind="week" trainedTo={origin} />
        </Col>
        <Col span={24}>
          <Card size="small" title={text('forecast.chart')}>
            <TimeSeriesChart
              buckets={[...historyBuckets, ...future]}
              series={[
                { key: 'measured', name: text('forecast.measured'), values: [...history.slice(split - shownHistory), ...(hasActual ? actual : future.map(() => null))], type: 'line' },
                { key: 'forecast', name: text('forecast.forecast'), values: [...historyBuckets.map(() => null), ...fit.forecast], type: 'line', dashed: true },
              ]}
              unit="kW"
              height={320}
              loading={load.loading}
              aria-label={text('forecast.chart')}
            />
          </Card>
        </Col>
        <Col xs={24} xl={14}>
          <BacktestChart buckets={load.value.buckets.slice(split - WEEK, split)} test={test} />
        </Col>
        <Col xs={24} xl={10}>
          <DailyPeakTable peaks={peaks} />
        </Col>
      </Row>
    </>
  );
});
