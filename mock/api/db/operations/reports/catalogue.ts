import type { ReportDefinition } from '../../../../../src/api/operations/reportsTypes.ts';
import { seedMonth } from '../../core/clock/seedDates.ts';
import { MONTHS } from '../../core/clock/time.ts';

/** When the seeded reports were made: the first of the fourth month before the start's ('2026-07-01'). */
const SEEDED_AT = `${seedMonth(-4)}-01T00:00:00.000Z`;

/** The reports every company starts with (names are message keys), over the activity months. */
export const SEEDED_REPORTS: readonly ReportDefinition[] = [
  {
    did: 'rpt-0001', name: 'Fault tickets by month', nameKey: 'operations.reports.seeded.faults', template: 'fault-tickets',
    params: { from: MONTHS[0], to: MONTHS[2], station: '', faulttype: '' }, createdby: 'system', createtime: SEEDED_AT,
  },
  {
    did: 'rpt-0002', name: 'Station energy by day', nameKey: 'operations.reports.seeded.energy', template: 'station-energy',
    params: { from: MONTHS[2], to: MONTHS[2], station: '', faulttype: '' }, createdby: 'system', createtime: SEEDED_AT,
  },
];
