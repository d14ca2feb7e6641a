export { monitoringApi, createMonitoringApi, type MonitoringApi } from './monitoring';
export { ticketsApi, type TicketsApi } from './tickets';
export { serviceTicketsApi, type ServiceTicketsApi } from './serviceTickets';
export { overviewsApi, createOverviewsApi, type OverviewsApi } from './overviews';
export { chargingAnalysisApi, createChargingAnalysisApi, type ChargingAnalysisApi } from './analysis';
export { reportsApi, createReportsApi, type ReportsApi } from './reports';
export { assetsApi, createAssetsApi, type AssetsApi } from './assets';
