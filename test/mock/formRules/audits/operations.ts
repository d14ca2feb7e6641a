import { HOT_WATER_PLAN_RULES, PEAKING_PLAN_RULES, POLICY_RULES, SPACE_RULES } from '../../../../src/api/devices/rules';
import { REPORT_RULES, SLIP_RULES, TICKET_RULE_RULES, TICKET_RULES } from '../../../../src/api/operations/rules';
import { T } from '../../isolation/targets';
import type { FormAudit } from '../audit';

const HOT_WATER = 'sp-st-1001-04-01-f01-r03-hw1';
const AC_PAGE = 'p-strategy-air-conditioning';
/** Plan and policy bodies carry the form's fields one level down; the refusal names them bare. */
const inside = (box: string, fields: readonly string[]) => Object.fromEntries(fields.map((field) => [field, { path: `${box}.${field}`, reported: field }]));
/** A trigger policy, so that a condition's holding time is in the body too. */
const policy = () => ({
  name: 'Hot afternoons', store: T.store, menutype: 6, kind: 'trigger',
  trigger: { conditions: [{ metric: 'outdoor-temperature', operator: 'above', high: 30, forMinutes: 10 }], match: 'all', fires: 'crossing' },
  actions: [{ target: { devices: [T.device] }, cmd: { on: true }, at: 'start' }],
});
const POLICY_AT = { ...inside('policy', ['name']), forMinutes: { path: 'policy.trigger.conditions.0.forMinutes', reported: 'trigger.conditions[0].forMinutes' } };

const DEVICE_AUDITS: readonly FormAudit[] = [
  {
    forms: ['src/screens/devices/hotwater/PlanDialog.tsx'],
    bookName: 'HOT_WATER_PLAN_RULES',
    book: HOT_WATER_PLAN_RULES,
    endpoint: 'POST /vttrigger/v1/create',
    sample: () => ({
      pid: 'p-hot-water-maintance', type: 'hotwater-plan',
      plan: { store: T.store, system: HOT_WATER, task: 'disinfection', everyDays: 7, at: '02:00', temperature: 70, holdMinutes: 30, enabled: true },
    }),
    at: inside('plan', Object.keys(HOT_WATER_PLAN_RULES)),
    unlike: { at: '24:00' },
  },
  {
    forms: ['src/screens/devices/peaking/PlanDialog.tsx'],
    bookName: 'PEAKING_PLAN_RULES',
    book: PEAKING_PLAN_RULES,
    endpoint: 'POST /vttrigger/v1/create',
    sample: () => ({
      pid: 'p-peaking-plan', type: 'peaking-plan',
      plan: {
        name: 'Afternoon peak', store: T.store, targetPeakKw: 500, windows: [{ start: '14:00', end: '16:00', storageKw: 0, precoolMinutes: 30, precoolSetpoint: 22 }],
        weekdays: [1, 2, 3, 4, 5], dates: [], from: '2026-11-01', to: null, enabled: true,
      },
    }),
    at: {
      ...inside('plan', ['name', 'targetPeakKw']),
      precoolMinutes: { path: 'plan.windows.0.precoolMinutes', reported: 'windows[0].precoolMinutes' },
      precoolSetpoint: { path: 'plan.windows.0.precoolSetpoint', reported: 'windows[0].precoolSetpoint' },
    },
  },
  {
    forms: ['src/screens/devices/policies/PolicyDialog.tsx', 'src/screens/devices/policies/TriggerFields.tsx'],
    bookName: 'POLICY_RULES',
    book: POLICY_RULES,
    endpoint: 'POST /vttrigger/v1/create',
    sample: () => ({ pid: AC_PAGE, policy: policy() }),
    at: POLICY_AT,
  },
  {
    forms: ['src/screens/devices/policies/PolicyDialog.tsx', 'src/screens/devices/policies/TriggerFields.tsx'],
    bookName: 'POLICY_RULES',
    book: POLICY_RULES,
    endpoint: 'POST /vttrigger/v1/update',
    sample: () => ({ pid: AC_PAGE, did: T.policy, version: 1, policy: policy() }),
    at: POLICY_AT,
  },
  {
    forms: ['src/screens/devices/spaces/SpaceEditDialog.tsx'],
    bookName: 'SPACE_RULES',
    book: SPACE_RULES,
    endpoint: 'POST /vtservice/v1/devControl',
    sample: () => ({ pid: 'p-space-management', act: 'create', cmd: { parent: T.floor, name: 'Room 299', roomtype: 'office', area: 40 } }),
    at: { name: { path: 'cmd.name', reported: 'cmd.name' }, area: { path: 'cmd.area', reported: 'cmd.area' } },
  },
];

