import { T } from '../targets';
import { OCTOBER, read, write, type Samples } from './probe';

/** A central AC of st-1001-01 (outside both probes' reach). */
const AC = 'sp-st-1001-01-01-f01-r02-ac1';
const AC_PAGE = 'p-strategy-air-conditioning';
const HOT_WATER = 'sp-st-1001-04-01-f01-r03-hw1';
const policy = {
  name: 'Floor 2 mornings', store: T.store, menutype: 6, kind: 'schedule',
  schedule: { weekdays: [1, 2, 3, 4, 5], window: { start: '08:00', end: '12:00' }, from: '2026-11-01', to: null },
  actions: [{ target: { space: T.floor, kind: 'ac' }, cmd: { on: true }, at: 'start' }],
};

/** Devices: commands, device lists and meters, policies and plans, the operation report (src/api/devices). */
export const DEVICE_SAMPLES: Samples = {
  'POST /vtservice/v1/devControl': [
    write({ pid: 'p-ac-central', act: 'set', did: AC, cmd: { on: true } }),
    write({ pid: 'p-space-management', act: 'set', did: T.space, cmd: { on: false } }),
  ],
  'POST /vtservice/v1/batchDevsSet': [write({ pid: 'p-ac-central', dids: [AC], act: 'set', cmd: { on: true } })],
  'POST /vtservice/v1/devsControlBySpace': [write({ pid: 'p-space-management', space: T.building, filter: {}, act: 'set', cmd: { on: false } })],
  'POST /vtservice/v1/devControlAll': [write({ pid: 'p-ac-split', store: T.store, kind: 'power', subtype: 2, act: 'set', cmd: { on: false } })],
  'POST /bwp/v1/getgroupdev': [
    read({ type: 'devices', store: T.store, page: 1, pagesize: 20 }),
    read({ type: 'meters', store: T.store }),
    read({ type: 'config-points', store: T.store }),
    read({ type: 'overview', parentbusiness: T.parent }),
    read({ type: 'commands', ids: [T.deviceCommand] }),
  ],
  'POST /bwp/v1/operationreport': [read({ pid: 'p-device-operation-report', store: T.store, ...OCTOBER })],
  'POST /vttrigger/v1/query': [
    read({ pid: 'p-device-policy-list', type: 'policy', store: T.store, page: 1, pagesize: 20 }),
    read({ pid: 'p-device-policy-list', type: 'records', policy: T.policy, page: 1, pagesize: 20 }),
    read({ pid: 'p-peaking-plan', type: 'peaking-plan', store: T.store, page: 1, pagesize: 20 }),
    read({ pid: 'p-hot-water-maintance', type: 'hotwater-plan', store: T.store, system: HOT_WATER, page: 1, pagesize: 20 }),
    read({ pid: 'p-hot-water-maintance', type: 'hotwater-records', store: T.store, system: HOT_WATER, page: 1, pagesize: 20 }),
  ],
  'POST /vttrigger/v1/create': [write({ pid: AC_PAGE, policy })],
  'POST /vttrigger/v1/update': [write({ pid: AC_PAGE, did: T.policy, version: 1, policy: { ...policy, name: 'taken over' } })],
  'POST /vttrigger/v1/delete': [write({ pid: AC_PAGE, did: T.policy })],
  'POST /officepolicy/v2/enable': [write({ pid: AC_PAGE, did: T.policy, enable: false })],
  'POST /vtspace/api/location/children': [read({ space: T.building }), read({ adcode: '330100' })],
  'POST /vtspace/api/location/path': [read({ space: T.space })],
  'POST /vtspace/api/setSpaceMeterGroup': [write({ pid: 'p-space-management', space: T.space, meters: [T.meter] }), write({ pid: 'p-bill-space-config', space: T.space, meters: [T.meter] })],
  'POST /vts/api/allocation/getSpaceMeterGroup': [read({ pid: 'p-space-management', space: T.space })],
  'POST /vtspace/api/setting/detail': [read({ parentbusiness: T.parent, store: T.store })],
};
