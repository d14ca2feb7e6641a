/**
 * Shapes of the device domain (issue 13): spaces, devices, commands, policies, execution records,
 * peaking plans and hot-water maintenance. The app and the mock backend both import them from here.
 * Paths and bodies are described beside each type; in short:
 * - POST /vtspace/api/location/children `{ space }` → SpaceNode[] (`{ adcode }` still answers districts)
 * - POST /vtservice/v1/devControl (SPACE_PID) → space create/set/delete; on a device did → a command
 * - POST /vtspace/api/setSpaceMeterGroup → bind meters/devices; /vts/api/allocation/getSpaceMeterGroup → read
 * - POST /bwp/v1/getgroupdev → devices with live values | command results | meters live | projects overview
 * - POST /vtservice/v1/batchDevsSet | devsControlBySpace | devControlAll → BatchResult
 * - POST /vttrigger/v1/query|create|update|delete (type policy | records | peaking-plan | hotwater-plan | hotwater-records)
 * - POST /officepolicy/v2/enable → Policy
 */
export * from './spaceTypes.ts';
export * from './deviceTypes.ts';
export * from './commandTypes.ts';
export * from './monitorTypes.ts';
export * from './policyTypes.ts';
export * from './planTypes.ts';
export * from './configTypes.ts';
export * from './reportTypes.ts';
