export { monitoringApi, createMonitoringApi, type MonitoringApi } from './monitoring';
export { chargingAnalysisApi, createChargingAnalysisApi, type ChargingAnalysisApi } from './analysis';
