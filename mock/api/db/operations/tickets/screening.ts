import type { ScreeningCandidate, ScreeningRule } from '../../../../../src/api/operations/ticketsTypes.ts';
import type { ChargingGun, ChargingPile, ChargingSession, ChargingStation } from '../../core/charging/types.ts';
import { DAY, iso } from '../../core/clock/time.ts';
import { dayIn } from '../../core/clock/zones.ts';
import type { Row } from '../../core/tables/Table.ts';

/**
 * Fault screening over the charging registry's sessions and the alarm lists: the same gun
 * faulting 3 times within 7 days; finished sessions under 1 kWh; average power above the
 * connector's rating (the lower of the gun's current × voltage and its pile's power); a
 * session plugged in over 24 h; a finished session under a minute.
 */

export interface ScreeningInput {
  stations: readonly ChargingStation[];
  pilesOf: (station: string) => readonly ChargingPile[];
  gunsOf: (pile: string) => readonly ChargingGun[];
  sessions: readonly ChargingSession[];
  /** Alarm records (live and history) of the stations. */
  alarms: readonly Row[];
  zoneOf: (store: string) => string;
  from: string;
  to: string;
}

const REPEATS = 3;
const REPEAT_WINDOW = 7 * DAY;
const LOW_KWH = 1;
const IDLE_MINUTES = 24 * 60;
const SHORT_MINUTES = 1;

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** The rule a session breaks first, with its evidence. */
function sessionFinding(session: ChargingSession, ratedKw: number): [ScreeningRule, ScreeningCandidate['evidence']] | undefined {
  const base = { energy: session.energy, minutes: session.minutes };
  if (session.minutes > IDLE_MINUTES) return ['idle', base];
  if (session.running) return undefined;
  if (session.minutes < SHORT_MINUTES) return ['short', base];
  if (session.energy < LOW_KWH) return ['low-energy', base];
  const averageKw = session.energy / (session.minutes / 60);
  if (averageKw > ratedKw) return ['over-power', { ...base, averageKw: round2(averageKw), ratedKw: round2(ratedKw) }];
  return undefined;
}

export function screen(input: ScreeningInput): ScreeningCandidate[] {
  const stations = new Map(input.stations.map((s) => [s.did, s]));
  const guns = new Map<string, { gun: ChargingGun; ratedKw: number }>();
  for (const station of input.stations) {
    for (const pile of input.pilesOf(station.did)) {
      for (const gun of input.gunsOf(pile.did)) guns.set(gun.did, { gun, ratedKw: Math.min((gun.ratedcurrent * gun.ratedvoltage) / 1000, pile.power) });
    }
  }
  const inPeriod = (ms: number, station: ChargingStation): boolean => {
    const local = dayIn(ms, input.zoneOf(station.businessdid));
    return local >= input.from && local <= input.to;
  };
  const out: ScreeningCandidate[] = [];
  const candidate = (rule: ScreeningRule, station: ChargingStation, gun: ChargingGun, time: number, evidence: ScreeningCandidate['evidence']): ScreeningCandidate => ({
    id: `${rule}:${gun.did}:${time}`, rule, stationdid: station.did, stationname: station.name, gundid: gun.did, guncode: gun.code, zone: input.zoneOf(station.businessdid), time: iso(time), evidence, ticketno: '',
  });
  for (const session of input.sessions) {
    const station = stations.get(session.stationdid);
    const gun = guns.get(session.gundid);
    if (!station || !gun || !inPeriod(session.start, station)) continue;
    const finding = sessionFinding(session, gun.ratedKw);
    if (finding) out.push(candidate(finding[0], station, gun.gun, session.start, finding[1]));
  }
  out.push(...repeatedFaults(input, stations, guns, inPeriod, candidate));
  return out.sort((a, b) => b.time.localeCompare(a.time) || a.id.localeCompare(b.id));
}

type Make = (rule: ScreeningRule, station: ChargingStation, gun: ChargingGun, time: number, evidence: ScreeningCandidate['evidence']) => ScreeningCandidate;

/** One candidate per gun: its first run of 3 gun alarms within 7 days, all of them as evidence. */
function repeatedFaults(input: ScreeningInput, stations: Map<string, ChargingStation>, guns: Map<string, { gun: ChargingGun }>, inPeriod: (ms: number, s: ChargingStation) => boolean, make: Make): ScreeningCandidate[] {
  const byGun = new Map<string, { time: number; alarmno: string }[]>();
  for (const alarm of input.alarms) {
    if (alarm.devicetype !== 'gun') continue;
    const station = stations.get(String(alarm.stationdid));
    const time = Date.parse(String(alarm.occurtime));
    if (!station || !inPeriod(time, station)) continue;
    const list = byGun.get(String(alarm.devicedid)) ?? [];
    list.push({ time, alarmno: String(alarm.alarmno) });
    byGun.set(String(alarm.devicedid), list);
  }
  const out: ScreeningCandidate[] = [];
  for (const [gundid, alarms] of byGun) {
    const gun = guns.get(gundid);
    const station = gun && stations.get(gun.gun.stationdid);
    if (!gun || !station) continue;
    alarms.sort((a, b) => a.time - b.time);
    const start = alarms.findIndex((alarm, i) => i + REPEATS - 1 < alarms.length && alarms[i + REPEATS - 1]!.time - alarm.time <= REPEAT_WINDOW);
    if (start < 0) continue;
    const first = alarms[start]!;
    const run = alarms.filter((a) => a.time >= first.time && a.time - first.time <= REPEAT_WINDOW);
    out.push(make('repeat-fault', station, gun.gun, first.time, { alarms: run.map((a) => a.alarmno) }));
  }
  return out;
}

