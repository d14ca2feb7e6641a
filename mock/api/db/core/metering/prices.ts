import type { EmissionFactor, EnergyType, Tariff, TouBand } from '../../../../../src/api/energyTypes.ts';
import { factorOn } from '../../../../../src/lib/carbon.ts';
import { DATA_TO, DAY_COUNT, dayFacts } from '../clock/calendar.ts';
import { unit, streamKey } from '../noise.ts';

const GUIDELINES = 'China GHG accounting guidelines default';

/** The year of the data's last day: the grid factor changed on its first day; the others hold from two years before. */
const YEAR = Number(DATA_TO.slice(0, 4));
const SINCE = `${YEAR - 2}-01-01`;

/** Published emission factors (the same for every store); the grid factor changed on the first day of the data's last year. */
export const EMISSION_FACTORS: readonly EmissionFactor[] = [
  { energytype: 'electricity', value: 0.5703, from: SINCE, to: `${YEAR - 1}-12-31`, source: `National average grid emission factor for ${YEAR - 4}, MEE/NBS` },
  { energytype: 'electricity', value: 0.5366, from: `${YEAR}-01-01`, to: null, source: `National average grid emission factor for ${YEAR - 3}, MEE/NBS` },
  { energytype: 'gas', value: 2.162, from: SINCE, to: null, source: `Natural gas, ${GUIDELINES}` },
  { energytype: 'water', value: 0.168, from: SINCE, to: null, source: 'Municipal tap-water supply' },
  { energytype: 'heat', value: 0.396, from: SINCE, to: null, source: `Purchased heat, ${GUIDELINES}` },
];

/** Time-of-use band of each hour: valley 23–7, peak 8–11 and 18–21, flat otherwise. */
export const BANDS: readonly TouBand[] = Array.from({ length: 24 }, (_, hour) =>
  hour >= 23 || hour < 7 ? 'valley' : (hour >= 8 && hour < 11) || (hour >= 18 && hour < 21) ? 'peak' : 'flat',
);

const TARIFF_FROM = SINCE;
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** A province's tariffs, varied a little by province (a stable draw per province code). */
export function tariffsOf(seed: number, provincecode: string): Tariff[] {
  const key = streamKey(seed, `tariff:${provincecode}`);
  const within = (index: number, min: number, max: number, digits: number) => round(min + unit(key, index) * (max - min), digits);
  const bandPrices: Record<TouBand, number> = { peak: within(1, 1.15, 1.35, 4), flat: within(2, 0.7, 0.85, 4), valley: within(3, 0.28, 0.36, 4) };
  const plain = (energytype: Tariff['energytype'], price: number): Tariff => ({ energytype, price, currency: 'CNY', from: TARIFF_FROM });
  return [
    { ...plain('electricity', bandPrices.flat), bands: [...BANDS], bandPrices },
    plain('water', within(4, 4.5, 5.5, 2)),
    plain('gas', within(5, 3.8, 4.5, 2)),
    plain('heat', within(6, 0.3, 0.4, 3)),
    plain('pv-feed-in', within(7, 0.38, 0.45, 4)),
  ];
}

/** Prices laid out for hourly arithmetic. */
export interface PriceTable {
  /** Electricity price of each hour of the day 0..23 (by its band). */
  hourly: Float64Array;
  /** Per unit, for water, gas and heat (and electricity's flat price). */
  unit: Readonly<Record<EnergyType, number>>;
  feedIn: number;
}

export function priceTable(tariffs: readonly Tariff[]): PriceTable {
  const find = (type: Tariff['energytype']) => tariffs.find((t) => t.energytype === type);
  const electricity = find('electricity');
  const hourly = new Float64Array(24);
  for (let hour = 0; hour < 24; hour += 1) hourly[hour] = electricity?.bandPrices?.[BANDS[hour] ?? 'flat'] ?? electricity?.price ?? 0;
  const price = (type: EnergyType) => find(type)?.price ?? 0;
  return { hourly, unit: { electricity: price('electricity'), water: price('water'), gas: price('gas'), heat: price('heat') }, feedIn: find('pv-feed-in')?.price ?? 0 };
}

/** The factor in force on each data day, per energy type (0 where none is in force). */
export const DAILY_FACTORS: Readonly<Record<EnergyType, Float64Array>> = (() => {
  const out = {} as Record<EnergyType, Float64Array>;
  for (const type of ['electricity', 'water', 'gas', 'heat'] as const) {
    const values = new Float64Array(DAY_COUNT);
    for (let d = 0; d < DAY_COUNT; d += 1) values[d] = factorOn(EMISSION_FACTORS, type, dayFacts(d).date)?.value ?? 0;
    out[type] = values;
  }
  return out;
})();
