import { theme, type TableColumnsType } from 'antd';
import { useIntl } from 'react-intl';
import { useEnergy } from '../shared/EnergyFrame';
import { USES, shareOf, type BuildingEfficiency } from './buildingEfficiency';
import { StatusTag } from './StatusTag';
import { useEfficiencyLabels } from './useEfficiencyLabels';
import { Table } from '../../../ui';

/** Per building: the period's electricity, intensity, split by use, YoY and status against the constraint. */
export function BuildingEfficiencyTable({ rows, selected }: { rows: BuildingEfficiency[]; selected: string }) {
  const intl = useIntl();
  const { format } = useEnergy();
  const labels = useEfficiencyLabels();
  const { token } = theme.useToken();
  const num = (v: number | null, digits = 0) => (v === null ? '—' : format.number(v, digits));
  const columns: TableColumnsType<BuildingEfficiency> = [
    { key: 'name', dataIndex: 'name', title: intl.formatMessage({ id: 'efficiency.col.name' }), fixed: 'left' },
    { key: 'area', title: intl.formatMessage({ id: 'efficiency.col.floorArea' }), align: 'right', render: (_, r) => num(r.area) },
    { key: 'kwh', title: intl.formatMessage({ id: 'efficiency.col.periodKwh' }), align: 'right', render: (_, r) => num(r.kwh) },
    {
      key: 'intensity',
      title: intl.formatMessage({ id: 'efficiency.col.periodIntensity' }),
      align: 'right',
      sorter: (a, b) => (a.intensity ?? 0) - (b.intensity ?? 0),
      render: (_, r) => num(r.intensity, 2),
    },
    { key: 'annualised', title: intl.formatMessage({ id: 'efficiency.kpi.annualised' }), align: 'right', render: (_, r) => num(r.annualised, 1) },
    ...USES.map((use) => ({
      key: use,
      title: intl.formatMessage({ id: `efficiency.use.${use}` }),
      align: 'right' as const,
      render: (_: unknown, r: BuildingEfficiency) => {
        const share = shareOf(r.uses[use], r.kwh);
        return share === null || r.uses[use] === undefined ? '—' : format.percent(share);
      },
    })),
    {
      key: 'yoy',
      title: intl.formatMessage({ id: 'efficiency.col.yoy' }),
      align: 'right',
      render: (_, r) => (r.yoy === null ? '—' : `${r.yoy > 0 ? '+' : ''}${format.percent(r.yoy)}`),
    },
    { key: 'constraint', title: labels.level('constraint'), align: 'right', render: (_, r) => num(r.constraint, 1) },
    { key: 'guide', title: labels.level('guide'), align: 'right', render: (_, r) => num(r.guide, 1) },
    {
      key: 'status',
      title: intl.formatMessage({ id: 'standard.col.status' }),
      render: (_, r) => <StatusTag status={r.status} />,
    },
  ];
  return (
    <Table<BuildingEfficiency>
      aria-label={intl.formatMessage({ id: 'efficiency.table.perBuilding' })}
      size="small"
      rowKey="did"
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: true }}
      onRow={(r) => (r.did === selected ? { style: { background: token.controlItemBgActive, fontWeight: 600 } } : {})}
    />
  );
}
