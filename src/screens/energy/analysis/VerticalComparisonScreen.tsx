import { useScreenPid } from '../../../ui/hooks/useScreenPid';
import { Alert, Card, Col, Row, Select } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { ENERGY_UNIT, type EnergyType } from '../../../api/energyTypes';
import { momPeriod, yoyPeriod } from '../../../lib/period';
import { useStores } from '../../../stores/context';
import { EmptyData, idParam, oneOfParam, useSearchParam } from '../../../ui';
import { comparisonsOf } from '../shared/comparison';
import { EnergyFrame, LoadState, useEnergy } from '../shared/EnergyFrame';
import { useComparedTotals } from '../shared/useComparedTotals';
import { useResource } from '../../../ui/resource/useResource';
import { EnergyTypeSelect, LabelledSelect, effectiveType, useEnergyTypeParam } from './controls';
import { VerticalChart, VerticalKpis, VerticalTable } from './VerticalParts';
import { VERTICAL_METRICS, alignPeriods, type VerticalMetric } from './verticalModel';
import { analysisApi } from '../../../api/analysis';

const metricParam = oneOfParam(VERTICAL_METRICS);

function useVerticalParams() {
  const [type, setType] = useEnergyTypeParam();
  const [meter, setMeter] = useSearchParam('meter', idParam, '');
  const [metric, setMetric] = useSearchParam('metric', metricParam, 'energy');
  return { type, setType, meter, setMeter, metric, setMetric };
}

/** `vertical-comparison`: one entity (the store or a meter) in this period, the previous one and the same period last year. */
export default function VerticalComparisonScreen() {
  const params = useVerticalParams();
  return (
    <EnergyFrame toolbar={<Toolbar {...params} />}>
      <VerticalComparison askedType={params.type} askedMeter={params.meter} metric={params.metric} />
    </EnergyFrame>
  );
}

/** The meter asked for when it is one of the store's mains or subs of the type; '' = the store total. */
function meterOf(meters: ReturnType<typeof useEnergy>['config']['meters'], type: EnergyType, asked: string): string {
  return meters.some((m) => m.did === asked && m.energytype === type && (m.kind === 'main' || m.kind === 'sub')) ? asked : '';
}

function Toolbar(p: ReturnType<typeof useVerticalParams>) {
  const intl = useIntl();
  const { config } = useEnergy();
  const text = (id: string) => intl.formatMessage({ id });
  const type = effectiveType(config, p.type);
  const meters = config.meters.filter((m) => m.energytype === type && (m.kind === 'main' || m.kind === 'sub'));
  return (
    <>
      <EnergyTypeSelect value={p.type} onChange={p.setType} />
      <Select<string>
        aria-label={text('analysis.vertical.entity')}
        value={meterOf(config.meters, type, p.meter)}
        onChange={p.setMeter}
        showSearch
        optionFilterProp="label"
        style={{ minWidth: 220 }}
        options={[{ value: '', label: text('analysis.vertical.storeTotal') }, ...meters.map((m) => ({ value: m.did, label: m.name }))]}
      />
      <LabelledSelect<VerticalMetric>
        label={text('analysis.compare.metric')}
        value={p.metric}
        onChange={p.setMetric}
        options={VERTICAL_METRICS.map((m) => ({ value: m, label: text(`analysis.metric.${m}`) }))}
      />
    </>
  );
}

const VerticalComparison = observer(function VerticalComparison({ askedType, askedMeter, metric }: { askedType: EnergyType; askedMeter: string; metric: VerticalMetric }) {
  const intl = useIntl();
  const { api } = useStores();
  const pid = useScreenPid();
  const { store, config, period, interval, format } = useEnergy();
  const type = effectiveType(config, askedType);
  const meter = meterOf(config.meters, type, askedMeter);
  const c = comparisonsOf(period, config.dataFrom, config.dataTo);
  const key = [store, period.start, period.end, type, meter];
  const totals = useComparedTotals(
    c,
    meter ? { stores: [store], groupby: 'meter', energytypes: [type], kinds: ['main', 'sub'] } : { stores: [store], groupby: 'energytype', energytypes: [type] },
    key,
  );
  const series = useResource(async (signal) => {
    const one = async (p: { start: string; end: string } | null) => {
      if (!p) return null;
      const answer = await analysisApi(api, pid).query({ store, metric, start: p.start, end: p.end, interval, ...(meter ? { meters: [meter] } : { energytypes: [type] }) }, { signal });
      return answer.series[0]?.values ?? [];
    };
    const [current, previous, lastYear] = await Promise.all([one(c.current), one(c.mom), one(c.yoy)]);
    return { current: current ?? [], previous, lastYear };
  }, [...key, metric, interval]);

  if (!totals.value || !series.value) {
    const failed = totals.status === 'error' ? totals : series;
    return <LoadState status={failed.status} onRetry={() => void failed.reload()} />;
  }
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const pick = (answer: { rows: Array<{ key: string; energy: number; carbon: number; cost: number }> } | null) => {
    const row = answer?.rows.find((r) => r.key === (meter || type));
    return answer ? (row?.[metric] ?? 0) : null;
  };
  const values = { current: pick(totals.value.current) ?? 0, previous: pick(totals.value.mom), lastYear: pick(totals.value.yoy) };
  const rows = alignPeriods(series.value.current, series.value.previous, series.value.lastYear);
  const unit = ENERGY_UNIT[type];
  const skipped = [
    ...(c.mom ? [] : [{ which: text('analysis.vertical.previous'), p: momPeriod(period) }]),
    ...(c.yoy ? [] : [{ which: text('analysis.vertical.lastYear'), p: yoyPeriod(period) }]),
  ];
  const entityName = meter ? (config.meters.find((m) => m.did === meter)?.name ?? meter) : text('analysis.vertical.storeTotal');

  return (
    <>
      <VerticalKpis values={values} metric={metric} unit={unit} />
      {skipped.map((s) => (
        <Alert
          key={s.which}
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={text('analysis.vertical.skipped', { which: s.which, start: format.day(s.p.start), end: format.day(s.p.end), from: format.day(config.dataFrom), to: format.day(config.dataTo) })}
        />
      ))}
      {rows.length === 0 || rows.every((r) => r.current === null) ? (
        <EmptyData description={text('analysis.vertical.empty')} />
      ) : (
        <Row gutter={[12, 12]}>
          <Col span={24}>
            <Card size="small" title={text('analysis.vertical.chart', { name: entityName })}>
              <VerticalChart rows={rows} metric={metric} unit={unit} interval={interval} />
            </Card>
          </Col>
          <Col span={24}>
            <VerticalTable rows={rows} metric={metric} unit={unit} interval={interval} hasPrevious={c.mom !== null} hasLastYear={c.yoy !== null} />
          </Col>
        </Row>
      )}
      <p style={{ opacity: 0.7, marginTop: 8 }}>
        {text('analysis.vertical.periods', {
          current: format.dayRange(period.start, period.end),
          previous: c.mom ? format.dayRange(c.mom.start, c.mom.end) : '—',
          lastYear: c.yoy ? format.dayRange(c.yoy.start, c.yoy.end) : '—',
        })}
        {' '}
        {format.energyType(type)}
      </p>
    </>
  );
});
