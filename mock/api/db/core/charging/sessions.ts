import { ACTIVITY_DAYS, DAY, HOUR, MINUTE, SEED_NOW } from '../clock/time.ts';
import { DAY_COUNT } from '../clock/calendar.ts';
import { stream, type Random } from '../random.ts';
import type { ChargingGun, ChargingPile, ChargingSession, ChargingStation } from './types.ts';

/** A meter's hourly kWh and the instant (ms) of its first hour (local midnight of the data's first day where the store is). */
export interface MeterHours {
  hourly: ArrayLike<number>;
  start: number;
}

const CAR_POWER = [60, 90, 120, 150];
/** The day's last session takes what is left rather than leave crumbs below 3 kWh (in cents). */
const CRUMB = 300;

/** The power a car draws on the pile: the smaller of the two, below its peak. */
function drawKw(random: Random, pile: ChargingPile): number {
  return pile.type === 'dc' ? Math.min(pile.power, random.pick(CAR_POWER)) * random.float(0.55, 0.9) : Math.min(pile.power, 7) * random.float(0.8, 0.95);
}

function pickBy<T>(random: Random, items: readonly T[], weights: readonly number[], total: number): T {
  let roll = random.next() * total;
  for (let i = 0; i < items.length; i += 1) {
    roll -= weights[i] ?? 0;
    if (roll < 0) return items[i] as T;
  }
  return items[items.length - 1] as T;
}

/**
 * The sessions of one station over the activity window. Each day's finished and running sessions
 * share out exactly the station meter's kWh of that day (in cents, rounded on the running sum so
 * any run of whole days adds up to the meter within a cent); starts follow the meter's hours.
 */
export function sessionsOf(seed: number, station: ChargingStation, piles: readonly ChargingPile[], gunsByPile: ReadonlyMap<string, readonly ChargingGun[]>, meter: MeterHours): ChargingSession[] {
  const random = stream(seed, `sessions:${station.did}`);
  const working = piles.filter((p) => (gunsByPile.get(p.did)?.length ?? 0) > 0);
  // A pile out of order has been so for a while: it takes few of the station's sessions.
  const powers = working.map((p) => p.power * (p.status === 'fault' || p.status === 'offline' ? 0.02 : 1));
  const totalPower = powers.reduce((a, b) => a + b, 0);
  const out: ChargingSession[] = [];
  if (working.length === 0) return out;
  const session = (pile: ChargingPile, gun: ChargingGun, start: number, minutes: number, cents: number, running: boolean) =>
    out.push({ stationdid: station.did, piledid: pile.did, gundid: gun.did, start, minutes, energy: cents / 100, running });
  // The data's last ACTIVITY_DAYS local days: days start at the store's midnight, whatever its zone.
  const windowStart = meter.start + (DAY_COUNT - ACTIVITY_DAYS) * DAY;
  const cumulative = new Float64Array(24);
  let metered = 0;
  let billed = 0;
  for (let d = 0; d < ACTIVITY_DAYS; d += 1) {
    const dayStart = windowStart + d * DAY;
    const first = Math.round((dayStart - meter.start) / HOUR);
    // Running sums of the day's hours: a start hour is drawn in proportion to the metered kWh.
    let sum = 0;
    for (let h = 0; h < 24; h += 1) cumulative[h] = sum += meter.hourly[first + h] ?? 0;
    metered += sum; // multiples of 1/256: the running sum is exact
    let budget = Math.round(metered * 100) - billed;
    billed += budget;
    if (d === ACTIVITY_DAYS - 1) {
      // Piles charging at the seed's now: a session on their first gun, started minutes ago.
      for (const pile of working.filter((p) => p.status === 'charging')) {
        const minutes = random.int(5, 90);
        const cents = Math.min(budget, Math.round((drawKw(random, pile) * minutes * 100) / 60));
        session(pile, gunsByPile.get(pile.did)?.[0] as ChargingGun, SEED_NOW - minutes * MINUTE, minutes, cents, true);
        budget -= cents;
      }
    }
    while (budget > 0) {
      const pile = pickBy(random, working, powers, totalPower);
      const guns = gunsByPile.get(pile.did) ?? [];
      const want = Math.round((pile.type === 'dc' ? random.float(12, 65) : random.float(8, 45)) * 100);
      const cents = want >= budget - CRUMB ? budget : want;
      const minutes = Math.round((cents / 100 / drawKw(random, pile)) * 60) + random.int(1, 5);
      const roll = random.next() * sum;
      let hour = 0;
      while (hour < 23 && roll >= (cumulative[hour] ?? 0)) hour += 1;
      // Finished sessions end before the seed's now.
      const start = Math.min(dayStart + hour * HOUR + random.int(0, 59) * MINUTE, SEED_NOW - (minutes + 1) * MINUTE);
      session(pile, random.pick(guns), start, minutes, cents, false);
      budget -= cents;
      // Now and then a driver gives up before any power flows.
      if (random.next() < 0.02) session(pile, random.pick(guns), Math.min(start + random.int(5, 120) * MINUTE, SEED_NOW - 3 * MINUTE), random.int(0, 2), 0, false);
    }
  }
  return out;
}
