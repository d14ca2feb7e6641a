import type { BuildingType } from '../../../../src/api/energyTypes.ts';
import { dayIndex } from '../core/clock/calendar.ts';
import { dayIn, minuteIn } from '../core/clock/zones.ts';
import type { Climate } from '../core/metering/climate.ts';
import type { Metering } from '../core/metering/Metering.ts';
import { occupancyTable } from '../core/metering/profiles.ts';
import type { StorePlan } from '../core/metering/plan.ts';
import { AHEAD_DAYS } from '../core/metering/RunOn.ts';

const WEEK_HOURS = 168;
const PEAK_HOURS = 30 * 24;

/**
 * The hour of the energy calendar that stands for an instant (indexed by the store's local hours,
 * `zone`): itself from the data's first hour on, the seeded hours and then the ones run on past
 * the seed; before the data, the same hour of the week in its first week.
 */
export function dataHour(ms: number, zone: string): number {
  const hour = dayIndex(dayIn(ms, zone)) * 24 + Math.floor(minuteIn(ms, zone) / 60);
  return hour >= 0 ? hour : ((hour % WEEK_HOURS) + WEEK_HOURS) % WEEK_HOURS;
}

/** Days a table over the calendar of `days` days must grow to for day `day`: undefined while it holds it, else to a week past it (grown once a week of clock). */
const growTo = (day: number, days: number): number | undefined => (day < days ? undefined : day + 1 + AHEAD_DAYS);

/**
 * What the energy world says about a store at any instant: weather, occupancy, metered loads.
 * Past the seed it reads the world as it runs on: the meters' run-on hours (what the energy API
 * answers), the same climate's days and the calendar's weekdays and holidays after the seed.
 */
export class StoreEnvironment {
  /** Meter → the end (hour index) of the 30 days its peak was taken over, and the peak. */
  private readonly peaks = new Map<string, { end: number; kw: number }>();

  constructor(
    readonly plan: StorePlan,
    private readonly metering: Metering,
  ) {}

  /** The energy world's climate of the store (the meters' weather), holding at least day `day`. */
  private climate(day: number): Climate {
    const { climate } = this.metering.context(this.plan);
    const days = growTo(day, climate.temperature.length);
    return days === undefined ? climate : this.metering.context(this.plan, days).climate;
  }

  /** Outdoor °C: the day's mean from the energy climate, ±4 °C through the day (warmest ~15:00). */
  outdoor(ms: number): number {
    const day = Math.floor(dataHour(ms, this.plan.timezone) / 24);
    const mean = this.climate(day).temperature[day] ?? 18;
    const hours = minuteIn(ms, this.plan.timezone) / 60;
    return mean + 4 * Math.sin((2 * Math.PI * (hours - 9)) / 24);
  }

  /** Occupancy of a building type (0..~1.3): the calendar's day facts (weekday, holiday) at that hour. */
  occupancy(type: BuildingType, ms: number): number {
    const hour = dataHour(ms, this.plan.timezone);
    const table = occupancyTable(type);
    const days = growTo(Math.floor(hour / 24), table.length / 24);
    return (days === undefined ? table : occupancyTable(type, days))[hour] ?? 0.1;
  }

  /** Average kW of a meter in the hour that stands for `ms`, as the energy API reads it (0 for an unknown meter). */
  meterKw(did: string, ms: number): number {
    if (!this.metering.meter(did)) return 0;
    return this.metering.hourRate(did, dataHour(ms, this.plan.timezone));
  }

  /** The highest hourly kW of a meter over the last 30 whole days with readings (the seed's, then the ones run on): cached a day. */
  meterPeakKw(did: string): number {
    if (!this.metering.meter(did)) return 0;
    const end = Math.floor(this.metering.hoursOf(this.plan) / 24) * 24;
    const cached = this.peaks.get(did);
    if (cached?.end === end) return cached.kw;
    let kw = 0;
    for (let h = Math.max(0, end - PEAK_HOURS); h < end; h += 1) kw = Math.max(kw, this.metering.hourRate(did, h));
    this.peaks.set(did, { end, kw });
    return kw;
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
