import type { DomainWalk, ScreenDomain } from '../../loader/domain';

/**
 * The device and control screens. The entry holds only their keys; the lazy imports live in
 * registry.ts, a chunk of its own (as for the energy screens).
 */
export const domain: ScreenDomain = {
  name: 'devices',
  keys: [
    'common-ac',
    'common-power-switch',
    'gateway-management',
    'space-configuration',
    'space-management',
    'hot-water-maintance',
    'video-monitoring',
    'peaking-plan',
    'config-monitoring',
    'terminal-monitoring',
    'live-monitoring',
    'device-projects-overview',
    'device-policy-list',
    'policy-execution-record',
    'device-operation-report',
  ],
  // device-operation-report sits in the tools menu module (routes.ts) but reports on the device world.
  modules: ['devices', 'control', 'analysis', 'misc', 'tools'],
  registry: async () => (await import('./registry')).DEVICE_SCREENS,
};

/** The e2e walk: every route with the parameters the menus pass (each menutype of the kinds). */
export const walk: DomainWalk = {
  check: 'ready',
  stops: [
    { route: 'common-ac', path: 'index/common-ac/1' },
    { route: 'common-ac', path: 'index/common-ac/2' },
    { route: 'common-power-switch', path: 'index/common-power-switch/1' },
    { route: 'common-power-switch', path: 'index/common-power-switch/2' },
    { route: 'gateway-management', path: 'index/gateway-management' },
    { route: 'space-configuration', path: 'index/space-configuration?space=sp-st-1005-01-01-f02', live: false },
    { route: 'space-management', path: 'index/space-management?space=sp-st-1005-01-01-f01-r03', live: false },
    { route: 'hot-water-maintance', path: 'index/hot-water-maintance' },
    { route: 'video-monitoring', path: 'index/video-monitoring?layout=16', ready: 'section[data-camera]' },
    { route: 'peaking-plan', path: 'index/peaking-plan', ready: '[data-testid="peaking-curve"]', live: false },
    { route: 'config-monitoring', path: 'index/config-monitoring/1' },
    { route: 'config-monitoring', path: 'index/config-monitoring/2' },
    { route: 'config-monitoring', path: 'index/config-monitoring/4' },
    { route: 'config-monitoring', path: 'index/config-monitoring/6' },
    { route: 'terminal-monitoring', path: 'index/terminal-monitoring' },
    { route: 'live-monitoring', path: 'index/live-monitoring?space=sp-st-1005-01-01-f01' },
    { route: 'device-projects-overview', path: 'index/device-projects-overview' },
    // Written out rather than mapped: a call here would keep the list in the entry (not tree-shaken).
    { route: 'device-policy-list', path: 'index/device-policy-list/1' },
    { route: 'device-policy-list', path: 'index/device-policy-list/6' },
    { route: 'device-policy-list', path: 'index/device-policy-list/7' },
    { route: 'device-policy-list', path: 'index/device-policy-list/8' },
    { route: 'device-policy-list', path: 'index/device-policy-list/9' },
    { route: 'device-policy-list', path: 'index/device-policy-list/10' },
    { route: 'device-policy-list', path: 'index/device-policy-list/11' },
    { route: 'device-policy-list', path: 'index/device-policy-list/12' },
    { route: 'device-policy-list', path: 'index/device-policy-list/13' },
    { route: 'policy-execution-record', path: 'index/policy-execution-record/pol-st-1005-01-01/Office%20AC%20schedule' },
    { route: 'device-operation-report', path: 'index/device-operation-report', live: false },
  ],
};
