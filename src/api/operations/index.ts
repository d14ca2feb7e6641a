export { monitoringApi, createMonitoringApi, type MonitoringApi } from './monitoring';
export { assetsApi, createAssetsApi, type AssetsApi } from './assets';
