import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { IntlShape } from 'react-intl';
import type { ScreeningCandidate } from '../../../api/operations/ticketsTypes';
import type { ExportColumn } from '../../../lib/export/types';
import { timeText } from '../tickets/ticketWords';

/** What a candidate's evidence says, in the user's language. */
export function evidenceText(intl: IntlShape, c: ScreeningCandidate): string {
  const t = (id: string, values: Record<string, string | number>) => intl.formatMessage({ id: `operations.screening.evidence.${id}` }, values);
  const e = c.evidence;
  const parts: string[] = [];
  if (e.alarms) parts.push(t('alarms', { alarms: e.alarms.join(', ') }));
  if (e.energy !== undefined) parts.push(t('energy', { kwh: intl.formatNumber(e.energy, { maximumFractionDigits: 2 }) }));
  if (e.minutes !== undefined) parts.push(t('minutes', { minutes: e.minutes }));
  if (e.averageKw !== undefined && e.ratedKw !== undefined) parts.push(t('power', { average: intl.formatNumber(e.averageKw), rated: intl.formatNumber(e.ratedKw) }));
  return parts.join(' · ');
}

function fields(intl: IntlShape) {
  const head = (id: string) => intl.formatMessage({ id: `operations.screening.column.${id}` });
  return [
    { key: 'time', title: head('time'), text: (c: ScreeningCandidate) => timeText(intl, c.time, c.zone) },
    { key: 'rule', title: head('rule'), text: (c: ScreeningCandidate) => intl.formatMessage({ id: `operations.screening.rule.${c.rule}` }) },
    { key: 'stationname', title: head('station'), text: (c: ScreeningCandidate) => c.stationname },
    { key: 'guncode', title: head('gun'), text: (c: ScreeningCandidate) => c.guncode },
    { key: 'evidence', title: head('evidence'), text: (c: ScreeningCandidate) => evidenceText(intl, c) },
    { key: 'ticketno', title: head('ticket'), text: (c: ScreeningCandidate) => c.ticketno },
  ];
}

/** The table's columns; an unconfirmed candidate offers its confirmation (when the user may open tickets). */
export function candidateColumns(intl: IntlShape, confirm: ((c: ScreeningCandidate) => void) | null): ColumnsType<ScreeningCandidate> {
  return fields(intl).map((f) => ({
    key: f.key,
    title: f.title,
    width: f.key === 'evidence' ? 320 : 160,
    render: (_: unknown, c: ScreeningCandidate) => {
      if (f.key !== 'ticketno' || c.ticketno || !confirm) return f.text(c) || '–';
      return (
        <Button size="small" onClick={() => confirm(c)} aria-label={intl.formatMessage({ id: 'operations.screening.confirmFor' }, { gun: c.guncode, time: timeText(intl, c.time, c.zone) })}>
          {intl.formatMessage({ id: 'operations.screening.confirm' })}
        </Button>
      );
    },
  }));
}

export function candidateExportColumns(intl: IntlShape): ExportColumn<ScreeningCandidate>[] {
  return fields(intl).map((f) => ({ key: f.key, title: f.title, value: f.text }));
}
