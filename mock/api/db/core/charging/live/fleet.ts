import type { ChargingRegistry } from '../ChargingRegistry.ts';
import type { ChargingGun, ChargingPile, ChargingSession, ChargingStation } from '../types.ts';

/** The equipment the monitor watches: the charging registry's, or the bench's larger world. */
export interface Fleet {
  readonly stations: readonly ChargingStation[];
  station(did: string): ChargingStation | undefined;
  pilesOf(station: string): readonly ChargingPile[];
  gunsOf(pile: string): readonly ChargingGun[];
  /** The gun's session still running at the seed's now, if any. */
  runningOn(gun: string): ChargingSession | undefined;
  /** The station's sessions (time order). */
  sessionsOf(station: string): readonly ChargingSession[];
}

/** The one charging registry as a fleet: every station, pile, gun and session is the registry's. */
export function registryFleet(registry: ChargingRegistry): Fleet {
  let running: Map<string, ChargingSession> | undefined;
  let byStation: Map<string, ChargingSession[]> | undefined;
  return {
    get stations() {
      return registry.stations;
    },
    station: (did) => registry.station(did),
    pilesOf: (station) => registry.pilesOf(station),
    gunsOf: (pile) => registry.gunsOf(pile),
    runningOn(gun) {
      running ??= new Map(registry.sessions.filter((s) => s.running).map((s) => [s.gundid, s]));
      return running.get(gun);
    },
    sessionsOf(station) {
      if (!byStation) {
        byStation = new Map();
        for (const s of registry.sessions) {
          const list = byStation.get(s.stationdid);
          if (list) list.push(s);
          else byStation.set(s.stationdid, [s]);
        }
      }
      return byStation.get(station) ?? [];
    },
  };
}
