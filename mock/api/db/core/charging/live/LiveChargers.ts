import { ALARM_RULE, type GunState } from '../../../../../../src/api/operations/monitoringTypes.ts';
import { HOUR, MINUTE, SEED_NOW } from '../../clock/time.ts';
import { hashText, unit } from '../../noise.ts';
import type { ChargingGun, ChargingPile } from '../types.ts';
import type { Fleet } from './fleet.ts';
import { arrivalsNear, carriedOn, drawOf, WINDOW_MS, type PlannedSession } from './sessionPlan.ts';

/** A session's end leaves the gun "finishing" (the car still plugged) this long. */
export const FINISHING_MS = 3 * MINUTE;
/** A remote start prepares (handshake, insulation check) this long before power flows. */
export const PREPARING_MS = MINUTE;
/** A pile boots this long after a reset; its status burst meanwhile is ignored. */
export const BOOT_MS = ALARM_RULE.bootIgnoreSeconds * 1000;
/** A remote start charges this long unless stopped. */
const REMOTE_SESSION_MS = 45 * MINUTE;
/** kWh of a car's battery at least (the state of charge follows the session's energy). */
const BATTERY_KWH = 60;
/** A session's planned end leaves the car at most this full: a bus at a depot is no 60 kWh car. */
const FULL_AT_END = 95;

/** The battery a session's car has: big enough that its planned energy tops it up to FULL_AT_END at most. */
function batteryOf(session: PlannedSession): number {
  const planned = energyOf(session, session.end);
  return Math.max(BATTERY_KWH, (planned * 100) / Math.max(1, FULL_AT_END - session.startSoc));
}

/** A gun as the monitor sees it at an instant. */
export interface GunNow {
  state: GunState;
  power: number;
  energy: number | null;
  soc: number | null;
  sessionStart: number | null;
  /** When the condition of its state began (a fault's start, the link's loss…). */
  since: number;
}

/** How a session ended: it ran its course, the pile stopped it (a remote stop), a reset cut it, or its charging point was switched off. */
export type SessionEnding = 'ran-out' | 'stopped' | 'reset' | 'switched-off';

/** A session over by some instant, as the monitor last showed it. */
export interface EndedSession {
  start: number;
  end: number;
  /** kWh delivered (what the monitor showed when it ended). */
  energy: number;
  ending: SessionEnding;
  /** The registry's session that was running at the seed's now (already an order, still charging). */
  carried: boolean;
}

const idle = (since: number): GunNow => ({ state: 'idle', power: 0, energy: null, soc: null, sessionStart: null, since });
const still = (state: GunState, since: number): GunNow => ({ state, power: 0, energy: null, soc: null, sessionStart: null, since });

/**
 * The live state of the charging equipment on the world clock: the registry's piles and their
 * sessions running at the seed's now carried on, cars arriving after it, and what the piles were
 * told (remote starts, stops, resets) and the links the mock control dropped. State is a function
 * of time and these few facts, so any instant can be asked in any order.
 */
export class LiveChargers {
  private readonly links = new Map<string, number>();
  private readonly boots = new Map<string, number[]>();
  private readonly cuts = new Map<string, number[]>();
  private readonly starts = new Map<string, PlannedSession[]>();
  /** Connector errors the mock control raised: gun → since when. */
  private readonly errors = new Map<string, number>();
  /** A station's charging point switched on or off (the device's only control), in time order. */
  private readonly switches = new Map<string, Array<{ at: number; on: boolean }>>();
  /** Switch-offs' cuts, so an order can tell them from remote stops: gun → instants. */
  private readonly offCuts = new Map<string, number[]>();
  /** Counts the changes of what the piles were told or report: a reader caching on it sees each one. */
  revision = 0;

  /** `seededStart`: when a pile's seeded fault or outage began, as the alarm lists have it (none: drawn from the pile's did). */
  constructor(
    readonly fleet: Fleet,
    private readonly seededStart: (pile: string) => number | undefined = () => undefined,
  ) {}

  /** The mock control: a station's link goes down (kept from the first drop) or comes back. */
  setLink(station: string, up: boolean, at: number): void {
    this.revision += 1;
    if (up) this.links.delete(station);
    else if (!this.links.has(station)) this.links.set(station, at);
  }

  /** The mock control: a gun's connector reports an error (kept from the first report) or clears it. */
  setError(gun: string, on: boolean, at: number): void {
    this.revision += 1;
    if (!on) this.errors.delete(gun);
    else if (!this.errors.has(gun)) this.errors.set(gun, at);
  }

