import { useScreenPid } from '../../../ui/hooks/useScreenPid';
import { Card, Col, Row, Tabs } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { ENERGY_TYPES } from '../../../api/energyTypes';
import { useStores } from '../../../stores/context';
import { EmptyData, LazyChart } from '../../../ui';
import { comparisonsOf, trendOf, vsPreviousText } from '../shared/comparison';
import { EnergyFrame, LoadState, useEnergy } from '../shared/EnergyFrame';
import { FactorExplanation } from '../shared/FactorExplanation';
import { KpiRow } from '../../../ui/KpiRow';
import { useComparedTotals } from '../shared/useComparedTotals';
import { useResource } from '../../../ui/resource/useResource';
import { ResultChecks, ResultTable, TariffExplanation } from './ResultParts';
import { METRIC_OF_CODE, RESULT_CODES, resultRows, sumCheck, type ResultCode, type ResultMetric } from './resultModel';
import { useRouteParamTab } from '../../../ui/url-state/useRouteParamTab';
import { analysisApi } from '../../../api/analysis';

/** `measurement-result/:resulttype?`: each meter's measured energy, carbon or cost, with the calculation and the check against the store total. */
export default function MeasurementResultScreen() {
  return (
    <EnergyFrame>
      <MeasurementResult />
    </EnergyFrame>
  );
}

function MeasurementResult() {
  const intl = useIntl();
  const [code, setCode] = useRouteParamTab<ResultCode>('resulttype', RESULT_CODES, 1);
  return (
    <>
      <Tabs
        activeKey={String(code)}
        onChange={(key) => setCode(Number(key) as ResultCode)}
        aria-label={intl.formatMessage({ id: 'analysis.result.tabs' })}
        items={RESULT_CODES.map((c) => ({ key: String(c), label: intl.formatMessage({ id: `analysis.metric.${METRIC_OF_CODE[c]}` }) }))}
      />
      <ResultOf metric={METRIC_OF_CODE[code]} />
    </>
  );
}

const ResultOf = observer(function ResultOf({ metric }: { metric: ResultMetric }) {
  const intl = useIntl();
  const { api } = useStores();
  const pid = useScreenPid();
  const { store, config, period, format } = useEnergy();
  const comparisons = comparisonsOf(period, config.dataFrom, config.dataTo);
  const key = [store, period.start, period.end];
  const totals = useComparedTotals(comparisons, { stores: [store], groupby: 'energytype' }, key);
  const meters = useResource((signal) => analysisApi(api, pid).aggQuery({ stores: [store], start: period.start, end: period.end, groupby: 'meter' }, { signal }), key);
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  if (!totals.value || !meters.value) {
    const failed = totals.status === 'error' ? totals : meters;
    return <LoadState status={failed.status} onRetry={() => void failed.reload()} />;
  }
  const { current, yoy, mom } = totals.value;
  const rows = resultRows(meters.value.rows, config.factors, period.start, period.end);
  if (rows.length === 0) return <EmptyData description={text('analysis.result.empty')} />;

  const measure = metric === 'energy' ? 'tce' : metric;
  const show = (value: number) => (metric === 'energy' ? `${format.number(value, 2)} tce` : metric === 'carbon' ? format.carbon(value) : format.money(value));
  const types = ENERGY_TYPES.filter((t) => rows.some((r) => r.energytype === t));
  const checks = [
    ...types.map((t) => {
      const own = rows.filter((r) => r.energytype === t);
      const storeRow = current.rows.find((r) => r.key === t || r.energytype === t);
      const field = metric === 'energy' ? 'energy' : metric;
      return { type: t, check: sumCheck(format.energyType(t), own.reduce((s, r) => s + r[field], 0), storeRow?.[field] ?? 0) };
    }),
    { type: null, check: sumCheck(text('analysis.result.allTypes'), rows.reduce((s, r) => s + r[measure], 0), current.total[measure]) },
  ];
  const allAgree = checks.every((c) => c.check.agrees);
  const vsMom = trendOf(current.total[measure], mom?.total[measure]);
  const ranked = [...rows].sort((a, b) => b[measure] - a[measure]).slice(0, 15);

  return (
    <>
      <KpiRow
        items={[
          {
            key: 'total',
            title: text(`analysis.result.kpi.${metric}`),
            value: show(current.total[measure]),
            trend: trendOf(current.total[measure], yoy?.total[measure], 'down'),
            extra: vsPreviousText(intl, format, vsMom?.change),
          },
          { key: 'meters', title: text('analysis.result.kpi.meters'), value: rows.length, fractionDigits: 0 },
          { key: 'green', title: text('analysis.result.kpi.green'), value: format.quantity(rows.reduce((s, r) => s + r.green, 0), 'kWh') },
          { key: 'check', title: text('analysis.result.kpi.check'), value: text(allAgree ? 'analysis.result.agree' : 'analysis.result.differ') },
        ]}
      />
      <Row gutter={[12, 12]}>
        <Col span={24}>
          <Card size="small" title={text(`analysis.result.table.${metric}`)}>
            <ResultTable rows={rows} metric={metric} loading={meters.loading} />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <ResultChecks checks={checks} metric={metric} />
        </Col>
        <Col xs={24} xl={12}>{metric === 'cost' ? <TariffExplanation /> : metric === 'carbon' ? <FactorExplanation types={types} /> : <TceNote />}</Col>
        <Col span={24}>
          <Card size="small" title={text(`analysis.result.chart.${metric}`)}>
            <LazyChart
              height={Math.max(240, ranked.length * 24)}
              aria-label={text(`analysis.result.chart.${metric}`)}
              option={{
                grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
                tooltip: { trigger: 'axis' },
                xAxis: { type: 'value' },
                yAxis: { type: 'category', inverse: true, data: ranked.map((r) => r.name) },
                series: [
                  {
                    type: 'bar',
                    name: text(`analysis.metric.${metric}`),
                    data: ranked.map((r) => Math.round((metric === 'cost' ? format.moneyValue(r.cost) : r[measure]) * 100) / 100),
                  },
                ],
              }}
            />
          </Card>
        </Col>
      </Row>
    </>
  );
});

function TceNote() {
  const intl = useIntl();
  return (
    <Card size="small" title={intl.formatMessage({ id: 'analysis.result.tceTitle' })}>
      <p style={{ margin: 0 }}>{intl.formatMessage({ id: 'analysis.result.tceNote' })}</p>
    </Card>
  );
}
