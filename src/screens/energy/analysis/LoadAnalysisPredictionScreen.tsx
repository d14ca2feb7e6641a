import { useScreenPid } from '../../../ui/hooks/useScreenPid';
import { Card, Col, Row } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { addDays, maxDay } from '../../../lib/days';
import { useStores } from '../../../stores/context';
import { EmptyData, oneOfParam, TimeSeriesChart, useSearchParam } from '../../../ui';
import { comparisonsOf, trendOf, vsPreviousText } from '../shared/comparison';
import { EnergyFrame, LoadState, useEnergy } from '../shared/EnergyFrame';
import { KpiRow } from '../../../ui/KpiRow';
import { useComparedTotals } from '../shared/useComparedTotals';
import { useResource } from '../../../ui/resource/useResource';
import { LabelledSelect } from './controls';
import { PeakHours, NextDayPrediction, type SeasonKind } from './LoadAnalysisParts';
import { durationCurve, loadStats } from './loadModel';
import { PositionChart } from './PositionChart';
import { analysisApi } from '../../../api/analysis';

const modelParam = oneOfParam<SeasonKind>(['week', 'day']);

/** `load-analysis-prediction`: the store's electricity load over the period (duration curve, peak, valley, load factor) and tomorrow's hourly prediction. */
export default function LoadAnalysisPredictionScreen() {
  const [model, setModel] = useSearchParam('model', modelParam, 'week');
  const intl = useIntl();
  return (
    <EnergyFrame
      granularities={['month', 'week', 'day', 'year', 'custom']}
      toolbar={
        <LabelledSelect<SeasonKind>
          label={intl.formatMessage({ id: 'forecast.model' })}
          value={model}
          onChange={setModel}
          options={[
            { value: 'week', label: intl.formatMessage({ id: 'forecast.model.week' }) },
            { value: 'day', label: intl.formatMessage({ id: 'forecast.model.day' }) },
          ]}
          minWidth={200}
        />
      }
    >
      <LoadAnalysis model={model} />
    </EnergyFrame>
  );
}

const LoadAnalysis = observer(function LoadAnalysis({ model }: { model: SeasonKind }) {
  const intl = useIntl();
  const { api } = useStores();
  const pid = useScreenPid();
  const { store, config, period, format } = useEnergy();
  const comparisons = comparisonsOf(period, config.dataFrom, config.dataTo);
  const key = [store, period.start, period.end];
  const load = useResource(
    (signal) => analysisApi(api, pid).query({ store, energytypes: ['electricity'], metric: 'energy', start: period.start, end: period.end, interval: 'hour' }, { signal }),
    key,
  );
  const totals = useComparedTotals(comparisons, { stores: [store], groupby: 'energytype', energytypes: ['electricity'] }, key);
  // The prediction learns from the 4 weeks (and a day to test on) that end with the period.
  const historyFrom = maxDay(config.dataFrom, addDays(period.end, -28));
  const nextDay = addDays(period.end, 1);
  const history = useResource(
    (signal) =>
      analysisApi(api, pid).query(
        { store, energytypes: ['electricity'], metric: 'energy', start: historyFrom, end: nextDay <= config.dataTo ? nextDay : period.end, interval: 'hour' },
        { signal },
      ),
    [store, historyFrom, period.end],
  );

  if (!load.value || !totals.value) {
    const failed = load.status === 'error' ? load : totals;
    return <LoadState status={failed.status} onRetry={() => void failed.reload()} />;
  }
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const values = load.value.series.find((s) => s.energytype === 'electricity')?.values ?? [];
  const stats = loadStats(load.value.buckets, values);
  if (!stats.peak || !stats.valley) return <EmptyData description={text('analysis.load.empty')} />;
  const { current, yoy, mom } = totals.value;
  const curve = durationCurve(values);
  const at = format.dayTime;
  const vsMom = trendOf(current.total.energy, mom?.total.energy);

  return (
    <>
      <KpiRow
        items={[
          {
            key: 'energy',
            title: text('analysis.load.kpi.energy'),
            value: format.quantity(current.total.energy, 'kWh'),
            trend: trendOf(current.total.energy, yoy?.total.energy),
            extra: vsPreviousText(intl, format, vsMom?.change),
          },
          { key: 'peak', title: text('analysis.load.kpi.peak'), value: stats.peak.value, unit: 'kW', fractionDigits: 1, extra: at(stats.peak.at) },
          { key: 'valley', title: text('analysis.load.kpi.valley'), value: stats.valley.value, unit: 'kW', fractionDigits: 1, extra: at(stats.valley.at) },
          {
            key: 'factor',
            title: text('analysis.load.kpi.loadFactor'),
            value: stats.loadFactor,
            unit: '%',
            fractionDigits: 1,
            extra: text('analysis.load.average', { value: format.number(stats.average ?? 0, 1) }),
          },
        ]}
      />
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={14}>
          <Card size="small" title={text('analysis.load.curve')}>
            <TimeSeriesChart
              buckets={load.value.buckets}
              series={[{ key: 'load', name: text('analysis.load.load'), values, type: 'line', area: true }]}
              unit="kW"
              height={300}
              loading={load.loading}
              aria-label={text('analysis.load.curve')}
            />
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card size="small" title={text('analysis.load.duration')}>
            <PositionChart
              labels={curve.map((_, i) => text('analysis.load.hourRank', { n: i + 1 }))}
              series={[{ key: 'duration', name: text('analysis.load.load'), values: curve, type: 'line', area: true }]}
              unit="kW"
              height={300}
              aria-label={text('analysis.load.duration')}
            />
            <p style={{ margin: '8px 0 0', opacity: 0.75 }}>{text('analysis.load.durationNote', { hours: stats.hours })}</p>
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <PeakHours stats={stats} />
        </Col>
        <Col xs={24} xl={16}>
          {history.value ? (
            <NextDayPrediction answer={history.value} endOfHistory={period.end} model={model} loading={history.loading} />
          ) : (
            <LoadState status={history.status} onRetry={() => void history.reload()} />
          )}
        </Col>
      </Row>
    </>
  );
});
