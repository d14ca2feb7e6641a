import { useIntl } from 'react-intl';
import type { AggRow, MeterInfo } from '../../../api/energyTypes';
import { changePercent } from '../../../lib/carbon';
import { useEnergy } from '../shared/EnergyFrame';
import { Table } from '../../../ui';

interface InverterRow {
  did: string;
  name: string;
  capacityKw: number;
  energy: number;
  lastYear: number | null;
}

/** Generation per inverter (server totals), its equivalent full-load hours and the change on last year. */
export function InverterTable({ inverters, current, lastYear }: { inverters: MeterInfo[]; current: readonly AggRow[]; lastYear: readonly AggRow[] | null }) {
  const intl = useIntl();
  const { format } = useEnergy();
  const rows: InverterRow[] = inverters.map((m) => ({
    did: m.did,
    name: m.name,
    capacityKw: m.capacityKw ?? 0,
    energy: current.find((r) => r.key === m.did)?.energy ?? 0,
    lastYear: lastYear ? (lastYear.find((r) => r.key === m.did)?.energy ?? null) : null,
  }));
  const title = intl.formatMessage({ id: 'assets.pvgen.byInverter' });
  return (
    <Table<InverterRow>
      size="small"
      rowKey="did"
      pagination={false}
      aria-label={title}
      title={() => title}
      dataSource={rows}
      scroll={{ x: 'max-content' }}
      columns={[
        { key: 'name', dataIndex: 'name', title: intl.formatMessage({ id: 'assets.col.inverter' }) },
        { key: 'kw', title: intl.formatMessage({ id: 'assets.col.ratedPower' }), align: 'right', render: (_, r) => `${format.number(r.capacityKw, 0)} kW` },
        { key: 'energy', title: intl.formatMessage({ id: 'assets.col.generation' }), align: 'right', render: (_, r) => format.quantity(r.energy, 'kWh') },
        { key: 'hours', title: intl.formatMessage({ id: 'assets.col.hours' }), align: 'right', render: (_, r) => (r.capacityKw > 0 ? format.number(r.energy / r.capacityKw, 1) : '—') },
        {
          key: 'yoy',
          title: intl.formatMessage({ id: 'assets.col.yoy' }),
          align: 'right',
          render: (_, r) => {
            const change = changePercent(r.energy, r.lastYear);
            return change === null ? '—' : format.percent(change);
          },
        },
      ]}
    />
  );
}
