import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import type { DeviceView } from '../../../api/devices/types';
import type { KpiItem } from '../../../ui/KpiRow';
import { PrintLabelButton } from '../../../ui/qr-label/PrintLabelButton';
import { OnlineCell } from './OnlineCell';

/** The columns every device table starts with: name (sortable), space, connection. */
export function baseColumns(intl: IntlShape): TableColumnsType<DeviceView> {
  const t = (id: string) => intl.formatMessage({ id });
  return [
    { key: 'name', title: t('devices.col.name'), dataIndex: 'name', sorter: (a, b) => a.name.localeCompare(b.name, intl.locale) },
    { key: 'space', title: t('devices.col.space'), dataIndex: 'spaceName' },
    { key: 'online', title: t('devices.col.online'), render: (_, d) => <OnlineCell device={d} /> },
  ];
}

/** A device's or gateway's printable QR label, in its row (scanning it opens the device's page). */
export function labelColumn(intl: IntlShape, kind: 'device' | 'gateway'): TableColumnsType<DeviceView>[number] {
  return { key: 'label', title: intl.formatMessage({ id: 'qrLabel.column' }), render: (_, d) => <PrintLabelButton variant="icon" size="small" thing={{ kind, did: d.did }} name={d.name} /> };
}

/** Secondary text in a cell, on a line of its own. */
export function SubLine({ children }: { children: ReactNode }) {
  return (
    <div className="cem-device-subline" style={{ fontSize: 12, opacity: 0.75, overflowWrap: 'anywhere' }}>
      {children}
    </div>
  );
}

/**
 * The columns a control table (AC units, circuits) starts with, fixed on the left so they stay in
 * view whatever scrolls: the name with its space beneath it (the space is chosen in the tree beside
 * the table, so it needs no column of its own) and its printable QR label, and the connection with
 * its reason beneath.
 * Widths are set so the whole table fits its card from 1280 px up (issue 21, item 7).
 */
export function controlColumns(intl: IntlShape): TableColumnsType<DeviceView> {
  const t = (id: string) => intl.formatMessage({ id });
  return [
    {
      key: 'name',
      title: t('devices.col.name'),
      fixed: 'left',
      width: 140,
      sorter: (a, b) => a.name.localeCompare(b.name, intl.locale),
      // The device's QR label sits beside its name: a column of its own would not fit from 1280 px.
      render: (_, d) => (
        <div style={{ display: 'flex', alignItems: 'flex-start', gap: 4 }}>
          <div style={{ flex: 1, minWidth: 0 }}>
            <div className="cem-device-name" style={{ overflowWrap: 'anywhere' }}>{d.name}</div>
            {d.spaceName ? <SubLine>{d.spaceName}</SubLine> : null}
          </div>
          <PrintLabelButton variant="icon" size="small" thing={{ kind: 'device', did: d.did }} name={d.name} />
        </div>
      ),
    },
    { key: 'online', title: t('devices.col.online'), fixed: 'left', width: 120, render: (_, d) => <OnlineCell device={d} /> },
  ];
}

/** The width a table of these columns needs (a column without one counts `fallback`), plus the selection column. */
export function columnsWidth(columns: TableColumnsType<DeviceView>, selection = 32, fallback = 120): number {
  return columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : fallback), selection);
}

/** The online-rate KPI: `online` of `total`, as a percentage (none while there is nothing to count). */
export function onlineKpi(intl: IntlShape, online: number, total: number): KpiItem {
  return {
    key: 'online',
    title: intl.formatMessage({ id: 'devices.kpi.online' }),
    value: total ? (online / total) * 100 : null,
    unit: '%',
    fractionDigits: 1,
    extra: intl.formatMessage({ id: 'devices.kpi.onlineOf' }, { online, total }),
  };
}
