import { Badge, Button, Card, theme } from 'antd';
import { useIntl } from 'react-intl';
import type { AggAnswer, EnergyType, MeterInfo, SeriesAnswer } from '../../../api/energyTypes';
import { ENERGY_UNIT } from '../../../api/energyTypes';
import { useEnergy } from '../shared/EnergyFrame';
import { lastReading } from './meters';
import { Table } from '../../../ui';

interface MeterLine {
  did: string;
  name: string;
  energytype: EnergyType;
  kind: MeterInfo['kind'];
  building: string;
  method: MeterInfo['method'];
  online: boolean;
  last: { at: string; value: number } | null;
  day: number | null;
}

export interface MeterListTableProps {
  meters: MeterInfo[];
  totals: AggAnswer;
  hourly: SeriesAnswer;
  selected: string;
  onSelect: (did: string) => void;
}

/** The meters with their state, last hourly reading and the day's consumption; a name opens the meter's curves. */
export function MeterListTable({ meters, totals, hourly, selected, onSelect }: MeterListTableProps) {
  const intl = useIntl();
  const { config, period, format } = useEnergy();
  const { token } = theme.useToken();
  const t = (id: string) => intl.formatMessage({ id });
  const lines: MeterLine[] = meters.map((m) => {
    const series = hourly.series.find((s) => s.key === m.did);
    return {
      did: m.did,
      name: m.name,
      energytype: m.energytype,
      kind: m.kind,
      building: config.buildings.find((b) => b.did === m.building)?.name ?? '',
      method: m.method,
      online: m.online,
      last: series ? lastReading(hourly.buckets, series.values) : null,
      day: totals.rows.find((r) => r.key === m.did)?.energy ?? null,
    };
  });
  const title = intl.formatMessage({ id: 'overview.meters.title' }, { count: lines.length, day: format.day(period.end) });
  return (
    <Card size="small" title={title} style={{ marginBottom: 12 }}>
      <Table<MeterLine>
        size="small"
        rowKey="did"
        dataSource={lines}
        pagination={lines.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        scroll={{ x: 1000 }}
        aria-label={title}
        onRow={(l) => ({ style: l.did === selected ? { background: token.controlItemBgActive } : undefined })}
        columns={[
          {
            key: 'name',
            title: t('overview.col.meter'),
            render: (_, l) => (
              <Button type="link" size="small" style={{ padding: 0 }} aria-pressed={l.did === selected} onClick={() => onSelect(l.did)}>
                {l.name}
              </Button>
            ),
          },
          { key: 'energytype', title: t('overview.col.energyType'), render: (_, l) => format.energyType(l.energytype) },
          { key: 'kind', title: t('overview.col.kind'), render: (_, l) => t(`overview.kind.${l.kind}`) },
          { key: 'building', dataIndex: 'building', title: t('overview.col.building') },
          { key: 'method', title: t('overview.col.method'), render: (_, l) => t(`overview.method.${l.method}`) },
          {
            key: 'online',
            title: t('overview.col.state'),
            render: (_, l) => <Badge status={l.online ? 'success' : 'default'} text={t(l.online ? 'overview.meters.online' : 'overview.meters.offline')} />,
          },
          {
            key: 'last',
            title: t('overview.col.lastReading'),
            align: 'right',
            render: (_, l) => (l.last ? `${format.quantity(l.last.value, ENERGY_UNIT[l.energytype])} (${l.last.at.slice(11, 16)})` : '—'),
          },
          {
            key: 'day',
            title: t('overview.col.dayConsumption'),
            align: 'right',
            sorter: (a, b) => (a.day ?? 0) - (b.day ?? 0),
            render: (_, l) => (l.day === null ? '—' : format.quantity(l.day, ENERGY_UNIT[l.energytype])),
          },
        ]}
      />
    </Card>
  );
}
