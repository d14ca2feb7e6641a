import { Card, Col, Row, type TableColumnsType } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import type { AggAnswer, EnergyStandardView } from '../../../api/energyTypes';
import { scaleUnit } from '../../../lib/carbon';
import { useStores } from '../../../stores/context';
import { EmptyData, Table } from '../../../ui';
import { comparisonsOf, trendOf, vsPreviousText } from '../shared/comparison';
import { EnergyFrame, LoadState, useEnergy } from '../shared/EnergyFrame';
import { KpiRow } from '../../../ui/KpiRow';
import { RankingBars } from '../../../ui/ranking';
import { useComparedTotals } from '../shared/useComparedTotals';
import { useResource } from '../../../ui/resource/useResource';
import { FloorAreaCell, useFloorAreaEditor, type FloorAreaTarget } from './FloorAreaDialog';
import { useEfficiencyLabels } from './useEfficiencyLabels';
import { energyManageApi } from '../../../api/analysis';
import { ReadOnlyNote } from '../shared/ReadOnlyNote';
import { usePageGrants } from '../shared/usePageGrants';

/** `building-management`: the store's buildings, their floor areas (editable) and electricity intensity. */
export default function BuildingManagementScreen() {
  return (
    <EnergyFrame>
      <BuildingManagement />
    </EnergyFrame>
  );
}

type BuildingRow = EnergyStandardView['buildings'][number] & { floors: number | null; builtYear: number | null; periodKwh: number | null };

const BuildingManagement = observer(function BuildingManagement() {
  const intl = useIntl();
  const { api } = useStores();
  const grants = usePageGrants();
  const { pid, canEdit } = grants;
  const { store, config, period, format } = useEnergy();
  const view = useResource((signal) => energyManageApi(api, pid).view(store, { signal }), [store]);
  const areaEditor = useFloorAreaEditor(store, () => void view.reload());
  const comparisons = comparisonsOf(period, config.dataFrom, config.dataTo);
  const usage = useComparedTotals(comparisons, { stores: [store], groupby: 'building', energytypes: ['electricity'] }, [store, period.start, period.end]);

  if (!view.value) return <LoadState status={view.status} onRetry={() => void view.reload()} />;
  const buildings = view.value.buildings;
  if (buildings.length === 0) return <EmptyData description={intl.formatMessage({ id: 'efficiency.buildings.none' })} />;

  const rows: BuildingRow[] = buildings.map((b) => {
    const info = config.buildings.find((c) => c.did === b.did);
    const periodRow = usage.value?.current.rows.find((r) => r.key === b.did);
    return { ...b, floors: info?.floors ?? null, builtYear: info?.builtYear ?? null, periodKwh: periodRow ? periodRow.energy : usage.value ? 0 : null };
  });
  const area = buildings.reduce((sum, b) => sum + b.floorarea, 0);
  const annualKwh = buildings.reduce((sum, b) => sum + b.annualKwh, 0);
  const annual = scaleUnit(annualKwh, 'kWh');

  return (
    <>
      <ReadOnlyNote grants={grants} />
      <KpiRow
        items={[
          { key: 'buildings', title: intl.formatMessage({ id: 'efficiency.kpi.buildings' }), value: buildings.length, fractionDigits: 0 },
          { key: 'area', title: intl.formatMessage({ id: 'efficiency.kpi.floorArea' }), value: area, unit: 'm²', fractionDigits: 0 },
          {
            ...periodKpi(usage.value, intl.formatMessage({ id: 'efficiency.kpi.periodElectricity' }), (change) =>
              vsPreviousText(intl, format, change),
            ),
            key: 'period',
            loading: usage.pending,
          },
          {
            key: 'intensity',
            title: intl.formatMessage({ id: 'efficiency.kpi.annualIntensity' }),
            value: area > 0 ? annualKwh / area : null,
            unit: 'kWh/(m²·a)',
            fractionDigits: 1,
          },
        ]}
      />
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={16}>
          <Card
            size="small"
            title={intl.formatMessage({ id: 'efficiency.buildings.title' })}
            extra={intl.formatMessage({ id: 'efficiency.kpi.annualOf' }, { value: `${format.number(annual.value)} ${annual.unit}` })}
          >
            <BuildingTable rows={rows} onEdit={canEdit ? areaEditor.edit : undefined} />
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <RankingBars
            title={intl.formatMessage({ id: 'efficiency.rank.intensity' })}
            items={buildings.map((b) => ({ key: b.did, name: b.name, value: b.intensity }))}
            format={(v) => `${format.number(v, 1)} kWh/m²`}
          />
        </Col>
      </Row>
      {areaEditor.dialog}
    </>
  );
});

/** The period's electricity with its change against last year and the previous period. */
function periodKpi(usage: { current: AggAnswer; yoy: AggAnswer | null; mom: AggAnswer | null } | undefined, title: string, vsPrevious: (change: number) => string | undefined) {
  if (!usage) return { title, value: null };
  const scaled = scaleUnit(usage.current.total.energy, 'kWh');
  const vsMom = trendOf(usage.current.total.energy, usage.mom?.total.energy);
  return {
    title,
    value: scaled.value,
    unit: scaled.unit,
    trend: trendOf(usage.current.total.energy, usage.yoy?.total.energy),
    extra: vsMom ? vsPrevious(vsMom.change) : undefined,
  };
}

function BuildingTable({ rows, onEdit }: { rows: BuildingRow[]; onEdit?: (b: FloorAreaTarget) => void }) {
  const intl = useIntl();
  const { format } = useEnergy();
  const labels = useEfficiencyLabels();
  const num = (v: number | null, digits = 0) => (v === null ? '—' : format.number(v, digits));
  const columns: TableColumnsType<BuildingRow> = [
    { key: 'name', dataIndex: 'name', title: intl.formatMessage({ id: 'efficiency.col.name' }) },
    { key: 'type', dataIndex: 'type', title: intl.formatMessage({ id: 'efficiency.col.type' }), render: (_, r) => labels.buildingType(r.type) },
    {
      key: 'floorarea',
      title: intl.formatMessage({ id: 'efficiency.col.floorArea' }),
      align: 'right',
      render: (_, r) => <FloorAreaCell building={r} text={num(r.floorarea)} onEdit={onEdit} testId={`area-${r.did}`} />,
    },
    { key: 'floors', title: intl.formatMessage({ id: 'efficiency.col.floors' }), align: 'right', render: (_, r) => num(r.floors) },
    { key: 'built', title: intl.formatMessage({ id: 'efficiency.col.builtYear' }), align: 'right', render: (_, r) => (r.builtYear === null ? '—' : String(r.builtYear)) },
    { key: 'period', title: intl.formatMessage({ id: 'efficiency.col.periodKwh' }), align: 'right', render: (_, r) => num(r.periodKwh) },
    { key: 'annual', title: intl.formatMessage({ id: 'efficiency.col.annualKwh' }), align: 'right', render: (_, r) => num(r.annualKwh) },
    {
      key: 'intensity',
      title: intl.formatMessage({ id: 'efficiency.col.intensity' }),
      align: 'right',
      sorter: (a, b) => a.intensity - b.intensity,
      render: (_, r) => <span data-testid={`intensity-${r.did}`}>{num(r.intensity, 1)}</span>,
    },
  ];
  return <Table<BuildingRow> aria-label={intl.formatMessage({ id: 'efficiency.buildings.title' })} size="small" rowKey="did" columns={columns} dataSource={rows} pagination={false} scroll={{ x: true }} />;
}
