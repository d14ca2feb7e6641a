import type { CommandRecord } from '../../../../../src/api/devices/types.ts';
import { addDays } from '../../core/clock/dates.ts';
import { ACTIVITY_DAYS, DAY, MINUTE, SEED_NOW } from '../../core/clock/time.ts';
import { dayIn, dayNumberIn, instantIn, seedDayIn, weekdayIn } from '../../core/clock/zones.ts';
import { hashText, unit } from '../../core/noise.ts';
import type { DeviceRecord } from '../model.ts';
import type { StoreWorld } from '../StoreWorld.ts';

/** A span a device ran: [from, to). */
export interface Span {
  from: number;
  to: number;
}

/** A device's state change: on or off at an instant. */
export interface Switch {
  at: number;
  on: boolean;
}

/** The first local day with operation history: the seed's activity span before its now (in the store's zone). */
export function historyFirstDay(zone: string): string {
  return addDays(seedDayIn(zone), -ACTIVITY_DAYS);
}

/** Occupancy at local noon below this: the building is closed that day (weekends of offices…). */
const OPEN_OCCUPANCY = 0.3;
/** Days a routinely run device stays off anyway (a holiday of its room, a broken switch). */
const IDLE_DAY_SHARE = 0.04;

/**
 * Before the world's start (the seed's now) the simulator kept no state: a routine stands for it
 * (with the seeded policy runs' switches on top, pastSpans).
 * What ran through the seed's night (critical circuits, hot water, computer rooms, sockets left
 * live) ran all along; the rest ran on the days the building was open, from 06:00–09:00 to
 * 17:00–22:00 local (drawn per device, a few minutes' jitter per day). Windows end before local
 * midnight, so the routine meets the seeded state at the world's start without a switch.
 */
export function routineSpans(days: LocalDays, device: DeviceRecord, onAtStart: boolean, from: number, to: number): Span[] {
  if (from >= to) return [];
  if (onAtStart) return [{ from, to }];
  const key = hashText(`operation-routine:${device.did}`);
  const startMinute = 6 * 60 + Math.floor(unit(key, 0) * 180);
  const endMinute = 17 * 60 + Math.floor(unit(key, 1) * 300);
  const spans: Span[] = [];
  for (const day of days.between(from, to)) {
    if (!days.open(day, device) || unit(key, 20_000 + day.n) < IDLE_DAY_SHARE) continue;
    const jitter = Math.floor(unit(key, 10_000 + day.n) * 30) * MINUTE;
    const span = { from: Math.max(from, day.midnight + startMinute * MINUTE + jitter), to: Math.min(to, day.midnight + endMinute * MINUTE + jitter) };
    if (span.from < span.to) spans.push(span);
  }
  return spans;
}

/** A local day of the store: its number, its midnight and its noon. */
interface LocalDay {
  n: number;
  midnight: number;
  noon: number;
}

/** The store's local days and whether each building type was open on them, computed once per report (every device asks). */
export class LocalDays {
  private readonly days = new Map<string, LocalDay>();
  private readonly opens = new Map<string, boolean>();

  constructor(private readonly world: StoreWorld) {}

  private day(date: string): LocalDay {
    let day = this.days.get(date);
    if (!day) {
      const midnight = instantIn(date, '00:00', this.world.zone);
      day = { n: dayNumberIn(midnight, this.world.zone), midnight, noon: instantIn(date, '12:00', this.world.zone) };
      this.days.set(date, day);
    }
    return day;
  }

  /** The local days whose midnight falls before `to`, from the one holding `from`. */
  between(from: number, to: number): LocalDay[] {
    const out: LocalDay[] = [];
    for (let date = dayIn(from, this.world.zone), day = this.day(date); day.midnight < to; date = addDays(date, 1), day = this.day(date)) out.push(day);
    return out;
  }

  open(day: LocalDay, device: DeviceRecord): boolean {
    const key = `${device.buildingType}:${day.n}`;
    let open = this.opens.get(key);
    if (open === undefined) {
      const { env, zone } = this.world;
      open = env ? env.occupancy(device.buildingType, day.noon) >= OPEN_OCCUPANCY : weekdayIn(day.noon, zone) <= 5;
      this.opens.set(key, open);
    }
    return open;
  }
}

/** Each device's on/off switches since the world's start: its confirmed commands that set `on`, in the order they took effect. */
export function switchesByDevice(records: readonly CommandRecord[]): Map<string, Switch[]> {
  const out = new Map<string, Switch[]>();
  for (const r of records) {
    if (r.state !== 'confirmed' || r.cmd.on === undefined || !r.doneAt) continue;
    const list = out.get(r.did) ?? [];
    list.push({ at: Date.parse(r.doneAt), on: r.cmd.on });
    out.set(r.did, list);
  }
  for (const list of out.values()) list.sort((a, b) => a.at - b.at);
  return out;
}

/** Spans of [from, to) (at or after the world's start) the device ran: its state at the start, then its switches. */
export function liveSpans(onAtStart: boolean, switches: readonly Switch[], from: number, to: number): Span[] {
  if (from >= to) return [];
  let on = onAtStart;
  let index = 0;
  for (; index < switches.length && switches[index]!.at <= from; index += 1) on = switches[index]!.on;
  const spans: Span[] = [];
  let since = from;
  for (; index < switches.length && switches[index]!.at < to; index += 1) {
    const next = switches[index]!;
    if (next.on === on) continue;
    if (on) spans.push({ from: since, to: next.at });
    on = next.on;
    since = next.at;
  }
  if (on) spans.push({ from: since, to });
  return spans;
}

/** How far before a period the past is replayed: a weekday schedule's last switch can be days old. */
export const PAST_LOOKBACK = 7 * DAY;

/**
 * Spans the device ran before the world's start: its routine, overruled by what the seeded policy
 * runs switched (the confirmed on/off commands the execution records show), the later one winning.
 */
export function pastSpans(days: LocalDays, device: DeviceRecord, onAtStart: boolean, seeded: readonly Switch[], from: number, to: number): Span[] {
  if (from >= to) return [];
  const start = from - PAST_LOOKBACK;
  const routine = routineSpans(days, device, onAtStart, start, to).flatMap((span): Switch[] => [{ at: span.from, on: true }, { at: span.to, on: false }]);
  const events = [...routine, ...seeded.filter((s) => s.at >= start && s.at < to)].sort((a, b) => a.at - b.at);
  return liveSpans(false, events, start, to).filter((span) => span.to > from);
}

/**
 * The device's running spans over [from, to): the past before the world's start, the simulator
 * after (from the seeded state: where the two differ, the world's start is a switch); touching spans joined.
 */
export function runningSpans(days: LocalDays, device: DeviceRecord, onAtStart: boolean, seeded: readonly Switch[], switches: readonly Switch[], from: number, to: number): Span[] {
  const parts = [
    ...pastSpans(days, device, onAtStart, seeded, from, Math.min(to, SEED_NOW)),
    ...liveSpans(onAtStart, switches, Math.max(from, SEED_NOW), to),
  ];
  const joined: Span[] = [];
  for (const span of parts) {
    const last = joined[joined.length - 1];
    if (last && last.to === span.from) last.to = span.to;
    else joined.push({ ...span });
  }
  return joined;
}
