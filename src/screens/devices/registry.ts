import type { ScreenModule } from '../../loader/registry';

/** Every device and control screen by manifest component path (`screens/<route name>`). */
export const DEVICE_SCREENS: Readonly<Record<string, () => Promise<ScreenModule>>> = {
  'screens/common-ac': () => import('./ac/CommonAcScreen'),
  'screens/common-power-switch': () => import('./power/CommonPowerSwitchScreen'),
  'screens/gateway-management': () => import('./gateway/GatewayManagementScreen'),
  'screens/space-configuration': () => import('./spaces/SpaceConfigurationScreen'),
  'screens/space-management': () => import('./spaces/SpaceManagementScreen'),
  'screens/hot-water-maintance': () => import('./hotwater/HotWaterMaintenanceScreen'),
  'screens/video-monitoring': () => import('./video/VideoMonitoringScreen'),
  'screens/peaking-plan': () => import('./peaking/PeakingPlanScreen'),
  'screens/config-monitoring': () => import('./config/ConfigMonitoringScreen'),
  'screens/terminal-monitoring': () => import('./terminal/TerminalMonitoringScreen'),
  'screens/live-monitoring': () => import('./live/LiveMonitoringScreen'),
  'screens/device-projects-overview': () => import('./overview/DeviceProjectsOverviewScreen'),
  'screens/device-policy-list': () => import('./policies/PolicyListScreen'),
  'screens/policy-execution-record': () => import('./policies/PolicyRecordsScreen'),
  'screens/device-operation-report': () => import('./operationReport/DeviceOperationReportScreen'),
};
