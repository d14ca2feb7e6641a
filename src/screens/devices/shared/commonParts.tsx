import type { TableColumnsType } from 'antd';
import type { IntlShape } from 'react-intl';
import type { DeviceView } from '../../../api/devices/types';
import type { KpiItem } from '../../../ui/KpiRow';
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
