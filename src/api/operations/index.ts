export { monitoringApi, createMonitoringApi, type MonitoringApi } from './monitoring';
