import { SAMPLES } from '../isolation/samples/index';
import { read, write, type Samples } from '../isolation/samples/probe';
import { T } from '../isolation/targets';

const month = { start: '2026-10-01', end: '2026-10-31' };
const DASHBOARD = 'p-dashboard';

/**
 * Valid requests of the first company's admin where the isolation matrix's sample is not one
 * (it only needs to name the records), and optional fields the matrix leaves out (dates of a
 * range): spoiling a refused request would only test its first refusal.
 */
/** A store of the first company with policies and let rooms of its own (as in the policy and contract tests). */
const STORE = 'st-1005-01';
const policy = {
  name: 'Floor 3 mornings', store: STORE, menutype: 6, kind: 'schedule',
  schedule: { weekdays: [1, 2, 3, 4, 5, 6, 7], window: { start: '08:00', end: '12:00' }, from: '2026-11-01', to: '2026-12-31' },
  actions: [{ target: { space: 'sp-st-1005-01-01-f03', kind: 'ac', subtype: 2 }, cmd: { on: true, mode: 'heat', setpoint: 22 }, at: 'start' }],
};
const terms = {
  tenant: 'tn-st-1005-01-0001', rooms: ['sp-st-1005-01-01-f04-r07'], start: '2027-01-01', end: '2027-12-31', rent: 12000, deposit: 24000,
  rateRule: 'rr-st-1005-01-tou', fees: [{ name: 'Management', amount: 800 }], billDay: 1, dueDays: 15, lateFeeRate: 0.0005,
};

const VALID: Samples = {
  'POST /vttrigger/v1/create': [write({ pid: 'p-strategy-air-conditioning', policy })],
  'POST /vtspace/api/contract/set': [write({ pid: 'p-contract-management', store: STORE, act: 'create', cmd: terms })],
  'POST /sfsaas/api/analysis/config': [read({ pid: DASHBOARD, store: T.store })],
  'POST /sfsaas/api/analysis/query': [read({ pid: DASHBOARD, store: T.store, metric: 'energy', energytypes: ['electricity'], ...month, interval: 'day' })],
  'POST /sfsaas/api/analysis/aggquery': [read({ pid: DASHBOARD, stores: [T.store], groupby: 'store', ...month })],
  'POST /sfsaas/api/analysis/aggquerys': [read({ pid: DASHBOARD, queries: [{ stores: [T.store], groupby: 'store', ...month }] })],
  'POST /sfsaas/api/analysis/aggexportv2': [read({ pid: DASHBOARD, stores: [T.store], ...month, interval: 'day', page: 1, pagesize: 100 })],
  'POST /sfsaas/api/analysis/list': [read({ pid: 'p-indicator-budget', kind: 'budget', store: T.store, year: 2026 })],
  'POST /sfsaas/api/analysis/update': [write({ pid: 'p-indicator-budget', kind: 'budget', store: T.store, year: 2026, items: [{ energytype: 'electricity', monthly: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] }] })],
  'POST /vtbi/api/chart/query': [read({ pid: DASHBOARD, chart: 'energy-tree', store: T.store, ...month, energytype: 'electricity' })],
  'POST /report/query': [read({ pid: 'p-power-report', report: 'energy-data', store: T.store, ...month, interval: 'day', page: 1, pagesize: 100 })],
  'POST /businessstatistics/api/energymanage/view': [read({ pid: 'p-energy-config', store: T.store })],
  'POST /businessstatistics/api/energymanage/getlist': [read({ pid: 'p-energy-standard' })],
  'POST /businessstatistics/api/energymanage/setecstandard3': [write({ pid: 'p-energy-standard', buildingtype: 'office', level: 'guide', value: 70 })],
  'POST /businessstatistics/api/energymanage/setfloorarea': [write({ pid: 'p-energy-config', store: T.store, building: T.building, floorarea: 12345 })],
  'POST /vtservice/v1/devControl': [write({ pid: 'p-ac-central', act: 'set', did: 'sp-st-1001-01-01-f01-r02-ac1', cmd: { on: true } })],
  'POST /sfsaas/api/audit/list': [read({ pid: 'p-audit-management', page: 1, pagesize: 50, from: '2026-10-01', to: '2026-10-31' })],
};

/**
 * The endpoints the matrix leaves out as the same for everyone (isolation/shared.ts) still read
 * input. Not spoiled: logout (it would end the run's session), the mock's control endpoint and
 * the fixed sample clips (no body).
 */
const SHARED: Samples = {
  'POST /sfsaas/api/user/login': [read({ username: 'admin', password: 'admin123' })],
  'POST /sfsaas/api/user/tokenlogin': [read({ token: 'demo-admin-token' })],
  'GET /sfsaas/api/user/thirdlogin': [read(undefined, { query: { type: 'partner', ticket: 'partner-ticket-1' } })],
  'POST /sfsaas/api/user/firstpassword': [read({ username: 'nobody', password: 'one-time', next: 'Own-one-time' })],
  'POST /officemerchant/app/registerApply': [read({ company: 'Spoiled Input Ltd', contact: 'Chen', phone: '+86 138-0013-8000', email: 'chen@spoiled.example', username: 'spoiled', password: 'secret-123' })],
  'POST /sfsaas/api/tenant/basicinfo': [read({ domain: 'localhost' })],
  'POST /sfsaas/api/tenant/icon': [read({ domain: 'localhost' })],
  'POST /sfsaas/api/proxy': [read({ service: 'common', method: 'getsnapshot', params: { hostname: 'localhost' } })],
  // A wrong current password: an accepted spoil would change the admin's and skew every later answer.
  'POST /sfsaas/api/user/password': [write({ current: 'not-the-password', next: 'Spoiled-2026' })],
  'POST /sfsaas/api/user/profile': [write({ nickname: 'Admin', avatar: '/vt/staticfile/get?did=f-0001' })],
};

/** The samples the spoiled-input test starts from: the matrix's, with the valid ones above in their place, and the shared endpoints'. */
export const SPOILED_SAMPLES: Samples = { ...SAMPLES, ...VALID, ...SHARED };
