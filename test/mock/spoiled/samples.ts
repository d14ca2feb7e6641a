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
const VALID: Samples = {
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

/** The samples the spoiled-input test starts from: the matrix's, with the valid ones above in their place. */
export const SPOILED_SAMPLES: Samples = { ...SAMPLES, ...VALID };
