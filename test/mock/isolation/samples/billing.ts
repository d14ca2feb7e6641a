import { PROBE_STORE, T } from '../targets';
import { read, write, type Samples } from './probe';

const BILLS = 'p-bill-managemant';
const TENANTS = 'p-tenant-configuration';
const RECONCILIATION = 'p-transaction-reconciliation';
const SPACES = 'p-bill-space-config';
const tenant = { name: 'Taken Over Ltd', contact: 'X', phone: '13800000000', email: '', type: T.tenantType, key: false };

/** Billing and tenants: spaces and meter groups, room states, tenants, contracts, bills, reconciliation (src/api/billing). */
export const BILLING_SAMPLES: Samples = {
  'POST /vts/api/allocation/set': [write({ pid: SPACES, method: 'area', meter: T.sharedMeter, spaces: [T.space], version: 1 })],
  'POST /vts/api/allocation/delete': [write({ pid: SPACES, meter: T.sharedMeter })],
  'POST /vtspace/api/energy/heat/flow': [read({ pid: SPACES, space: T.space, month: '2026-10' })],
  'POST /vtspace/api/roomstate/list': [read({ pid: 'p-space-room-state', store: T.store })],
  'POST /vtspace/api/roomstate/set': [write({ pid: 'p-space-room-state', space: T.space, note: 'paint' })],
  'POST /vtspace/api/tenant/list': ['tenants', 'types', 'raterules', 'status'].map((what) => read({ pid: TENANTS, store: T.store, what })),
  'POST /vtspace/api/tenant/set': [
    write({ pid: TENANTS, store: T.store, act: 'create', cmd: tenant }),
    write({ pid: TENANTS, act: 'set', did: T.tenant, version: 1, cmd: tenant }),
    write({ pid: TENANTS, store: PROBE_STORE, act: 'set', did: T.tenant, version: 1, cmd: tenant }, { note: 'own store, their tenant' }),
  ],
  'POST /vtspace/api/tenant/type/set': [write({ pid: TENANTS, act: 'delete', did: T.tenantType })],
  'POST /businessstatistics/api/businessraterule/set': [write({ pid: TENANTS, act: 'addVersion', did: T.rateRule, version: { from: '2026-12-01', bands: { peak: 1.62, flat: 0.98, valley: 0.41 } } })],
  'POST /vtspace/api/contract/list': [
    read({ pid: 'p-contract-management', store: T.store, page: 1, pagesize: 50 }),
    read({ pid: 'p-contract-management', what: 'detail', did: T.contract }),
    read({ pid: 'p-contract-management', what: 'detail', store: PROBE_STORE, did: T.contract }, { note: 'own store, their contract' }),
    read({ pid: 'p-contract-management', what: 'options', store: T.store }),
  ],
  'POST /vtspace/api/contract/set': [write({ pid: 'p-contract-management', act: 'set', did: T.contract, version: 1, cmd: {} })],
  'POST /vtspace/api/bill/list': [read({ pid: BILLS, store: T.store, page: 1, pagesize: 20 })],
  'POST /vtspace/api/bill/detail': [read({ pid: BILLS, did: T.bill }), read({ pid: BILLS, store: PROBE_STORE, did: T.bill }, { note: 'own store, their bill' })],
  'POST /vtspace/api/bill/void': [write({ pid: BILLS, did: T.bill, reason: 'taken over' })],
  'POST /vtspace/api/bill/issue': [write({ pid: BILLS, dids: [T.bill] })],
  'POST /vtspace/api/bill/run': [write({ pid: BILLS, store: T.store, month: '2026-09' })],
  'POST /vtspace/api/bill/run/progress': [read({ pid: BILLS, job: T.billRun })],
  'POST /vtspace/api/bill/reconciliation': [read({ pid: RECONCILIATION, store: T.store, from: '2026-08-01', to: '2026-11-01', page: 1, pagesize: 50 })],
  'POST /vtspace/api/bill/reconciliation/match': [write({ pid: RECONCILIATION, tx: T.transaction, bill: T.bill })],
  'POST /vtspace/api/bill/reconciliation/unmatch': [write({ pid: RECONCILIATION, tx: T.transaction })],
  'POST /vtspace/api/bill/reconciliation/record': [write({ pid: RECONCILIATION, store: T.store, amount: 1, date: '2026-10-30', payer: 'x', channel: 'bank' })],
};
