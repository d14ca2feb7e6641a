import { useScreenPid } from '../../../ui/hooks/useScreenPid';
import { Col, Row, Segmented } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import type { AggAnswer } from '../../../api/energyTypes';
import { scaleUnit } from '../../../lib/carbon';
import { useStores } from '../../../stores/context';
import { comparisonQueries, comparisonsOf, splitComparisons, trendOf, vsPreviousText } from '../shared/comparison';
import { EnergyFrame, LoadState, useEnergy } from '../shared/EnergyFrame';
import { KpiRow } from '../../../ui/KpiRow';
import { useResource } from '../../../ui/resource/useResource';
import { BandTable } from './BandTable';
import { CHART_VIEWS, ChargeChart, type ChartView } from './ChargeChart';
import { NoAsset } from './NoAsset';
import { useEnumParam } from './urlParams';
import { analysisApi } from '../../../api/analysis';

/**
 * `es-charge-discharge`: storage energy charged and discharged over the period, by time-of-use
 * band (does it charge in the valley and discharge in the peak?) and the arbitrage income.
 */
export default function EsChargeDischargeScreen() {
  return (
    <EnergyFrame toolbar={<ViewSwitch />}>
      <ChargeDischarge />
    </EnergyFrame>
  );
}

function ViewSwitch() {
  const intl = useIntl();
  const { config } = useEnergy();
  const [view, setView] = useEnumParam<ChartView>('view', CHART_VIEWS, 'days');
  if (config.storage.length === 0) return null;
  return (
    <Segmented<ChartView>
      aria-label={intl.formatMessage({ id: 'assets.es.view' })}
      value={view}
      onChange={setView}
      options={[
        { value: 'days', label: intl.formatMessage({ id: 'assets.es.view.days' }) },
        { value: 'hours', label: intl.formatMessage({ id: 'assets.es.view.hours' }) },
      ]}
    />
  );
}

function ChargeDischarge() {
  const { config } = useEnergy();
  if (config.storage.length === 0) return <NoAsset kind="storage" storeName={config.storeName} />;
  return <ChargeBody />;
}

/** Energy and money of one side (charge or discharge) and its share in one band. */
const bandShare = (answer: AggAnswer, band: string) => {
  const row = answer.rows.find((r) => r.key === band);
  return answer.total.energy > 0 && row ? (row.energy / answer.total.energy) * 100 : 0;
};

const ChargeBody = observer(function ChargeBody() {
  const intl = useIntl();
  const { api } = useStores();
  const pid = useScreenPid();
  const { store, config, period, format } = useEnergy();
  const [view] = useEnumParam<ChartView>('view', CHART_VIEWS, 'days');
  const comparisons = comparisonsOf(period, config.dataFrom, config.dataTo);
  const totals = useResource(async (signal) => {
    const side = (kind: 'storage-charge' | 'storage-discharge') =>
      analysisApi(api, pid).aggQueries(comparisonQueries(comparisons, { stores: [store], groupby: 'touBand', kinds: [kind] }), { signal });
    const [charge, discharge] = await Promise.all([side('storage-charge'), side('storage-discharge')]);
    return { charge: splitComparisons(comparisons, charge), discharge: splitComparisons(comparisons, discharge) };
  }, [store, period.start, period.end]);

  if (!totals.value) return <LoadState status={totals.status} onRetry={() => void totals.reload()} />;
  const { charge, discharge } = totals.value;
  // The server prices every hour of storage energy at the tariff of its hour: income = value out − cost in.
  const income = (c: AggAnswer | null, d: AggAnswer | null) => (c && d ? d.total.cost - c.total.cost : null);
  const current = income(charge.current, discharge.current) ?? 0;
  const c = charge.current.total.energy;
  const d = discharge.current.total.energy;
  const vsMom = trendOf(current, income(charge.mom, discharge.mom), 'up');

  return (
    <>
      <KpiRow
        items={[
          {
            key: 'charge',
            title: intl.formatMessage({ id: 'assets.storage.kpi.charge' }),
            ...scaleUnit(c, 'kWh'),
            trend: trendOf(c, charge.yoy?.total.energy, 'up'),
            extra: intl.formatMessage({ id: 'assets.es.kpi.valleyShare' }, { value: format.percent(bandShare(charge.current, 'valley')) }),
          },
          {
            key: 'discharge',
            title: intl.formatMessage({ id: 'assets.storage.kpi.discharge' }),
            ...scaleUnit(d, 'kWh'),
            trend: trendOf(d, discharge.yoy?.total.energy, 'up'),
            extra: intl.formatMessage({ id: 'assets.es.kpi.peakShare' }, { value: format.percent(bandShare(discharge.current, 'peak')) }),
          },
          {
            key: 'efficiency',
            title: intl.formatMessage({ id: 'assets.storage.kpi.efficiency' }),
            value: c > 0 ? (d / c) * 100 : null,
            unit: '%',
            fractionDigits: 1,
          },
          {
            key: 'income',
            title: intl.formatMessage({ id: 'assets.es.kpi.income' }),
            value: format.money(current),
            trend: trendOf(current, income(charge.yoy, discharge.yoy), 'up'),
            extra: vsPreviousText(intl, format, vsMom?.change),
          },
        ]}
      />
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={14}>
          <ChargeChart view={view} />
        </Col>
        <Col xs={24} xl={10}>
          <BandTable charge={charge.current} discharge={discharge.current} income={current} />
        </Col>
      </Row>
    </>
  );
});
