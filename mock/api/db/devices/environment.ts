import type { BuildingType } from '../../../../src/api/energyTypes.ts';
import { DAY_COUNT, dayIndex, HOUR_COUNT } from '../core/clock/calendar.ts';
import { climateOf, type Climate } from '../core/metering/climate.ts';
import type { Metering } from '../core/metering/Metering.ts';
import { occupancyTable } from '../core/metering/profiles.ts';
import type { StorePlan } from '../core/metering/plan.ts';
import { dayIn, minuteIn } from '../core/clock/zones.ts';

const WEEK_HOURS = 168;

/**
 * The hour of the metered data that stands for an instant: itself inside the data (indexed by the
 * store's local hours, `zone`), else the same hour of the week in the data's last week (the
 * simulation runs past the data's end).
 */
export function dataHour(ms: number, zone: string): number {
  const hour = dayIndex(dayIn(ms, zone)) * 24 + Math.floor(minuteIn(ms, zone) / 60);
  if (hour < 0) return ((hour % WEEK_HOURS) + WEEK_HOURS) % WEEK_HOURS;
  if (hour < HOUR_COUNT) return hour;
  return hour - Math.ceil((hour - HOUR_COUNT + 1) / WEEK_HOURS) * WEEK_HOURS;
}

/** What the energy world says about a store at any instant: weather, occupancy, metered loads. */
export class StoreEnvironment {
  private readonly climate: Climate;
  private readonly peaks = new Map<string, number>();

  constructor(
    seed: number,
    readonly plan: StorePlan,
    private readonly metering: Metering,
  ) {
    this.climate = climateOf(seed, plan.did, plan.latitude, plan.longitude, plan.heated, plan.seededZone);
  }

  /** Outdoor °C: the day's mean from the energy climate, ±4 °C through the day (warmest ~15:00). */
  outdoor(ms: number): number {
    const day = Math.min(DAY_COUNT - 1, Math.floor(dataHour(ms, this.plan.timezone) / 24));
    const mean = this.climate.temperature[day] ?? 18;
    const hours = minuteIn(ms, this.plan.timezone) / 60;
    return mean + 4 * Math.sin((2 * Math.PI * (hours - 9)) / 24);
  }

  /** Occupancy of a building type (0..~1.3). */
  occupancy(type: BuildingType, ms: number): number {
    return occupancyTable(type)[dataHour(ms, this.plan.timezone)] ?? 0.1;
  }

  /** Average kW of a meter in the hour that stands for `ms` (0 for an unknown meter). */
  meterKw(did: string, ms: number): number {
    if (!this.metering.meter(did)) return 0;
    return this.metering.hourly(did)[dataHour(ms, this.plan.timezone)] ?? 0;
  }

  /** The highest hourly kW of a meter over its last 30 days of data (cached: the data never changes). */
  meterPeakKw(did: string): number {
    let peak = this.peaks.get(did);
    if (peak === undefined) {
      peak = 0;
      if (this.metering.meter(did)) {
        const values = this.metering.hourly(did);
        for (let h = Math.max(0, HOUR_COUNT - 30 * 24); h < HOUR_COUNT; h += 1) peak = Math.max(peak, values[h] ?? 0);
      }
      this.peaks.set(did, peak);
    }
    return peak;
  }

  /** The store's money: its electricity tariff's currency. */
  currency(): string {
    return this.metering.tariffs(this.plan).tariffs.find((t) => t.energytype === 'electricity')?.currency ?? 'CNY';
  }

  /** Mean electricity price of the store, in its currency per kWh (flat band). */
  price(): number {
    const tariff = this.metering.tariffs(this.plan).tariffs.find((t) => t.energytype === 'electricity');
    return tariff?.price ?? 0.8;
  }
}
