import { DEVICE_ROUTES } from '../../api/devices/routes';
import { walkStops, type DomainWalk, type ScreenDomain } from '../../loader/domain';

/**
 * The device and control screens. The entry holds only their keys; the lazy imports live in
 * registry.ts, a chunk of its own (as for the energy screens).
 */
export const domain: ScreenDomain = {
  name: 'devices',
  keys: DEVICE_ROUTES.map((route) => route.name),
  registry: async () => (await import('./registry')).DEVICE_SCREENS,
};

/** The e2e walk: every route with the parameters the menus pass (each menutype of the kinds). */
export const walk: DomainWalk = {
  check: 'ready',
  stops: /* @__PURE__ */ walkStops(DEVICE_ROUTES, {
    'common-ac': [
      { params: { actype: '1' } },
      { params: { actype: '2' } },
    ],
    'common-power-switch': [
      { params: { powercontroltype: '1' } },
      { params: { powercontroltype: '2' } },
    ],
    'space-configuration': { query: { space: 'sp-st-1005-01-01-f02' }, live: false },
    'space-management': { query: { space: 'sp-st-1005-01-01-f01-r03' }, live: false },
    'video-monitoring': { query: { layout: '16' }, ready: 'section[data-camera]' },
    'peaking-plan': { ready: '[data-testid="peaking-curve"]', live: false },
    'config-monitoring': [
      { params: { menutype: '1' } },
      { params: { menutype: '2' } },
      { params: { menutype: '4' } },
      { params: { menutype: '6' } },
    ],
    'live-monitoring': { query: { space: 'sp-st-1005-01-01-f01' } },
    'device-policy-list': [
      { params: { menutype: '1' } },
      { params: { menutype: '6' } },
      { params: { menutype: '7' } },
      { params: { menutype: '8' } },
      { params: { menutype: '9' } },
      { params: { menutype: '10' } },
      { params: { menutype: '11' } },
      { params: { menutype: '12' } },
      { params: { menutype: '13' } },
    ],
    'policy-execution-record': { params: { did: 'pol-st-1005-01-01', name: 'Office AC schedule' } },
    'device-operation-report': { live: false },
  }),
};
