import type {
  AcMode,
  DeviceCmd,
  FanSpeed,
  Policy,
  PolicyAction,
  PolicyInput,
  PolicyMenutype,
  StorageMode,
  TriggerCondition,
  TriggerMetric,
  TriggerOperator,
} from '../../../api/devices/types';
import { CMD_FIELDS, MENUTYPE_KINDS, targetKindOf } from './menutypes';

/** Clock times and days as the native inputs give them: 'HH:mm', 'YYYY-MM-DD'. */
export interface WindowValues {
  start: string;
  end: string;
}

export interface ConditionValues {
  metric: TriggerMetric;
  sourceType: 'sensor' | 'space';
  source?: string;
  operator: TriggerOperator;
  low?: number | null;
  high?: number | null;
  forMinutes: number;
}

export interface ActionValues {
  /** A TargetKind key of the page (menutypes.ts). */
  kind: string;
  targetType: 'devices' | 'space';
  devices: string[];
  space?: string;
  /** 'keep': the command leaves on/off as it is. */
  power: 'on' | 'off' | 'keep';
  mode?: AcMode;
  setpoint?: number | null;
  fan?: FanSpeed;
  disinfect?: boolean;
  storageMode?: StorageMode;
  powerKw?: number | null;
  at: 'start' | 'end';
}

/** The policy form's values: the shape of PolicyInput where the server's error paths can find them. */
export interface PolicyFormValues {
  name: string;
  kind: 'schedule' | 'trigger';
  enabled: boolean;
  schedule: { weekdays: number[]; window: WindowValues; from: string; to: string; noEnd: boolean };
  trigger: { conditions: ConditionValues[]; match: 'all' | 'any'; fires: 'crossing' | 'while'; limitWindow: boolean; window: WindowValues };
  actions: ActionValues[];
}

export const newCondition = (): ConditionValues => ({ metric: 'temperature', sourceType: 'space', operator: 'above', high: 27, forMinutes: 10 });

export function newAction(menutype: PolicyMenutype, at: 'start' | 'end' = 'start'): ActionValues {
  const kind = MENUTYPE_KINDS[menutype][0]!;
  return { kind: kind.key, targetType: 'devices', devices: [], power: kind.kind === 'storage' ? 'keep' : at === 'start' ? 'on' : 'off', at, ...(kind.kind === 'storage' ? { storageMode: 'charge' as const } : {}) };
}

/** A new policy of the page: a weekday schedule from `firstDay`, no end date, switching on at the start and off at the end. */
export function defaultValues(menutype: PolicyMenutype, firstDay: string): PolicyFormValues {
  return {
    name: '',
    kind: 'schedule',
    enabled: true,
    schedule: { weekdays: [1, 2, 3, 4, 5], window: { start: '08:00', end: '18:00' }, from: firstDay, to: '', noEnd: true },
    trigger: { conditions: [newCondition()], match: 'all', fires: 'crossing', limitWindow: false, window: { start: '09:00', end: '18:00' } },
    actions: [newAction(menutype, 'start'), newAction(menutype, 'end')],
  };
}

const blank = (n: number | null | undefined): n is number => n !== undefined && n !== null;

function actionValues(menutype: PolicyMenutype, action: PolicyAction): ActionValues {
  const { target, cmd } = action;
  const kind = targetKindOf(menutype, target.kind, target.subtype);
  return {
    kind: kind.key,
    targetType: target.space !== undefined && !target.devices?.length ? 'space' : 'devices',
    devices: target.devices ?? [],
    space: target.space,
    power: cmd.on === undefined ? 'keep' : cmd.on ? 'on' : 'off',
    mode: cmd.mode,
    setpoint: cmd.setpoint,
    fan: cmd.fan,
    disinfect: cmd.disinfect,
    storageMode: cmd.storageMode,
    powerKw: cmd.powerKw,
    at: action.at ?? 'start',
  };
}

