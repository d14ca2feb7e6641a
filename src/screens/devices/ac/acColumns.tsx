import type { TableColumnsType } from 'antd';
import type { IntlShape } from 'react-intl';
import type { DeviceCmd, DeviceView } from '../../../api/devices/types';
import { CommandStatus, type CommandTracker } from '../../../ui/command';
import { baseColumns } from '../shared/commonParts';

/** The AC table's columns: where, online, state and settings as the unit reports them, the last command. */
export function acColumns(intl: IntlShape, tracker: CommandTracker<DeviceCmd>): TableColumnsType<DeviceView> {
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const temp = (value: number | undefined) => (value === undefined ? '—' : `${intl.formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} °C`);
  return [
    ...baseColumns(intl),
    { key: 'power', title: t('devices.col.power'), render: (_, d) => (d.ac ? t(d.ac.on ? 'devices.on' : 'devices.off') : '—') },
    { key: 'mode', title: t('devices.ac.mode'), render: (_, d) => (d.ac ? t(`devices.ac.mode.${d.ac.mode}`) : '—') },
    { key: 'fan', title: t('devices.ac.fan'), render: (_, d) => (d.ac ? t(`devices.ac.fan.${d.ac.fan}`) : '—') },
    {
      key: 'temperature',
      title: t('devices.ac.roomTemp'),
      align: 'right',
      sorter: (a, b) => (a.ac?.temperature ?? 0) - (b.ac?.temperature ?? 0),
      render: (_, d) => temp(d.ac?.temperature),
    },
    { key: 'setpoint', title: t('devices.ac.setpoint'), align: 'right', render: (_, d) => temp(d.ac?.setpoint) },
    {
      key: 'load',
      title: t('devices.col.load'),
      align: 'right',
      sorter: (a, b) => a.loadKw - b.loadKw,
      render: (_, d) => `${intl.formatNumber(d.loadKw, { maximumFractionDigits: 2 })} kW`,
    },
    { key: 'command', title: t('devices.col.command'), render: (_, d) => <CommandStatus tracker={tracker} target={d.did} /> },
  ];
}
