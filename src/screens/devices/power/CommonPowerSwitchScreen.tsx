import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { PowerControlType } from '../../../api/devices/types';
import { useStores } from '../../../stores/context';
import { useRouteParamTab } from '../../../ui/url-state/useRouteParamTab';
import { ControlScreenLayout, targetLabel } from '../shared/ControlScreenLayout';
import { onlineKpi } from '../shared/commonParts';
import { baseExportColumns, deviceExportJob } from '../shared/deviceExport';
import { useControlScreen } from '../shared/useControlScreen';
import { PowerControls } from './PowerControls';
import { powerColumns } from './powerColumns';
import { criticalNoteText } from '../shared/deviceWords';

const POWER_TYPES: readonly PowerControlType[] = [1, 2];

/** `common-power-switch/:powercontroltype`: power switches (1) or lighting circuits (2) by space, live, with on/off. */
export default function CommonPowerSwitchScreen() {
  return <CommonPowerSwitch />;
}

const CommonPowerSwitch = observer(function CommonPowerSwitch() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [type] = useRouteParamTab<PowerControlType>('powercontroltype', POWER_TYPES, 1);
  const { api } = useStores();
  const state = useControlScreen('power', type);
  // The KPIs count the whole space or store, also while a scanned label shows one device.
  const { all, live, tracker } = state;
  const columns = useMemo(() => powerColumns(intl, tracker), [intl, tracker]);
  const loaded = live.resource.value !== undefined;
  const online = all.filter((d) => d.online === 'online').length;
  const load = all.reduce((sum, d) => sum + d.loadKw, 0);
  return (
    <ControlScreenLayout
      screen="common-power-switch"
      state={state}
      title={state.space ? t('devices.power.circuitsIn', { space: state.spaceName }) : t('devices.power.circuitsAll')}
      tableLabel={t('devices.power.table')}
      empty={t('devices.power.none')}
      columns={columns}
      kpis={[
        { key: 'circuits', title: t('devices.power.kpi.circuits'), value: loaded ? all.length : null, fractionDigits: 0 },
        { key: 'on', title: t('devices.power.kpi.on'), value: loaded ? all.filter((d) => d.power?.on).length : null, fractionDigits: 0 },
        onlineKpi(intl, online, all.length),
        { key: 'load', title: t('devices.power.kpi.load'), value: loaded ? load : null, unit: 'kW', fractionDigits: 1 },
      ]}
      exportJob={deviceExportJob(api, { store: state.store, space: state.space, device: state.device, kind: 'power', subtype: type }, [
        ...baseExportColumns(intl),
        { key: 'power', title: t('devices.col.power'), value: (d) => (d.power ? t(d.power.on ? 'devices.on' : 'devices.off') : '') },
        { key: 'loadKw', title: `${t('devices.col.load')} (kW)`, type: 'number' },
        { key: 'ratedKw', title: `${t('devices.power.rated')} (kW)`, type: 'number', value: (d) => d.power?.ratedKw },
        { key: 'critical', title: t('devices.power.critical'), value: (d) => (d.power?.critical ? criticalNoteText(intl, d) ?? t('devices.power.critical') : '') },
      ], t('devices.power.table'))}
      controls={<PowerControls targets={state.targets} busy={state.busy} label={targetLabel(state, t, 'devices.power.allIn')} onSend={state.send} />}
    />
  );
});
