import type { OverstayRule, ParkingBay, ParkingView } from '../../../../../src/api/operations/parkingTypes.ts';
import type { ChargingGun, ChargingSession, ChargingStation } from '../../core/charging/types.ts';
import { dayIn, hourIn, midnightIn } from '../../core/clock/zones.ts';

export const OVERSTAY_RULE: OverstayRule = { graceMinutes: 30, stepMinutes: 15, fee: 5, currency: 'CNY' };
const MINUTE = 60_000;
const DAY = 86_400_000;
const DAYS = 7;

/**
 * How long a car stays on the bay once charging ends, in minutes: drawn from the session's start
 * (no state kept), most leave within a quarter of an hour, a few block the bay for hours.
 */
export function idleAfter(session: ChargingSession): number {
  const h = (Math.imul(Math.floor(session.start / MINUTE) ^ session.gundid.length * 7919, 2654435761) >>> 0) % 100;
  if (h < 55) return h % 10;
  if (h < 80) return 10 + (h % 20);
  if (h < 93) return 30 + (h % 45);
  return 90 + (h % 7) * 30;
}

/** The fee of one stay: per started step beyond the grace time. */
export function overstayFee(idle: number, rule: OverstayRule = OVERSTAY_RULE): number {
  return idle <= rule.graceMinutes ? 0 : Math.ceil((idle - rule.graceMinutes) / rule.stepMinutes) * rule.fee;
}

/** A station's bays over the last seven complete local days before `now`, from its finished sessions. */
export function parkingOf(station: ChargingStation, guns: readonly ChargingGun[], sessions: readonly ChargingSession[], zone: string, now: number): Omit<ParkingView, 'stations'> {
  const end = midnightIn(now, zone);
  const starts = Array.from({ length: DAYS }, (_, i) => midnightIn(end - (DAYS - i) * DAY + 12 * 3_600_000, zone));
  const from = starts[0]!;
  const days = starts.map((s) => dayIn(s, zone));
  const heat = days.map(() => Array.from({ length: 24 }, () => 0));
  const bays = new Map<string, ParkingBay>(guns.map((g) => [g.did, { gun: g.did, code: g.code, sessions: 0, chargingMinutes: 0, idleMinutes: 0, overstays: 0, fees: 0 }]));
  // A car leaves at the latest when the next one plugs in on the same bay.
  const next = new Map<ChargingSession, number>();
  const last = new Map<string, ChargingSession>();
  for (const session of sessions) {
    const before = last.get(session.gundid);
    if (before) next.set(before, session.start);
    last.set(session.gundid, session);
  }
  for (const session of sessions) {
    const bay = bays.get(session.gundid);
    if (!bay || session.running || session.start < from || session.start >= end) continue;
    const gap = Math.floor(((next.get(session) ?? Infinity) - session.start) / MINUTE) - session.minutes;
    const idle = Math.max(0, Math.min(idleAfter(session), gap));
    bay.sessions += 1;
    bay.chargingMinutes += session.minutes;
    bay.idleMinutes += idle;
    const fee = overstayFee(idle);
    if (fee > 0) bay.overstays += 1;
    bay.fees += fee;
    // Occupied minute by minute (in whole minutes), charged to its local day and hour.
    for (let m = 0; m < session.minutes + idle; m += 1) {
      const at = session.start + m * MINUTE;
      if (at >= end) break;
      const d = days.indexOf(dayIn(at, zone));
      if (d >= 0) heat[d]![hourIn(at, zone)]! += 1;
    }
  }
  const capacity = guns.length * 60;
  const list = [...bays.values()];
  const sum = (key: keyof Omit<ParkingBay, 'gun' | 'code'>) => list.reduce((n, b) => n + b[key], 0);
  return {
    station: { did: station.did, name: station.name },
    zone,
    days,
    rule: OVERSTAY_RULE,
    kpis: { bays: guns.length, sessions: sum('sessions'), chargingMinutes: sum('chargingMinutes'), idleMinutes: sum('idleMinutes'), overstays: sum('overstays'), fees: sum('fees') },
    heat: heat.map((row) => row.map((minutes) => (capacity ? Math.round((minutes / capacity) * 10_000) / 10_000 : 0))),
    bays: list,
  };
}
