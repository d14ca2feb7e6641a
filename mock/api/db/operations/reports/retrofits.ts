import type { RetrofitReport, RetrofitRow, RetrofitWindow } from '../../../../../src/api/operations/reportsTypes.ts';
import type { ChargingRegistry } from '../../core/charging/ChargingRegistry.ts';
import { addDays } from '../../core/clock/dates.ts';
import { dayIn } from '../../core/clock/zones.ts';
import type { FaultTicket } from './faults.ts';
import { MONTHS } from '../../core/clock/time.ts';

/** The seeded retrofits' day: the 16th of the middle activity month ('2026-09-16'). */
const RETROFIT_DAY = `${MONTHS[1]}-16`;

/** Seeded retrofits: a pile (by code) back in service on a day, after a change. */
export const RETROFITS: readonly { code: string; date: string; change: string }[] = [
  { code: 'CS310100001-02', date: RETROFIT_DAY, change: 'module' },
  { code: 'CS440100003-01', date: RETROFIT_DAY, change: 'cooling' },
  { code: 'CS510100006-02', date: RETROFIT_DAY, change: 'connector' },
  { code: 'CS330100008-01', date: RETROFIT_DAY, change: 'firmware' },
];

/** Equal windows before and after: 30 days each, the retrofit day starting the after window. */
export const WINDOW_DAYS = 30;

/** A ticket is the pile's when its device is the pile or one of its guns (`<pile>-<n>`). */
const onPile = (ticket: FaultTicket, code: string) => ticket.devicecode === code || ticket.devicecode.startsWith(`${code}-`);

/**
 * Each retrofitted pile before and after: fault tickets created on it (the fault tickets list's
 * records) and its sessions (the orders) in two equal windows of whole days in its station's zone.
 */
export function retrofitReportOf(registry: ChargingRegistry, tickets: readonly FaultTicket[], zoneOf: (store: string) => string, reaches: (store: string) => boolean): RetrofitReport {
  const rows: RetrofitRow[] = [];
  for (const retrofit of RETROFITS) {
    const pile = registry.piles.find((p) => p.code === retrofit.code);
    if (!pile || !reaches(pile.businessdid)) continue;
    const zone = zoneOf(pile.businessdid);
    const window = (from: string): RetrofitWindow => {
      const to = addDays(from, WINDOW_DAYS - 1);
      const inside = (day: string) => day >= from && day <= to;
      const faults = tickets.filter((t) => onPile(t, pile.code) && inside(dayOfTicket(t, zone))).length;
      const sessions = registry.sessions.filter((s) => s.piledid === pile.did && inside(dayIn(s.start, zone)));
      const energy = Math.round(sessions.reduce((sum, s) => sum + s.energy, 0) * 100) / 100;
      const faultRate = sessions.length ? Math.round((faults / sessions.length) * 10000) / 100 : 0;
      return { from, to, faults, sessions: sessions.length, energy, faultRate };
    };
    rows.push({
      pile: pile.did, code: pile.code, stationdid: pile.stationdid, stationname: pile.stationname, manufacturer: pile.manufacturer, model: pile.model,
      change: retrofit.change, date: retrofit.date, before: window(addDays(retrofit.date, -WINDOW_DAYS)), after: window(retrofit.date),
    });
  }
  return { windowDays: WINDOW_DAYS, rows };
}

/** A ticket's creation day in a zone. */
const dayOfTicket = (ticket: FaultTicket, zone: string): string => dayIn(Date.parse(ticket.createtime), zone);
