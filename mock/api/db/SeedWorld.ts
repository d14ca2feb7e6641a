import type { BusinessInfo } from '../../../src/api/types.ts';
import { ChargingRegistry } from './core/charging/ChargingRegistry.ts';
import type { Metering } from './core/metering/Metering.ts';
import { chargingSites, meterHours } from './energy/chargingSites.ts';
import { createMetering } from './energy/EnergyState.ts';
import type { SeedData } from './seed.ts';

/**
 * What a reset keeps: the seeded readings and the charging registry depend on the seed alone
 * (built on first use from the seed's businesses, so a store edited or created in
 * store-management never moves a seeded reading).
 */
export class SeedWorld {
  private metering: Metering | undefined;
  private registry: ChargingRegistry | undefined;

  constructor(
    private readonly seed: number,
    /** The seed's businesses before any edit. */
    private readonly businesses: BusinessInfo[],
    /** The data as it is now (its spaces) and a business's live record: names and zones are asked of it, so an edit reaches every reader of a plan. */
    private readonly current: { data: () => SeedData; record: (did: string) => BusinessInfo | undefined },
  ) {}

  /** The seeded readings: store plans, meters and hourly readings. */
  get readings(): Metering {
    this.metering ??= createMetering(this.seed, this.businesses, this.current.data().spaces, (did) => this.current.record(did));
    return this.metering;
  }

  /** The one charging registry: a station on each store's charging meter, its piles, guns and sessions. */
  get charging(): ChargingRegistry {
    this.registry ??= new ChargingRegistry({
      seed: this.seed,
      sites: () => chargingSites(this.readings, this.businesses),
      meterHours: (meter) => meterHours(this.readings, meter),
    });
    return this.registry;
  }
}
