import { gunsOf, pilesOf, stationOf } from './build.ts';
import { sessionsOf, type MeterHours } from './sessions.ts';
import type { ChargingGun, ChargingPile, ChargingSession, ChargingSite, ChargingStation } from './types.ts';

export interface ChargingSources {
  seed: number;
  /** The stores' metered charging loads, one station each, in store order. */
  sites: () => readonly ChargingSite[];
  /** A meter's hourly kWh (the energy world's readings). */
  meterHours: (meter: string) => MeterHours | undefined;
}

interface Equipment {
  stations: ChargingStation[];
  piles: ChargingPile[];
  guns: ChargingGun[];
}

/**
 * The one charging registry: station → pile → gun, built from the energy world's charging
 * meters (a station's piles add up to its meter's rating) and the sessions its meter's kWh pays
 * for. The ledgers, orders, alarms and charger devices are all cut from it. Seeded facts only:
 * built on first use, never written (ledger edits stay in the ledger's table).
 */
export class ChargingRegistry {
  private equipment: Equipment | undefined;
  private sessionList: ChargingSession[] | undefined;
  private byStation: Map<string, ChargingPile[]> | undefined;
  private byPile: Map<string, ChargingGun[]> | undefined;

  constructor(private readonly sources: ChargingSources) {}

  private get built(): Equipment {
    if (!this.equipment) {
      const { seed } = this.sources;
      const counters = { piles: { n: 0 }, guns: { n: 0 } };
      const sites = this.sources.sites();
      const stations = sites.map((site, index) => stationOf(seed, site, index + 1));
      const piles: ChargingPile[] = [];
      const guns: ChargingGun[] = [];
      for (const [index, station] of stations.entries()) {
        const own = pilesOf(seed, station, sites[index]!.store.timezone, counters.piles);
        piles.push(...own);
        for (const pile of own) guns.push(...gunsOf(pile, counters.guns));
        station.pilecount = own.length;
        station.guncount = own.reduce((sum, pile) => sum + pile.guncount, 0);
      }
      this.equipment = { stations, piles, guns };
    }
    return this.equipment;
  }

  get stations(): readonly ChargingStation[] {
    return this.built.stations;
  }

  get piles(): readonly ChargingPile[] {
    return this.built.piles;
  }

  get guns(): readonly ChargingGun[] {
    return this.built.guns;
  }

  station(did: string): ChargingStation | undefined {
    return this.stations.find((s) => s.did === did);
  }

  /** The stations of a store, in registry order. */
  stationsOf(store: string): ChargingStation[] {
    return this.stations.filter((s) => s.businessdid === store);
  }

  pilesOf(station: string): readonly ChargingPile[] {
    this.byStation ??= group(this.piles, (p) => p.stationdid);
    return this.byStation.get(station) ?? [];
  }

  private get gunsByPile(): ReadonlyMap<string, readonly ChargingGun[]> {
    this.byPile ??= group(this.guns, (g) => g.piledid);
    return this.byPile;
  }

  gunsOf(pile: string): readonly ChargingGun[] {
    return this.gunsByPile.get(pile) ?? [];
  }

  /** Every station's sessions, in time order (orders are numbered in this order). */
  get sessions(): readonly ChargingSession[] {
    if (!this.sessionList) {
      const gunsByPile = this.gunsByPile;
      const out: ChargingSession[] = [];
      for (const station of this.stations) {
        const meter = this.sources.meterHours(station.meter);
        if (meter) out.push(...sessionsOf(this.sources.seed, station, this.pilesOf(station.did), gunsByPile, meter));
      }
      // Stable: equal starts keep station order.
      this.sessionList = out.sort((a, b) => a.start - b.start);
    }
    return this.sessionList;
  }
}

function group<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const list = out.get(key(item));
    if (list) list.push(item);
    else out.set(key(item), [item]);
  }
  return out;
}
