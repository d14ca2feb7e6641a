import { Button, Select, Space } from 'antd';
import { useIntl } from 'react-intl';
import type { EnergyType, MeterKind } from '../../../api/energyTypes';
import { useEnergy } from '../shared/EnergyFrame';
import { metersOfKind } from './assetMeters';
import { useDidParam, useDidsParam } from './urlParams';

/** Toolbar filters of the asset screens; each keeps its choice in the URL (see urlParams.ts). */

/** Meters of one kind, optionally of one energy type (URL `meters`; none chosen = all). */
export function MeterFilter({ kind, energytype }: { kind: MeterKind; energytype?: EnergyType }) {
  const intl = useIntl();
  const { config } = useEnergy();
  const meters = metersOfKind(config, kind).filter((m) => !energytype || m.energytype === energytype);
  const [picked, setPicked] = useDidsParam('meters', meters.map((m) => m.did));
  if (meters.length === 0) return null;
  return (
    <Space>
      <Select
        mode="multiple"
        allowClear
        style={{ minWidth: 260 }}
        aria-label={intl.formatMessage({ id: 'assets.filter.meters' })}
        placeholder={intl.formatMessage({ id: 'assets.filter.allMeters' })}
        value={picked}
        onChange={(next: string[]) => setPicked(next)}
        options={meters.map((m) => ({ value: m.did, label: m.name }))}
        maxTagCount="responsive"
      />
      {picked.length > 0 && <Button onClick={() => setPicked([])}>{intl.formatMessage({ id: 'assets.filter.showAll' })}</Button>}
    </Space>
  );
}

/** One PV inverter (URL `inverter`; absent = all inverters together). */
export function InverterFilter() {
  const intl = useIntl();
  const { config } = useEnergy();
  const inverters = metersOfKind(config, 'pv');
  const [picked, setPicked] = useDidParam('inverter', inverters.map((m) => m.did));
  if (inverters.length === 0) return null;
  return (
    <Select
      style={{ minWidth: 200 }}
      aria-label={intl.formatMessage({ id: 'assets.filter.inverter' })}
      value={picked ?? ''}
      onChange={(next: string) => setPicked(next === '' ? null : next)}
      options={[{ value: '', label: intl.formatMessage({ id: 'assets.filter.allInverters' }) }, ...inverters.map((m) => ({ value: m.did, label: m.name }))]}
    />
  );
}

/** One storage system (URL `system`; absent = all systems together); hidden with fewer than two. */
export function SystemFilter() {
  const intl = useIntl();
  const { config } = useEnergy();
  const [picked, setPicked] = useDidParam('system', config.storage.map((s) => s.did));
  if (config.storage.length < 2) return null;
  return (
    <Select
      style={{ minWidth: 200 }}
      aria-label={intl.formatMessage({ id: 'assets.filter.system' })}
      value={picked ?? ''}
      onChange={(next: string) => setPicked(next === '' ? null : next)}
      options={[{ value: '', label: intl.formatMessage({ id: 'assets.filter.allSystems' }) }, ...config.storage.map((s) => ({ value: s.did, label: s.name }))]}
    />
  );
}
