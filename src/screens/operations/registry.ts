import type { ScreenModule } from '../../loader/registry';

/** Every operations screen by manifest component path (`screens/<route name>`). */
export const OPERATIONS_SCREENS: Readonly<Record<string, () => Promise<ScreenModule>>> = {
  'screens/network-level-monitoring': () => import('./monitoring/network/NetworkMonitoringScreen'),
  'screens/station-monitoring': () => import('./monitoring/station/StationMonitoringScreen'),
  'screens/charging-station': () => import('./monitoring/ledger/ChargingStationScreen'),
  'screens/warehousing-slip': () => import('./assets/slips/WarehousingSlipScreen'),
  'screens/asset-overview': () => import('./assets/register/AssetOverviewScreen'),
  'screens/asset-total': () => import('./assets/register/AssetTotalScreen'),
  'screens/smart-car-parking': () => import('./parking/SmartParkingScreen'),
};
