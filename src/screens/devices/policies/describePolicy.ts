import type { IntlShape } from 'react-intl';
import { dayText } from '../../../lib/dateText';
import type { DeviceCmd, Policy, PolicyTarget, TargetSummary, TriggerCondition } from '../../../api/devices/types';
import { METRIC_UNITS, weekdayName } from './labels';

type T = (id: string, values?: Record<string, string | number>) => string;
/** People's names of dids (Policy.names). */
export type Names = Readonly<Record<string, string>>;
const tOf = (intl: IntlShape): T => (id, values) => intl.formatMessage({ id }, values);

/** 'Mon–Fri', 'Every day', or the days listed. */
function weekdays(intl: IntlShape, days: readonly number[]): string {
  const sorted = [...days].sort();
  if (sorted.length === 7) return tOf(intl)('devices.policies.everyDay');
  const run = sorted.every((d, i) => i === 0 || d === sorted[i - 1]! + 1);
  if (run && sorted.length > 2) return `${weekdayName(intl, sorted[0]!)}–${weekdayName(intl, sorted[sorted.length - 1]!)}`;
  return sorted.map((d) => weekdayName(intl, d)).join(', ');
}

/** 'temperature of A座 / 2F above 27 °C for 10 min'. */
export function describeCondition(intl: IntlShape, c: Pick<TriggerCondition, 'metric' | 'source' | 'operator' | 'low' | 'high'> & { forMinutes?: number }, names: Names = {}): string {
  const t = tOf(intl);
  const unit = METRIC_UNITS[c.metric];
  const metric = t(`devices.policies.metric.${c.metric}`);
  const bound = (n: number | undefined) => `${intl.formatNumber(n ?? 0)} ${unit}`;
  const threshold = c.operator === 'above' ? bound(c.high) : c.operator === 'below' ? bound(c.low) : `${bound(c.low)} – ${bound(c.high)}`;
  const operator = t(`devices.policies.operator.${c.operator}`);
  const text = c.source ? t('devices.policies.describe.condition', { metric, source: names[c.source] ?? c.source, operator, threshold }) : t('devices.policies.describe.conditionNoSource', { metric, operator, threshold });
  return c.forMinutes ? `${text} ${t('devices.policies.describe.forMinutes', { minutes: c.forMinutes })}` : text;
}

/** When a policy acts: its schedule, or its trigger's conditions and how it fires. */
export function describeWhen(intl: IntlShape, policy: Policy): string {
  const t = tOf(intl);
  if (policy.schedule) {
    const s = policy.schedule;
    const range = s.to === null ? t('devices.policies.describe.fromNoEnd', { from: dayText(intl, s.from) }) : t('devices.policies.describe.fromTo', { from: dayText(intl, s.from), to: dayText(intl, s.to) });
    return `${weekdays(intl, s.weekdays)} ${s.window.start}–${s.window.end} · ${range}`;
  }
  const trigger = policy.trigger;
  if (!trigger) return '';
  const conditions = trigger.conditions.map((c) => describeCondition(intl, c, policy.names)).join(t(trigger.match === 'all' ? 'devices.policies.describe.and' : 'devices.policies.describe.or'));
  const window = trigger.window ? ` · ${trigger.window.start}–${trigger.window.end}` : '';
  return `${conditions} · ${t(`devices.policies.fires.${trigger.fires}`)}${window}`;
}

/** A command for people: 'On, cool, 25 °C, fan high'. */
export function describeCmd(intl: IntlShape, cmd: DeviceCmd): string {
  const t = tOf(intl);
  const parts: string[] = [];
  if (cmd.on !== undefined) parts.push(t(cmd.on ? 'devices.on' : 'devices.off'));
  if (cmd.mode) parts.push(t(`devices.ac.mode.${cmd.mode}`));
  if (cmd.setpoint !== undefined) parts.push(`${intl.formatNumber(cmd.setpoint)} °C`);
  if (cmd.fan) parts.push(`${t('devices.ac.fan')} ${t(`devices.ac.fan.${cmd.fan}`)}`);
  if (cmd.disinfect) parts.push(t('devices.policies.cmd.disinfect'));
  if (cmd.storageMode) parts.push(t(`devices.policies.storage.${cmd.storageMode}`));
  if (cmd.powerKw !== undefined) parts.push(`${intl.formatNumber(cmd.powerKw)} kW`);
  return parts.join(', ');
}

/** What the policy does: each action's command, prefixed with when (schedules: at the start or end). */
export function describeActions(intl: IntlShape, policy: Policy): string[] {
  const t = tOf(intl);
  return policy.actions.map((a) => (policy.schedule ? `${t(`devices.policies.at.${a.at ?? 'start'}`)}: ${describeCmd(intl, a.cmd)}` : describeCmd(intl, a.cmd)));
}

/** Whom an action commands: '12 devices', or 'A座 / 2F: 34 devices'. */
export function describeTarget(intl: IntlShape, target: PolicyTarget, summary?: TargetSummary, names: Names = {}): string {
  const t = tOf(intl);
  const count = summary?.devices ?? target.devices?.length ?? 0;
  const devices = t('devices.policies.describe.devices', { count });
  return target.space ? `${summary?.spaceName ?? names[target.space] ?? target.space}: ${devices}` : devices;
}

/** Each action's target, without repeating the same one. */
export function describeTargets(intl: IntlShape, policy: Policy): string[] {
  return [...new Set(policy.actions.map((a, i) => describeTarget(intl, a.target, policy.targets?.[i])))];
}
