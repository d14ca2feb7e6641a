import type { ScreenModule } from '../../../loader/registry';

/** Analysis, metering and forecasting screens: manifest component path → lazily imported screen. */
export const ANALYSIS_SCREENS: Record<string, () => Promise<ScreenModule>> = {
  'screens/comparative-analysis': () => import('./ComparativeAnalysisScreen'),
  'screens/vertical-comparison': () => import('./VerticalComparisonScreen'),
  'screens/energy-tree-analysis': () => import('./EnergyTreeAnalysisScreen'),
  'screens/energy-data-report': () => import('./EnergyDataReportScreen'),
  'screens/measurement-method': () => import('./MeasurementMethodScreen'),
  'screens/measurement-result': () => import('./MeasurementResultScreen'),
  'screens/load-forecast': () => import('./LoadForecastScreen'),
  'screens/load-analysis-prediction': () => import('./LoadAnalysisPredictionScreen'),
};
