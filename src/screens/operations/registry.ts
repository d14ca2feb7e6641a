import type { ScreenModule } from '../../loader/registry';

/** Every operations screen by manifest component path (`screens/<route name>`). */
export const OPERATIONS_SCREENS: Readonly<Record<string, () => Promise<ScreenModule>>> = {
  'screens/network-level-monitoring': () => import('./monitoring/network/NetworkMonitoringScreen'),
  'screens/station-monitoring': () => import('./monitoring/station/StationMonitoringScreen'),
  'screens/charging-station': () => import('./monitoring/ledger/ChargingStationScreen'),
  'screens/work-overview': () => import('./tickets/WorkOverviewScreen'),
  'screens/work-rank': () => import('./tickets/WorkRankScreen'),
  'screens/processing-statistics': () => import('./tickets/ProcessingStatisticsScreen'),
  'screens/work-rule': () => import('./tickets/WorkRuleScreen'),
  'screens/judgment-screening': () => import('./screening/JudgmentScreeningScreen'),
  'screens/operation-overview': () => import('./overviews/business/OperationOverviewScreen'),
  'screens/operational-overview': () => import('./overviews/stations/OperationalOverviewScreen'),
  'screens/operation-maintenance-overview': () => import('./overviews/maintenance/MaintenanceOverviewScreen'),
  'screens/cost-benefit-analysis': () => import('./analysis/costBenefit/CostBenefitScreen'),
  'screens/equipment-evaluation': () => import('./analysis/equipment/EquipmentEvaluationScreen'),
  'screens/user-portrait-Portrait': () => import('./analysis/portrait/UserPortraitScreen'),
  'screens/report-center': () => import('./reports/center/ReportCenterScreen'),
  'screens/add-report': () => import('./reports/define/AddReportScreen'),
  'screens/oper-main-stat-repo': () => import('./reports/faults/FaultStatsScreen'),
  'screens/technical-transformation-report': () => import('./reports/retrofit/RetrofitReportScreen'),
  'screens/warehousing-slip': () => import('./assets/slips/WarehousingSlipScreen'),
  'screens/asset-overview': () => import('./assets/register/AssetOverviewScreen'),
  'screens/asset-total': () => import('./assets/register/AssetTotalScreen'),
  'screens/smart-car-parking': () => import('./parking/SmartParkingScreen'),
};
