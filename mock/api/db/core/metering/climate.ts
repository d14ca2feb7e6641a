import { DAY_COUNT } from '../clock/calendar.ts';
import { factsOf } from './runOnDays.ts';
import { signed, streamKey, unit } from '../noise.ts';
import { HOUR, SEED_NOW } from '../clock/time.ts';
import { offsetIn } from '../clock/zones.ts';

/** A store's weather, day by day: what drives cooling, heating and PV. */
export interface Climate {
  /** Daily mean temperature, °C. */
  temperature: Float64Array;
  /** Cooling and heating demand of each day, 0 (none) to ~1.2 (extreme). */
  cooling: Float64Array;
  heating: Float64Array;
  /** District heating is on (heated zone and heating season). */
  heatingSeason: Uint8Array;
  /** PV output of each hour as a share of rated power (sun height × clouds × losses). */
  sun: Float32Array;
}

const TWO_PI = 2 * Math.PI;
/** Performance ratio of a rooftop plant (inverter, soiling, temperature losses). */
const PERFORMANCE = 0.72;

function inHeatingSeason(yearDay: number): boolean {
  // 15 November to 15 March.
  return yearDay >= 318 || yearDay <= 73;
}

/**
 * Mean temperature follows latitude (Guangzhou ~22 °C, Shanghai ~17 °C, Beijing ~12 °C) with a
 * seasonal swing that grows northwards; a few degrees of weather on top, persistent for days.
 * `days` past the seed's run the same weather on (the seeded days are the same either way).
 */
export function climateOf(seed: number, store: string, latitude: number, longitude: number, heated: boolean, zone: string, days = DAY_COUNT): Climate {
  const key = streamKey(seed, `weather:${store}`);
  const mean = 33.5 - 0.53 * latitude;
  const swing = Math.max(6, 0.5 * latitude - 4);
  const temperature = new Float64Array(days);
  const cooling = new Float64Array(days);
  const heating = new Float64Array(days);
  const heatingSeason = new Uint8Array(days);
  const sun = new Float32Array(days * 24);
  // Solar noon on the store's clock: 12:00 on its zone's meridian (120° E for China, 105° E for Bangkok).
  const meridian = (offsetIn(SEED_NOW, zone) / HOUR) * 15;
  const noon = 12 + (meridian - longitude) / 15;
  for (let d = 0; d < days; d += 1) {
    const { yearDay } = factsOf(d);
    const weather = (signed(key, d) + signed(key, d - 1) + signed(key, d + 1)) / 3;
    const t = mean - swing * Math.cos((TWO_PI * (yearDay - 15)) / 365) + 4 * weather;
    temperature[d] = t;
    cooling[d] = Math.max(0, t - 20) / 10;
    heating[d] = Math.max(0, 14 - t) / 14;
    heatingSeason[d] = heated && inHeatingSeason(yearDay) ? 1 : 0;
    const season = Math.sin((TWO_PI * (yearDay - 80)) / 365);
    const length = 12 + (latitude / 40) * 2.4 * season;
    const strength = 0.72 + 0.28 * season;
    const cloudDraw = unit(key, 100_000 + d);
    const clouds = cloudDraw < 0.28 ? 0.15 + 1.2 * cloudDraw : 0.78 + 0.22 * unit(key, 200_000 + d);
    const sunrise = noon - length / 2;
    for (let hour = 0; hour < 24; hour += 1) {
      const x = (hour + 0.5 - sunrise) / length;
      sun[d * 24 + hour] = x > 0 && x < 1 ? Math.sin(Math.PI * x) ** 1.3 * strength * clouds * PERFORMANCE : 0;
    }
  }
  return { temperature, cooling, heating, heatingSeason, sun };
}
