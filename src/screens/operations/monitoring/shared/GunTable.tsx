import { instantForm } from '../../../../lib/dateText';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { GunLive, PileLive } from '../../../../api/operations/monitoringTypes';
import { Table } from '../../../../ui/data-table/Table';
import { GunStateTag } from './GunStateTag';

export interface GunRow extends GunLive {
  pile: PileLive;
}

/** Every gun of a station with its pile: state, power, session energy, state of charge, since when (station time). */
export function GunTable({ piles, zone, actions, title }: { piles: PileLive[]; zone: string; title: string; actions?: (row: GunRow) => ReactNode }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const rows = useMemo(() => piles.flatMap((pile) => pile.guns.map((gun) => ({ ...gun, pile }))), [piles]);
  const dash = '—';
  return (
    <Table<GunRow>
      aria-label={title}
      size="small"
      rowKey="did"
      dataSource={rows}
      pagination={false}
      scroll={{ x: 'max-content' }}
      columns={[
        { key: 'gun', title: t('operations.monitoring.col.gun'), render: (_v, g) => g.code },
        { key: 'pile', title: t('operations.monitoring.col.pile'), render: (_v, g) => `${g.pile.type.toUpperCase()} ${g.pile.ratedPower} kW` },
        { key: 'state', title: t('operations.monitoring.col.state'), render: (_v, g) => <GunStateTag state={g.state} /> },
        { key: 'power', title: t('operations.monitoring.col.power'), align: 'right', render: (_v, g) => intl.formatNumber(g.power, { maximumFractionDigits: 1 }) },
        { key: 'energy', title: t('operations.monitoring.col.energy'), align: 'right', render: (_v, g) => (g.energy === null ? dash : intl.formatNumber(g.energy, { maximumFractionDigits: 2 })) },
        { key: 'soc', title: t('operations.monitoring.col.soc'), align: 'right', render: (_v, g) => (g.soc === null ? dash : intl.formatNumber(g.soc / 100, { style: 'percent' })) },
        { key: 'since', title: t('operations.monitoring.col.since'), render: (_v, g) => (g.sessionStart ? instantForm(intl, g.sessionStart, { hour: '2-digit', minute: '2-digit', month: 'short', day: 'numeric' }, zone) : dash) },
        ...(actions ? [{ key: 'actions', title: t('operations.monitoring.col.actions'), render: (_v: unknown, g: GunRow) => actions(g) }] : []),
      ]}
    />
  );
}
