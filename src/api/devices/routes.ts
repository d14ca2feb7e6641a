import { declareRoutes, type SeedGrants } from '../routeDecl.ts';

/** Hot-water maintenance is the maintainers' own work: they add and edit its runs. */
const MAINTAINED: SeedGrants = { maintenance: ['view', 'control', 'add', 'edit'] };

/**
 * The device and control routes (policies, monitoring, spaces, gateways, hot water, video). Each
 * route is declared here once (src/api/routeDecl.ts); its screen lives in
 * src/screens/devices/registry.ts.
 */
export const DEVICE_ROUTES = declareRoutes('devices', [
  { name: 'common-ac', path: 'common-ac/:actype', module: 'control', leaf: 'ac-central' },
  { name: 'common-power-switch', path: 'common-power-switch/:powercontroltype', module: 'control', leaf: 'power-switch' },
  { name: 'gateway-management', module: 'analysis' },
  { name: 'space-configuration', module: 'devices', noProjectExempt: true },
  { name: 'space-management', module: 'misc' },
  { name: 'hot-water-maintance', module: 'misc', grants: MAINTAINED },
  { name: 'video-monitoring', module: 'devices' },
  { name: 'peaking-plan', module: 'devices' },
  { name: 'config-monitoring', path: 'config-monitoring/:menutype?', module: 'devices' },
  { name: 'terminal-monitoring', module: 'devices', noProjectExempt: true },
  { name: 'live-monitoring', module: 'devices' },
  { name: 'device-projects-overview', module: 'devices' },
  { name: 'device-policy-list', path: 'device-policy-list/:menutype', module: 'devices' },
  { name: 'policy-execution-record', path: 'policy-execution-record/:did/:name', module: 'devices' },
  { name: 'device-operation-report', module: 'tools' },
]);
