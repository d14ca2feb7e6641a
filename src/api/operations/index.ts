export { monitoringApi, createMonitoringApi, type MonitoringApi } from './monitoring';
export { overviewsApi, createOverviewsApi, type OverviewsApi } from './overviews';