/** A book field of the first line or rule of a list: `lines.0.quantity` in the body, `lines[0].quantity` in the refusal. */
const first = (list: string, fields: readonly string[]) => Object.fromEntries(fields.map((field) => [field, { path: `${list}.0.${field}`, reported: `${list}[0].${field}` }]));

const OPERATION_AUDITS: readonly FormAudit[] = [
  {
    forms: ['src/screens/operations/assets/slips/SlipDialog.tsx'],
    bookName: 'SLIP_RULES',
    book: SLIP_RULES,
    endpoint: 'POST /evcharge/slips/save',
    sample: () => ({ pid: 'p-warehousing-slip', slip: { supplier: 'ABB China', lines: [{ model: 'ABB-MPET4', quantity: 2, storeroomdid: 'sr-001' }] } }),
    at: { supplier: { path: 'slip.supplier', reported: 'supplier' }, quantity: { path: 'slip.lines.0.quantity', reported: 'lines[0].quantity' } },
  },
  {
    forms: ['src/screens/operations/reports/define/AddReportScreen.tsx'],
    bookName: 'REPORT_RULES',
    book: REPORT_RULES,
    endpoint: 'POST /evcharge/report/define',
    sample: () => ({ pid: 'p-add-report', name: 'Gun temperature faults', template: 'fault-tickets', from: '2026-09', to: '2026-10', station: T.station, faulttype: 'gunTemp' }),
  },
  {
    forms: ['src/screens/operations/tickets/RuleFields.tsx'],
    bookName: 'TICKET_RULE_RULES',
    book: TICKET_RULE_RULES,
    endpoint: 'POST /vtproxy/workorder/rules/save',
    sample: () => ({
      pid: 'p-service-ticket-rules', version: 1, calendar: { days: [1, 2, 3, 4, 5], start: '09:00', end: '18:00' },
      rules: [{ name: 'Urgent faults', faulttype: '', station: '', priority: 'urgent', teamdid: 'tm-0001', assignee: '', responseMinutes: 30, resolutionMinutes: 240, escalateTo: '' }],
    }),
    at: first('rules', Object.keys(TICKET_RULE_RULES)),
  },
  {
    // The fault tickets list's add form is the generic record form: its fields are declared in the page definition.
    forms: ['mock/api/db/pages/lists/tickets.ts'],
    bookName: 'TICKET_RULES',
    book: TICKET_RULES,
    endpoint: 'POST /vtproxy/workorder/ticket/create',
    sample: () => ({ pid: 'p-fault-tickets', title: 'Gun 2 will not start', stationdid: T.station, faulttype: 'insulation', priority: 'normal', description: 'Seen at 9:00' }),
  },
];

/** The forms of devices, policies, plans, operations, tickets and charging and the endpoints they send to. */
export const OPERATIONS_AUDITS: readonly FormAudit[] = [...DEVICE_AUDITS, ...OPERATION_AUDITS];

/** Device commands: on/off and modes are fixed choices; a setpoint is bounded by each device's own limits, which the controls read from the devices. */
const DEVICE_COMMAND = 'a device command: fixed choices (on/off, modes); a setpoint is within each device\'s own limits, read by the controls from the devices';

/** Write endpoints of devices, policies, plans, operations, tickets and charging without typed fields, and why. */
export const OPERATIONS_NO_TYPED_FIELDS: Readonly<Record<string, string>> = {
  'POST /vtservice/v1/batchDevsSet': DEVICE_COMMAND,
  'POST /vtservice/v1/devsControlBySpace': DEVICE_COMMAND,
  'POST /vtservice/v1/devControlAll': DEVICE_COMMAND,
  'POST /vttrigger/v1/delete': 'a removal by id',
  'POST /officepolicy/v2/enable': 'a switch on or off by id',
  'POST /evcharge/command/send': 'a charging command: a fixed action on chosen guns or piles',
  'POST /evcharge/report/generate': 'a run of a defined report by id, with the period and station picked from the catalogue',
  'POST /evcharge/report/cancel': 'a cancellation of a report job by id',
  'POST /evcharge/slips/post': 'a posting of a drafted slip by id',
  'POST /vtproxy/workorder/screening/confirm': 'a confirmation of a screening candidate by id',
};
