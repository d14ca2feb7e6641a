import { useScreenPid } from '../../../ui/hooks/useScreenPid';
import { Card, Col, Row, Select, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { periodDays } from '../../../lib/period';
import { useStores } from '../../../stores/context';
import { EmptyData, LazyChart, oneOfParam, useSearchParam } from '../../../ui';
import { comparisonsOf, trendOf } from '../shared/comparison';
import { EnergyFrame, LoadState, useEnergy } from '../shared/EnergyFrame';
import { KpiRow } from '../../../ui/KpiRow';
import { useComparedTotals } from '../shared/useComparedTotals';
import { useResource } from '../../../ui/resource/useResource';
import { BuildingEfficiencyTable } from './BuildingEfficiencyTable';
import { USES, buildingEfficiency, shareOf, type BuildingEfficiency } from './buildingEfficiency';
import { useEfficiencyLabels } from './useEfficiencyLabels';
import { analysisApi, energyManageApi } from '../../../api/analysis';

/** `building-energy-efficiency`: electricity intensity per building, split by use, against its type's standard. */
export default function BuildingEnergyEfficiencyScreen() {
  return (
    <EnergyFrame toolbar={<BuildingPicker />}>
      <BuildingEnergyEfficiency />
    </EnergyFrame>
  );
}

/** The building looked at (`?building=`), or '' for the whole store; an unknown did is ignored. */
function useBuildingParam() {
  const { config } = useEnergy();
  return useSearchParam('building', oneOfParam(config.buildings.map((b) => b.did)), '');
}

function BuildingPicker() {
  const intl = useIntl();
  const { config } = useEnergy();
  const [building, setBuilding] = useBuildingParam();
  return (
    <Select
      aria-label={intl.formatMessage({ id: 'efficiency.filter.building' })}
      style={{ minWidth: 200 }}
      value={building}
      onChange={setBuilding}
      options={[{ value: '', label: intl.formatMessage({ id: 'efficiency.filter.allBuildings' }) }, ...config.buildings.map((b) => ({ value: b.did, label: b.name }))]}
    />
  );
}

const BuildingEnergyEfficiency = observer(function BuildingEnergyEfficiency() {
  const intl = useIntl();
  const { api } = useStores();
  const pid = useScreenPid();
  const { store, config, period, format } = useEnergy();
  const [selected] = useBuildingParam();
  const labels = useEfficiencyLabels();
  const comparisons = comparisonsOf(period, config.dataFrom, config.dataTo);
  const key = [store, period.start, period.end];
  const perBuilding = useComparedTotals(comparisons, { stores: [store], groupby: 'building', energytypes: ['electricity'] }, key);
  const subs = useResource(
    (signal) => analysisApi(api, pid).aggQuery({ stores: [store], start: period.start, end: period.end, groupby: 'meter', energytypes: ['electricity'], kinds: ['sub'] }, { signal }),
    key,
  );
  const byUse = useResource(
    (signal) => analysisApi(api, pid).aggQuery({ stores: [store], start: period.start, end: period.end, groupby: 'category', energytypes: ['electricity'], kinds: ['sub'] }, { signal }),
    key,
  );
  const view = useResource((signal) => energyManageApi(api, pid).view(store, { signal }), [store]);

  if (!perBuilding.value) return <LoadState status={perBuilding.status} onRetry={() => void perBuilding.reload()} />;
  const { current, yoy } = perBuilding.value;
  if (current.rows.length === 0 || current.total.energy <= 0) return <EmptyData />;
  const buildings = buildingEfficiency(period, current, yoy, subs.value, config.meters, view.value);
  const focus: BuildingEfficiency | undefined = buildings.find((b) => b.did === selected);

  // The scope of the KPIs: the chosen building, or the whole store.
  const area = focus ? focus.area : current.rows.reduce((sum, r) => sum + (r.area ?? 0), 0);
  const kwh = focus ? focus.kwh : current.total.energy;
  const lastKwh = focus ? (yoy?.rows.find((r) => r.key === focus.did)?.energy ?? null) : (yoy?.total.energy ?? null);
  const intensity = area > 0 ? kwh / area : null;
  const annualised = focus ? focus.annualised : intensity === null ? null : (intensity * 365) / periodDays(period);
  const uses = focus ? focus.uses : Object.fromEntries((byUse.value?.rows ?? []).map((r) => [r.key, r.energy]));
  const usesTotal = focus ? focus.kwh : (byUse.value?.total.energy ?? 0);
  const hvac = shareOf(uses.hvac, usesTotal);
  const exceeding = buildings.filter((b) => b.status === 'exceeds').length;

  return (
    <>
      <KpiRow
        items={[
          {
            key: 'intensity',
            title: intl.formatMessage({ id: 'efficiency.kpi.periodIntensity' }),
            value: intensity,
            unit: 'kWh/m²',
            fractionDigits: 2,
            trend: area > 0 && lastKwh !== null ? trendOf(kwh, lastKwh) : undefined,
            extra: format.quantity(kwh, 'kWh'),
          },
          { key: 'annualised', title: intl.formatMessage({ id: 'efficiency.kpi.annualised' }), value: annualised, unit: 'kWh/(m²·a)', fractionDigits: 1 },
          { key: 'hvac', title: intl.formatMessage({ id: 'efficiency.kpi.hvacShare' }), value: hvac, unit: '%', fractionDigits: 1, loading: focus ? subs.pending : byUse.pending },
          focus
            ? {
                key: 'standard',
                title: intl.formatMessage({ id: 'efficiency.kpi.vsStandard' }),
                value: labels.status(focus.status),
                extra: focus.constraint !== null ? `${labels.level('constraint')} ${format.number(focus.constraint, 1)}` : undefined,
              }
            : {
                key: 'standard',
                title: intl.formatMessage({ id: 'efficiency.kpi.exceeding' }),
                value: view.value ? exceeding : null,
                unit: `/ ${buildings.length}`,
                fractionDigits: 0,
              },
        ]}
      />
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={14}>
          <Card size="small" title={intl.formatMessage({ id: 'efficiency.chart.vsStandard' })}>
            <LazyChart
              height={300}
              aria-label={intl.formatMessage({ id: 'efficiency.chart.vsStandard' })}
              option={{
                tooltip: { trigger: 'axis' },
                legend: { bottom: 0 },
                grid: { left: 48, right: 16, top: 24, bottom: 56 },
                xAxis: { type: 'category', data: buildings.map((b) => b.name) },
                yAxis: { type: 'value', name: 'kWh/(m²·a)' },
                series: [
                  { name: intl.formatMessage({ id: 'efficiency.kpi.annualised' }), type: 'bar', data: buildings.map((b) => round1(b.annualised)) },
                  { name: labels.level('constraint'), type: 'line', symbol: 'rect', data: buildings.map((b) => round1(b.constraint)) },
                  { name: labels.level('guide'), type: 'line', symbol: 'circle', lineStyle: { type: 'dashed' }, data: buildings.map((b) => round1(b.guide)) },
                ],
              }}
            />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {intl.formatMessage({ id: 'efficiency.chart.annualisedNote' })}
            </Typography.Text>
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card size="small" title={intl.formatMessage({ id: 'efficiency.chart.byUse' }, { scope: focus?.name ?? config.storeName })}>
            {usesTotal > 0 ? (
              <LazyChart
                height={300}
                aria-label={intl.formatMessage({ id: 'efficiency.chart.byUse' }, { scope: focus?.name ?? config.storeName })}
                option={{
                  tooltip: { trigger: 'item', valueFormatter: (v) => format.quantity(Number(v), 'kWh') },
                  legend: { bottom: 0 },
                  series: [{ type: 'pie', radius: ['40%', '68%'], data: USES.map((u) => ({ name: intl.formatMessage({ id: `efficiency.use.${u}` }), value: Math.round(uses[u] ?? 0) })) }],
                }}
              />
            ) : (focus ? subs.value : byUse.value) ? (
              <EmptyData />
            ) : (
              <LoadState status={focus ? subs.status : byUse.status} onRetry={() => void (focus ? subs : byUse).reload()} />
            )}
          </Card>
        </Col>
        <Col xs={24}>
          <Card size="small" title={intl.formatMessage({ id: 'efficiency.table.perBuilding' })}>
            <BuildingEfficiencyTable rows={buildings} selected={selected} />
          </Card>
        </Col>
      </Row>
    </>
  );
});

const round1 = (v: number | null) => (v === null ? null : Math.round(v * 10) / 10);
