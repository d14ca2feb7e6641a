import type { ChargingGun, ChargingPile, ChargingSession, ChargingStation } from '../../core/charging/types.ts';
import { seq, stream } from '../../core/random.ts';
import type { Fleet } from '../../core/charging/live/fleet.ts';
import { pileRef, stationRef } from '../../core/charging/pileRef.ts';

const PILES = 5;
const GUNS_PER_PILE = 2;

/**
 * The bench's network (a mock control, never the seed): `count` stations of five 120 kW DC piles
 * with two guns each, spread over China on the store of the registry's first station (whoever
 * reaches it reaches them all), with no history; cars arrive after the seed's now as on the
 * registry's guns.
 */
export function benchFleet(seed: number, count: number, base: ChargingStation): Fleet {
  const random = stream(seed, 'monitoring-bench');
  const stations: ChargingStation[] = [];
  const piles = new Map<string, ChargingPile[]>();
  const guns = new Map<string, ChargingGun[]>();
  for (let n = 1; n <= count; n += 1) {
    const station: ChargingStation = {
      ...base, did: `bs-${seq(n, 5)}`, code: `BS${seq(n, 5)}`, name: `${base.city}${n}号站`,
      longitude: Math.round(random.float(100, 122) * 1e4) / 1e4, latitude: Math.round(random.float(21, 41) * 1e4) / 1e4,
      pilecount: PILES, guncount: PILES * GUNS_PER_PILE, ratedpower: PILES * 120,
    };
    stations.push(station);
    const own: ChargingPile[] = [];
    for (let p = 1; p <= PILES; p += 1) {
      const roll = random.next();
      const pile: ChargingPile = {
        did: `bp-${seq(n, 5)}-${p}`, code: `${station.code}-${seq(p, 2)}`, name: `${station.name}${p}号桩`, ...stationRef(station),
        type: 'dc', power: 120, guncount: GUNS_PER_PILE,
        manufacturer: 'Bench', model: 'B-DC120', serialno: `SNB${n}${p}`, firmware: 'V1.0.0', status: roll < 0.03 ? 'offline' : roll < 0.08 ? 'fault' : 'idle',
        commissiondate: station.commissiondate, warrantyend: station.commissiondate, createtime: station.createtime, updatetime: station.updatetime,
      };
      own.push(pile);
      guns.set(pile.did, Array.from({ length: GUNS_PER_PILE }, (_, g) => ({
        did: `${pile.did}-${g + 1}`, code: `${pile.code}-${g + 1}`, gunno: g + 1, ...pileRef(pile), connector: 'gbt-dc', status: pile.status,
        ratedcurrent: 250, ratedvoltage: 750, createtime: station.createtime, updatetime: station.updatetime,
      })));
    }
    piles.set(station.did, own);
  }
  const byDid = new Map(stations.map((s) => [s.did, s]));
  const none: readonly ChargingSession[] = [];
  return {
    stations,
    station: (did) => byDid.get(did),
    pilesOf: (station) => piles.get(station) ?? [],
    gunsOf: (pile) => guns.get(pile) ?? [],
    runningOn: () => undefined,
    sessionsOf: () => none,
  };
}
