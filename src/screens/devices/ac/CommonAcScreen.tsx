import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { AcType } from '../../../api/devices/types';
import { useStores } from '../../../stores/context';
import { useRouteParamTab } from '../../../ui/url-state/useRouteParamTab';
import { ControlScreenLayout, targetLabel } from '../shared/ControlScreenLayout';
import { onlineKpi } from '../shared/commonParts';
import { baseExportColumns, deviceExportJob } from '../shared/deviceExport';
import { useControlScreen } from '../shared/useControlScreen';
import { AcControls } from './AcControls';
import { acColumns } from './acColumns';

const AC_TYPES: readonly AcType[] = [1, 2];

/** `common-ac/:actype`: the store's AC units by space, live, with their controls. */
export default function CommonAcScreen() {
  return <CommonAc />;
}

const CommonAc = observer(function CommonAc() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [actype] = useRouteParamTab<AcType>('actype', AC_TYPES, 1);
  const { api } = useStores();
  const state = useControlScreen('ac', actype);
  // The KPIs count the whole space or store, also while a scanned label shows one device.
  const { all, live, tracker } = state;
  const columns = useMemo(() => acColumns(intl, tracker), [intl, tracker]);
  const loaded = live.resource.value !== undefined;
  const online = all.filter((d) => d.online === 'online').length;
  const temps = all.map((d) => d.ac?.temperature).filter((v): v is number => v !== undefined);
  return (
    <ControlScreenLayout
      screen="common-ac"
      state={state}
      title={state.space ? t('devices.ac.unitsIn', { space: state.spaceName }) : t('devices.ac.unitsAll')}
      tableLabel={t('devices.ac.table')}
      empty={t('devices.ac.none')}
      columns={columns}
      kpis={[
        { key: 'units', title: t('devices.ac.kpi.units'), value: loaded ? all.length : null, fractionDigits: 0 },
        { key: 'running', title: t('devices.ac.kpi.running'), value: loaded ? all.filter((d) => d.ac?.on).length : null, fractionDigits: 0 },
        onlineKpi(intl, online, all.length),
        { key: 'temp', title: t('devices.ac.kpi.avgTemp'), value: temps.length ? temps.reduce((a, b) => a + b, 0) / temps.length : null, unit: '°C', fractionDigits: 1 },
      ]}
      exportJob={deviceExportJob(api, { store: state.store, space: state.space, device: state.device, kind: 'ac', subtype: actype }, [
        ...baseExportColumns(intl),
        { key: 'power', title: t('devices.col.power'), value: (d) => (d.ac ? t(d.ac.on ? 'devices.on' : 'devices.off') : '') },
        { key: 'mode', title: t('devices.ac.mode'), value: (d) => (d.ac ? t(`devices.ac.mode.${d.ac.mode}`) : '') },
        { key: 'fan', title: t('devices.ac.fan'), value: (d) => (d.ac ? t(`devices.ac.fan.${d.ac.fan}`) : '') },
        { key: 'temperature', title: `${t('devices.ac.roomTemp')} (°C)`, type: 'number', value: (d) => d.ac?.temperature },
        { key: 'setpoint', title: `${t('devices.ac.setpoint')} (°C)`, type: 'number', value: (d) => d.ac?.setpoint },
        { key: 'loadKw', title: `${t('devices.col.load')} (kW)`, type: 'number' },
      ], t('devices.ac.table'))}
      controls={<AcControls targets={state.targets} busy={state.busy} label={targetLabel(state, t, 'devices.ac.allIn')} onSend={state.send} />}
    />
  );
});
