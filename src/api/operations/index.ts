export { monitoringApi, createMonitoringApi, type MonitoringApi } from './monitoring';
export { reportsApi, createReportsApi, type ReportsApi } from './reports';
