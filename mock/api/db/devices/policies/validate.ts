import {
  POLICY_MENUTYPES,
  type DailyWindow,
  type DeviceCmd,
  type PolicyAction,
  type PolicyInput,
  type PolicySchedule,
  type PolicyTarget,
  type PolicyTrigger,
  type TriggerCondition,
  type TriggerMetric,
  type TriggerOperator,
} from '../../../../../src/api/devices/types.ts';
import { BadRequest } from '../../../envelope.ts';
import { parseDeviceCmd } from '../parse.ts';
import type { StoreWorld } from '../StoreWorld.ts';
import { POLICY_RULES } from '../../../../../src/api/devices/rules.ts';
import { dailyWindowAt, dayAt, FieldErrors, numberAt, objectAt, optionAt, type Raw } from '../../core/fieldErrors.ts';
import { numberBy, textBy } from '../../core/ruleChecks.ts';
import { targetDevices } from './targets.ts';

const METRICS: readonly TriggerMetric[] = ['temperature', 'humidity', 'co2', 'pm25', 'power', 'outdoor-temperature'];
const OPERATORS: readonly TriggerOperator[] = ['above', 'below', 'between', 'outside'];
/** Physically possible values of each metric: thresholds outside them can never be met. */
const RANGES: Readonly<Record<TriggerMetric, readonly [number, number]>> = {
  temperature: [-30, 60], 'outdoor-temperature': [-40, 50], humidity: [0, 100], co2: [300, 10_000], pm25: [0, 1000], power: [0, 100_000],
};
const MAX_CONDITIONS = 5;
const MAX_ACTIONS = 10;

function windowAt(errors: FieldErrors, value: unknown, field: string): DailyWindow | undefined {
  const window = dailyWindowAt(errors, value, field);
  return window && { start: window.start, end: window.end };
}

function scheduleAt(errors: FieldErrors, value: unknown): PolicySchedule | undefined {
  const raw = objectAt(errors, value, 'schedule');
  if (!raw) return undefined;
  const weekdays = raw.weekdays;
  const valid = Array.isArray(weekdays) && weekdays.length > 0 && weekdays.every((d) => Number.isInteger(d) && d >= 1 && d <= 7);
  if (!valid) errors.add('schedule.weekdays', 'required', 'pick at least one weekday, 1 (Monday) to 7 (Sunday)', 'validation.policy.weekdays');
  const window = windowAt(errors, raw.window, 'schedule.window');
  const from = dayAt(errors, raw.from, 'schedule.from');
  const to = raw.to === null || raw.to === undefined ? null : dayAt(errors, raw.to, 'schedule.to');
  if (from && to && to < from) errors.add('schedule.to', 'min', `the date range ends (${to}) before it starts (${from})`, 'validation.policy.dateRange', { from, to });
  if (!valid || !window || !from || to === undefined) return undefined;
  return { weekdays: [...new Set(weekdays as number[])].sort(), window, from, to };
}

function conditionAt(errors: FieldErrors, world: StoreWorld, value: unknown, field: string): TriggerCondition | undefined {
  const raw = objectAt(errors, value, field);
  if (!raw) return undefined;
  const metric = optionAt(errors, raw.metric, `${field}.metric`, METRICS);
  const operator = optionAt(errors, raw.operator, `${field}.operator`, OPERATORS);
  const forMinutes = numberBy(errors, raw.forMinutes ?? 0, `${field}.forMinutes`, POLICY_RULES.forMinutes);
  if (!metric || !operator || forMinutes === undefined) return undefined;
  const [min, max] = RANGES[metric];
  const needsLow = operator !== 'above';
  const needsHigh = operator !== 'below';
  const low = needsLow ? numberAt(errors, raw.low, `${field}.low`, min, max) : undefined;
  const high = needsHigh ? numberAt(errors, raw.high, `${field}.high`, min, max) : undefined;
  if (needsLow && needsHigh && low !== undefined && high !== undefined && low >= high) {
    errors.add(`${field}.low`, 'max', `low (${low}) must be below high (${high}): no value could ${operator === 'between' ? 'be between them' : 'be outside them'}`, 'validation.policy.lowAboveHigh', { low, high });
    return undefined;
  }
  const condition: TriggerCondition = { metric, operator, forMinutes, ...(low !== undefined ? { low } : {}), ...(high !== undefined ? { high } : {}) };
  if (metric !== 'outdoor-temperature') {
    const source = typeof raw.source === 'string' ? raw.source.trim() : '';
    const sensor = world.byDid.get(source);
    if (!source) errors.add(`${field}.source`, 'required', 'required: a sensor or a space');
    else if (sensor ? sensor.kind !== 'sensor' || sensor.subtype !== metric : !world.tree.has(source)) {
      errors.add(`${field}.source`, 'link', `no ${metric} sensor or space ${source} in store ${world.store}`, 'validation.policy.unknownSource', { source });
    } else condition.source = source;
  }
  return condition;
}

