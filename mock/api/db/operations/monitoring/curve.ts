import type { PowerCurve } from '../../../../../src/api/operations/monitoringTypes.ts';
import { DAY, HOUR, iso, MINUTE, SEED_NOW } from '../../core/clock/time.ts';
import { midnightIn, offsetIn } from '../../core/clock/zones.ts';
import type { ChargingStation } from '../../core/charging/types.ts';
import type { LiveChargers } from '../../core/charging/live/LiveChargers.ts';

const STEP_MS = 15 * MINUTE;
const STEPS = DAY / STEP_MS;
const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * A station's power in 15-minute steps. Before the seed's now it is the registry's sessions (the
 * orders' energy, each at its mean power over the step's overlap); after it, the live guns at the
 * step's middle. Today stops at now.
 */
export function stationCurve(live: LiveChargers, station: ChargingStation, zone: string, at: number): PowerCurve {
  const today = midnightIn(at, zone);
  const yesterday = midnightIn(today - HOUR, zone);
  const sessions = live.fleet.sessionsOf(station.did).filter((s) => s.start + s.minutes * MINUTE > yesterday && s.start < today + DAY);
  const piles = live.fleet.pilesOf(station.did).map((pile) => ({ pile, guns: live.fleet.gunsOf(pile.did) }));
  const step = (from: number): number => {
    const to = from + STEP_MS;
    let kwh = 0;
    if (from < SEED_NOW) {
      for (const s of sessions) {
        const end = Math.min(s.start + s.minutes * MINUTE, SEED_NOW);
        const overlap = Math.min(end, to, SEED_NOW) - Math.max(s.start, from);
        if (overlap > 0 && s.minutes > 0) kwh += (s.energy / (s.minutes * MINUTE)) * overlap;
      }
    }
    if (to > SEED_NOW) {
      const middle = Math.max(from, SEED_NOW) + (to - Math.max(from, SEED_NOW)) / 2;
      let kw = 0;
      for (const { pile, guns } of piles) for (const gun of guns) kw += live.gun(pile, gun, middle).power;
      kwh += (kw * (to - Math.max(from, SEED_NOW))) / HOUR;
    }
    return round1(kwh / (STEP_MS / HOUR));
  };
  return {
    start: iso(today),
    stepMinutes: 15,
    buckets: Array.from({ length: STEPS }, (_, i) => {
      const ms = today + i * STEP_MS;
      return iso(ms + offsetIn(ms, zone)).slice(0, 16);
    }),
    today: Array.from({ length: STEPS }, (_, i) => (today + i * STEP_MS < at ? step(today + i * STEP_MS) : null)),
    yesterday: Array.from({ length: STEPS }, (_, i) => step(yesterday + i * STEP_MS)),
  };
}
