import { Col, Row } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useStores } from '../../../stores/context';
import { EmptyData } from '../../../ui';
import { comparisonsOf, trendOf } from '../shared/comparison';
import { EnergyFrame, LoadState, useEnergy } from '../shared/EnergyFrame';
import { FactorExplanation } from '../shared/FactorExplanation';
import { KpiRow } from '../../../ui/KpiRow';
import { useComparedTotals } from '../shared/useComparedTotals';
import { useResource } from '../../../ui/resource/useResource';
import { emissionsKpi } from './emissions/emissionsKpi';
import { EnergyTypeFilter, typesOf, useTypeParam, type TypeChoice } from './EnergyTypeFilter';
import { AccountTable } from './metering/AccountTable';
import { DetailExport } from './metering/DetailExport';
import { usePageGrants } from '../shared/usePageGrants';
import { MonthlyTable, monthRows } from './metering/MonthlyTable';
import { monthsOf } from './model/months';
import { analysisApi } from '../../../api/analysis';

/** `carbon-metering`: the period's carbon account per energy type, monthly accounts, exports. */
export default function CarbonMeteringScreen() {
  const [type, setType] = useTypeParam();
  return (
    <EnergyFrame toolbar={<EnergyTypeFilter value={type} onChange={setType} />}>
      <CarbonMetering type={type} />
    </EnergyFrame>
  );
}

const CarbonMetering = observer(function CarbonMetering({ type }: { type: TypeChoice }) {
  const intl = useIntl();
  const { api } = useStores();
  // Exports (account, months, daily detail) only with the page's export permission.
  const { pid, canExport } = usePageGrants();
  const { store, config, period, format } = useEnergy();
  const types = typesOf(type);
  const comparisons = comparisonsOf(period, config.dataFrom, config.dataTo);
  const key = [store, period.start, period.end];
  const account = useComparedTotals(comparisons, { stores: [store], groupby: 'energytype', energytypes: types }, [...key, type]);
  // A year or a custom period over several months also gets its monthly accounts.
  const monthly = monthsOf(period.start, period.end).length > 1;
  const months = useResource(
    monthly
      ? async (signal) => {
          const base = { stores: [store], start: period.start, end: period.end, groupby: 'month' as const };
          const answers = await analysisApi(api, pid).aggQueries([...types.map((t) => ({ ...base, energytypes: [t] })), { ...base, energytypes: types }], { signal });
          return monthRows(period.start, period.end, types, answers.slice(0, types.length), answers[types.length]!);
        }
      : null,
    [...key, type, monthly],
  );

  if (!account.value) return <LoadState status={account.status} onRetry={() => void account.reload()} />;
  const { current, yoy } = account.value;
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const area = config.buildings.reduce((sum, b) => sum + b.floorarea, 0);
  const empty = current.rows.length === 0 || current.rows.every((r) => r.energy === 0);

  return (
    <>
      <KpiRow
        items={[
          emissionsKpi(intl, format, account.value),
          { key: 'green', title: t('carbon.metering.kpi.green'), value: format.quantity(current.total.green, 'kWh'), trend: trendOf(current.total.green, yoy?.total.green, 'up') },
          { key: 'tce', title: t('carbon.kpi.tce'), value: current.total.tce, unit: 'tce', trend: trendOf(current.total.tce, yoy?.total.tce) },
          { key: 'intensity', title: t('carbon.kpi.intensity'), value: area > 0 ? current.total.carbon / area : null, unit: 'kgCO2/m²', trend: area > 0 ? trendOf(current.total.carbon, yoy?.total.carbon) : undefined },
        ]}
      />
      {empty ? (
        <EmptyData description={t('energy.noData')} />
      ) : (
        <Row gutter={[12, 12]}>
          <Col span={24}>
            <AccountTable answer={current} types={types} canExport={canExport} />
          </Col>
          {monthly ? (
            <Col span={24}>
              {months.value ? <MonthlyTable rows={months.value} types={types} showTotal={types.length > 1} canExport={canExport} /> : <LoadState status={months.status} onRetry={() => void months.reload()} />}
            </Col>
          ) : null}
          <Col xs={24} xl={12}>
            <FactorExplanation types={types} />
          </Col>
          {canExport ? (
            <Col xs={24} xl={12}>
              <DetailExport types={types} />
            </Col>
          ) : null}
        </Row>
      )}
    </>
  );
});
