import type { ReportDefinition } from '../../../../../src/api/operations/reportsTypes.ts';

/** The reports every company starts with (names are message keys). */
export const SEEDED_REPORTS: readonly ReportDefinition[] = [
  {
    did: 'rpt-0001', name: 'Fault tickets by month', nameKey: 'operations.reports.seeded.faults', template: 'fault-tickets',
    params: { from: '2026-08', to: '2026-10', station: '', faulttype: '' }, createdby: 'system', createtime: '2026-07-01T00:00:00.000Z',
  },
  {
    did: 'rpt-0002', name: 'Station energy by day', nameKey: 'operations.reports.seeded.energy', template: 'station-energy',
    params: { from: '2026-10', to: '2026-10', station: '', faulttype: '' }, createdby: 'system', createtime: '2026-07-01T00:00:00.000Z',
  },
];
