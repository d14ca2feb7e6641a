import { catalogue } from '../../../mock/api/db/menus/index';
import { toTemplateItem } from '../../../mock/api/db/menus/templates/convert';
import type { AdminWork } from '../isolation/runner';
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

/** Records in a state that allows the write (st-1001-04's, seeded): a bill without payments, an unmatched payment, stays by status. */
const BILLS = 'p-bill-managemant';
const stay = (did: string) => ({ pid: 'p-smartbnb-calendar', store: T.store, did });
const SPARE_PLAYLIST = 'playlist-c-1001-n001';
const SPARE_CHANNEL = 'channel-c-1001-n001';
/** A role of the first company's own after the isolation worlds' role-6: a grant bumps its version, and rename sends role-6's first one. */
const SPARE_ROLE = 'role-7';

/** Made by the first company's admin before the run (after the isolation worlds' work): what only a remove sample names. */
export const SPOILED_SETUP: readonly AdminWork[] = [
  { endpoint: 'POST /sfsaas/api/signage/playlist/save', body: { pid: 'p-playlist', name: 'Spare playlist', items: [] }, makes: SPARE_PLAYLIST },
  { endpoint: 'POST /sfsaas/api/rolev2/create', body: { pid: 'p-authority-management', title: 'Spare role' }, makes: SPARE_ROLE },
  { endpoint: 'POST /sfsaas/api/signage/channel/save', body: { pid: 'p-program-channel', name: 'Spare channel', layout: 'full', regions: {} }, makes: SPARE_CHANNEL },
];

/** The seeded ticket rules as the rules screen sends them back. */
const TICKET_RULES = [
  { id: 'rule-1', name: '紧急故障', faulttype: '', station: '', priority: 'urgent', teamdid: 'tm-0001', assignee: '', responseMinutes: 30, resolutionMinutes: 240, escalateTo: '任涛' },
  { id: 'rule-2', name: '绝缘故障', faulttype: 'insulation', station: '', priority: '', teamdid: 'tm-0002', assignee: '', responseMinutes: 60, resolutionMinutes: 480, escalateTo: '雷刚涛' },
];

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="#336699"/></svg>';

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
  // The isolation matrix sends a text file (refused where only media or sheets are taken): a file each endpoint takes.
  'POST /vt/staticfile/upload': [read(undefined, { upload: true }), read(undefined, { upload: true, query: { pid: 'p-media-manage' }, file: { name: 'notice.svg', type: 'image/svg+xml', content: SVG } })],
  'POST /businessstatistics/api/energymanage/import': [write(undefined, { upload: true, query: { pid: 'p-energy-standard' }, file: { name: 'standards.csv', type: 'text/csv', content: 'buildingtype,level,value\noffice,guide,70\n' } })],
  // The isolation samples name records in use or in a state that refuses the write (on purpose: only the probe's refusal matters there).
  'DELETE /vt/staticfile/delete': [write(undefined, { query: { did: 'media-c-1001-08' } })],
  'POST /vttrigger/v1/delete': [write({ pid: 'p-strategy-air-conditioning', did: 'pol-st-1001-04-04' })],
  'POST /vtspace/api/tenant/set': [
    write({ pid: 'p-tenant-configuration', store: T.store, act: 'create', cmd: { name: 'Spoiled Input Ltd', contact: 'X', phone: '13800000000', email: '', type: T.tenantType, key: false } }),
    write({ pid: 'p-tenant-configuration', act: 'set', did: T.tenant, version: 1, cmd: { name: 'Taken Over Ltd', contact: 'X', phone: '13800000000', email: '', type: T.tenantType, key: false } }),
  ],
  'POST /vtspace/api/tenant/type/set': [write({ pid: 'p-tenant-configuration', act: 'delete', did: 'tt-st-1001-04-logistics' })],
  'POST /sfsaas/api/rolev2/grant': [write({ pid: 'p-authority-management', role: SPARE_ROLE, checked: [], halfChecked: [], version: 1 })],
  // The isolation worlds' run of 2026-09 in st-1001-04 is still running (its slices wait for timers): another store's month.
  'POST /vtspace/api/bill/run': [write({ pid: BILLS, store: 'st-1005-01', month: '2026-09' })],
  'POST /vtspace/api/bill/void': [write({ pid: BILLS, did: 'bl-st-1001-04-202510-0023', reason: 'wrong meter' })],
  'POST /vtspace/api/bill/reconciliation/match': [write({ pid: 'p-transaction-reconciliation', tx: 'tx-st-1001-04-00076', bill: 'bl-st-1001-04-202512-0008' })],
  'POST /sfsaas/api/signage/playlist/remove': [write({ pid: 'p-playlist', did: SPARE_PLAYLIST })],
  'POST /sfsaas/api/signage/channel/remove': [write({ pid: 'p-program-channel', did: SPARE_CHANNEL })],
  'POST /sfsaas/api/signage/group/remove': [write({ pid: 'p-screen-group', did: 'group-c-1001-02' })],
  'POST /sfsaas/api/tools/menu/save': [write({ pid: 'p-menu-template', companyid: T.company, portal: 'cem', items: catalogue().map(toTemplateItem), version: 1 })],
  'POST /vtproxy/workorder/rules/save': [write({ pid: 'p-service-ticket-rules', version: 1, rules: TICKET_RULES, calendar: { days: [1, 2, 3, 4, 5], start: '09:00', end: '18:00' } })],
  // The "own store, their record" probes are refused for the admin too (the record is not that store's): only the valid one here.
  'POST /officemerchant/airbnb/room/get': [read({ pid: 'p-smartbnb-room', store: T.store, room: T.hotelRoom })],
  'POST /officemerchant/airbnb/booking/move': [write({ ...stay('bk-st-1001-04-07629'), room: 'sp-st-1001-04-02-f26-r04', from: '2026-11-20', to: '2026-11-22' })],
  'POST /officemerchant/airbnb/booking/cancel': [write(stay('bk-st-1001-04-07628'))],
  'POST /officemerchant/airbnb/booking/checkin': [write(stay('bk-st-1001-04-00094'))],
  'POST /officemerchant/airbnb/booking/checkout': [write(stay('bk-st-1001-04-06922'))],
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

/**
 * Samples still refused as sent, each for a reason of its own:
 * - user/firstpassword: no seeded account has a one-time password (a new staff member's is a secret drawn at creation);
 * - user/password: sent with a wrong current password on purpose (above);
 * - tus HEAD/PATCH/DELETE: an upload's id is a secret drawn when it starts, so no fixed sample can name one;
 * - bill/issue: only a draft can be issued, and drafts come only from a bill run, whose slices wait for timers this run never yields to.
 */
/** The samples the spoiled-input test starts from: the matrix's, with the valid ones above in their place, and the shared endpoints'. */
export const SPOILED_SAMPLES: Samples = { ...SAMPLES, ...VALID, ...SHARED };