  /** The station's charging point switched at `at`: off cuts every session and keeps its guns offline until switched on. */
  setSwitch(station: string, on: boolean, at: number): void {
    if (this.switchedOff(station, at) === !on) return;
    this.switches.set(station, [...(this.switches.get(station) ?? []), { at, on }]);
    if (on) return;
    for (const pile of this.fleet.pilesOf(station)) {
      for (const gun of this.fleet.gunsOf(pile.did)) {
        this.cut(gun.did, at);
        this.offCuts.set(gun.did, [...(this.offCuts.get(gun.did) ?? []), at]);
      }
    }
  }

  /** When the station's charging point was switched off, if it is off at `at`. */
  switchedOffSince(station: string, at: number): number | undefined {
    const last = (this.switches.get(station) ?? []).filter((s) => s.at <= at).at(-1);
    return last && !last.on ? last.at : undefined;
  }

  switchedOff(station: string, at: number): boolean {
    return this.switchedOffSince(station, at) !== undefined;
  }

  /** kW the station's guns draw at `at` (one decimal, as the monitor shows it). */
  stationPower(station: string, at: number): number {
    let kw = 0;
    for (const pile of this.fleet.pilesOf(station)) for (const gun of this.fleet.gunsOf(pile.did)) kw += this.gun(pile, gun, at).power;
    return Math.round(kw * 10) / 10;
  }

  linkDownSince(station: string): number | undefined {
    return this.links.get(station);
  }

  /** The rule: a station's piles are offline only once its link has been down linkDownMinutes. */
  linkLost(station: string, at: number): boolean {
    const since = this.links.get(station);
    return since !== undefined && at - since >= ALARM_RULE.linkDownMinutes * MINUTE;
  }

  /** The pile answered a reset at `at`: it boots, its sessions end and its fault clears. */
  boot(pile: string, at: number): void {
    this.revision += 1;
    this.boots.set(pile, [...(this.boots.get(pile) ?? []), at]);
  }

  /** The pile stopped (or released) the gun's session at `at`. */
  cut(gun: string, at: number): void {
    this.revision += 1;
    this.cuts.set(gun, [...(this.cuts.get(gun) ?? []), at]);
  }

  /** The pile accepted a remote start at `at`. */
  start(pile: ChargingPile, gun: ChargingGun, at: number): void {
    const key = hashText(`remote:${gun.did}:${at}`);
    const session: PlannedSession = { start: at, end: at + PREPARING_MS + REMOTE_SESSION_MS, kw: drawOf(pile, key), startSoc: 10 + Math.round(unit(key, 1) * 50), commanded: true };
    this.revision += 1;
    this.starts.set(gun.did, [...(this.starts.get(gun.did) ?? []), session]);
  }

  /** When a seeded fault or outage began: the alarm lists' start, else before the seed's now by 30 min to 10 h. */
  seededSince(pile: ChargingPile): number {
    return this.seededStart(pile.did) ?? SEED_NOW - (30 + Math.round(unit(hashText(`since:${pile.did}`), 0) * 570)) * MINUTE;
  }

  /** When a seeded fault of the pile ended: its first reset (the pile boots, then its guns are free). */
  faultClearedAt(pile: string): number | undefined {
    const boots = this.boots.get(pile);
    return boots?.length ? Math.min(...boots) : undefined;
  }

  private booting(pile: string, at: number): number | undefined {
    return (this.boots.get(pile) ?? []).find((b) => b <= at && at < b + BOOT_MS);
  }

  /** The pile's seeded fault stands at `at` (its guns show faulted): not yet reset, not booting. */
  seededFault(pile: ChargingPile, at: number): boolean {
    return this.booting(pile.did, at) === undefined && this.faulted(pile, at);
  }

  /** A seeded fault lasts until a reset's boot is over. */
  private faulted(pile: ChargingPile, at: number): boolean {
    return pile.status === 'fault' && !(this.boots.get(pile.did) ?? []).some((b) => b + BOOT_MS <= at);
  }

  /** The first stop or boot after `from`, up to `at`. */
  private cutAfter(pile: string, gun: string, from: number, at: number): number | undefined {
    const all = [...(this.cuts.get(gun) ?? []), ...(this.boots.get(pile) ?? [])].filter((c) => c > from && c <= at);
    return all.length ? Math.min(...all) : undefined;
  }

  /** The session the gun has (or last had) at `at`: a car arriving never takes a gun still busy. */
  private current(pile: ChargingPile, gun: ChargingGun, at: number): PlannedSession | undefined {
    const running = this.fleet.runningOn(gun.did);
    const candidates = [
      ...(running ? [carriedOn(running, gun)] : []),
      ...arrivalsNear(pile, gun, at).filter((s) => !this.faulted(pile, s.start)),
      ...(this.starts.get(gun.did) ?? []),
    ].filter((s) => s.start <= at).sort((a, b) => b.start - a.start);
    const busyAt = (t: number, other: PlannedSession) => {
      const end = Math.min(other.end, this.cutAfter(pile.did, gun.did, other.start, t) ?? Infinity);
      return other.start <= t && t < end + FINISHING_MS;
    };
    return candidates.find((c, i) => c.commanded || !candidates.slice(i + 1).some((o) => busyAt(c.start, o)));
  }