function triggerAt(errors: FieldErrors, world: StoreWorld, value: unknown): PolicyTrigger | undefined {
  const raw = objectAt(errors, value, 'trigger');
  if (!raw) return undefined;
  const list = raw.conditions;
  if (!Array.isArray(list) || list.length === 0 || list.length > MAX_CONDITIONS) {
    errors.add('trigger.conditions', 'required', `1 to ${MAX_CONDITIONS} conditions`, 'validation.policy.conditions');
    return undefined;
  }
  const conditions = list.map((c, i) => conditionAt(errors, world, c, `trigger.conditions[${i}]`));
  const match = optionAt(errors, raw.match ?? 'all', 'trigger.match', ['all', 'any'] as const);
  const fires = optionAt(errors, raw.fires, 'trigger.fires', ['crossing', 'while'] as const);
  const window = raw.window === undefined || raw.window === null ? undefined : windowAt(errors, raw.window, 'trigger.window');
  if (!match || !fires || conditions.some((c) => !c) || (raw.window && !window)) return undefined;
  return { conditions: conditions as TriggerCondition[], match, fires, ...(window ? { window } : {}) };
}

function targetAt(errors: FieldErrors, world: StoreWorld, value: unknown, field: string): PolicyTarget | undefined {
  const raw = objectAt(errors, value, field);
  if (!raw) return undefined;
  const target: PolicyTarget = {};
  if (raw.devices !== undefined) {
    if (!Array.isArray(raw.devices) || !raw.devices.every((d) => typeof d === 'string')) errors.add(`${field}.devices`, 'type', 'expected an array of device dids');
    else {
      const unknown = (raw.devices as string[]).filter((did) => !world.byDid.has(did));
      if (unknown.length > 0) errors.add(`${field}.devices`, 'link', `unknown devices in store ${world.store}: ${unknown.join(', ')}`, 'validation.policy.unknownDevices', { devices: unknown.join(', ') });
      else target.devices = [...new Set(raw.devices as string[])];
    }
  }
  if (raw.space !== undefined) {
    if (typeof raw.space !== 'string' || !world.tree.has(raw.space)) errors.add(`${field}.space`, 'link', `no space ${String(raw.space)} in store ${world.store}`, 'validation.policy.unknownSpace');
    else target.space = raw.space;
  }
  if (typeof raw.kind === 'string') target.kind = raw.kind as PolicyTarget['kind'];
  if (typeof raw.subtype === 'number') target.subtype = raw.subtype;
  if (raw.devices === undefined && raw.space === undefined) errors.add(field, 'required', 'name devices or a space', 'validation.policy.target');
  return target;
}

function actionAt(errors: FieldErrors, world: StoreWorld, value: unknown, field: string): PolicyAction | undefined {
  const raw = objectAt(errors, value, field);
  if (!raw) return undefined;
  const errorsBefore = errors.errors.length;
  const target = targetAt(errors, world, raw.target, `${field}.target`);
  let cmd: DeviceCmd | undefined;
  try {
    cmd = parseDeviceCmd(raw);
  } catch (error) {
    if (!(error instanceof BadRequest)) throw error;
    errors.add(`${field}.cmd`, 'type', error.message.replace(/^(invalid|unknown|missing) field: /, ''));
  }
  const at = raw.at === undefined ? 'start' : optionAt(errors, raw.at, `${field}.at`, ['start', 'end'] as const);
  if (!target || !cmd || !at || errors.errors.length > errorsBefore) return undefined;
  if (targetDevices(world, target).length === 0) {
    errors.add(`${field}.target`, 'link', 'selects no device that takes commands', 'validation.policy.emptyTarget');
    return undefined;
  }
  return { target, cmd, at };
}

/** A policy body checked in full: every error is reported, not just the first. */
export function validatePolicy(world: StoreWorld, raw: Raw): PolicyInput {
  const errors = new FieldErrors();
  const name = textBy(errors, raw.name, 'name', POLICY_RULES.name);
  const menutype = optionAt(errors, raw.menutype, 'menutype', POLICY_MENUTYPES);
  const kind = optionAt(errors, raw.kind, 'kind', ['schedule', 'trigger'] as const);
  const schedule = kind === 'schedule' ? scheduleAt(errors, raw.schedule) : undefined;
  const trigger = kind === 'trigger' ? triggerAt(errors, world, raw.trigger) : undefined;
  const actions = Array.isArray(raw.actions) && raw.actions.length > 0 && raw.actions.length <= MAX_ACTIONS ? raw.actions.map((a, i) => actionAt(errors, world, a, `actions[${i}]`)) : [];
  if (actions.length === 0) errors.add('actions', 'required', `1 to ${MAX_ACTIONS} actions`, 'validation.policy.actions');
  if (raw.enabled !== undefined && typeof raw.enabled !== 'boolean') errors.add('enabled', 'type', 'expected true or false');
  errors.check();
  return {
    name: name ?? '', store: world.store, menutype: menutype ?? 1, kind: kind ?? 'schedule', actions: actions as PolicyAction[],
    ...(schedule ? { schedule } : {}), ...(trigger ? { trigger } : {}), enabled: raw.enabled !== false,
  };
}
