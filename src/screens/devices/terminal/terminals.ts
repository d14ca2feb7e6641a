import type { IntlShape } from 'react-intl';
import type { Api } from '../../../api';
import type { DeviceKind, DeviceView } from '../../../api/devices/types';
import { fetchAllPages } from '../../../lib/paging';
import { DEVICE_PAGE_SIZE } from '../shared/useDeviceList';
import { devicesApi } from '../../../api/devices';

/** The catalogue's terminals (terminal strategies: AC 6, lighting 8, hot water 9) and the sensors beside them. */
export type TerminalType = 'ac' | 'lighting' | 'hotwater' | 'sensor';
export const TERMINAL_TYPES: readonly TerminalType[] = ['ac', 'lighting', 'hotwater', 'sensor'];
const QUERY: Readonly<Record<TerminalType, { kind: DeviceKind; subtype?: number }>> = {
  ac: { kind: 'ac' },
  lighting: { kind: 'power', subtype: 2 },
  hotwater: { kind: 'hotwater' },
  sensor: { kind: 'sensor' },
};

export function terminalType(d: DeviceView): TerminalType {
  return d.kind === 'power' ? 'lighting' : (d.kind as TerminalType);
}

/** A store's terminals of the chosen types in a space (and under it), every page of each. */
export async function readTerminals(api: Api, store: string, space: string, types: readonly TerminalType[], signal: AbortSignal, silent = true): Promise<DeviceView[]> {
  const lists = await Promise.all(
    types.map((type) =>
      fetchAllPages<DeviceView>(
        (page, pagesize, pageSignal) => devicesApi(api).getgroupdev({ store, space: space || undefined, ...QUERY[type], page, pagesize }, { silent, signal: pageSignal }),
        { pageSize: DEVICE_PAGE_SIZE, signal },
      ),
    ),
  );
  return lists.flat();
}

export function searchTerminals(devices: readonly DeviceView[], search: string): DeviceView[] {
  const text = search.trim().toLowerCase();
  return text ? devices.filter((d) => d.name.toLowerCase().includes(text) || d.spaceName.toLowerCase().includes(text)) : [...devices];
}

/** Running: an AC or a lighting circuit switched on, a water heater enabled. Sensors do not run. */
export const isRunning = (d: DeviceView) => d.online === 'online' && Boolean(d.ac?.on || d.power?.on || d.hotwater?.on);

/** An alarm: a device offline on its own, or a sensor beyond its limits (unknown ones are the gateway's alarm). */
export const isAlarm = (d: DeviceView) => d.online === 'offline' || (d.online === 'online' && d.sensor?.alarm === true);

/** The device's state in a word or two. */
export function stateText(intl: IntlShape, d: DeviceView): string {
  const t = (id: string) => intl.formatMessage({ id });
  if (d.sensor) return t(d.sensor.alarm ? 'devices.terminal.state.alarm' : 'devices.terminal.state.normal');
  if (d.hotwater) return t(!d.hotwater.on ? 'devices.off' : d.hotwater.heating ? 'devices.terminal.state.heating' : 'devices.terminal.state.standby');
  if (d.ac) return d.ac.on ? `${t('devices.on')} · ${t(`devices.ac.mode.${d.ac.mode}`)}` : t('devices.off');
  return t(d.power?.on ? 'devices.on' : 'devices.off');
}

/** The key value: room vs set temperature, circuit load, tank temperature, or the sensor's reading. */
export function keyValue(intl: IntlShape, d: DeviceView): { value?: number; unit: string; text: string } {
  const n = (v: number) => intl.formatNumber(v, { maximumFractionDigits: 2 });
  if (d.ac) return { value: d.ac.temperature, unit: '°C', text: `${n(d.ac.temperature)} °C → ${n(d.ac.setpoint)} °C` };
  if (d.hotwater) return { value: d.hotwater.tankTemperature, unit: '°C', text: `${n(d.hotwater.tankTemperature)} °C` };
  if (d.sensor) return { value: d.sensor.value, unit: d.sensor.unit, text: `${n(d.sensor.value)} ${d.sensor.unit}` };
  return { value: d.loadKw, unit: 'kW', text: `${n(d.loadKw)} kW` };
}
