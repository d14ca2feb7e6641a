import type { ReportDefinition, ReportParams } from '../../../../../src/api/operations/reportsTypes.ts';
import type { ExportCellType } from '../../../../../src/lib/export/types.ts';
import { writeXlsxSync } from '../../../../../src/lib/export/xlsx/writeXlsx.ts';
import type { ChargingRegistry } from '../../core/charging/ChargingRegistry.ts';
import { dayIn, minuteIn } from '../../core/clock/zones.ts';
import { ticketsOf, type FaultTicket } from './faults.ts';

/** A report's source records and how each becomes its file's lines. */
export interface ReportSource {
  /** The file's columns: a header and how Excel types the cells (text by default). */
  header: Array<{ title: string; type?: ExportCellType }>;
  /** The records, in file order (one job step each). */
  records: unknown[];
  /** Adds one record to the lines. */
  take(record: unknown, lines: Map<string, string[]>): void;
}

/** "YYYY-MM-DD HH:mm" in the station's zone ('' for none). */
function zoneTime(iso: string, zone: string): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  const minute = minuteIn(ms, zone);
  return `${dayIn(ms, zone)} ${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/** Fault tickets: one line a ticket, as the list shows it. */
function faultSource(tickets: readonly FaultTicket[], params: ReportParams, zoneOf: (store: string) => string): ReportSource {
  return {
    header: [{ title: 'ticketno' }, { title: 'station' }, { title: 'device' }, { title: 'faulttype' }, { title: 'status' }, { title: 'created', type: 'datetime' }, { title: 'resolved', type: 'datetime' }],
    records: ticketsOf(tickets, params, zoneOf),
    take: (record, lines) => {
      const t = record as FaultTicket;
      const zone = zoneOf(t.businessdid);
      lines.set(t.ticketno, [t.ticketno, t.stationname, t.devicecode, t.faulttype, t.status, zoneTime(t.createtime, zone), zoneTime(t.resolvetime, zone)]);
    },
  };
}

/** Station energy: the sessions (orders) summed per station and day in the station's zone. */
function energySource(registry: ChargingRegistry, params: ReportParams, zoneOf: (store: string) => string, reaches: (store: string) => boolean): ReportSource {
  const stations = new Map(registry.stations.filter((s) => reaches(s.businessdid) && (!params.station || s.did === params.station)).map((s) => [s.did, s]));
  const records = registry.sessions.filter((s) => {
    const station = stations.get(s.stationdid);
    if (!station) return false;
    const month = dayIn(s.start, zoneOf(station.businessdid)).slice(0, 7);
    return month >= params.from && month <= params.to;
  });
  return {
    header: [{ title: 'station' }, { title: 'day', type: 'date' }, { title: 'sessions', type: 'number' }, { title: 'kwh', type: 'number' }],
    records,
    take: (record, lines) => {
      const session = record as (typeof records)[number];
      const station = stations.get(session.stationdid)!;
      const day = dayIn(session.start, zoneOf(station.businessdid));
      const key = `${station.did}|${day}`;
      const line = lines.get(key) ?? [station.name, day, '0', '0'];
      line[2] = String(Number(line[2]) + 1);
      line[3] = (Math.round((Number(line[3]) + session.energy) * 100) / 100).toFixed(2);
      lines.set(key, line);
    },
  };
}

export function sourceOf(report: ReportDefinition, sources: { registry: ChargingRegistry; tickets: readonly FaultTicket[]; zoneOf: (store: string) => string; reaches: (store: string) => boolean }): ReportSource {
  return report.template === 'fault-tickets' ? faultSource(sources.tickets, report.params, sources.zoneOf) : energySource(sources.registry, report.params, sources.zoneOf, sources.reaches);
}

/** The report as an Excel workbook (the house's exports): one sheet, the client's own writer. */
export function xlsxOf(sheetName: string, header: ReportSource['header'], lines: Iterable<readonly string[]>): Uint8Array {
  const columns = header.map((column, index) => ({ key: column.title, title: column.title, type: column.type, value: (line: readonly string[]) => line[index] }));
  return writeXlsxSync({ columns, rows: [...lines], sheetName });
}
