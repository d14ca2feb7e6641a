import type { ScreenModule } from '../../../loader/registry';

/** Overview and monitoring screens: manifest component path → lazily imported screen. */
export const OVERVIEW_SCREENS: Record<string, () => Promise<ScreenModule>> = {
  'screens/home': () => import('./HomeScreen'),
  'screens/dashboard': () => import('./DashboardScreen'),
  'screens/cmihome': () => import('./CmiHomeScreen'),
  'screens/cmi-project-map': () => import('./CmiProjectMapScreen'),
  'screens/project-overview': () => import('./ProjectOverviewScreen'),
  'screens/energy-overview': () => import('./EnergyOverviewScreen'),
  'screens/energy-monitoring': () => import('./EnergyMonitoringScreen'),
  'screens/meter-monitoring': () => import('./MeterMonitoringScreen'),
};
