import type { HotWaterPlanInput, HotWaterTask, PeakingPlanInput, PeakWindow } from '../../../../../src/api/devices/types.ts';
import type { StoreWorld } from '../StoreWorld.ts';
import { dayIn } from '../../core/clock/zones.ts';
import { HOT_WATER_PLAN_RULES as HOT_WATER, PEAKING_PLAN_RULES as PEAKING } from '../../../../../src/api/devices/rules.ts';
import { dailyWindowAt, dayAt, FieldErrors, isObject, numberAt, optionAt, type Raw } from '../../core/fieldErrors.ts';
import { numberBy, textBy } from '../../core/ruleChecks.ts';

const TASKS: readonly HotWaterTask[] = ['disinfection', 'descaling', 'anode-check', 'valve-check', 'inspection'];

function weekdaysAt(errors: FieldErrors, value: unknown, field: string): number[] | undefined {
  if (!Array.isArray(value) || !value.every((d) => Number.isInteger(d) && d >= 1 && d <= 7)) {
    errors.add(field, 'type', 'expected weekdays 1 (Monday) to 7 (Sunday)', 'validation.policy.weekdays');
    return undefined;
  }
  return [...new Set(value as number[])].sort();
}

function peakWindowAt(errors: FieldErrors, value: unknown, field: string, maxKw: number): PeakWindow | undefined {
  const window = dailyWindowAt(errors, value, field);
  // The other fields are checked even when the times are wrong, so every error shows at once.
  const raw = window?.raw ?? (isObject(value) ? value : undefined);
  if (!raw) return undefined;
  const storageKw = numberAt(errors, raw.storageKw ?? 0, `${field}.storageKw`, -maxKw, maxKw);
  const precoolMinutes = numberBy(errors, raw.precoolMinutes ?? 0, `${field}.precoolMinutes`, PEAKING.precoolMinutes);
  const precoolSetpoint = raw.precoolSetpoint === undefined ? undefined : numberBy(errors, raw.precoolSetpoint, `${field}.precoolSetpoint`, PEAKING.precoolSetpoint);
  if (precoolMinutes && precoolSetpoint === undefined) errors.add(`${field}.precoolSetpoint`, 'required', 'required when pre-cooling');
  if (!window || storageKw === undefined || precoolMinutes === undefined) return undefined;
  return { start: window.start, end: window.end, storageKw, precoolMinutes, ...(precoolSetpoint !== undefined ? { precoolSetpoint } : {}) };
}

/** A peaking plan; storage power is bounded by the store's storage systems (0 when it has none). */
export function validatePeakingPlan(world: StoreWorld, raw: Raw): PeakingPlanInput {
  const errors = new FieldErrors();
  const storageKw = world.env?.plan.storage.reduce((sum, s) => sum + s.powerKw, 0) ?? 0;
  const name = textBy(errors, raw.name, 'name', PEAKING.name);
  const targetPeakKw = numberBy(errors, raw.targetPeakKw, 'targetPeakKw', PEAKING.targetPeakKw);
  const list = Array.isArray(raw.windows) ? raw.windows : [];
  if (list.length === 0 || list.length > 6) errors.add('windows', 'required', '1 to 6 windows', 'validation.plan.windows');
  const windows = list.map((w, i) => peakWindowAt(errors, w, `windows[${i}]`, storageKw));
  const weekdays = weekdaysAt(errors, raw.weekdays ?? [], 'weekdays');
  const dates = Array.isArray(raw.dates) ? raw.dates.map((d, i) => dayAt(errors, d, `dates[${i}]`)) : [];
  if ((weekdays?.length ?? 0) === 0 && dates.length === 0) errors.add('weekdays', 'required', 'pick weekdays or dates', 'validation.plan.days');
  const from = dayAt(errors, raw.from, 'from');
  const to = raw.to === null || raw.to === undefined ? null : dayAt(errors, raw.to, 'to');
  if (from && to && to < from) errors.add('to', 'min', `the date range ends (${to}) before it starts (${from})`, 'validation.policy.dateRange');
  errors.check();
  return {
    name: name ?? '', store: world.store, targetPeakKw: targetPeakKw ?? 0, windows: windows as PeakWindow[], weekdays: weekdays ?? [], dates: dates as string[],
    from: from ?? '', to: to ?? null, enabled: raw.enabled !== false,
  };
}

export function validateHotWaterPlan(world: StoreWorld, raw: Raw): HotWaterPlanInput {
  const errors = new FieldErrors();
  const system = typeof raw.system === 'string' ? world.byDid.get(raw.system) : undefined;
  if (!system || system.kind !== 'hotwater') errors.add('system', 'link', `no hot-water system ${String(raw.system)} in store ${world.store}`, 'validation.plan.system');
  const task = optionAt(errors, raw.task, 'task', TASKS);
  const everyDays = numberBy(errors, raw.everyDays, 'everyDays', HOT_WATER.everyDays);
  const at = textBy(errors, raw.at, 'at', HOT_WATER.at);
  const disinfection = task === 'disinfection';
  const temperature = disinfection ? numberBy(errors, raw.temperature, 'temperature', HOT_WATER.temperature) : undefined;
  const holdMinutes = disinfection ? numberBy(errors, raw.holdMinutes, 'holdMinutes', HOT_WATER.holdMinutes) : undefined;
  const nextDueDate = raw.nextDueDate === undefined || raw.nextDueDate === null ? undefined : dayAt(errors, raw.nextDueDate, 'nextDueDate');
  const today = dayIn(world.now, world.zone);
  if (nextDueDate !== undefined && nextDueDate < today) errors.add('nextDueDate', 'min', `the next run (${nextDueDate}) is before today (${today})`, 'validation.plan.nextDue');
  errors.check();
  return {
    store: world.store, system: system?.did ?? '', task: task ?? 'inspection', everyDays: everyDays ?? 1, at: at ?? '00:00', enabled: raw.enabled !== false,
    ...(temperature !== undefined ? { temperature } : {}), ...(holdMinutes !== undefined ? { holdMinutes } : {}), ...(nextDueDate !== undefined ? { nextDueDate } : {}),
  };
}
