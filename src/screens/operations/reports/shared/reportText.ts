import type { IntlShape } from 'react-intl';
import type { ReportCatalogue, ReportParams } from '../../../../api/operations/reportsTypes';
import { monthText } from '../../../../lib/dateText';

/** A report's name: a seeded report's in the user's language, a defined one's as typed. */
export const reportName = (intl: IntlShape, report: { name: string; nameKey?: string }) => (report.nameKey ? intl.formatMessage({ id: report.nameKey }) : report.name);

/** "2026-08 – 2026-10 · station · type" in words, the months as the language writes them (Thai "08/2026"). */
export function paramsText(intl: IntlShape, params: ReportParams, catalogue: ReportCatalogue | undefined): string {
  const all = intl.formatMessage({ id: 'operations.reports.all' });
  const station = params.station ? (catalogue?.stations.find((s) => s.did === params.station)?.name ?? params.station) : all;
  const type = params.faulttype ? intl.formatMessage({ id: `operations.reports.faultType.${params.faulttype}` }) : all;
  return intl.formatMessage({ id: 'operations.reports.params' }, { from: monthText(intl, params.from), to: monthText(intl, params.to), station, type });
}
