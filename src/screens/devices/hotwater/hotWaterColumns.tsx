import { dateTimeText } from '../../../lib/dateText';
import type { TableColumnsType } from 'antd';
import type { IntlShape } from 'react-intl';
import type { DeviceView, HotWaterPlan, HotWaterRecord } from '../../../api/devices/types';
import type { ExportColumn } from '../../../lib/export';
import { textWithKey } from '../../../lib/serverMessage';
import { StatusTag } from '../../../ui/status-tag/StatusTag';
import { OnlineCell } from '../shared/OnlineCell';

const tr = (intl: IntlShape) => (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
const when = (intl: IntlShape, iso: string) => dateTimeText(intl, iso, intl.timeZone);

/** A system's heater in words: off, heating (to what) or holding temperature. */
export function heaterText(intl: IntlShape, d: DeviceView): string {
  const t = tr(intl);
  const hw = d.hotwater;
  if (!hw) return '—';
  if (!hw.on) return t('devices.hotwater.heater.off');
  const state = t(hw.heating ? 'devices.hotwater.heater.heating' : 'devices.hotwater.heater.holding');
  return hw.disinfecting ? `${state} · ${t('devices.hotwater.disinfecting', { target: hw.targetTemperature })}` : state;
}

export function systemColumns(intl: IntlShape): TableColumnsType<DeviceView> {
  const t = tr(intl);
  return [
    { key: 'name', title: t('devices.col.name'), dataIndex: 'name' },
    { key: 'space', title: t('devices.col.space'), dataIndex: 'spaceName' },
    { key: 'online', title: t('devices.col.online'), render: (_, d) => <OnlineCell device={d} /> },
    { key: 'tank', title: t('devices.hotwater.tankC'), align: 'right', render: (_, d) => (d.hotwater ? `${intl.formatNumber(d.hotwater.tankTemperature, { maximumFractionDigits: 1 })} / ${d.hotwater.targetTemperature}` : '—') },
    { key: 'heater', title: t('devices.hotwater.heater'), render: (_, d) => heaterText(intl, d) },
    { key: 'energy', title: t('devices.hotwater.energyToday'), align: 'right', render: (_, d) => (d.hotwater ? intl.formatNumber(d.hotwater.energyTodayKwh, { maximumFractionDigits: 1 }) : '—') },
  ];
}

export function planColumns(intl: IntlShape, nameOf: (did: string) => string, now: number): TableColumnsType<HotWaterPlan> {
  const t = tr(intl);
  return [
    { key: 'system', title: t('devices.hotwater.system'), render: (_, p) => nameOf(p.system) },
    { key: 'task', title: t('devices.hotwater.task'), render: (_, p) => t(`devices.hotwater.task.${p.task}`) },
    { key: 'every', title: t('devices.hotwater.everyDays'), align: 'right', dataIndex: 'everyDays' },
    {
      key: 'cycle',
      title: t('devices.hotwater.cycle'),
      render: (_, p) => (p.task === 'disinfection' ? t('devices.hotwater.cycleText', { target: p.temperature ?? 70, hold: p.holdMinutes ?? 30 }) : '—'),
    },
    {
      key: 'next',
      title: t('devices.hotwater.nextDue'),
      render: (_, p) => (
        <>
          {when(intl, p.nextDue)} {p.enabled && Date.parse(p.nextDue) < now ? <StatusTag tone="error">{t('devices.hotwater.overdue')}</StatusTag> : null}
        </>
      ),
    },
    { key: 'enabled', title: t('devices.hotwater.enabled'), render: (_, p) => (p.enabled ? t('devices.on') : t('devices.off')) },
  ];
}

/** A record's note in the user's language (the server's text when the key has no message). */
const noteText = (intl: IntlShape, r: HotWaterRecord): string => textWithKey(intl, r.note, r.noteKey);

export function recordColumns(intl: IntlShape, nameOf: (did: string) => string): TableColumnsType<HotWaterRecord> {
  const t = tr(intl);
  return [
    { key: 'start', title: t('devices.hotwater.start'), render: (_, r) => when(intl, r.start) },
    { key: 'system', title: t('devices.hotwater.system'), render: (_, r) => nameOf(r.system) },
    { key: 'task', title: t('devices.hotwater.task'), render: (_, r) => t(`devices.hotwater.task.${r.task}`) },
    { key: 'peak', title: t('devices.hotwater.reachedC'), align: 'right', render: (_, r) => (r.peakTemperature === undefined ? '—' : intl.formatNumber(r.peakTemperature, { maximumFractionDigits: 1 })) },
    { key: 'result', title: t('devices.hotwater.result'), render: (_, r) => <StatusTag tone={r.passed ? 'success' : 'error'}>{t(r.passed ? 'devices.hotwater.passed' : 'devices.hotwater.failed')}</StatusTag> },
    { key: 'note', title: t('devices.hotwater.note'), render: (_, r) => noteText(intl, r) },
  ];
}

export function recordExportColumns(intl: IntlShape, nameOf: (did: string) => string): ExportColumn<HotWaterRecord>[] {
  const t = tr(intl);
  return [
    { key: 'start', title: t('devices.hotwater.start') },
    { key: 'end', title: t('devices.hotwater.end') },
    { key: 'system', title: t('devices.hotwater.system'), value: (r) => nameOf(r.system) },
    { key: 'task', title: t('devices.hotwater.task'), value: (r) => t(`devices.hotwater.task.${r.task}`) },
    { key: 'peakTemperature', title: t('devices.hotwater.reachedC'), type: 'number', value: (r) => r.peakTemperature },
    { key: 'passed', title: t('devices.hotwater.result'), value: (r) => t(r.passed ? 'devices.hotwater.passed' : 'devices.hotwater.failed') },
    { key: 'note', title: t('devices.hotwater.note'), value: (r) => noteText(intl, r) },
  ];
}
