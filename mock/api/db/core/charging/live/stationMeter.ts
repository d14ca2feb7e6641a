import { HOUR } from '../../clock/time.ts';
import type { LiveChargers } from './LiveChargers.ts';

/**
 * A station's meter after the seed, read from its guns: the kWh of each session that ended by
 * `to`, counted in the hour it began (from `from`, an hour's start), in cents as its order bills
 * it. So a station's energy over any days equals its orders' energy over the same days, as the
 * seed's sessions share out the seeded meter. Undefined when no station reads the meter.
 */
export function stationHours(live: LiveChargers, meter: string, from: number, to: number): number[] | undefined {
  const station = live.fleet.stations.find((s) => s.meter === meter);
  if (!station) return undefined;
  const cents = new Array<number>(Math.max(0, Math.ceil((to - from) / HOUR))).fill(0);
  for (const pile of live.fleet.pilesOf(station.did)) {
    for (const gun of live.fleet.gunsOf(pile.did)) {
      for (const session of live.endedOn(pile, gun, from, to)) {
        const hour = Math.floor((session.start - from) / HOUR);
        if (hour >= 0 && hour < cents.length) cents[hour] = (cents[hour] ?? 0) + Math.round(session.energy * 100);
      }
    }
  }
  return cents.map((c) => c / 100);
}
