/**
 * Route names of the device and control screens built so far. The app's entry holds only this
 * list; the lazy imports live in registry.ts, a chunk of its own (as for the energy screens).
 */
export const DEVICE_SCREEN_KEYS: readonly string[] = [
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
];
