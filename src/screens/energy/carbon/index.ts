import type { ScreenModule } from '../../../loader/registry';

const cockpit = (): Promise<ScreenModule> => import('./CarbonCockpitScreen');

/** Carbon screens: manifest component path → lazily imported screen. */
export const CARBON_SCREENS: Record<string, () => Promise<ScreenModule>> = {
  'screens/carbon-home': () => import('./CarbonHomeScreen'),
  'screens/carbon-metering': () => import('./CarbonMeteringScreen'),
  'screens/carbon-emissions': () => import('./CarbonEmissionsScreen'),
  'screens/carbon-assessment': () => import('./CarbonAssessmentScreen'),
  'screens/carbon-prediction': () => import('./CarbonPredictionScreen'),
  'screens/carbon-cockpit': cockpit,
  'screens/carbon-cockpit-fullscreen': cockpit,
  'screens/green-electricity-trace': () => import('./GreenElectricityTraceScreen'),
  'screens/peaking-info': () => import('./PeakingInfoScreen'),
  'screens/peaking-income-analysis': () => import('./PeakingIncomeScreen'),
};
