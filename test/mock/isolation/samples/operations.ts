import { T } from '../targets';
import { companyWrite, OCTOBER, ownWrite, read, write, type Samples } from './probe';

const periods = { current: OCTOBER, previous: { from: '2026-09-01', to: '2026-09-30' }, lastYear: { from: '2025-10-01', to: '2025-10-31' } };
const CENTER = 'p-asset-report-center';
const SLIP = 'p-warehousing-slip';
const ticketPeriod = { ...OCTOBER, station: T.station };

/** The charging network: monitoring and commands, overviews, analysis, reports, assets, and the work-order desk (src/api/operations). */
export const OPERATIONS_SAMPLES: Samples = {
  'POST /evcharge/monitor/stations': [read({ pid: 'p-station-monitoring' })],
  'POST /evcharge/monitor/network': [read({ pid: 'p-network-level-monitoring' })],
  'POST /evcharge/monitor/station': [read({ pid: 'p-station-monitoring', station: T.station })],
  'POST /evcharge/command/send': [write({ pid: 'p-charging-station', station: T.station, targets: [T.gun], action: 'start' })],
  'POST /evcharge/command/results': [read({ pid: 'p-charging-station', ids: [T.pileCommand] })],
  'POST /evcharge/overview/bounds': [read({ pid: 'p-operation-monitoring-overview' })],
  'POST /evcharge/overview/figures': ['p-operation-monitoring-overview', 'p-operation-management-overview', 'p-operation-maintenance-overview'].map((pid) => read({ pid, periods })),
  'POST /evcharge/analysis/bounds': [read({ pid: 'p-cost-benefit-analysis' })],
  'POST /evcharge/analysis/cost-benefit': [read({ pid: 'p-cost-benefit-analysis', ...OCTOBER })],
  'POST /evcharge/analysis/equipment': [read({ pid: 'p-equipment-evaluation-overview', ...OCTOBER })],
  'POST /evcharge/analysis/portrait': [read({ pid: 'p-user-portrait-ranking', ...OCTOBER })],
  'POST /evcharge/report/catalogue': [read({ pid: CENTER })],
  'POST /evcharge/report/define': [write({ pid: 'p-add-report', name: 'Their faults', template: 'fault-tickets', from: '2026-09', to: '2026-10', station: T.station, faulttype: 'gunTemp' })],
  'POST /evcharge/report/generate': [ownWrite({ pid: CENTER, report: 'rpt-0001', station: T.station })],
  'POST /evcharge/report/progress': [read({ pid: CENTER, job: T.reportJob })],
  'POST /evcharge/report/cancel': [write({ pid: CENTER, job: T.reportJob })],
  'POST /evcharge/report/history': [read({ pid: CENTER })],
  'POST /evcharge/report/faults': [read({ pid: 'p-fault-basic-statistics', from: '2026-08', to: '2026-10', station: T.station })],
  'POST /evcharge/report/retrofits': [read({ pid: 'p-technical-transformation-report' })],
  'POST /evcharge/slips/options': [read({ pid: SLIP })],
  'POST /evcharge/slips/list': [read({ pid: SLIP })],
  // Slips are kept per company and numbered in each from ws-0001: the did names the caller's own slip.
  'POST /evcharge/slips/save': [ownWrite({ pid: SLIP, slip: { did: T.slip, supplier: 'x', lines: [{ model: 'ABB-MPET4', quantity: 1, storeroomdid: 'sr-001' }] } }, { note: 'its own ws-0001' })],
  'POST /evcharge/slips/post': [ownWrite({ pid: SLIP, did: T.slip }, { note: 'its own ws-0001' })],
  'POST /evcharge/parking': [read({ pid: 'p-smart-car-park', station: T.station }), read({ pid: 'p-smart-car-park' })],
  'POST /evcharge/assets/register': [read({ pid: 'p-asset-total' }), read({ pid: 'p-asset-overview' })],
  'POST /vtproxy/workorder/rules/get': [read({ pid: 'p-service-ticket-rules' })],
  'POST /vtproxy/workorder/rules/save': [companyWrite({ pid: 'p-service-ticket-rules', version: 1, rules: [] })],
  'POST /vtproxy/workorder/ticket/create': [write({ pid: 'p-fault-tickets', title: 'taken over', stationdid: T.station, faulttype: 'insulation', priority: 'normal' })],
  'POST /vtproxy/workorder/ticket/sla': [read({ pid: 'p-fault-tickets', ...ticketPeriod })],
  'POST /vtproxy/workorder/overview': [read({ pid: 'p-service-ticket-overview', ...ticketPeriod })],
  'POST /vtproxy/workorder/rank': [read({ pid: 'p-service-ticket-ranking', ...OCTOBER, by: 'team' })],
  'POST /vtproxy/workorder/statistics': [read({ pid: 'p-fault-handling-statistics', ...OCTOBER })],
  'POST /vtproxy/workorder/service/sla': [read({ pid: 'p-service-ticket-list', ...OCTOBER, store: T.store })],
  'POST /vtproxy/workorder/service/overview': [read({ pid: 'p-service-ticket-overview', ...OCTOBER, store: T.store })],
  'POST /vtproxy/workorder/service/rank': [read({ pid: 'p-service-ticket-ranking', ...OCTOBER, by: 'team' })],
  'POST /vtproxy/workorder/service/statistics': [read({ pid: 'p-fault-handling-statistics', ...OCTOBER })],
  'POST /vtproxy/workorder/screening/list': [read({ pid: 'p-fault-screening', ...OCTOBER })],
  'POST /vtproxy/workorder/screening/confirm': [write({ pid: 'p-fault-screening', id: T.screeningCandidate })],
  // A scanned label of the first company's gun and pile (cp-00001 stands at T.station).
  'POST /sfsaas/api/scan/resolve': [read({ code: `cem:gun:${T.gun}` }), read({ code: 'cem:pile:cp-00001' })],
};
