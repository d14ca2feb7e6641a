import { MINUTE, SEED_NOW } from '../../clock/time.ts';
import { hashText, unit } from '../../noise.ts';
import type { ChargingGun, ChargingPile, ChargingSession } from '../types.ts';

/** A session a gun may have: its start, planned end (ms) and draw (kW). */
export interface PlannedSession {
  start: number;
  end: number;
  kw: number;
  /** kWh the car came with, as a state of charge %. */
  startSoc: number;
  /** Remote starts prepare a minute before power flows. */
  commanded: boolean;
}

/** After the seed's now, each gun may start one session in each window of this length. */
export const WINDOW_MS = 2 * 60 * MINUTE;
/** The share of windows in which a free gun gets a car. */
const TAKE_RATE = 0.35;

const gunKey = (gun: ChargingGun) => hashText(`live:${gun.did}`);

/** The car's state of charge when it arrived, 10–60 %. */
export function arrivalSoc(gun: ChargingGun, start: number): number {
  return Math.round(10 + unit(gunKey(gun), Math.floor(start / MINUTE)) * 50);
}

/** kW a car draws on the pile (as the registry's sessions do: DC below the pile's rating, AC about 7). */
export function drawOf(pile: ChargingPile, key: number): number {
  const share = unit(key, 7);
  return Math.round((pile.type === 'dc' ? Math.min(pile.power, 120) * (0.55 + share * 0.35) : Math.min(pile.power, 7) * (0.8 + share * 0.15)) * 10) / 10;
}

/** The registry's session running at the seed's now, carried on: it ends when its car is full enough (30–120 min in all). */
export function carriedOn(session: ChargingSession, gun: ChargingGun): PlannedSession {
  const kw = session.minutes > 0 ? Math.round(((session.energy * 60) / session.minutes) * 10) / 10 : 0;
  const total = Math.max(session.minutes + 10, 30 + Math.round(unit(gunKey(gun), 1) * 90));
  return { start: session.start, end: session.start + total * MINUTE, kw, startSoc: arrivalSoc(gun, session.start), commanded: false };
}

/** The cars that come to the gun after the seed's now: at most one per window, seen from `at` (this and the previous window). */
export function arrivalsNear(pile: ChargingPile, gun: ChargingGun, at: number): PlannedSession[] {
  if (at < SEED_NOW) return [];
  const key = gunKey(gun);
  const now = Math.floor((at - SEED_NOW) / WINDOW_MS);
  const out: PlannedSession[] = [];
  for (const w of [now - 1, now]) {
    if (w < 0 || unit(key, w * 4 + 100) >= TAKE_RATE) continue;
    const start = SEED_NOW + w * WINDOW_MS + Math.round(unit(key, w * 4 + 101) * 60) * MINUTE;
    const minutes = 20 + Math.round(unit(key, w * 4 + 102) * 70);
    out.push({ start, end: start + minutes * MINUTE, kw: drawOf(pile, mixKey(key, w)), startSoc: arrivalSoc(gun, start), commanded: false });
  }
  return out;
}

function mixKey(key: number, w: number): number {
  return (key ^ Math.imul(w + 1, 0x9e3779b1)) >>> 0;
}
