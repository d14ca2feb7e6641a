import { T } from '../targets';
import { companyWrite, ownWrite, read, write, type Samples } from './probe';

const ROLES = 'p-authority-management';
const STAFF = 'p-staff-management';
const STORES = 'p-store-management';
const AUDIT = 'p-audit-management';
const month = { start: '2026-10-01', end: '2026-10-31' };
/** Where st-1001-04 is: the store form sends its place whole. */
const place = { countrycode: '100000', provincecode: '330000', citycode: '330100', address: '杭州市人民路521号', latitude: 30.3203, longitude: 120.2212, timezone: 'Asia/Shanghai' };
const role = (body: Record<string, unknown>) => companyWrite({ pid: ROLES, ...body });

/** Sign-in state, generic lists and records, files, energy, roles, staff, stores and the audit (src/api/*). */
export const CORE_SAMPLES: Samples = {
  'POST /sfsaas/api/user/info': [read({}), read({ pid: STAFF, userid: T.user })],
  'GET /sfsaas/api/user/token': [read(undefined, { query: { attr: 'permanent' } })],
  'POST /sfsaas/api/user/minimodule': [read({})],
  'POST /vts/api/menu/get': [read({ portalcode: 'cem' })],
  'POST /sfadapter/v1/manifest': [read({})],
  'POST /sfsaas/api/module/config': [read({ pid: 'p-orders' })],
  'POST /sfsaas/api/role/user/perm': [read({ pid: 'p-orders' })],
  'POST /sfsaas/api/filter/query': ['p-orders', 'p-fault-tickets', 'p-ledger-pile'].map((pid) => read({ pid, page: 1, pagesize: 50 })),
  'POST /sfsaas/api/filter/listall': [read({ pid: 'p-orders' })],
  'POST /sfsaas/api/filter/vtinfo': [read({ pid: 'p-orders', did: T.order }), read({ pid: 'p-fault-tickets', did: T.faultTicket })],
  'POST /sfsaas/api/filter/add': [write({ pid: 'p-fault-tickets', cmd: { title: 'taken over', stationdid: T.station, faulttype: 'insulation', priority: 'normal' } })],
  'POST /sfsaas/api/filter/update': [write({ pid: 'p-fault-tickets', did: T.faultTicket, cmd: { priority: 'urgent' } })],
  'POST /sfsaas/api/filter/delete': [write({ pid: 'p-orders', did: T.order })],
  'POST /sfsaas/api/filter/export': [read({ pid: 'p-orders', columns: ['did', 'businessdid', 'businessname'] })],
  'POST /sfsaas/api/filter/searchcolumn': [read({ pid: 'p-orders', column: 'businessname', keyword: '' })],
  'POST /sfsaas/api/filter/treegraph': [read({ pid: 'p-knowledge-category' })],
  'POST /vt/staticfile/upload': [
    read(undefined, { upload: true, note: 'an attachment of the caller’s own' }),
    read(undefined, { upload: true, query: { pid: 'p-media-manage' }, note: 'a file into the caller’s own media library' }),
  ],
  'DELETE /vt/staticfile/delete': [companyWrite(undefined, { query: { did: T.media } })],
  'POST /vt/staticfile/links': [read({ dids: [T.media] })],
  'GET /vt/staticfile/get': [read(undefined, { query: { did: T.media }, companyWide: true })],
  'POST /sfsaas/api/analysis/config': [read({ store: T.store })],
  'POST /sfsaas/api/analysis/query': [read({ store: T.store, metric: 'energy', energytypes: ['electricity'], ...month, interval: 'day' })],
  'POST /sfsaas/api/analysis/aggquery': [read({ stores: [T.store], groupby: 'store', ...month })],
  'POST /sfsaas/api/analysis/aggquerys': [read({ queries: [{ stores: [T.store], groupby: 'store', ...month }] })],
  'POST /sfsaas/api/analysis/aggexportv2': [read({ stores: [T.store], ...month, interval: 'day', page: 1, pagesize: 100 })],
  'POST /sfsaas/api/analysis/list': [read({ kind: 'budget', store: T.store, year: 2026 })],
  'POST /sfsaas/api/analysis/update': [write({ kind: 'budget', store: T.store, year: 2026, months: [] })],
  'POST /vtbi/api/chart/query': [read({ chart: 'energy-tree', store: T.store, ...month, energytype: 'electricity' })],
  'POST /report/query': [read({ report: 'energy-data', store: T.store, ...month, interval: 'day', page: 1, pagesize: 100 })],
  'POST /businessstatistics/api/energymanage/view': [read({ store: T.store })],
  'POST /businessstatistics/api/energymanage/getlist': [read({})],
  'POST /businessstatistics/api/energymanage/setecstandard3': [companyWrite({ buildingtype: 'office', level: 'guide', value: 70 })],
  'POST /businessstatistics/api/energymanage/setfloorarea': [write({ store: T.store, building: T.building, floorarea: 12345 })],
  'POST /businessstatistics/api/energymanage/import': [companyWrite(undefined, { upload: true, query: { pid: 'p-energy-standard' } })],
  'POST /sfsaas/api/user/queryroles': [read({ pid: ROLES })],
  'POST /sfsaas/api/rolev2/perms': [read({ pid: ROLES, role: T.role })],
  'POST /sfsaas/api/rolev2/grant': [role({ role: T.role, checked: [], halfChecked: [], version: 1 })],
  'POST /sfsaas/api/rolev2/create': [ownWrite({ pid: ROLES, title: 'Probe role' }, { note: 'a role of the caller’s own company' })],
  'POST /sfsaas/api/rolev2/clone': [ownWrite({ pid: ROLES, role: T.role, title: 'Their operators' }, { note: 'copies their role into the caller’s company' })],
  'POST /sfsaas/api/rolev2/rename': [role({ role: T.role, title: 'Taken over', version: 1 })],
  'POST /sfsaas/api/rolev2/disable': [role({ role: T.role })],
  'POST /sfsaas/api/rolev2/enable': [role({ role: T.role })],
  'POST /sfsaas/api/rolev2/transfer': [role({ from: T.role, to: 'admin' })],
  'POST /sfsaas/api/rolev2/delete': [role({ role: T.role, replacement: 'admin' })],
  'POST /sfsaas/api/rolev2/effective': [read({ pid: ROLES, userid: T.user })],
  'POST /sfsaas/api/rolev2/holders': [read({ pid: ROLES, page: 'p-orders', action: 'view' })],
  'POST /sfsaas/api/user/list': [read({ pid: STAFF })],
  'POST /sfsaas/api/user/create': [write({ pid: STAFF, cmd: { username: 'their.store', name: 'Probe', roles: ['maintenance'], scope: { kind: 'stores', stores: [T.store] } } })],
  'POST /sfsaas/api/user/update': [
    write({ pid: STAFF, userid: T.staff, act: 'set', cmd: { roles: ['maintenance'] }, version: 1 }),
    write({ pid: STAFF, userid: T.staff, act: 'resetPassword' }),
    write({ pid: STAFF, userid: T.staff, act: 'disable' }),
  ],
  'POST /sfsaas/api/store/list': [read({ pid: STORES })],
  'POST /sfsaas/api/store/create': [write({ pid: STORES, cmd: { businessgrade: 1, uppergrade: T.parent, name: 'Taken over store', ...place } })],
  'POST /sfsaas/api/store/update': [write({ pid: STORES, did: T.store, version: 1, cmd: { name: 'Taken over', ...place } })],
  'POST /sfsaas/api/store/disable': [write({ pid: STORES, did: T.store })],
  'POST /sfsaas/api/store/enable': [write({ pid: STORES, did: T.store })],
  'POST /sfsaas/api/audit/list': [read({ pid: AUDIT, page: 1, pagesize: 50 })],
  'POST /sfsaas/api/audit/detail': [read({ pid: AUDIT, seq: 1 })],
  'POST /sfsaas/api/audit/signins': [read({})],
};
