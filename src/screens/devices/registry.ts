import type { ScreenModule } from '../../loader/registry';

/** Every device and control screen by manifest component path (`screens/<route name>`). */
export const DEVICE_SCREENS: Readonly<Record<string, () => Promise<ScreenModule>>> = {
  'screens/common-ac': () => import('./ac/CommonAcScreen'),
  'screens/common-power-switch': () => import('./power/CommonPowerSwitchScreen'),
  'screens/gateway-management': () => import('./gateway/GatewayManagementScreen'),
  'screens/device-policy-list': () => import('./policies/PolicyListScreen'),
  'screens/policy-execution-record': () => import('./policies/PolicyRecordsScreen'),
};
