import type { ScreenModule } from '../../../loader/registry';

/** Energy-asset (PV, storage, charging) and report screens: manifest component path → lazily imported screen. */
export const ASSET_SCREENS: Record<string, () => Promise<ScreenModule>> = {
  'screens/load-monitoring': () => import('./LoadMonitoringScreen'),
  'screens/photovoltaic-monitoring': () => import('./PhotovoltaicMonitoringScreen'),
  'screens/storage-monitoring': () => import('./StorageMonitoringScreen'),
  'screens/pv-generation': () => import('./PvGenerationScreen'),
  'screens/es-charge-discharge': () => import('./EsChargeDischargeScreen'),
  'screens/run-configuration': () => import('./RunConfigurationScreen'),
  'screens/power-report': () => import('./PowerReportScreen'),
  'screens/inverter-report': () => import('./InverterReportScreen'),
  'screens/storage-charge-report': () => import('./StorageChargeReportScreen'),
  'screens/billing-report': () => import('./BillingReportScreen'),
};
