import type { ScreenModule } from '../../../loader/registry';

/** Buildings, efficiency, budgets and standards screens: manifest component path → lazily imported screen. */
export const EFFICIENCY_SCREENS: Record<string, () => Promise<ScreenModule>> = {
  'screens/building-management': () => import('./BuildingManagementScreen'),
  'screens/project-parameters': () => import('./ProjectParametersScreen'),
  'screens/building-energy-efficiency': () => import('./BuildingEnergyEfficiencyScreen'),
  'screens/energy-efficiency-analysis': () => import('./EnergyEfficiencyAnalysisScreen'),
  'screens/indicator-budget': () => import('./IndicatorBudgetScreen'),
  'screens/energy-standard': () => import('./EnergyStandardScreen'),
  'screens/energy-config': () => import('./EnergyConfigScreen'),
};