/** A sensor's did ends in its metric and number (`…-f02-temperature1`); a space's does not. */
const isSensorDid = (did: string) => /-(temperature|humidity|co2|pm25|power)\d+$/.test(did);

/** An existing policy in the form. */
export function policyValues(policy: Policy, firstDay: string): PolicyFormValues {
  const base = defaultValues(policy.menutype, firstDay);
  return {
    name: policy.name,
    kind: policy.kind,
    enabled: policy.enabled,
    schedule: policy.schedule
      ? { weekdays: policy.schedule.weekdays, window: policy.schedule.window, from: policy.schedule.from, to: policy.schedule.to ?? '', noEnd: policy.schedule.to === null }
      : base.schedule,
    trigger: policy.trigger
      ? {
          conditions: policy.trigger.conditions.map((c) => ({ ...c, sourceType: c.source && isSensorDid(c.source) ? 'sensor' : 'space' })),
          match: policy.trigger.match,
          fires: policy.trigger.fires,
          limitWindow: policy.trigger.window !== undefined,
          window: policy.trigger.window ?? base.trigger.window,
        }
      : base.trigger,
    actions: policy.actions.map((a) => actionValues(policy.menutype, a)),
  };
}

function cmdOf(kindFields: ReadonlyArray<keyof DeviceCmd>, a: ActionValues): DeviceCmd {
  const cmd: DeviceCmd = {};
  if (kindFields.includes('on') && a.power !== 'keep') cmd.on = a.power === 'on';
  if (kindFields.includes('mode') && a.mode) cmd.mode = a.mode;
  if (kindFields.includes('setpoint') && blank(a.setpoint)) cmd.setpoint = a.setpoint;
  if (kindFields.includes('fan') && a.fan) cmd.fan = a.fan;
  if (kindFields.includes('disinfect') && a.disinfect) cmd.disinfect = true;
  if (kindFields.includes('storageMode') && a.storageMode) cmd.storageMode = a.storageMode;
  if (kindFields.includes('powerKw') && blank(a.powerKw)) cmd.powerKw = a.powerKw;
  return cmd;
}

function conditionOf(c: ConditionValues): TriggerCondition {
  const condition: TriggerCondition = { metric: c.metric, operator: c.operator, forMinutes: c.forMinutes ?? 0 };
  if (c.metric !== 'outdoor-temperature' && c.source) condition.source = c.source;
  if (c.operator !== 'above' && blank(c.low)) condition.low = c.low;
  if (c.operator !== 'below' && blank(c.high)) condition.high = c.high;
  return condition;
}

/** What the form sends: exactly what the user chose, for the server to judge (it reports every error). */
export function toPolicyInput(values: PolicyFormValues, store: string, menutype: PolicyMenutype): PolicyInput {
  const kinds = MENUTYPE_KINDS[menutype];
  const input: PolicyInput = {
    name: values.name ?? '',
    store,
    menutype,
    kind: values.kind,
    enabled: values.enabled,
    actions: (values.actions ?? []).map((a) => {
      const kind = kinds.find((k) => k.key === a.kind) ?? kinds[0]!;
      const target = a.targetType === 'space'
        ? { space: a.space ?? '', kind: kind.kind, ...(kind.subtype !== undefined ? { subtype: kind.subtype } : {}) }
        : { devices: a.devices ?? [] };
      return { target, cmd: cmdOf(CMD_FIELDS[kind.kind], a), ...(values.kind === 'schedule' ? { at: a.at } : {}) };
    }),
  };
  if (values.kind === 'schedule') {
    const s = values.schedule;
    input.schedule = { weekdays: s.weekdays ?? [], window: s.window, from: s.from, to: s.noEnd ? null : s.to };
  } else {
    const t = values.trigger;
    input.trigger = { conditions: (t.conditions ?? []).map(conditionOf), match: t.match, fires: t.fires, ...(t.limitWindow ? { window: t.window } : {}) };
  }
  return input;
}
