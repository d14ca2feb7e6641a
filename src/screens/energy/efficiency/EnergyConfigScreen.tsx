import { Card, Col, Row, type TableColumnsType } from 'antd';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import type { BuildingType, EnergyStandardView, StandardLevel } from '../../../api/energyTypes';
import { useStores } from '../../../stores/context';
import { EmptyData, LazyChart, Table } from '../../../ui';
import { EnergyFrame, LoadState, useEnergy } from '../shared/EnergyFrame';
import { KpiRow } from '../../../ui/KpiRow';
import { useResource } from '../../../ui/resource/useResource';
import { FloorAreaCell, useFloorAreaEditor, type FloorAreaTarget } from './FloorAreaDialog';
import { StandardFilters, useStandardParams } from './StandardFilters';
import { standardStatus, type StandardStatus } from './standards';
import { StatusTag } from './StatusTag';
import { useEfficiencyLabels } from './useEfficiencyLabels';
import { energyManageApi } from '../../../api/analysis';
import { ReadOnlyNote } from '../shared/ReadOnlyNote';
import { usePageGrants } from '../shared/usePageGrants';

/**
 * `energy-config/:value?/:level?`: the store's buildings against the energy standards of their
 * type (the last 12 whole months, so no period picker). `:value` filters by building type,
 * `:level` is the level compared with (constraint by default).
 */
export default function EnergyConfigScreen() {
  const { type, level = 'constraint', select } = useStandardParams('energy-config', 'constraint');
  return (
    <EnergyFrame hidePeriod toolbar={<StandardFilters type={type} level={level} onChange={select} />}>
      <EnergyConfig type={type} level={level} />
    </EnergyFrame>
  );
}

type ViewBuilding = EnergyStandardView['buildings'][number];
type ConfigRow = ViewBuilding & { status: StandardStatus; limit: number | null };

const EnergyConfig = observer(function EnergyConfig({ type, level }: { type: BuildingType | undefined; level: StandardLevel }) {
  const intl = useIntl();
  const { api } = useStores();
  const grants = usePageGrants();
  const { pid, canEdit } = grants;
  const { store, format } = useEnergy();
  const labels = useEfficiencyLabels();
  const view = useResource((signal) => energyManageApi(api, pid).view(store, { signal }), [store]);
  const areaEditor = useFloorAreaEditor(store, () => void view.reload());

  if (!view.value) return <LoadState status={view.status} onRetry={() => void view.reload()} />;
  const rows: ConfigRow[] = view.value.buildings
    .filter((b) => !type || b.type === type)
    .map((b) => ({ ...b, status: standardStatus(b.intensity, b.constraint, b.guide, level), limit: level === 'constraint' ? b.constraint : b.guide }));
  if (rows.length === 0) {
    return <EmptyData description={intl.formatMessage({ id: type ? 'standard.config.noneOfType' : 'efficiency.buildings.none' }, { type: type ? labels.buildingType(type) : '' })} />;
  }
  const area = rows.reduce((sum, r) => sum + r.floorarea, 0);
  const annualKwh = rows.reduce((sum, r) => sum + r.annualKwh, 0);
  const count = (status: StandardStatus) => rows.filter((r) => r.status === status).length;

  return (
    <>
      <ReadOnlyNote grants={grants} />
      <KpiRow
        items={[
          {
            key: 'buildings',
            title: intl.formatMessage({ id: 'efficiency.kpi.buildings' }),
            value: rows.length,
            fractionDigits: 0,
            extra: intl.formatMessage({ id: 'standard.config.year' }, { year: view.value.year }),
          },
          { key: 'meets', title: intl.formatMessage({ id: 'standard.kpi.meets' }, { level: labels.level(level) }), value: count('meets') + count('above-guide'), fractionDigits: 0 },
          { key: 'exceeds', title: intl.formatMessage({ id: 'standard.kpi.exceeds' }, { level: labels.level(level) }), value: count('exceeds'), fractionDigits: 0 },
          {
            key: 'intensity',
            title: intl.formatMessage({ id: 'efficiency.kpi.annualIntensity' }),
            value: area > 0 ? annualKwh / area : null,
            unit: 'kWh/(m²·a)',
            fractionDigits: 1,
            extra: format.quantity(annualKwh, 'kWh'),
          },
        ]}
      />
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={16}>
          <Card size="small" title={intl.formatMessage({ id: 'standard.config.title' }, { level: labels.level(level) })}>
            <ConfigTable rows={rows} level={level} onEdit={canEdit ? areaEditor.edit : undefined} />
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card size="small" title={intl.formatMessage({ id: 'standard.config.chart' })}>
            <LazyChart
              height={300}
              aria-label={intl.formatMessage({ id: 'standard.config.chart' })}
              option={{
                tooltip: { trigger: 'axis' },
                legend: { bottom: 0 },
                grid: { left: 48, right: 16, top: 24, bottom: 56 },
                xAxis: { type: 'category', data: rows.map((r) => r.name), axisLabel: { interval: 0, rotate: rows.length > 4 ? 30 : 0 } },
                yAxis: { type: 'value', name: 'kWh/(m²·a)' },
                series: [
                  {
                    name: intl.formatMessage({ id: 'efficiency.col.intensity' }),
                    type: 'bar',
                    data: rows.map((r) => ({ value: round1(r.intensity), itemStyle: r.status === 'exceeds' ? { color: '#cf1322' } : undefined })),
                  },
                  { name: labels.level(level), type: 'line', symbol: 'rect', data: rows.map((r) => (r.limit === null ? null : round1(r.limit))) },
                ],
              }}
            />
          </Card>
        </Col>
      </Row>
      {areaEditor.dialog}
    </>
  );
});