  /**
   * The gun's sessions that ended in [from, to] (a car that came, a remote start, the session the
   * registry had running at the seed's now), each as the monitor showed it: one it never showed
   * (the pile faulted, offline or switched off when it would have begun) is none.
   */
  endedOn(pile: ChargingPile, gun: ChargingGun, from: number, to: number): EndedSession[] {
    if (pile.status === 'offline') return [];
    const running = this.fleet.runningOn(gun.did);
    const byStart = new Map<number, PlannedSession>();
    // Sessions last under two windows: the ones ending from `from` began in its window or the two before.
    const first = Math.floor((from - SEED_NOW) / WINDOW_MS) - 1;
    for (let w = Math.max(0, first); w <= Math.floor((to - SEED_NOW) / WINDOW_MS); w += 1) {
      for (const s of arrivalsNear(pile, gun, SEED_NOW + w * WINDOW_MS)) byStart.set(s.start, s);
    }
    const candidates = [...(running ? [carriedOn(running, gun)] : []), ...byStart.values(), ...(this.starts.get(gun.did) ?? [])];
    const out: EndedSession[] = [];
    for (const session of candidates) {
      if (session.start > to) continue;
      const cut = this.cutAfter(pile.did, gun.did, session.start, session.end);
      const end = Math.min(session.end, cut ?? Infinity);
      if (end < from || end > to || !this.shown(pile, gun, session)) continue;
      out.push({ start: session.start, end, energy: Math.max(0, energyOf(session, end)), ending: this.endingOf(pile.did, gun.did, cut, end), carried: session === candidates[0] && running !== undefined });
    }
    return out.sort((a, b) => a.end - b.end);
  }

  /** The monitor showed the session when it began (charging, or preparing for a remote start). */
  private shown(pile: ChargingPile, gun: ChargingGun, session: PlannedSession): boolean {
    const now = this.gun(pile, gun, session.start);
    return session.commanded ? now.state === 'preparing' && now.since === session.start : now.state === 'charging' && now.sessionStart === session.start;
  }

  private endingOf(pile: string, gun: string, cut: number | undefined, end: number): SessionEnding {
    if (cut === undefined || cut !== end) return 'ran-out';
    if ((this.boots.get(pile) ?? []).includes(cut)) return 'reset';
    return (this.offCuts.get(gun) ?? []).includes(cut) ? 'switched-off' : 'stopped';
  }

  /** One gun at an instant. */
  gun(pile: ChargingPile, gun: ChargingGun, at: number): GunNow {
    if (pile.status === 'offline') return still('offline', this.seededSince(pile));
    if (this.linkLost(pile.stationdid, at)) return still('offline', this.links.get(pile.stationdid) as number);
    const boot = this.booting(pile.did, at);
    if (boot !== undefined) return still('offline', boot);
    if (this.faulted(pile, at)) return still('faulted', this.seededSince(pile));
    const error = this.errors.get(gun.did);
    if (error !== undefined && error <= at) return still('faulted', error);
    // Switched off at its charging point, a healthy gun is unpowered, not faulted: it raises no alarm.
    const off = this.switchedOffSince(pile.stationdid, at);
    if (off !== undefined) return still('offline', off);
    const session = this.current(pile, gun, at);
    if (!session) return idle(SEED_NOW);
    const cut = this.cutAfter(pile.did, gun.did, session.start, at);
    const end = Math.min(session.end, cut ?? Infinity);
    if (at < powerFrom(session)) return still('preparing', session.start);
    const energy = energyOf(session, Math.min(at, end));
    const soc = Math.min(100, Math.round(session.startSoc + (energy / batteryOf(session)) * 100));
    const live = { energy, soc, sessionStart: session.start };
    if (at < end) return { state: 'charging', power: session.kw, ...live, since: session.start };
    // A stop or reset frees the gun at once; a session that ran out keeps the car plugged a while.
    if (cut === undefined && at < end + FINISHING_MS) return { state: 'finishing', power: 0, ...live, since: end };
    return idle(end);
  }
}

/** Power flows from the session's start, a remote start's after it prepared. */
const powerFrom = (session: PlannedSession) => (session.commanded ? session.start + PREPARING_MS : session.start);

/** kWh the session delivered by `at` (two decimals, as the monitor shows it). */
const energyOf = (session: PlannedSession, at: number) => Math.round((session.kw * (at - powerFrom(session))) / HOUR * 100) / 100;
