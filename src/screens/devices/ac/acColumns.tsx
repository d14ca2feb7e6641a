import type { TableColumnsType } from 'antd';
import type { IntlShape } from 'react-intl';
import type { DeviceCmd, DeviceView } from '../../../api/devices/types';
import { CommandStatus, type CommandTracker } from '../../../ui/command';
import { controlColumns, SubLine } from '../shared/commonParts';

/**
 * The AC table's columns: name and connection fixed on the left; then what a person reads and
 * acts on, in view without a sideways scroll from 1280 px: power (with the load beneath), mode
 * (with the fan beneath), room and set temperature, the last command.
 */
export function acColumns(intl: IntlShape, tracker: CommandTracker<DeviceCmd>): TableColumnsType<DeviceView> {
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const temp = (value: number | undefined) => (value === undefined ? '—' : `${intl.formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} °C`);
  return [
    ...controlColumns(intl),
    {
      key: 'power',
      title: t('devices.col.power'),
      width: 90,
      sorter: (a, b) => a.loadKw - b.loadKw,
      render: (_, d) => (
        <>
          <div>{d.ac ? t(d.ac.on ? 'devices.on' : 'devices.off') : '—'}</div>
          <SubLine>{`${intl.formatNumber(d.loadKw, { maximumFractionDigits: 2 })} kW`}</SubLine>
        </>
      ),
    },
    {
      key: 'mode',
      title: t('devices.ac.mode'),
      width: 96,
      render: (_, d) =>
        d.ac ? (
          <>
            <div>{t(`devices.ac.mode.${d.ac.mode}`)}</div>
            <SubLine>{`${t('devices.ac.fan')}: ${t(`devices.ac.fan.${d.ac.fan}`)}`}</SubLine>
          </>
        ) : (
          '—'
        ),
    },
    {
      key: 'temperature',
      title: t('devices.ac.roomTemp'),
      align: 'right',
      width: 88,
      sorter: (a, b) => (a.ac?.temperature ?? 0) - (b.ac?.temperature ?? 0),
      render: (_, d) => temp(d.ac?.temperature),
    },
    { key: 'setpoint', title: t('devices.ac.setpoint'), align: 'right', width: 88, render: (_, d) => temp(d.ac?.setpoint) },
    { key: 'command', title: t('devices.col.command'), width: 112, render: (_, d) => <CommandStatus tracker={tracker} target={d.did} /> },
  ];
}
