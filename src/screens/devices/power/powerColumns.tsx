import type { TableColumnsType } from 'antd';
import type { IntlShape } from 'react-intl';
import type { DeviceCmd, DeviceView } from '../../../api/devices/types';
import { CommandStatus, type CommandTracker } from '../../../ui/command';
import { StatusTag } from '../../../ui/status-tag/StatusTag';
import { controlColumns } from '../shared/commonParts';
import { criticalNoteText } from '../shared/deviceWords';

/** The circuits table: name and connection fixed left, state, load against rating, critical, the last command; it fits its card from 1280 px. */
export function powerColumns(intl: IntlShape, tracker: CommandTracker<DeviceCmd>): TableColumnsType<DeviceView> {
  const t = (id: string) => intl.formatMessage({ id });
  const kw = (value: number) => `${intl.formatNumber(value, { maximumFractionDigits: 2 })} kW`;
  return [
    ...controlColumns(intl),
    { key: 'power', title: t('devices.col.power'), width: 72, render: (_, d) => (d.power ? t(d.power.on ? 'devices.on' : 'devices.off') : '—') },
    {
      key: 'load',
      title: t('devices.power.loadOfRated'),
      align: 'right',
      width: 140,
      sorter: (a, b) => a.loadKw - b.loadKw,
      render: (_, d) => (d.power ? `${kw(d.power.loadKw)} / ${kw(d.power.ratedKw)}` : kw(d.loadKw)),
    },
    {
      key: 'critical',
      title: t('devices.power.critical'),
      width: 90,
      render: (_, d) => (d.power?.critical ? <StatusTag tone="warning" title={criticalNoteText(intl, d)}>{t('devices.power.critical')}</StatusTag> : null),
    },
    { key: 'command', title: t('devices.col.command'), width: 120, render: (_, d) => <CommandStatus tracker={tracker} target={d.did} /> },
  ];
}
