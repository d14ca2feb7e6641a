import { dateTimeText } from '../../../lib/dateText';
import type { TableColumnsType } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { DeviceView } from '../../../api/devices/types';
import { useStores } from '../../../stores/context';
import { ControlScreenLayout } from '../shared/ControlScreenLayout';
import { baseExportColumns, deviceExportJob } from '../shared/deviceExport';
import { baseColumns, labelColumn, onlineKpi } from '../shared/commonParts';
import { useControlScreen } from '../shared/useControlScreen';

/**
 * `gateway-management`: the store's gateways by space, live: online state (debounced, so a short
 * flap does not toggle it), offline since, last seen, firmware, signal and the devices behind
 * each; a gateway that is down makes its devices "unknown", not one alarm each.
 */
export default function GatewayManagementScreen() {
  return <GatewayManagement />;
}

/** Gateways' columns: where, link state, offline since, last seen, firmware, signal, devices behind. */
function gatewayColumns(intl: IntlShape): TableColumnsType<DeviceView> {
  const t = (id: string) => intl.formatMessage({ id });
  const time = (iso: string | undefined) => (iso ? dateTimeText(intl, iso, intl.timeZone) : '—');
  return [
    ...baseColumns(intl),
    { key: 'offlineSince', title: t('devices.gateway.offlineSince'), render: (_, d) => time(d.gatewayState?.offlineSince) },
    { key: 'lastSeen', title: t('devices.gateway.lastSeen'), render: (_, d) => time(d.gatewayState?.lastSeen) },
    { key: 'firmware', title: t('devices.gateway.firmware'), render: (_, d) => d.gatewayState?.firmware ?? '—' },
    { key: 'signal', title: t('devices.gateway.signal'), align: 'right', render: (_, d) => (d.gatewayState ? `${d.gatewayState.signal} dBm` : '—') },
    { key: 'children', title: t('devices.gateway.children'), align: 'right', sorter: (a, b) => (a.gatewayState?.children.length ?? 0) - (b.gatewayState?.children.length ?? 0), render: (_, d) => d.gatewayState?.children.length ?? 0 },
    labelColumn(intl, 'gateway'),
  ];
}

const GatewayManagement = observer(function GatewayManagement() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { api } = useStores();
  const state = useControlScreen('gateway');
  const { devices, live } = state;
  const loaded = live.resource.value !== undefined;
  const offline = devices.filter((d) => d.gatewayState && !d.gatewayState.online);
  const columns = useMemo(() => gatewayColumns(intl), [intl]);
  return (
    <ControlScreenLayout
      screen="gateway-management"
      state={state}
      title={state.space ? t('devices.gateway.in', { space: state.spaceName }) : t('devices.gateway.all')}
      tableLabel={t('devices.gateway.table')}
      empty={t('devices.gateway.none')}
      columns={columns}
      kpis={[
        { key: 'gateways', title: t('devices.gateway.kpi.gateways'), value: loaded ? devices.length : null, fractionDigits: 0 },
        onlineKpi(intl, devices.length - offline.length, devices.length),
        { key: 'offline', title: t('devices.gateway.kpi.offline'), value: loaded ? offline.length : null, fractionDigits: 0 },
        { key: 'behind', title: t('devices.gateway.kpi.behindOffline'), value: loaded ? offline.reduce((sum, d) => sum + (d.gatewayState?.children.length ?? 0), 0) : null, fractionDigits: 0 },
      ]}
      exportJob={deviceExportJob(api, { store: state.store, space: state.space, device: state.device, kind: 'gateway' }, [
        ...baseExportColumns(intl),
        { key: 'offlineSince', title: t('devices.gateway.offlineSince'), value: (d) => d.gatewayState?.offlineSince ?? '' },
        { key: 'lastSeen', title: t('devices.gateway.lastSeen'), value: (d) => d.gatewayState?.lastSeen ?? '' },
        { key: 'firmware', title: t('devices.gateway.firmware'), value: (d) => d.gatewayState?.firmware ?? '' },
        { key: 'signal', title: `${t('devices.gateway.signal')} (dBm)`, type: 'number', value: (d) => d.gatewayState?.signal },
        { key: 'children', title: t('devices.gateway.children'), type: 'number', value: (d) => d.gatewayState?.children.length ?? 0 },
      ], t('devices.gateway.table'))}
    />
  );
});