const round1 = (v: number) => Math.round(v * 10) / 10;

function ConfigTable({ rows, level, onEdit }: { rows: ConfigRow[]; level: StandardLevel; onEdit?: (b: FloorAreaTarget) => void }) {
  const intl = useIntl();
  const { format } = useEnergy();
  const labels = useEfficiencyLabels();
  const num = (v: number | null, digits = 0) => (v === null ? '—' : format.number(v, digits));
  const columns: TableColumnsType<ConfigRow> = [
    { key: 'name', dataIndex: 'name', title: intl.formatMessage({ id: 'efficiency.col.name' }) },
    { key: 'type', title: intl.formatMessage({ id: 'efficiency.col.type' }), render: (_, r) => labels.buildingType(r.type) },
    {
      key: 'floorarea',
      title: intl.formatMessage({ id: 'efficiency.col.floorArea' }),
      align: 'right',
      render: (_, r) => <FloorAreaCell building={r} text={num(r.floorarea)} onEdit={onEdit} />,
    },
    { key: 'annual', title: intl.formatMessage({ id: 'efficiency.col.annualKwh' }), align: 'right', render: (_, r) => num(r.annualKwh) },
    { key: 'intensity', title: intl.formatMessage({ id: 'efficiency.col.intensity' }), align: 'right', render: (_, r) => num(r.intensity, 1) },
    {
      key: 'constraint',
      title: labels.level('constraint'),
      align: 'right',
      render: (_, r) => <span style={{ fontWeight: level === 'constraint' ? 600 : undefined }}>{num(r.constraint, 1)}</span>,
    },
    { key: 'guide', title: labels.level('guide'), align: 'right', render: (_, r) => <span style={{ fontWeight: level === 'guide' ? 600 : undefined }}>{num(r.guide, 1)}</span> },
    {
      key: 'status',
      title: intl.formatMessage({ id: 'standard.col.status' }),
      render: (_, r) => <StatusTag status={r.status} />,
    },
  ];
  return <Table<ConfigRow> aria-label={intl.formatMessage({ id: 'standard.config.title' }, { level: labels.level(level) })} size="small" rowKey="did" columns={columns} dataSource={rows} pagination={false} scroll={{ x: true }} />;
}
