import type { ChargingRegistry } from '../ChargingRegistry.ts';
import { registryFleet } from './fleet.ts';
import { LiveChargers } from './LiveChargers.ts';

export interface ChargingLiveSources {
  registry: () => ChargingRegistry;
  /** When a pile's seeded fault or outage began, as the alarm lists have it. */
  seededStart: (pile: string) => number | undefined;
  /** Answers the pile commands due by now (the monitor sends them): every read sees their effect. */
  settle: () => void;
  /** Answers the charging points' commands due by now (the devices domain answers lazily): a switch is in before the guns are read. */
  catchUp: () => void;
}

/**
 * The one live state of the registry's charging equipment: the monitor reads and commands its
 * guns, the devices domain reads a charging point's load from them and switches them on or off.
 * Built on first use, dropped on reset with the worlds that read it.
 */
export class ChargingLive {
  private built: LiveChargers | undefined;
  /** One side is bringing the other up to now: the other's own catch-up must not start inside it. */
  private catching = false;

  constructor(private readonly sources: ChargingLiveSources) {}

  /** The registry's guns live (what the monitor shows). */
  get chargers(): LiveChargers {
    this.built ??= new LiveChargers(registryFleet(this.sources.registry()), this.sources.seededStart);
    return this.built;
  }

  /** kW the station's guns draw at `at`, once the piles have answered what is due. */
  stationPower(station: string, at: number): number {
    this.whileCatching(this.sources.settle);
    return this.chargers.stationPower(station, at);
  }

  /** The guns once the piles have answered what is due by now (the orders list reads the sessions that ended). */
  settled(): LiveChargers {
    // The monitor's answers bring the charging points' switches in first (each side guards itself);
    // read from inside a catch-up, the guns are as far as it brought them.
    if (!this.catching) this.sources.settle();
    return this.chargers;
  }

  /** Before the monitor reads or commands the guns: the charging points' switches answered by now are in. */
  catchUp(): void {
    this.whileCatching(this.sources.catchUp);
  }

  private whileCatching(bring: () => void): void {
    if (this.catching) return;
    this.catching = true;
    try {
      bring();
    } finally {
      this.catching = false;
    }
  }

  /** The station's charging point switched on or off at `at` (its device's command answered). */
  setSwitch(station: string, on: boolean, at: number): void {
    this.chargers.setSwitch(station, on, at);
  }
}
